import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patch } from '#web/lib/api';
import { tripKeys, workspaceKeys } from '#web/lib/query-keys';
import type { TripDetail } from '#shared/contracts/trip-detail';

/** Organizer mode: show the trip to its client or hide it (PATCH /api/trips/:id, versioned; spec §6). */
export function useToggleTripVisibility() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ tripId, visible, version }: { tripId: string; visible: boolean; version: number }) =>
      patch<TripDetail>(`/api/trips/${encodeURIComponent(tripId)}`, { visibleToClient: visible, version }),
    onSuccess: (trip) => {
      qc.setQueryData(tripKeys.detail(trip.id), trip);
    },
    onSettled: () =>
      Promise.all([qc.invalidateQueries({ queryKey: workspaceKeys.all }), qc.invalidateQueries({ queryKey: tripKeys.lists() })]),
  });
}
