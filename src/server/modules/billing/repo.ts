import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { BillingItemsTable, DB } from '#server/db/types.js';
import { notFound, stale } from '#server/lib/errors.js';

export type BillingItemRow = Selectable<BillingItemsTable>;
export type NewBillingItem = Insertable<BillingItemsTable>;

export interface BillingChange {
  userId: string;
  summary: string;
}

export const BILLING_REPO_MESSAGES = {
  tripNotFound: 'Trip not found',
  stale: 'This trip was changed by someone else. Reload to see the latest version.',
} as const;

/** billing_items (spec §3, §7): one trip's items, and changes that are trip writes (ADR 012). */
export function billingRepo(db: Kysely<DB>) {
  return {
    /** The trip's items ordered by day_number and activity_index (spec §7), expenses last, oldest first. */
    async list(tripId: string): Promise<BillingItemRow[]> {
      return db
        .selectFrom('billing_items')
        .selectAll()
        .where('trip_id', '=', tripId)
        .orderBy(sql`day_number asc nulls last`)
        .orderBy(sql`activity_index asc nulls last`)
        .orderBy('added_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    /**
     * Changes billing items as a write of the trip read at `version`: in one transaction the trip's
     * version goes up (409 stale when someone wrote meanwhile), the change is recorded in the history
     * (part 'billing'), and `fn` changes the items. Returns the new version.
     */
    async write<T>(tripId: string, version: number, change: BillingChange, fn: (tx: Kysely<DB>) => Promise<T>): Promise<{ version: number; result: T }> {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .updateTable('trips')
          .set({ version: sql<number>`version + 1`, updated_at: new Date(), updated_by: change.userId })
          .where('id', '=', tripId)
          .where('version', '=', version)
          .returning('version')
          .executeTakeFirst();
        if (!row) {
          const exists = await tx.selectFrom('trips').select('id').where('id', '=', tripId).executeTakeFirst();
          throw exists ? stale(BILLING_REPO_MESSAGES.stale) : notFound(BILLING_REPO_MESSAGES.tripNotFound);
        }
        await tx
          .insertInto('trip_changes')
          .values({ trip_id: tripId, user_id: change.userId, part: 'billing', summary: change.summary, version: row.version })
          .execute();
        const result = await fn(tx);
        return { version: row.version, result };
      });
    },

    /** Removes every item of the trip (`db` is then the caller's transaction); answers how many. */
    async removeAll(tripId: string): Promise<number> {
      const r = await db.deleteFrom('billing_items').where('trip_id', '=', tripId).executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    async find(tripId: string, itemId: string): Promise<BillingItemRow | undefined> {
      return db.selectFrom('billing_items').selectAll().where('trip_id', '=', tripId).where('id', '=', itemId).executeTakeFirst();
    },

    async findActivity(tripId: string, dayNumber: number, activityIndex: number): Promise<BillingItemRow | undefined> {
      return db
        .selectFrom('billing_items')
        .selectAll()
        .where('trip_id', '=', tripId)
        .where('item_type', '=', 'activity')
        .where('day_number', '=', dayNumber)
        .where('activity_index', '=', activityIndex)
        .executeTakeFirst();
    },

    /** This person's calendar subscription of the trip, if any. */
    async feed(tripId: string, userId: string) {
      return db
        .selectFrom('trip_calendar_feeds')
        .select(['created_at', 'last_read_at'])
        .where('trip_id', '=', tripId)
        .where('created_by', '=', userId)
        .executeTakeFirst();
    },

    /** A new secret for this person's subscription of the trip (their old URL stops working). */
    async saveFeed(tripId: string, tokenHash: string, userId: string): Promise<Date> {
      const row = await db
        .insertInto('trip_calendar_feeds')
        .values({ trip_id: tripId, token_hash: tokenHash, created_by: userId, created_at: new Date() })
        .onConflict((oc) => oc.columns(['trip_id', 'created_by']).doUpdateSet({ token_hash: tokenHash, created_at: new Date(), last_read_at: null }))
        .returning('created_at')
        .executeTakeFirstOrThrow();
      return row.created_at;
    },

    async deleteFeed(tripId: string, userId: string): Promise<boolean> {
      const r = await db.deleteFrom('trip_calendar_feeds').where('trip_id', '=', tripId).where('created_by', '=', userId).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /** The trip and the person who made the subscription (whose access the feed keeps), by the token's hash. */
    async feedByHash(tokenHash: string) {
      return db
        .selectFrom('trip_calendar_feeds as f')
        .innerJoin('users as u', 'u.id', 'f.created_by')
        .select(['f.trip_id', 'u.id as user_id', 'u.role', 'u.approved'])
        .where('f.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    async touchFeed(tripId: string, userId: string): Promise<void> {
      await db.updateTable('trip_calendar_feeds').set({ last_read_at: new Date() }).where('trip_id', '=', tripId).where('created_by', '=', userId).execute();
    },
  };
}
