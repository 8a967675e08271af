import { z } from 'zod';
import { NOTIFICATION_TYPES, NOTIFICATIONS_LIMIT } from '#shared/domain/constants.js';

/**
 * Notifications (spec §3 notifications, §4, §7): what staff in organizer mode
 * changed in a client's activities, the latest 50 per user with the trip's name,
 * destination and number; unread count; mark read; delete. Live over the event
 * stream (`user:<id>` topic, NotificationEvent).
 */

export const NotificationType = z.enum(NOTIFICATION_TYPES);

export const NotificationItem = z.object({
  id: z.string(),
  type: NotificationType,
  title: z.string(),
  message: z.string(),
  activityName: z.string().nullable(),
  dayNumber: z.number().int().nullable(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
  trip: z
    .object({ id: z.string(), tripName: z.string(), destination: z.string(), friendlyId: z.number().int() })
    .nullable(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NotificationList = z.object({
  items: z.array(NotificationItem).max(NOTIFICATIONS_LIMIT),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationIdParams = z.object({ id: z.uuid('Invalid notification id') });

export const NotificationReadBody = z.object({ isRead: z.boolean({ error: 'isRead must be true or false' }) });

export const UnreadCount = z.object({ unreadCount: z.number().int() });

/** What the user's event stream says when their notifications change. */
export const NotificationEvent = z.object({ type: z.literal('notifications.changed'), unreadCount: z.number().int() });
export type NotificationEvent = z.infer<typeof NotificationEvent>;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
} as const;

/** The kinds of automatic mail a person can turn off from the mail itself (ADR 029; mail_opt_outs). */
export const MAIL_KINDS = ['new-activities'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** What each kind is, as the unsubscribe page names it. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  'new-activities': 'e-mails telling you that new activities await your choice',
};

/** ?token= of the unsubscribe link: the person, the kind of mail and the signature (checked by the server). */
export const UnsubscribeQuery = z.object({ token: z.string().max(200, 'Invalid unsubscribe link').optional() });
