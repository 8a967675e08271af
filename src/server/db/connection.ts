import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { DB } from './types.js';
import { PGliteDialect } from './pglite-dialect.js';
import { lockDataDir } from './data-dir-lock.js';
import { registerSessionWrites, SessionWritesPlugin } from './auth-writes.js';

/** Our Kysely instance, with the plugin that tells the session cache about writes to sessions. */
function kysely(dialect: import('kysely').Dialect): Kysely<DB> {
  const plugin = new SessionWritesPlugin();
  const db = new Kysely<DB>({ dialect, plugins: [plugin] });
  registerSessionWrites(db as unknown as Kysely<never>, plugin);
  return db;
}

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** Human description for the start-up log (never includes a password). */
  describe: string;
  /** Runs a script of several statements (migrations, restore). */
  exec(script: string): Promise<void>;
  /** The PostgreSQL connection pool (kind 'postgres' only): LISTEN/NOTIFY, advisory locks. */
  pool?: import('pg').Pool;
  /** An in-memory PGlite database's files, to open copies of it (`{ memory: true, snapshot }`). */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * `memory` may start from a snapshot of a database (PGlite's `dumpDataDir`): tests open many
 * databases with the same migrated schema, and loading one is faster than creating and migrating it.
 */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; snapshot?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url);
  return 'memory' in target ? openPGlite(undefined, target.snapshot) : openPGlite(target.dataDir);
}

async function openPGlite(dataDir: string | undefined, snapshot?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  let dir = 'memory://';
  let unlock = () => {};
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    // Two processes writing one embedded database lose each other's writes: one at a time.
    unlock = lockDataDir(dataDir);
  }
  let pg: import('@electric-sql/pglite').PGlite;
  try {
    pg = await PGlite.create(dir, {
      extensions: { pg_trgm },
      ...(snapshot ? { loadDataDir: snapshot } : {}),
      // Same value shapes as the pg driver below: numbers for numeric/int8, 'YYYY-MM-DD' for dates.
      parsers: { 1700: (v: string) => Number(v), 20: (v: string) => Number(v), 1082: (v: string) => v },
    });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = kysely(new PGliteDialect(pg));
  return {
    db,
    kind: 'pglite',
    describe: dataDir ? `embedded PGlite at ${dir}` : 'embedded PGlite in memory',
    exec: async (script) => {
      await pg.exec(script);
    },
    ...(dataDir ? {} : { snapshot: () => pg.dumpDataDir('none') }),
    close: async () => {
      await db.destroy();
      await pg.close();
      unlock();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pgmod = await import('pg');
  const pg = pgmod.default;
  // numeric -> number, int8 -> number (friendly ids and counts stay well inside 2^53).
  pg.types.setTypeParser(1700, (v: string) => Number(v));
  pg.types.setTypeParser(20, (v: string) => Number(v));
  // dates stay 'YYYY-MM-DD' strings, as PGlite returns them after our cast below.
  pg.types.setTypeParser(1082, (v: string) => v);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client cut off by the server (restart, failover, database dropped) must not crash
  // the process: the pool discards it and opens a new one on the next query.
  pool.on('error', (err) => {
    if ((err as { code?: string }).code !== '57P01') console.error('PostgreSQL idle client error:', err.message);
  });
  await pool.query('select 1');
  const db = kysely(new PostgresDialect({ pool }));
  const safe = new URL(url);
  safe.password = '';
  return {
    db,
    kind: 'postgres',
    pool,
    describe: `PostgreSQL at ${safe.host}${safe.pathname}`,
    exec: async (script) => {
      await pool.query(script);
    },
    close: async () => {
      await db.destroy();
    },
  };
}

/** The key of the start-up advisory lock (any fixed bigint; 'MVSTART' in ASCII). */
export const STARTUP_LOCK_KEY = 0x4d5653544152;

/**
 * Runs `fn` (migrations, the first run) holding the start-up lock: on PostgreSQL a session
 * advisory lock on a connection of its own, so processes started at once on one database take
 * turns (ADR 017); the embedded database has one process, which the data-directory lock ensures.
 */
export async function withStartupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (!database.pool) return fn();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export async function checkDatabase(db: Kysely<DB>): Promise<boolean> {
  const r = await sql<{ ok: number }>`select 1 as ok`.execute(db);
  return r.rows[0]?.ok === 1;
}
