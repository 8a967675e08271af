import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '#web/lib/api';
import { queryString } from '#web/lib/url';
import { tripKeys } from '#web/lib/query-keys';
import type { TripDetail, TripHistory } from '#shared/contracts/trip-detail';
import type { WorkspaceTrip } from '#shared/contracts/workspace';

/** GET /api/trips/:id: one whole trip with its days, flights, hotel, client and specialist. */
export const getTrip = (id: string) => get<TripDetail>(`/api/trips/${encodeURIComponent(id)}`);

export const tripQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tripKeys.detail(id),
    queryFn: () => getTrip(id),
    // Live events (useTripEvents) say when it changed; no polling.
    staleTime: 60_000,
    retry: (count, err) => count < 2 && !(err as { status?: number }).status,
  });

export function useTrip(id: string | null | undefined) {
  return useQuery({ ...tripQueryOptions(id ?? ''), enabled: !!id });
}

/** GET /api/trips/:id/history: who changed which part, newest first (staff). */
export const getTripHistory = (id: string) => get<TripHistory>(`/api/trips/${encodeURIComponent(id)}/history`);

export function useTripHistory(id: string, enabled = true) {
  return useQuery({ queryKey: tripKeys.history(id), queryFn: () => getTripHistory(id), enabled });
}

/**
 * Client view (staff with a clientId, not in organizer mode): the trip as the client would read
 * it (GET /api/workspace/trips/:id?view=client), 404 when it is hidden from them. Screens of
 * client view show the trip (its days, its billing) only once this answers. Nested under the
 * trip's key, so the trip's live events refresh it: a trip hidden meanwhile disappears.
 */
export function useTripAsClient(clientId: string | undefined, tripId: string | null | undefined) {
  return useQuery({
    queryKey: tripKeys.asClient(tripId ?? '', clientId ?? ''),
    queryFn: () => get<WorkspaceTrip>(`/api/workspace/trips/${encodeURIComponent(tripId!)}` + queryString({ clientId, view: 'client' })),
    enabled: !!clientId && !!tripId,
    retry: (count, err) => count < 2 && !(err as { status?: number }).status,
  });
}
