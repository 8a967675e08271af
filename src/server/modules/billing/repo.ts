import { type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { BillingItemsTable, DB } from '#server/db/types.js';
import { isUniqueViolation } from '#server/lib/sql.js';

export type BillingItemRow = Selectable<BillingItemsTable>;
export type NewBillingItem = Insertable<BillingItemsTable>;
export type BillingItemUpdate = Updateable<BillingItemsTable>;

/**
 * SQL of the billing module, the only one that writes billing_items and trip_calendar_feeds (spec
 * §3, §7). Its item writes run inside the trips module's write of the trip (`db` is then that
 * transaction, ADR 025): the trip row is locked, so two changes of one trip's items never interleave.
 */
export function billingRepo(db: Kysely<DB>) {
  return {
    /** The trip's items (billing_items_trip_idx); the service orders them by where their slots are now. */
    async list(tripId: string): Promise<BillingItemRow[]> {
      return db.selectFrom('billing_items').selectAll().where('trip_id', '=', tripId).orderBy('added_at', 'asc').orderBy('id', 'asc').execute();
    },

    async find(tripId: string, itemId: string): Promise<BillingItemRow | undefined> {
      return db.selectFrom('billing_items').selectAll().where('trip_id', '=', tripId).where('id', '=', itemId).executeTakeFirst();
    },

    /** The line billing this activity (a slot's option), wherever the slot is (billing_items_activity_once_idx). */
    async findActivity(tripId: string, slotId: string, optionId: string): Promise<BillingItemRow | undefined> {
      return db
        .selectFrom('billing_items')
        .selectAll()
        .where('trip_id', '=', tripId)
        .where('item_type', '=', 'activity')
        .where('slot_id', '=', slotId)
        .where('option_id', '=', optionId)
        .executeTakeFirst();
    },

    /** Adds an item; false when it is an activity already billed (the unique index, under a race). */
    async insert(values: NewBillingItem): Promise<boolean> {
      try {
        await db.insertInto('billing_items').values(values).execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async update(tripId: string, itemId: string, values: BillingItemUpdate): Promise<void> {
      await db.updateTable('billing_items').set(values).where('trip_id', '=', tripId).where('id', '=', itemId).execute();
    },

    async remove(tripId: string, itemId: string): Promise<void> {
      await db.deleteFrom('billing_items').where('trip_id', '=', tripId).where('id', '=', itemId).execute();
    },

    /** Removes every item of the trip; answers how many. */
    async removeAll(tripId: string): Promise<number> {
      const r = await db.deleteFrom('billing_items').where('trip_id', '=', tripId).executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    /** The trip's lines whose cost is locked (Unlock all prices each again). */
    lockedLines(tripId: string): Promise<BillingItemRow[]> {
      return db.selectFrom('billing_items').selectAll().where('trip_id', '=', tripId).where('lock_cost', '=', true).execute();
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
