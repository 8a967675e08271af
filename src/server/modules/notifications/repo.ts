import { sql, type Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';
import { NOTIFICATIONS_LIMIT } from '#shared/domain/constants.js';

export interface NewNotification {
  user_id: string;
  trip_id: string;
  type: string;
  title: string;
  message: string;
  activity_name: string | null;
  day_number: number | null;
  metadata: string | null;
}

/** SQL of the notifications module (spec §7 notifications). */
export function notificationsRepo(db: Kysely<DB>) {
  return {
    /** The latest 50 of a user with their trip (notifications_user_idx: user_id, created_at desc). */
    latest(userId: string) {
      return db
        .selectFrom('notifications as n')
        .leftJoin('trips as t', 't.id', 'n.trip_id')
        .select([
          'n.id',
          'n.type',
          'n.title',
          'n.message',
          'n.activity_name',
          'n.day_number',
          'n.is_read',
          'n.created_at',
          'n.trip_id',
          't.trip_name',
          't.destination',
          't.friendly_id',
        ])
        .where('n.user_id', '=', userId)
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id', 'desc')
        .limit(NOTIFICATIONS_LIMIT)
        .execute();
    },

    /** Unread of a user (partial index notifications_unread_idx: user_id where not is_read). */
    async unreadCount(userId: string): Promise<number> {
      const r = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('is_read', '=', false)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async insert(rows: NewNotification[]) {
      if (rows.length) await db.insertInto('notifications').values(rows).execute();
    },

    /** Marks one of the user's notifications; false when it is not theirs or gone. */
    async setRead(userId: string, id: string, isRead: boolean): Promise<boolean> {
      const r = await db.updateTable('notifications').set({ is_read: isRead }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async readAll(userId: string) {
      await db.updateTable('notifications').set({ is_read: true }).where('user_id', '=', userId).where('is_read', '=', false).execute();
    },

    /**
     * Claims the right to e-mail `userId` about `tripId` now: true when no such e-mail went
     * within the last hour (and records this one), false otherwise. One statement, so two
     * processes never both send.
     */
    async claimEmail(userId: string, tripId: string): Promise<boolean> {
      const row = await db
        .insertInto('notification_emails')
        .values({ user_id: userId, trip_id: tripId })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'trip_id'])
            .doUpdateSet({ sent_at: sql`now()` })
            .where('notification_emails.sent_at', '<=', sql<Date>`now() - interval '1 hour'`),
        )
        .returning('sent_at')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Who to write to and about which trip. */
    recipientAndTrip(userId: string, tripId: string) {
      return db
        .selectFrom('users as u')
        .innerJoin('trips as t', (j) => j.on('t.id', '=', tripId))
        .leftJoin('users as s', 's.id', 't.dedicated_specialist_id')
        .select(['u.email', 'u.full_name', 't.trip_name', 't.destination', 's.full_name as specialist_name', 's.email as specialist_email'])
        .where('u.id', '=', userId)
        .where('t.visible_to_client', '=', true)
        .executeTakeFirst();
    },

    /** Whether the person turned this kind of mail off (mail_opt_outs, migration 024). */
    async optedOut(userId: string, kind: string): Promise<boolean> {
      return !!(await db.selectFrom('mail_opt_outs').select('kind').where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst());
    },

    /** Turns a kind of mail off for a person; false when the person no longer exists. Repeating it changes nothing. */
    async optOut(userId: string, kind: string): Promise<boolean> {
      const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      if (!user) return false;
      await db.insertInto('mail_opt_outs').values({ user_id: userId, kind }).onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing()).execute();
      return true;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const r = await db.deleteFrom('notifications').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
