import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '#web/lib/api';
import { placeKeys } from '#web/lib/query-keys';
import type { PlacesCapabilities } from '#shared/contracts/places';

/** GET /api/places/capabilities: what the configured places provider can do (it changes only with the server's configuration). */
export const placesCapabilitiesQuery = () =>
  queryOptions({
    queryKey: placeKeys.capabilities(),
    queryFn: () => get<PlacesCapabilities>('/api/places/capabilities'),
    staleTime: Infinity,
  });

/** Whether to offer 'Enrich with Google': only once the server says Google Places is configured. */
export function useCanEnrich(): boolean {
  return useQuery(placesCapabilitiesQuery()).data?.enrich === true;
}
