import type { ServiceDeps } from '#server/service-deps.js';
import { notFound } from '#server/lib/errors.js';
import { toIso } from '#server/lib/sql.js';
import { can, type Actor } from '#shared/permissions.js';
import { notificationText, type ActivityChange } from '#shared/domain/activity-changes.js';
import {
  NOTIFICATION_MESSAGES,
  type NotificationEvent,
  type NotificationItem,
  type NotificationList,
} from '#shared/contracts/notifications.js';
import { notificationsRepo } from './repo.js';
import { renderMail } from '#server/providers/mail/layout.js';
import { newActivitiesMail } from './mails.js';

export const userTopic = (userId: string) => `user:${userId}`;

/**
 * Notifications (spec §3, §4, §6, §7): created for a trip's clients when staff in
 * organizer mode add, change, validate or remove an activity (only organizer,
 * team or admin may create them); each user reads their latest 50, marks them
 * read, deletes them. Every change is announced on the user's event topic so the
 * badge updates without a reload.
 */
export function createNotificationsService({ db, events, log, mailer, config }: Pick<ServiceDeps, 'db' | 'events' | 'log' | 'mailer' | 'config'>) {
  const repo = notificationsRepo(db);

  /**
   * New activities await the client's choice: one e-mail per trip per hour at most (issue 10),
   * whatever the number of changes; the notifications list keeps every change. A mail that
   * fails is logged: the change is saved already.
   */
  async function emailNewActivities(userId: string, tripId: string, count: number) {
    if (!(await repo.claimEmail(userId, tripId))) return;
    const who = await repo.recipientAndTrip(userId, tripId);
    if (!who) return;
    const content = newActivitiesMail({
      name: who.full_name,
      email: who.email,
      tripName: who.trip_name,
      destination: who.destination,
      count,
      url: `${config.publicUrl.replace(/\/$/, '')}/account?tripId=${encodeURIComponent(tripId)}`,
    });
    await mailer.send({ to: who.email, ...renderMail(content, { publicUrl: config.publicUrl }) });
  }

  async function announce(userId: string) {
    const event: NotificationEvent = { type: 'notifications.changed', unreadCount: await repo.unreadCount(userId) };
    await events.publish(userTopic(userId), event).catch((err: Error) => log.warn({ err: err.message }, 'notification event not sent'));
  }

  return {
    async list(actor: Actor): Promise<NotificationList> {
      const [rows, unreadCount] = await Promise.all([repo.latest(actor.id), repo.unreadCount(actor.id)]);
      const items: NotificationItem[] = rows.map((r) => ({
        id: r.id,
        type: r.type as NotificationItem['type'],
        title: r.title,
        message: r.message,
        activityName: r.activity_name,
        dayNumber: r.day_number,
        isRead: r.is_read,
        createdAt: toIso(r.created_at),
        trip:
          r.trip_id && r.trip_name !== null
            ? { id: r.trip_id, tripName: r.trip_name, destination: r.destination ?? '', friendlyId: Number(r.friendly_id) }
            : null,
      }));
      return { items, unreadCount };
    },

    unreadCount: (actor: Actor) => repo.unreadCount(actor.id),

    async setRead(actor: Actor, id: string, isRead: boolean) {
      if (!(await repo.setRead(actor.id, id, isRead))) throw notFound(NOTIFICATION_MESSAGES.notFound);
      await announce(actor.id);
    },

    async readAll(actor: Actor) {
      await repo.readAll(actor.id);
      await announce(actor.id);
    },

    async remove(actor: Actor, id: string) {
      if (!(await repo.remove(actor.id, id))) throw notFound(NOTIFICATION_MESSAGES.notFound);
      await announce(actor.id);
    },

    /**
     * Tells a trip's clients what `actor` changed in its activities. Nothing when the
     * actor may not create notifications (spec §6) or nothing changed for a client.
     */
    async notifyActivityChanges(actor: Actor, tripId: string, recipients: readonly string[], changes: readonly ActivityChange[]) {
      if (!can(actor, 'notification:create') || changes.length === 0) return;
      const to = [...new Set(recipients)].filter((id) => id !== actor.id);
      if (to.length === 0) return;
      await repo.insert(
        to.flatMap((userId) =>
          changes.map((c) => ({
            user_id: userId,
            trip_id: tripId,
            type: c.type,
            ...notificationText(c),
            activity_name: c.activityName,
            day_number: c.dayNumber,
            metadata: JSON.stringify({ dayId: c.dayId, slotId: c.slotId, optionId: c.optionId, by: actor.id }),
          })),
        ),
      );
      await Promise.all(to.map(announce));
      const created = changes.filter((c) => c.type === 'activity_created').length;
      if (created > 0) {
        await Promise.all(
          to.map((userId) =>
            emailNewActivities(userId, tripId, created).catch((err: Error) =>
              log.error({ err: err.message, userId, tripId }, 'new activities e-mail not sent'),
            ),
          ),
        );
      }
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
