import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '#web/lib/api';
import { dashboardKeys } from '#web/lib/query-keys';
import type { DashboardCounts } from '#shared/contracts/trips';

/** The three tab counts of the dashboard in one call (spec §2 Backoffice dashboard). */
export const getDashboardCounts = () => get<DashboardCounts>('/api/dashboard/counts');

export const dashboardCountsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.counts(), queryFn: getDashboardCounts, staleTime: 15_000 });

export function useDashboardCounts() {
  return useQuery(dashboardCountsQueryOptions());
}
