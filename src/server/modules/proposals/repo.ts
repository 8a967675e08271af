import { sql, type Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';

/**
 * SQL of the proposals module (issue 22, ADR 037): the clients' answers to sent versions
 * (trip_approvals) and the version each client last saw (trip_client_views). The versions
 * themselves and the sends are the trips module's.
 */
export function proposalsRepo(db: Kysely<DB>) {
  return {
    insertAnswer(row: { trip_id: string; version: number; user_id: string; kind: 'approved' | 'changes_requested'; typed_name: string; message: string; ip: string }) {
      return db.insertInto('trip_approvals').values(row).returning(['id', 'created_at']).executeTakeFirstOrThrow();
    },

    /** The latest answer of the trip's clients, with who gave it (trip_approvals_trip_idx). */
    latestAnswer(tripId: string) {
      return db
        .selectFrom('trip_approvals as a')
        .leftJoin('users as u', 'u.id', 'a.user_id')
        .select(['a.kind', 'a.version', 'a.created_at', 'a.user_id', 'a.typed_name', 'a.message', 'u.full_name', 'u.email'])
        .where('a.trip_id', '=', tripId)
        .orderBy('a.created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** The version the client last saw (primary key). */
    async seen(tripId: string, userId: string): Promise<number | null> {
      const r = await db.selectFrom('trip_client_views').select('seen_version').where('trip_id', '=', tripId).where('user_id', '=', userId).executeTakeFirst();
      return r?.seen_version ?? null;
    },

    /** Records that the client saw the trip up to `version`; never moves back. */
    markSeen(tripId: string, userId: string, version: number) {
      return db
        .insertInto('trip_client_views')
        .values({ trip_id: tripId, user_id: userId, seen_version: version })
        .onConflict((oc) =>
          oc.columns(['trip_id', 'user_id']).doUpdateSet({
            seen_version: sql<number>`greatest(trip_client_views.seen_version, excluded.seen_version)`,
            seen_at: sql<Date>`now()`,
          }),
        )
        .execute();
    },
  };
}
