import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, put } from '#web/lib/api';
import { tripKeys } from '#web/lib/query-keys';
import type { TripOrganizersResponse } from '#shared/contracts/trip-organizers';

const url = (tripId: string, userId?: string) =>
  `/api/trips/${encodeURIComponent(tripId)}/organizers${userId ? `/${encodeURIComponent(userId)}` : ''}`;

/** GET /api/trips/:id/organizers: who organizes the trip, and whom staff may attach (ADR 023). */
export function useTripOrganizers(tripId: string) {
  return useQuery({ queryKey: tripKeys.organizers(tripId), queryFn: () => get<TripOrganizersResponse>(url(tripId)) });
}

/** Attach (PUT) or detach (DELETE) an organizer; both answer the list as it now is. */
export function useTripOrganizerMutations(tripId: string) {
  const qc = useQueryClient();
  const done = (data: TripOrganizersResponse) => qc.setQueryData(tripKeys.organizers(tripId), data);
  return {
    attach: useMutation({ mutationFn: (userId: string) => put<TripOrganizersResponse>(url(tripId, userId), {}), onSuccess: done }),
    detach: useMutation({ mutationFn: (userId: string) => del<TripOrganizersResponse>(url(tripId, userId)), onSuccess: done }),
  };
}
