import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { tripKeys } from '#web/lib/query-keys';
import { followEvents, notificationsChanged } from '#web/lib/live-events';
import type { TripChangedEvent, TripDetail } from '#shared/contracts/trip-detail';

export interface TripEventHandlers {
  /** Someone else saved the trip (the cached trip is being reloaded). */
  onRemoteChange?: (event: TripChangedEvent) => void;
}

/**
 * Follows a trip live (issue 9 §2, ADR 012): GET /api/trips/:id/events. When someone else
 * saves it, the cached trip is reloaded and `onRemoteChange` says who; the viewer's unread
 * notification count follows too. The browser reconnects by itself; after a reconnection the
 * trip is reloaded, since events sent meanwhile are not replayed.
 */
export function useTripEvents(tripId: string | null | undefined, selfId: string | undefined, handlers: TripEventHandlers = {}) {
  const qc = useQueryClient();
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    if (!tripId) return;
    return followEvents(`/api/trips/${encodeURIComponent(tripId)}/events`, {
      onReconnect: () => void qc.invalidateQueries({ queryKey: tripKeys.detail(tripId) }),
      on: {
        'trip.changed': (event: TripChangedEvent) => {
          const cached = qc.getQueryData<TripDetail>(tripKeys.detail(tripId));
          if (cached && cached.version >= event.version) return; // our own save, already applied
          void qc.invalidateQueries({ queryKey: tripKeys.detail(tripId) });
          void qc.invalidateQueries({ queryKey: tripKeys.history(tripId) });
          if (event.by?.id !== selfId) handlersRef.current.onRemoteChange?.(event);
        },
        'notifications.changed': notificationsChanged(qc),
      },
    });
  }, [tripId, selfId, qc]);
}
