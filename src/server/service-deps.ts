import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from './db/types.js';
import type { Config } from './config.js';
import type { Mailer } from './providers/mail/mailer.js';
import type { Auth } from './auth/auth.js';
import type { EventBus } from './providers/events/bus.js';
import type { Providers } from './providers/index.js';
import type { WorkerPool } from './lib/worker-pool.js';

/**
 * What every service is built from (ADR 008). This file imports no service, so a
 * service can name its dependencies without importing the wiring (services.ts),
 * which imports every service.
 */
export interface ServiceDeps {
  config: Config;
  db: Kysely<DB>;
  mailer: Mailer;
  auth: Auth;
  log: FastifyBaseLogger;
  /** Live events to open screens (trip changes, notifications). */
  events: EventBus;
  /** Outside services chosen by configuration: AI planner, distances, exchange rates. */
  providers: Providers;
  /** CPU work off the event loop (PDFs, the offline planner), queued per person (ADR 021). */
  cpu: WorkerPool;
}
