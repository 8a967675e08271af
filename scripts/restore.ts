// npm run restore FILE: replaces the database's content with a dump written by
// npm run backup (stop the server first when using the embedded database).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/connection.js';
import { migrate } from '#server/db/migrate.js';
import { importDump, type Dump } from '#server/db/dump.js';
import { runAdminCommand } from './admin-command.js';

const arg = process.argv[2];
if (!arg) {
  console.error('Usage: npm run restore FILE');
  process.exit(2);
}

await runAdminCommand('Restore', async () => {
  const file = path.resolve(arg);
  const raw = readFileSync(file);
  const text = raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
  const dump = JSON.parse(text) as Dump;
  if (!dump || typeof dump !== 'object' || typeof dump.tables !== 'object') throw new Error(`${file} is not a backup written by npm run backup`);
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await migrate(database);
    const { rows } = await importDump(database.db, dump);
    console.log(`Restored ${rows} rows from ${file} into ${database.describe}`);
  } finally {
    await database.close();
  }
});
