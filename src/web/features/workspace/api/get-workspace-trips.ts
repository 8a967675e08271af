import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '#web/lib/api';
import { useTrip, useTripOfClient, type ClientOfTrip } from '#web/features/trips';
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
 * (GET /api/trips/:id). For staff on a client's screens (`of`: client view or organizer mode)
 * only once the server says it is that client's trip (and, in client view, visible to them):
 * another client's trip, or a hidden one in client view, is never loaded there.
 */
export function useWorkspaceTrip(tripId: string | undefined, of: ClientOfTrip | undefined) {
  const ofClient = useTripOfClient(of, tripId ?? '');
  const trip = useTrip(tripId && (!of || ofClient.isSuccess) ? tripId : null);
  const refused = !!of && ofClient.isError;
  return {
    trip,
    error: refused ? ofClient.error : trip.isError ? trip.error : null,
    refetch: () => void (refused ? ofClient.refetch() : trip.refetch()),
  };
}

/** Whose trip a staff screen must show: the clientId of client view or organizer mode (staff only). */
export function clientOfTrip(staff: boolean, clientId: string | undefined, view: 'client' | 'organizer'): ClientOfTrip | undefined {
  return staff && clientId ? { clientId, view } : undefined;
}
