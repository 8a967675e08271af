import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from './query-keys';
import type { NotificationEvent, NotificationList } from '#shared/contracts/notifications';

/**
 * Follows one of the API's Server-Sent Event streams (DESIGN live updates): each named event's
 * JSON goes to its handler. The browser reconnects by itself; since events sent meanwhile are not
 * replayed, `onReconnect` reads again what they would have changed. The stream closes when the
 * server ends it, or with the returned function. Nothing happens where there is no EventSource.
 */
export function followEvents(
  url: string,
  { onReconnect, on }: { onReconnect: () => void; on: Record<string, (event: never) => void> },
): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(url);
  let connectedOnce = false;
  source.addEventListener('ready', () => {
    if (connectedOnce) onReconnect();
    connectedOnce = true;
  });
  for (const [name, handle] of Object.entries(on)) {
    source.addEventListener(name, (e) => handle(JSON.parse((e as MessageEvent<string>).data) as never));
  }
  source.addEventListener('end', () => source.close());
  return () => source.close();
}

/** notifications.changed: the unread badge follows at once, and the list is read again. */
export const notificationsChanged = (qc: QueryClient) => (event: NotificationEvent) => {
  qc.setQueryData<NotificationList>(notificationKeys.list(), (old) => (old ? { ...old, unreadCount: event.unreadCount } : old));
  void qc.invalidateQueries({ queryKey: notificationKeys.list() });
};
