import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { patch } from '#web/lib/api';
import { tripKeys } from '#web/lib/query-keys';
import { useVersionedMutation } from '#web/lib/versioned';
import type { TripListItem, VisibilityBody } from '#shared/contracts/trips';
import { TRIP_LIST_QUERIES, cancelTripLists, patchCachedTrip, rollbackTrips, type TripPages } from './trip-list-cache';

/** PATCH /api/trips/:id/visibility with the version of the row shown (409 if someone changed it since). */
export const setTripVisibility = (id: string, body: Required<VisibilityBody>) =>
  patch<TripListItem>(`/api/trips/${encodeURIComponent(id)}/visibility`, body);

const mutationKey = [...tripKeys.all, 'visibility'];

/** Visible / Masqué, optimistic: every cached list shows the change at once and its old state on error. */
export function useSetTripVisibility() {
  const qc = useQueryClient();
  return useVersionedMutation<TripListItem, { id: string; visibleToClient: boolean }, TripPages>({
    mutationKey,
    mutationFn: ({ id, visibleToClient, version }) => setTripVisibility(id, { visibleToClient, version }),
    onMutate: async (v) => {
      await cancelTripLists(qc);
      return patchCachedTrip(qc, v.id, { visibleToClient: v.visibleToClient });
    },
    onError: (_e, _v, previous) => rollbackTrips(qc, previous),
    // The row as stored, with its new version.
    onSuccess: (row) => {
      patchCachedTrip(qc, row.id, row);
    },
    refetchOnStale: TRIP_LIST_QUERIES,
  });
}

/** Trips whose visibility is being saved: their switch waits, so a second click names the new version. */
export function useTripsSavingVisibility(): Set<string> {
  const ids = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (m) => (m.state.variables as { id: string } | undefined)?.id,
  });
  return new Set(ids.filter((id): id is string => Boolean(id)));
}
