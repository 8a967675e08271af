// npm run backup [FILE]: writes a gzipped JSON dump of the database named by
// DATABASE_URL or DATA_DIR (default ./data). Safe while the server runs on
// PostgreSQL; with the embedded database, stop the server first.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/connection.js';
import { migrate } from '#server/db/migrate.js';
import { exportDump } from '#server/db/dump.js';
import { runAdminCommand } from './admin-command.js';

await runAdminCommand('Backup', async () => {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups', `maison-voyage-${stamp}.json.gz`));
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await migrate(database);
    const dump = await exportDump(database.db);
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, gzipSync(JSON.stringify(dump)), { mode: 0o600 });
    const rows = Object.values(dump.tables).reduce((n, t) => n + t.length, 0);
    console.log(`Backup of ${database.describe}: ${rows} rows in ${Object.keys(dump.tables).length} tables -> ${file}`);
  } finally {
    await database.close();
  }
});
