import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '#web/lib/api';
import { useTrip, useTripAsClient } from '#web/features/trips';
import { workspaceKeys } from '#web/lib/query-keys';
import { queryString } from '#web/lib/url';
import type { WorkspaceTripsResponse } from '#shared/contracts/workspace';

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
