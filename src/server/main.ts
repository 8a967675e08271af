import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { migrate } from './db/migrate.js';
import { firstRunNoticeShown, seedIfEmpty } from './db/seed/index.js';
import { createMailer } from './providers/mail/mailer.js';
import { symbols as pinoSymbols } from 'pino';
import { firstRunNotice } from './lib/first-run-notice.js';
import { buildApp } from './app.js';
import { createDevRenderer, createProductionRenderer } from './render/web.js';

/** config -> database -> migrate -> app -> seed -> listen (DESIGN.md, Layout). */
async function main() {
  const started = performance.now();
  const dev = process.argv.includes('--dev');
  let config;
  try {
    config = loadConfig(process.env, { dev });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  const applied = await migrate(database);
  const web = dev ? await createDevRenderer() : await createProductionRenderer();
  const logRef: { info?: (o: object, m: string) => void } = {};
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    dir: config.mailDir,
    from: config.mailFrom,
    log: { info: (o, m) => logRef.info?.(o, m) },
  });
  const app = await buildApp({ config, database, mailer, web });
  const log = app.log;
  logRef.info = (o, m) => log.info(o, m);
  if (applied.length) log.info({ migrations: applied }, 'database migrated');

  const catalogue = await app.ctx.services.places.syncCatalogue();
  if (catalogue.loaded) log.info({ places: catalogue.count }, 'places catalogue loaded into the database');

  const seed = await seedIfEmpty({ db: database.db, config, accounts: app.ctx.services.accounts, log });
  if (seed.seeded) {
    log.info({ owner: seed.ownerEmail }, 'first run: owner account, template trips and blog created');
    if (seed.generatedPassword) log.info({ owner: seed.ownerEmail }, 'owner password generated: printed once on the console, after the ready line');
  }

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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      await app.close();
      await database.close();
      log.info('stopped cleanly');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
