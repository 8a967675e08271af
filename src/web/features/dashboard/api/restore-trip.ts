import { useQueryClient } from '@tanstack/react-query';
import { post } from '#web/lib/api';
import { useVersionedMutation } from '#web/lib/versioned';
import type { TripListItem } from '#shared/contracts/trips';
import { TRIP_LIST_QUERIES, refreshTripListsAndCounts } from './trip-list-cache';

/** POST /api/trips/:id/restore with the version of the row shown: a deleted trip goes back to the Inbox (folder In progress). */
export const restoreTrip = (id: string, version: number) =>
  post<TripListItem>(`/api/trips/${encodeURIComponent(id)}/restore`, { version });

export function useRestoreTrip() {
  const qc = useQueryClient();
  return useVersionedMutation<TripListItem, { id: string }, unknown>({
    mutationFn: ({ id, version }) => restoreTrip(id, version),
    onSettled: () => refreshTripListsAndCounts(qc),
    refetchOnStale: TRIP_LIST_QUERIES,
  });
}
