#!/usr/bin/env node
// Runs the API suite on PostgreSQL. Each test app creates a fresh database on
// the server named by TEST_DATABASE_URL (default: local postgres, trust auth)
// and drops it when done.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  const { rows } = await client.query('show server_version');
  console.log(`PostgreSQL ${rows[0].server_version} at ${new URL(url).host}`);
  await client.end();
} catch (err) {
  console.error(`Cannot reach PostgreSQL at ${url}: ${err.message}`);
  process.exit(1);
}
const r = spawnSync('npx', ['vitest', 'run', 'test/api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(r.status ?? 1);
