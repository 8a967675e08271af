import type { ServiceDeps } from '#server/service-deps.js';
import { notFound } from '#server/lib/errors.js';
import { toIso } from '#server/lib/sql.js';
import { can, type Actor } from '#shared/permissions.js';
import { isPlaceholderName } from '#shared/domain/names.js';
import { notificationText, type ActivityChange } from '#shared/domain/activity-changes.js';
import {
  NOTIFICATION_MESSAGES,
  type NotificationEvent,
  type NotificationItem,
  type NotificationList,
} from '#shared/contracts/notifications.js';
import { notificationsRepo } from './repo.js';
import { renderMail } from '#server/providers/mail/layout.js';
import { sharedAuthSecret } from '#server/db/instance-secrets.js';
import { newActivitiesMail } from './mails.js';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe.js';
import type { MailKind } from '#shared/contracts/notifications.js';

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
  const site = config.publicUrl.replace(/\/$/, '');
  // Unsubscribe links are signed with the instance's secret (AUTH_SECRET, else the shared one, ADR 023).
  let secret: Promise<string> | undefined;
  const signingSecret = () => (secret ??= config.authSecret ? Promise.resolve(config.authSecret) : sharedAuthSecret(db));
  const unsubscribeUrl = async (userId: string, kind: MailKind) =>
    `${site}/api/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(await signingSecret(), userId, kind))}`;

  /**
   * New activities await the client's choice: one e-mail per trip per hour at most (issue 10),
   * whatever the number of changes; the notifications list keeps every change. A mail that
   * fails is logged: the change is saved already.
   */
  async function emailNewActivities(userId: string, tripId: string, count: number) {
    if (await repo.optedOut(userId, 'new-activities')) return;
    if (!(await repo.claimEmail(userId, tripId))) return;
    const who = await repo.recipientAndTrip(userId, tripId);
    if (!who) return;
    const unsubscribe = await unsubscribeUrl(userId, 'new-activities');
    const content = newActivitiesMail({
      name: who.full_name,
      email: who.email,
      tripName: who.trip_name,
      destination: who.destination,
      specialist: who.specialist_name && !isPlaceholderName(who.specialist_name, who.specialist_email) ? who.specialist_name : null,
      count,
      url: `${site}/account?tripId=${encodeURIComponent(tripId)}`,
      unsubscribeUrl: unsubscribe,
    });
    await mailer.send({
      to: who.email,
      ...renderMail(content, { publicUrl: config.publicUrl }),
      // One-click unsubscribe (RFC 2369, RFC 8058): the mail client POSTs to the link.
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }

  async function announce(userId: string) {
    const event: NotificationEvent = { type: 'notifications.changed', unreadCount: await repo.unreadCount(userId) };
    await events.publish(userTopic(userId), event).catch((err: Error) => log.warn({ err: err.message }, 'notification event not sent'));
  }

  return {
    /**
     * The unsubscribe link of a notification mail (no session): which person and kind of mail it
     * names, or null when the link is not one of ours. Reading it changes nothing.
     */
    async readUnsubscribe(token: string | undefined): Promise<{ userId: string; kind: MailKind } | null> {
      return readUnsubscribeToken(await signingSecret(), token);
    },

    /** Turns off the kind of mail the link names, for the person it names; false when the link is not valid. */
    async unsubscribe(token: string | undefined): Promise<{ kind: MailKind } | null> {
      const found = readUnsubscribeToken(await signingSecret(), token);
      if (!found || !(await repo.optOut(found.userId, found.kind))) return null;
      log.info({ userId: found.userId, kind: found.kind }, 'mail kind turned off from its unsubscribe link');
      return { kind: found.kind };
    },

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
     * Issue 22: one notification about a trip to each of `recipients` (a version sent to its
     * clients; a client's approval or request for changes, to their specialist), announced live.
     * The e-mail, if any, is the caller's.
     */
    async notifyAboutTrip(
      tripId: string,
      recipients: readonly string[],
      n: { type: 'proposal_sent' | 'proposal_approved' | 'changes_requested'; title: string; message: string; metadata?: Record<string, unknown> },
    ) {
      const to = [...new Set(recipients)];
      if (to.length === 0) return;
      await repo.insert(
        to.map((userId) => ({
          user_id: userId,
          trip_id: tripId,
          type: n.type,
          title: n.title,
          message: n.message,
          activity_name: null,
          day_number: null,
          metadata: n.metadata ? JSON.stringify(n.metadata) : null,
        })),
      );
      await Promise.all(to.map(announce));
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
