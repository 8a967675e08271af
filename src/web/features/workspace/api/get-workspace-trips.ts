import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '#web/lib/api';
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
