import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from './db/types.js';
import type { Config } from './config.js';
import type { Mailer } from './providers/mail/mailer.js';
import type { Auth } from './auth/auth.js';
import type { EventBus } from './providers/events/bus.js';

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
  /** Tests only: where the real providers are reached (a local stand-in that speaks their protocol). */
  providers?: ProviderOverrides;
}

/** Addresses and time-outs of the real providers, for tests against local stand-ins. */
export interface ProviderOverrides {
  googlePlaces?: { baseUrl: string; timeoutMs?: number };
}
