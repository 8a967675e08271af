import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '#web/lib/api';
import { placeKeys } from '#web/lib/query-keys';
import { queryString } from '#web/lib/url';
import type { PlaceListResponse } from '#shared/contracts/places';

export const PLACES_PAGE_SIZE = 24;

export interface CatalogueFilters {
  q: string;
  city: string;
  kind: string;
  page: number;
}

/** GET /api/places: the catalogue, searched and filtered on the server, a page at a time. */
export const getPlaces = (f: CatalogueFilters) =>
  get<PlaceListResponse>(`/api/places${queryString({ q: f.q, city: f.city, kind: f.kind, page: f.page, pageSize: PLACES_PAGE_SIZE })}`);

export const placesQueryOptions = (f: CatalogueFilters) =>
  queryOptions({
    queryKey: placeKeys.list({ ...f }),
    queryFn: () => getPlaces(f),
    placeholderData: keepPreviousData,
    // The catalogue changes only with a release.
    staleTime: 10 * 60 * 1000,
  });

export function usePlaces(f: CatalogueFilters) {
  return useQuery(placesQueryOptions(f));
}
