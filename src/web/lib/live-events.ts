import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from './query-keys';
import type { NotificationEvent, NotificationList } from '#shared/contracts/notifications';

interface Follower {
  onReconnect: () => void;
  on: Record<string, (event: never) => void>;
}

/** The tab's open streams by URL: one EventSource each, shared by every component that follows it. */
interface SharedStream {
  source: EventSource;
  followers: Set<Follower>;
  /** Adds the EventSource listener of an event name, once. */
  listen(name: string): void;
}
const shared = new Map<string, SharedStream>();

function openShared(url: string): SharedStream {
  const source = new EventSource(url);
  const entry: SharedStream = { source, followers: new Set<Follower>(), listen: (name) => listen(name) };
  let connectedOnce = false;
  source.addEventListener('ready', () => {
    if (connectedOnce) for (const f of entry.followers) f.onReconnect();
    connectedOnce = true;
  });
  const listened = new Set<string>();
  const listen = (name: string) => {
    if (listened.has(name)) return;
    listened.add(name);
    source.addEventListener(name, (e) => {
      const data = JSON.parse((e as MessageEvent<string>).data) as never;
      for (const f of entry.followers) f.on[name]?.(data);
    });
  };
  source.addEventListener('end', () => {
    source.close();
    if (shared.get(url) === entry) shared.delete(url);
  });
  return entry;
}

/**
 * Follows one of the API's Server-Sent Event streams (DESIGN live updates): each named event's
 * JSON goes to its handler. The components of a tab that follow one URL share one EventSource
 * (the server allows 6 streams per person and per trip, ADR 021), closed when the last of them
 * stops. The browser reconnects by itself; since events sent meanwhile are not replayed,
 * `onReconnect` reads again what they would have changed. The stream closes when the server ends
 * it, or with the returned function. Nothing happens where there is no EventSource.
 */
export function followEvents(url: string, follower: Follower): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let entry = shared.get(url);
  // A stream the server refused (429 past the caps) or ended is not reused: the next follower opens another.
  if (!entry || entry.source.readyState === EventSource.CLOSED) {
    entry = openShared(url);
    shared.set(url, entry);
  }
  const mine: Follower = { onReconnect: follower.onReconnect, on: follower.on };
  entry.followers.add(mine);
  for (const name of Object.keys(follower.on)) entry.listen(name);
  const current = entry;
  return () => {
    current.followers.delete(mine);
    if (current.followers.size === 0) {
      current.source.close();
      if (shared.get(url) === current) shared.delete(url);
    }
  };
}

/** notifications.changed: the unread badge follows at once, and the list is read again. */
export const notificationsChanged = (qc: QueryClient) => (event: NotificationEvent) => {
  qc.setQueryData<NotificationList>(notificationKeys.list(), (old) => (old ? { ...old, unreadCount: event.unreadCount } : old));
  void qc.invalidateQueries({ queryKey: notificationKeys.list() });
};
