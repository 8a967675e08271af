/**
 * The real app for the benchmarks (npm run bench): on a fresh PGlite in memory, or on a PostgreSQL
 * database made for the run and dropped afterwards, with a signed-in super_admin.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '#server/config.js';
import { openDatabase, type Database } from '#server/db/connection.js';
import { migrate } from '#server/db/migrate.js';
import { createFileMailer } from '#server/providers/mail/mailer.js';
import type { Providers } from '#server/providers/index.js';
import { buildApp } from '#server/app.js';

export type DbKind = 'pglite' | 'postgres';

export const BENCH_PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export interface BenchAppOptions {
  pgUrl?: string;
  /** Leave the PostgreSQL database in place (for EXPLAIN). */
  keep?: boolean;
  log?: (line: string) => void;
  providers?: Partial<Providers>;
}

export async function createBenchApp(kind: DbKind, options: BenchAppOptions = {}): Promise<BenchApp> {
  const pgUrl = options.pgUrl ?? BENCH_PG_URL;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    EXCHANGE_RATES_URL: 'off',
  } as NodeJS.ProcessEnv);
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  if (kind === 'postgres') {
    const pg = (await import('pg')).default;
    const name = `mv_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
    drop = async () => {
      if (options.keep) return options.log?.(`kept PostgreSQL database ${name}`);
      const a = new pg.Client({ connectionString: pgUrl });
      await a.connect();
      await a.query(`drop database if exists ${name}`);
      await a.end();
    };
  } else {
    database = await openDatabase({ memory: true });
  }
  await migrate(database);
  const app = await buildApp({
    config,
    database,
    mailer: createFileMailer(config.mailDir, config.mailFrom),
    logger: false,
    ...(options.providers ? { providers: options.providers } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in super_admin: the viewer of the benchmarks' calls. */
export async function signedInViewer(app: FastifyInstance): Promise<{ id: string; cookie: string }> {
  const email = 'viewer@maison-voyage.bench';
  const password = 'bench-pass-1';
  const id = await app.ctx.services.accounts.createUserWithPassword({
    email,
    fullName: 'Bench Viewer',
    password,
    role: 'super_admin',
    approved: true,
  });
  const res = (await app.ctx.auth.api.signInEmail({ body: { email, password }, asResponse: true })) as Response;
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id, cookie };
}

/** The p-th percentile of sorted timings. */
export function percentile(sorted: readonly number[], p: number): number {
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx]!;
}
