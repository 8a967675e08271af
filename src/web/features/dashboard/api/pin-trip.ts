import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del, put } from '#web/lib/api';
import type { TripListItem } from '#shared/contracts/trips';
import { cancelTripLists, patchCachedTrip, refreshTripLists, rollbackTrips, type TripPages } from './trip-list-cache';

const pinPath = (id: string) => `/api/trips/${encodeURIComponent(id)}/pin`;

/** PUT / DELETE /api/trips/:id/pin: the signed-in user's pin (pinned_trips, not the trip: no version). */
export const pinTrip = (id: string) => put<TripListItem>(pinPath(id), {});
export const unpinTrip = (id: string) => del<TripListItem>(pinPath(id));

/** Pin or unpin, optimistic: every cached list shows it at once, and the old state on error. */
export function usePinTrip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; pinned: boolean }) => (v.pinned ? pinTrip(v.id) : unpinTrip(v.id)),
    onMutate: async (v): Promise<TripPages> => {
      await cancelTripLists(qc);
      return patchCachedTrip(qc, v.id, { pinned: v.pinned });
    },
    onError: (_e, _v, previous) => rollbackTrips(qc, previous),
    onSuccess: (row) => {
      patchCachedTrip(qc, row.id, row);
    },
    // Pinned trips come first: the order changes.
    onSettled: () => refreshTripLists(qc),
  });
}
