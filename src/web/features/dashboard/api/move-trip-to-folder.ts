import { useQueryClient } from '@tanstack/react-query';
import { patch } from '#web/lib/api';
import { useVersionedMutation } from '#web/lib/versioned';
import type { FolderBody, TripListItem } from '#shared/contracts/trips';
import { TRIP_LIST_QUERIES, refreshTripListsAndCounts } from './trip-list-cache';

/** PATCH /api/trips/:id/folder with the version of the row shown; Delete moves a trip to the Deleted folder. */
export const moveTripToFolder = (id: string, body: Required<FolderBody>) =>
  patch<TripListItem>(`/api/trips/${encodeURIComponent(id)}/folder`, body);

export function useMoveTripToFolder() {
  const qc = useQueryClient();
  return useVersionedMutation<TripListItem, { id: string; folder: FolderBody['folder'] }, unknown>({
    mutationFn: ({ id, folder, version }) => moveTripToFolder(id, { folder, version }),
    onSettled: () => refreshTripListsAndCounts(qc),
    refetchOnStale: TRIP_LIST_QUERIES,
  });
}
