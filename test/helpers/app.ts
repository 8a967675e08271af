import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '#server/config.js';
import { openDatabase, type Database } from '#server/db/connection.js';
import { listMigrations, migrate } from '#server/db/migrate.js';
import { createFileMailer } from '#server/providers/mail/mailer.js';
import { buildApp } from '#server/app.js';
import type { Providers } from '#server/providers/index.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  mailDir: string;
  close(): Promise<void>;
  /** Creates a user with a password and the given role/approval; returns its id and a session cookie. */
  user(opts?: { role?: string; approved?: boolean; email?: string; password?: string; fullName?: string }): Promise<TestUser>;
  /** The text of the mails sent so far (oldest first). */
  mails(): string[];
  /**
   * Signs up with an e-mail staff prepared (invite or client record) and completes the
   * activation through the mailed link, as the mailbox owner would.
   */
  activate(email: string, fullName: string, password?: string): Promise<{ signUp: { user: null; redirectTo: string }; redirectTo: string }>;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/**
 * A fresh in-memory database with every migration applied. Creating a PGlite database runs initdb
 * (seconds of CPU); loading the files of one already migrated takes a third of that. The first test
 * process to need it writes the snapshot to the temporary directory, named by the migrations'
 * content, and every later one (in this run or the next) loads it.
 */
async function openMigratedPGlite(): Promise<Database> {
  const migrations = listMigrations();
  const hash = createHash('sha256');
  for (const m of migrations) hash.update(m.version).update('\0').update(m.sql).update('\0');
  const file = path.join(os.tmpdir(), `mv-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) {
    try {
      return await openDatabase({ memory: true, snapshot: new Blob([readFileSync(file)]) });
    } catch {
      rmSync(file, { force: true }); // unreadable (another PGlite version): made again below
    }
  }
  const database = await openDatabase({ memory: true });
  await migrate(database, migrations);
  const tar = await database.snapshot!();
  const partial = `${file}.${process.pid}.${randomUUID().slice(0, 8)}`;
  writeFileSync(partial, Buffer.from(await tar.arrayBuffer()));
  renameSync(partial, file); // whole or not at all for a process reading it at the same time
  return database;
}

/**
 * An app on a fresh database: in-memory PGlite, or, when TEST_DATABASE_URL is
 * set, a new PostgreSQL database created for this app and dropped on close.
 */
export async function createTestApp(
  opts: {
    authRateLimitPerMinute?: number;
    /** Stand-ins or wrappers for providers (default: the offline ones the configuration gives). */
    providers?: Partial<Providers>;
    /** More settings (e.g. EXCHANGE_RATES_URL of a stand-in). */
    env?: Record<string, string>;
    /**
     * Leaves this migration and the later ones unapplied (e.g. '018'): a test writes rows in the
     * shape older code wrote, then runs `migrate(t.database)` and reads them as the app now does.
     */
    stopBeforeMigration?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    AUTH_RATE_LIMIT_PER_MINUTE: String(opts.authRateLimitPerMinute ?? 1000),
    // Tests never reach the internet: no ECB unless a test names its stand-in.
    EXCHANGE_RATES_URL: 'off',
    ...opts.env,
  } as NodeJS.ProcessEnv);
  let dropDb: (() => Promise<void>) | undefined;
  let database: Database;
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    // TEST_DATABASE_PREFIX keeps the databases of parallel runs on one server apart (default mv_test).
    const name = `${process.env.TEST_DATABASE_PREFIX ?? 'mv_test'}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
    dropDb = async () => {
      const a = new pg.Client({ connectionString: pgUrl });
      await a.connect();
      // Closed connections may take a moment to leave the server; a forced drop would cut
      // them mid-goodbye and surface as unhandled errors, so wait for them instead.
      for (let i = 0; ; i++) {
        try {
          await a.query(`drop database if exists ${name}`);
          break;
        } catch (err) {
          if (i >= 50 || (err as { code?: string }).code !== '55006') throw err;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await a.end();
    };
  } else if (opts.stopBeforeMigration) {
    database = await openDatabase({ memory: true });
  } else {
    database = await openMigratedPGlite();
  }
  const stopAt = opts.stopBeforeMigration;
  await migrate(database, stopAt ? listMigrations().filter((m) => m.version < stopAt) : undefined);
  const mailer = createFileMailer(config.mailDir, config.mailFrom);
  const app = await buildApp({
    config,
    database,
    mailer,
    logger: false,
    ...(opts.providers ? { providers: opts.providers } : {}),
  });
  await app.ready();

  let counter = 0;
  const t: TestApp = {
    app,
    database,
    mailDir: config.mailDir,
    async close() {
      await app.close();
      await database.close();
      await dropDb?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async user(o = {}) {
      const email = o.email ?? `user${++counter}-${randomUUID().slice(0, 6)}@example.com`;
      const password = o.password ?? 'secret123';
      const id = await app.ctx.services.accounts.createUserWithPassword({
        email,
        fullName: o.fullName ?? `Test ${o.role ?? 'client'} ${counter}`,
        password,
        role: o.role ?? 'client',
        approved: o.approved ?? true,
      });
      const cookie = await sessionCookie(app, email, password);
      return { id, email, password, cookie };
    },
    async activate(email, fullName, password = 'secret123') {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ fullName, email, password, confirmPassword: password }),
      });
      if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
      const mail = t.mails().map(mailText).filter((m) => m.includes(`To: ${email}`)).at(-1) ?? '';
      const token = mail.match(/reset-password\?token=([\w-]+)&activate=1/)?.[1];
      if (!token) throw new Error(`no activation mail for ${email}`);
      const done = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ token, password, confirmPassword: password }),
      });
      if (done.statusCode !== 200) throw new Error(`activation failed: ${done.statusCode} ${done.body}`);
      return { signUp: res.json(), redirectTo: done.json().redirectTo };
    },
    mails() {
      let files: string[];
      try {
        files = readdirSync(config.mailDir).sort();
      } catch {
        return [];
      }
      return files.map((f) => readFileSync(path.join(config.mailDir, f), 'utf8'));
    },
  };
  return t;
}

/** Signs in through better-auth directly (any role) and returns the Cookie header value. */
export async function sessionCookie(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = (await app.ctx.auth.api.signInEmail({ body: { email, password }, asResponse: true })) as Response;
  if (!res.ok) throw new Error(`sign-in failed for ${email}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Decodes a quoted-printable .eml body enough to find links. */
export function mailText(eml: string): string {
  return eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}
