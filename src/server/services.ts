import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from './db/types.js';
import type { Config } from './config.js';
import type { Mailer } from './providers/mail/mailer.js';
import type { Auth } from './auth/auth.js';
import { createAccountsService } from './modules/accounts/service.js';

export interface ServiceDeps {
  config: Config;
  db: Kysely<DB>;
  mailer: Mailer;
  auth: Auth;
  log: FastifyBaseLogger;
}

/** One instance of each module's service; modules call each other only through these. */
export function createServices(deps: ServiceDeps) {
  const accounts = createAccountsService(deps);
  return { accounts };
}

export type Services = ReturnType<typeof createServices>;
