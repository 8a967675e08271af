import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, get, patch, post } from '#web/lib/api';
import { notificationKeys } from '#web/lib/query-keys';
import { followEvents, notificationsChanged } from '#web/lib/live-events';
import type { NotificationList } from '#shared/contracts/notifications';

/** The badge text: the unread count, '9+' above 9, nothing at 0 (spec §2, §9). */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? '9+' : String(unread);
}

export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.list(),
  queryFn: () => get<NotificationList>('/api/notifications'),
  staleTime: 30_000,
});

export function useNotifications(enabled = true) {
  return useQuery({ ...notificationsQuery, enabled });
}

/**
 * Follows the signed-in user's notifications live (GET /api/notifications/events): the badge
 * changes without a reload; after a reconnection the list is read again (events are not replayed).
 */
export function useNotificationEvents(enabled = true) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return followEvents('/api/notifications/events', {
      onReconnect: () => void qc.invalidateQueries({ queryKey: notificationKeys.list() }),
      on: { 'notifications.changed': notificationsChanged(qc) },
    });
  }, [enabled, qc]);
}

function useNotificationWrite<T>(fn: (arg: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.list() }) });
}

export const useMarkNotificationRead = () =>
  useNotificationWrite((id: string) => patch(`/api/notifications/${encodeURIComponent(id)}`, { isRead: true }));
export const useMarkAllNotificationsRead = () => useNotificationWrite(() => post('/api/notifications/read-all'));
export const useDeleteNotification = () =>
  useNotificationWrite((id: string) => api('DELETE', `/api/notifications/${encodeURIComponent(id)}`));
