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

/** Staff on a client's screens: whose trip it must be, and how the client's access applies. */
export interface ClientOfTrip {
  clientId: string;
  /** 'client': client view, only trips visible to the client; 'organizer': organizer mode, any trip of theirs. */
  view: 'client' | 'organizer';
}

/**
 * Staff with a clientId (client view, organizer mode): is the trip this client's, as the client
 * would read it (GET /api/workspace/trips/:id?clientId=&view=)? 404 for another client's trip,
 * and in client view for one hidden from them. Screens show the trip (its days, its billing)
 * only once this answers, so a tripId never opens B's trip under A's header. Nested under the
 * trip's key, so the trip's live events refresh it: a trip hidden meanwhile disappears.
 */
export function useTripOfClient(of: ClientOfTrip | undefined, tripId: string | null | undefined) {
  return useQuery({
    queryKey: tripKeys.ofClient(tripId ?? '', of?.clientId ?? '', of?.view ?? 'client'),
    queryFn: () => get<WorkspaceTrip>(`/api/workspace/trips/${encodeURIComponent(tripId!)}` + queryString({ clientId: of!.clientId, view: of!.view })),
    enabled: !!of && !!tripId,
    retry: (count, err) => count < 2 && !(err as { status?: number }).status,
  });
}
