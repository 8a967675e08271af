import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { symbols as pinoSymbols } from 'pino';
import type { Config } from './config.js';
import { openDatabase, withStartupLock, type Database } from './db/connection.js';
import { migrate } from './db/migrate.js';
import { firstRunNoticeShown, seedIfEmpty } from './db/seed/index.js';
import { createMailer } from './providers/mail/mailer.js';
import { firstRunNotice } from './lib/first-run-notice.js';
import { buildApp } from './app.js';
import type { WebRenderer } from './render/web.js';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** Finishes requests in flight, closes the database and releases the data directory. */
  close(): Promise<void>;
}

/**
 * config -> database -> (start-up lock: migrate -> app -> catalogue -> first run) -> listen
 * (DESIGN.md, Layout). `web` is the renderer of pages (main.ts); without it the process serves the
 * API alone (the two-process tests, the load bench).
 */
export async function startServer(config: Config, opts: { web?: WebRenderer } = {}): Promise<RunningServer> {
  const started = performance.now();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    return await startOn(database, config, opts.web, started);
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}

async function startOn(database: Database, config: Config, web: WebRenderer | undefined, started: number): Promise<RunningServer> {
  const logRef: { info?: (o: object, m: string) => void } = {};
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    dir: config.mailDir,
    from: config.mailFrom,
    log: { info: (o, m) => logRef.info?.(o, m) },
  });
  // Several processes on one PostgreSQL database start one at a time through migrations and the
  // first run (ADR 017): the first seeds, the others find it done.
  const { app, seed } = await withStartupLock(database, async () => {
    const applied = await migrate(database);
    const app = await buildApp({ config, database, mailer, web });
    const log = app.log;
    logRef.info = (o, m) => log.info(o, m);
    if (applied.length) log.info({ migrations: applied }, 'database migrated');

    const catalogue = await app.ctx.services.places.syncCatalogue();
    if (catalogue.loaded) log.info({ places: catalogue.count }, 'places catalogue loaded into the database');

    const seed = await seedIfEmpty({ db: database.db, config, accounts: app.ctx.services.accounts, log });
    if (seed.seeded) log.info({ owner: seed.ownerEmail }, 'first run: owner account, template trips and blog created');
    if (seed.generatedPassword) log.info({ owner: seed.ownerEmail }, 'owner password generated: printed once on the console, after the ready line');
    return { app, seed };
  });
  const log = app.log;

  await app.listen({ port: config.port, host: config.host });
  const base = config.publicUrl;
  log.info(
    {
      url: base,
      backoffice: `${base}/backoffice/login`,
      database: database.describe,
      mail: app.ctx.mailer.describe,
      ai: app.ctx.providers.ai.describe,
      distances: app.ctx.providers.distances.describe,
      exchangeRates: app.ctx.providers.exchangeRates.describe,
      places: app.ctx.services.places.describe(),
      pid: process.pid,
      startupMs: Math.round(performance.now() - started),
    },
    `Maison Voyage is ready at ${base} (backoffice: ${base}/backoffice/login; database: ${database.describe}; mail: ${app.ctx.mailer.describe})`,
  );
  if (seed.generatedPassword) {
    // Last, on its own and outside the JSON lines, so the person starting the product sees it.
    // Written through the log's own stream, which buffers its lines: after them, not among them.
    const notice = firstRunNotice({ ownerEmail: seed.ownerEmail!, password: seed.generatedPassword, signInUrl: `${base}/backoffice/login` });
    const stream = (log as unknown as Record<symbol, { write(text: string): unknown } | undefined>)[pinoSymbols.streamSym];
    (stream ?? process.stdout).write(notice);
    // Shown: a later start does not generate another (it would, had we died before this line).
    await firstRunNoticeShown(database.db);
  }

  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
