import { ConfigError, loadConfig } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { createDevRenderer, createProductionRenderer } from './render/web.js';
import { startServer } from './server.js';

/**
 * The product's process: configuration, the page renderer, then startServer (server.ts).
 * `--dev`: Vite with hot reload; `--api-only`: no pages, /api alone (the process tests, the load bench).
 */
async function main() {
  const dev = process.argv.includes('--dev');
  const apiOnly = process.argv.includes('--api-only');
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

  let server;
  try {
    const web = apiOnly ? undefined : dev ? await createDevRenderer() : await createProductionRenderer();
    server = await startServer(config, { web });
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = server.app.log;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      await server.close();
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
