import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del } from '#web/lib/api';
import type { TripDeletedResponse } from '#shared/contracts/trips';
import { refreshTripListsAndCounts } from './trip-list-cache';

/** DELETE /api/trips/:id: a trip of the Deleted folder, for good (super_admin). */
export const deleteTripForever = (id: string) => del<TripDeletedResponse>(`/api/trips/${encodeURIComponent(id)}`);

export function useDeleteTripForever() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteTripForever, onSettled: () => refreshTripListsAndCounts(qc) });
}
