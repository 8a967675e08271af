import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '#web/lib/api';
import { tripKeys } from '#web/lib/query-keys';
import { queryString } from '#web/lib/url';
import type { TripListResponse, TripScope } from '#shared/contracts/trips';
import type { DashboardState } from '#web/features/dashboard/url-state';
import { LIST_QUERY_OPTIONS, listParams } from './list-params';

/** What the trip list asks the server for: the Trips tab is scope all, Assigned to Me scope assigned. */
export interface TripListFilters {
  scope: TripScope;
  q: string;
  status: string;
  folder: string;
  page: number;
}

export const tripFiltersOf = (s: Pick<DashboardState, 'tab' | 'q' | 'status' | 'folder' | 'page'>): TripListFilters => ({
  scope: s.tab === 'assigned' ? 'assigned' : 'all',
  q: s.q,
  status: s.status,
  folder: s.folder,
  page: s.page,
});

/** GET /api/trips: search, status, folder and page on the server, pinned trips first. */
export const getTrips = (f: TripListFilters) =>
  get<TripListResponse>(
    `/api/trips${queryString({ scope: f.scope === 'assigned' ? 'assigned' : undefined, ...listParams(f) })}`,
  );

export const tripsQueryOptions = (f: TripListFilters) =>
  queryOptions({
    queryKey: tripKeys.list({ ...f }),
    queryFn: () => getTrips(f),
    ...LIST_QUERY_OPTIONS,
  });

export function useTrips(s: DashboardState, enabled: boolean) {
  return useQuery({ ...tripsQueryOptions(tripFiltersOf(s)), enabled });
}
