import { sql, type Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';
import { tooManyRequests } from './errors.js';

/**
 * Rate limits and sign-in counters in the database (table rate_limits, migration 008), not in one
 * process's memory: several server processes on one PostgreSQL database share one budget (ADR 017).
 * Each key counts hits in a fixed window that starts with its first hit.
 */

/** Counts one hit of `key` in a window of `windowMs`; returns the count in the window and the ms left. */
export async function hit(db: Kysely<DB>, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const r = await sql<{ current: number; ttl: number }>`
    insert into rate_limits as r (key, count, reset_at)
    values (${key}, 1, now() + ${Math.round(windowMs)}::integer * interval '1 millisecond')
    on conflict (key) do update set
      count = case when r.reset_at <= now() then 1 else r.count + 1 end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning count as current, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::integer as ttl
  `.execute(db);
  return r.rows[0]!;
}

/** The hits of `key` in its current window (0 when none or expired), without counting one. */
export async function hits(db: Kysely<DB>, key: string): Promise<number> {
  const row = await db.selectFrom('rate_limits').select('count').where('key', '=', key).where('reset_at', '>', sql<Date>`now()`).executeTakeFirst();
  return row?.count ?? 0;
}

export async function clearKey(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Drops rows whose window and back-off are over (at most every few minutes per process). */
function sweeper(db: Kysely<DB>, everyMs = 5 * 60_000) {
  let next = Date.now() + everyMs;
  return () => {
    if (Date.now() < next) return;
    next = Date.now() + everyMs;
    void db
      .deleteFrom('rate_limits')
      .where('reset_at', '<', sql<Date>`now()`)
      .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', sql<Date>`now()`)]))
      .execute()
      .catch(() => {});
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
  const sweep = sweeper(db);
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
      hit(db, this.prefix + key, timeWindow).then((res) => cb(null, res), (err: Error) => cb(err));
    }
    read(key: string, cb: IncrCallback) {
      db.selectFrom('rate_limits')
        .select(['count', sql<number>`greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::integer`.as('ttl')])
        .where('key', '=', this.prefix + key)
        .where('reset_at', '>', sql<Date>`now()`)
        .executeTakeFirst()
        .then((row) => cb(null, { current: row?.count ?? 0, ttl: row?.ttl ?? 0 }), (err: Error) => cb(err));
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
  const k = (key: string) => `${name}:${key}`;
  return {
    /** Counts one attempt for `key`; throws 429 when the window's budget is spent. */
    async consume(key: string): Promise<void> {
      const { current } = await hit(db, k(key), windowMs);
      if (current > max) throw tooManyRequests();
    },
    /** Throws 429 when `key` has already spent its budget in this window, without counting. */
    async check(key: string): Promise<void> {
      if ((await hits(db, k(key))) >= max) throw tooManyRequests();
    },
    reset: (key: string) => clearKey(db, k(key)),
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
  const failures = (email: string) => `account:${email}`;
  const known = (email: string, ip: string) => `known:${email}|${ip}`;
  return {
    /** Throws 429 while the account is backing off, unless `ip` is an address it signed in from. */
    async check(email: string, ip: string): Promise<void> {
      const rows = await db
        .selectFrom('rate_limits')
        .select(['key', 'blocked_until'])
        .where('key', 'in', [failures(email), known(email, ip)])
        .where('reset_at', '>', sql<Date>`now()`)
        .execute();
      if (rows.some((r) => r.key === known(email, ip))) return;
      const blocked = rows.find((r) => r.key === failures(email))?.blocked_until;
      if (blocked && new Date(blocked).getTime() > Date.now()) throw tooManyRequests();
    },
    /** Counts a failure; past the free ones, starts the next back-off. */
    async fail(email: string): Promise<void> {
      const r = await sql<{ count: number }>`
        insert into rate_limits as r (key, count, reset_at)
        values (${failures(email)}, 1, now() + ${ACCOUNT_FAILURE_WINDOW_MS}::integer * interval '1 millisecond')
        on conflict (key) do update set
          count = case when r.reset_at <= now() then 1 else r.count + 1 end,
          reset_at = excluded.reset_at
        returning count
      `.execute(db);
      const count = r.rows[0]!.count;
      if (count <= ACCOUNT_FREE_FAILURES) return;
      const ms = Math.min(ACCOUNT_BACKOFF_FIRST_MS * 2 ** Math.min(count - ACCOUNT_FREE_FAILURES - 1, 20), ACCOUNT_BACKOFF_MAX_MS);
      await db
        .updateTable('rate_limits')
        .set({ blocked_until: sql<Date>`now() + ${ms}::integer * interval '1 millisecond'` })
        .where('key', '=', failures(email))
        .execute();
    },
    /** A successful sign-in: the failures are forgotten and the address is known. */
    async succeed(email: string, ip: string): Promise<void> {
      await clearKey(db, failures(email));
      await sql`
        insert into rate_limits (key, count, reset_at)
        values (${known(email, ip)}, 1, now() + ${KNOWN_ADDRESS_MS / 1000}::integer * interval '1 second')
        on conflict (key) do update set reset_at = excluded.reset_at
      `.execute(db);
    },
  };
}
