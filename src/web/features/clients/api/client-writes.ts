import type { QueryClient } from '@tanstack/react-query';
import { clientKeys, dashboardKeys, tripKeys } from '#web/lib/query-keys';

/** A client's trips changed (new, cloned, moved to Deleted): the client screens, trip lists and counts show it. */
export function refreshClientsAndTrips(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: clientKeys.all }),
    qc.invalidateQueries({ queryKey: tripKeys.lists() }),
    qc.invalidateQueries({ queryKey: dashboardKeys.counts() }),
  ]);
}

export const clientPath = (key: string) => `/api/clients/${encodeURIComponent(key)}`;
