import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { dashboardKeys, tripKeys } from '#web/lib/query-keys';
import type { TripListItem, TripListResponse } from '#shared/contracts/trips';

/**
 * Optimistic updates of the dashboard's trip lists: a change shows at once in every cached
 * page, and the pages as they were come back if the server refuses it.
 */
export type TripPages = [QueryKey, TripListResponse | undefined][];

/** Applies `change` to the trip in every cached list; returns the lists as they were. */
export function patchCachedTrip(qc: QueryClient, id: string, change: Partial<TripListItem>): TripPages {
  const previous = qc.getQueriesData<TripListResponse>({ queryKey: tripKeys.lists() });
  qc.setQueriesData<TripListResponse>({ queryKey: tripKeys.lists() }, (page) =>
    page ? { ...page, items: page.items.map((t) => (t.id === id ? { ...t, ...change } : t)) } : page,
  );
  return previous;
}

export function rollbackTrips(qc: QueryClient, previous: TripPages | undefined): void {
  for (const [key, data] of previous ?? []) qc.setQueryData(key, data);
}

/** Stops list fetches in flight, so an older answer cannot overwrite the optimistic change. */
export const cancelTripLists = (qc: QueryClient) => qc.cancelQueries({ queryKey: tripKeys.lists() });

export const refreshTripLists = (qc: QueryClient) => qc.invalidateQueries({ queryKey: tripKeys.lists() });

/** The lists and the tab counts (a trip changed folder, or is gone). */
export const refreshTripListsAndCounts = (qc: QueryClient) =>
  Promise.all([refreshTripLists(qc), qc.invalidateQueries({ queryKey: dashboardKeys.counts() })]);

/** What a 409 on a dashboard trip write reloads: the lists and the counts. */
export const TRIP_LIST_QUERIES = [tripKeys.lists(), dashboardKeys.counts()];
