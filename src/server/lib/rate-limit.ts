import type { Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';
import { tooManyRequests } from './errors.js';
import { rateLimitRepo } from './rate-limit-repo.js';

type RateLimitRepo = ReturnType<typeof rateLimitRepo>;

/**
 * Rate limits and sign-in counters in the database (table rate_limits, migration 008), not in one
 * process's memory: several server processes on one PostgreSQL database share one budget (ADR 017).
 * Each key counts hits in a fixed window that starts with its first hit. The SQL is
 * rate-limit-repo.ts.
 */

/** Drops rows whose window and back-off are over (at most every few minutes per process). */
function sweeper(repo: RateLimitRepo, everyMs = 5 * 60_000) {
  let next = Date.now() + everyMs;
  return () => {
    if (Date.now() < next) return;
    next = Date.now() + everyMs;
    void repo.sweep().catch(() => {});
  };
}

type IncrCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

/**
 * The `store` of @fastify/rate-limit over rate_limits: one key per route and client address (or
 * user, with the route's keyGenerator). Routes naming one `groupId` share one budget: the plugin
 * appends the group to the key, and the route is left out of it.
 * Used for the per-IP limits of the auth and questionnaire routes, and per user for AI and documents.
 */
export function databaseRateLimitStore(db: Kysely<DB>) {
  const repo = rateLimitRepo(db);
  const sweep = sweeper(repo);
  return class DatabaseRateLimitStore {
    private readonly prefix: string;
    // The plugin passes a route's merged limit options, with the route as routeInfo.
    constructor(options?: unknown) {
      const params = options as RouteParams | undefined;
      const route = params?.routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '');
      this.prefix = params?.groupId ? 'group:' : route?.url ? `ip:${method} ${route.url}|` : 'ip:|';
    }
    incr(key: string, cb: IncrCallback, timeWindow: number) {
      sweep();
      repo.hit(this.prefix + key, timeWindow).then((res) => cb(null, res), (err: Error) => cb(err));
    }
    read(key: string, cb: IncrCallback) {
      repo.window(this.prefix + key).then((res) => cb(null, res), (err: Error) => cb(err));
    }
    child(options: unknown) {
      return new DatabaseRateLimitStore(options);
    }
  };
}

/**
 * A per-key budget (per account, per account and address) of `max` counted attempts in a window
 * of `windowMs`, alongside @fastify/rate-limit's per-IP limits on the same routes.
 */
export function dbLimiter(db: Kysely<DB>, name: string, max: number, windowMs: number) {
  const repo = rateLimitRepo(db);
  const k = (key: string) => `${name}:${key}`;
  return {
    /** Counts one attempt for `key`; throws 429 when the window's budget is spent. */
    async consume(key: string): Promise<void> {
      const { current } = await repo.hit(k(key), windowMs);
      if (current > max) throw tooManyRequests();
    },
    /** Throws 429 when `key` has already spent its budget in this window, without counting. */
    async check(key: string): Promise<void> {
      if ((await repo.hits(k(key))) >= max) throw tooManyRequests();
    },
    reset: (key: string) => repo.clearKey(k(key)),
  };
}

/** Sign-in failures of one account from every address (issue 12 §10, ADR 017). */
export const ACCOUNT_FREE_FAILURES = 10;
/** The failures are forgotten this long after the last one. */
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60_000;
/** Back-off after the free failures: doubles from the first, never more than the last. */
export const ACCOUNT_BACKOFF_FIRST_MS = 30_000;
export const ACCOUNT_BACKOFF_MAX_MS = 5 * 60_000;
/** An address the account signed in from is known this long: the account's back-off spares it. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;

/**
 * Failed sign-ins of an account counted across all addresses. Past ACCOUNT_FREE_FAILURES, the
 * account is checked at most once per back-off (30 s, doubling, at most 5 minutes) from addresses
 * it has not signed in from; an address it signed in from in the last 30 days keeps only its own
 * per-address budget. So guesses spread over many addresses are slowed down, and a stranger's
 * guesses can keep the owner out at most 5 minutes from a new address, never from a known one.
 */
export function accountBackoff(db: Kysely<DB>) {
  const repo = rateLimitRepo(db);
  const failures = (email: string) => `account:${email}`;
  const known = (email: string, ip: string) => `known:${email}|${ip}`;
  return {
    /** Throws 429 while the account is backing off, unless `ip` is an address it signed in from. */
    async check(email: string, ip: string): Promise<void> {
      const rows = await repo.liveRows([failures(email), known(email, ip)]);
      if (rows.some((r) => r.key === known(email, ip))) return;
      const blocked = rows.find((r) => r.key === failures(email))?.blocked_until;
      if (blocked && new Date(blocked).getTime() > Date.now()) throw tooManyRequests();
    },
    /** Counts a failure; past the free ones, starts the next back-off. */
    async fail(email: string): Promise<void> {
      const count = await repo.countFailure(failures(email), ACCOUNT_FAILURE_WINDOW_MS);
      if (count <= ACCOUNT_FREE_FAILURES) return;
      const ms = Math.min(ACCOUNT_BACKOFF_FIRST_MS * 2 ** Math.min(count - ACCOUNT_FREE_FAILURES - 1, 20), ACCOUNT_BACKOFF_MAX_MS);
      await repo.block(failures(email), ms);
    },
    /** A successful sign-in: the failures are forgotten and the address is known. */
    async succeed(email: string, ip: string): Promise<void> {
      await repo.clearKey(failures(email));
      await repo.remember(known(email, ip), KNOWN_ADDRESS_MS / 1000);
    },
  };
}
