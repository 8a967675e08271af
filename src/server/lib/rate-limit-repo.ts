import { sql, type Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';

/**
 * The SQL of the rate limits and sign-in counters (table rate_limits, migration 008); the rules
 * around it are lib/rate-limit.ts (ADR 017, ADR 036: SQL only in repo files). Each key counts hits
 * in a fixed window that starts with its first hit.
 */
export function rateLimitRepo(db: Kysely<DB>) {
  return {
    /** Counts one hit of `key` in a window of `windowMs`; returns the count in the window and the ms left. */
    async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
      const r = await sql<{ current: number; ttl: number }>`
        insert into rate_limits as r (key, count, reset_at)
        values (${key}, 1, now() + ${Math.round(windowMs)}::integer * interval '1 millisecond')
        on conflict (key) do update set
          count = case when r.reset_at <= now() then 1 else r.count + 1 end,
          reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
        returning count as current, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::integer as ttl
      `.execute(db);
      return r.rows[0]!;
    },

    /** The hits of `key` in its current window (0 when none or expired), without counting one. */
    async hits(key: string): Promise<number> {
      const row = await db.selectFrom('rate_limits').select('count').where('key', '=', key).where('reset_at', '>', sql<Date>`now()`).executeTakeFirst();
      return row?.count ?? 0;
    },

    /** The hits of `key` in its current window and the ms left (0 and 0 when none or expired). */
    async window(key: string): Promise<{ current: number; ttl: number }> {
      const row = await db
        .selectFrom('rate_limits')
        .select(['count', sql<number>`greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::integer`.as('ttl')])
        .where('key', '=', key)
        .where('reset_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return { current: row?.count ?? 0, ttl: row?.ttl ?? 0 };
    },

    async clearKey(key: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },

    /** Drops rows whose window and back-off are over. */
    async sweep(): Promise<void> {
      await db
        .deleteFrom('rate_limits')
        .where('reset_at', '<', sql<Date>`now()`)
        .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', sql<Date>`now()`)]))
        .execute();
    },

    /** The rows of `keys` whose window is not over: each key with its back-off, if any. */
    liveRows(keys: string[]) {
      return db
        .selectFrom('rate_limits')
        .select(['key', 'blocked_until'])
        .where('key', 'in', keys)
        .where('reset_at', '>', sql<Date>`now()`)
        .execute();
    },

    /** Counts one failure of `key` in a window of `windowMs` that each failure restarts; returns the count. */
    async countFailure(key: string, windowMs: number): Promise<number> {
      const r = await sql<{ count: number }>`
        insert into rate_limits as r (key, count, reset_at)
        values (${key}, 1, now() + ${windowMs}::integer * interval '1 millisecond')
        on conflict (key) do update set
          count = case when r.reset_at <= now() then 1 else r.count + 1 end,
          reset_at = excluded.reset_at
        returning count
      `.execute(db);
      return r.rows[0]!.count;
    },

    /** `key` is blocked for the next `ms`. */
    async block(key: string, ms: number): Promise<void> {
      await db
        .updateTable('rate_limits')
        .set({ blocked_until: sql<Date>`now() + ${ms}::integer * interval '1 millisecond'` })
        .where('key', '=', key)
        .execute();
    },

    /** `key` exists for the next `seconds` (its window restarts). */
    async remember(key: string, seconds: number): Promise<void> {
      await sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + ${seconds}::integer * interval '1 second')
        on conflict (key) do update set reset_at = excluded.reset_at
      `.execute(db);
    },
  };
}
