import type { Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';

/** SQL of the shares module, the only one that writes trip_share_links (ADR 008, ADR 031). */
export function sharesRepo(db: Kysely<DB>) {
  const columns = ['id', 'trip_id', 'label', 'created_at', 'expires_at', 'revoked_at'] as const;
  return {
    /** The trip's links, newest first (at most `limit`). */
    list(tripId: string, limit = 100) {
      return db.selectFrom('trip_share_links').select(columns).where('trip_id', '=', tripId).orderBy('created_at', 'desc').limit(limit).execute();
    },

    async activeCount(tripId: string, now: Date): Promise<number> {
      const row = await db
        .selectFrom('trip_share_links')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('trip_id', '=', tripId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    create(values: { trip_id: string; token_hash: string; created_by: string; expires_at: Date; label: string | null }) {
      return db.insertInto('trip_share_links').values(values).returning(columns).executeTakeFirstOrThrow();
    },

    /** Revokes one link of the trip (once: a revoked link keeps its first time). */
    async revoke(tripId: string, linkId: string, now: Date) {
      await db
        .updateTable('trip_share_links')
        .set({ revoked_at: now })
        .where('id', '=', linkId)
        .where('trip_id', '=', tripId)
        .where('revoked_at', 'is', null)
        .execute();
      return db.selectFrom('trip_share_links').select(columns).where('id', '=', linkId).where('trip_id', '=', tripId).executeTakeFirst();
    },

    byHash(tokenHash: string) {
      return db.selectFrom('trip_share_links').select(columns).where('token_hash', '=', tokenHash).executeTakeFirst();
    },
  };
}
