import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from './connection.js';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  version: string;
  sql: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: readFileSync(path.join(dir, f), 'utf8') }));
}

/**
 * Applies the versioned SQL migrations not yet recorded in schema_migrations,
 * each in its own transaction. Returns the versions applied now.
 */
export async function migrate(database: Database, migrations = listMigrations()): Promise<string[]> {
  await database.exec(
    'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
  );
  const done = await sql<{ version: string }>`select version from schema_migrations`.execute(database.db);
  const applied = new Set(done.rows.map((r) => r.version));
  const now: string[] = [];
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    const escaped = m.version.replace(/'/g, "''");
    await database.exec(`begin;\n${m.sql}\n;insert into schema_migrations (version) values ('${escaped}');\ncommit;`);
    now.push(m.version);
  }
  return now;
}
