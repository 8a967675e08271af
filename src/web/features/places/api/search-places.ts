import { queryOptions } from '@tanstack/react-query';
import { post } from '#web/lib/api';
import { placeKeys } from '#web/lib/query-keys';
import type { GeocodeBody, GeocodeResponse, LatLng, PlaceSearchBody, PlaceSearchResponse } from '#shared/contracts/places';

/** POST /api/places/search (google-places-search): at most 5 places, best match first, nearer `location` first. */
export const searchPlaces = (body: PlaceSearchBody) => post<PlaceSearchResponse>('/api/places/search', body);

/** POST /api/places/geocode (google-geocode-search): countries, cities, towns and places. */
export const geocodePlaces = (body: GeocodeBody) => post<GeocodeResponse>('/api/places/geocode', body);

/** Suggestions stay fresh for a few minutes: typing back to an earlier text shows them at once. */
const SUGGESTIONS_STALE_MS = 5 * 60 * 1000;

const nearKey = (location: LatLng | null | undefined) => (location ? `${location.lat.toFixed(3)},${location.lng.toFixed(3)}` : '');

export const placeSuggestionsQuery = (query: string, location?: LatLng | null) =>
  queryOptions({
    queryKey: placeKeys.search('places', query, nearKey(location)),
    queryFn: async () => (await searchPlaces({ query, ...(location ? { location } : {}) })).results,
    staleTime: SUGGESTIONS_STALE_MS,
    retry: false,
  });

export const geocodeSuggestionsQuery = (query: string) =>
  queryOptions({
    queryKey: placeKeys.search('geocode', query, ''),
    queryFn: async () => (await geocodePlaces({ query })).results,
    staleTime: SUGGESTIONS_STALE_MS,
    retry: false,
  });
