import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '#web/lib/api';
import { useTrip } from '#web/features/trips';
import { tripKeys, workspaceKeys } from '#web/lib/query-keys';
import { queryString } from '#web/lib/url';
import type { WorkspaceTrip, WorkspaceTripsResponse } from '#shared/contracts/workspace';

/** GET /api/workspace/trips: my trips, or with clientId a client's (staff), as the client sees them or all. */
export const workspaceTripsQuery = (clientId: string | undefined, view: 'client' | 'organizer') =>
  queryOptions({
    queryKey: workspaceKeys.trips(clientId ?? null, view),
    queryFn: () => get<WorkspaceTripsResponse>('/api/workspace/trips' + queryString({ clientId, view: clientId ? view : undefined })),
    staleTime: 30_000,
  });

export function useWorkspaceTrips(clientId: string | undefined, view: 'client' | 'organizer') {
  return useQuery(workspaceTripsQuery(clientId, view));
}

/**
 * Client view: the trip as the client would read it (GET /api/workspace/trips/:id with
 * view=client), 404 when it is hidden from them. The screen shows the trip only once this
 * answers; the trip's live events refresh it (a trip hidden meanwhile disappears).
 */
function useTripAsClient(clientId: string | undefined, tripId: string) {
  return useQuery({
    queryKey: tripKeys.asClient(tripId, clientId ?? ''),
    queryFn: () =>
      get<WorkspaceTrip>(`/api/workspace/trips/${encodeURIComponent(tripId)}` + queryString({ clientId, view: 'client' })),
    enabled: !!clientId && !!tripId,
    retry: (count, err) => count < 2 && !(err as { status?: number }).status,
  });
}

/**
 * The trip a workspace screen shows (/account, /itinerary, /activity-summary): the whole trip
 * (GET /api/trips/:id); in client view (`clientViewOf`: staff with a clientId, not in organizer
 * mode) only once the server says the client sees it, so a hidden trip is never loaded there.
 */
export function useWorkspaceTrip(tripId: string | undefined, clientViewOf: string | undefined) {
  const asClient = useTripAsClient(clientViewOf, tripId ?? '');
  const trip = useTrip(tripId && (!clientViewOf || asClient.isSuccess) ? tripId : null);
  const refusedAsClient = !!clientViewOf && asClient.isError;
  return {
    trip,
    error: refusedAsClient ? asClient.error : trip.isError ? trip.error : null,
    refetch: () => void (refusedAsClient ? asClient.refetch() : trip.refetch()),
  };
}
