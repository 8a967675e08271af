import { keepPreviousData } from '@tanstack/react-query';
import { DASHBOARD_PAGE_SIZE, type DashboardState } from '#web/features/dashboard/url-state';

/**
 * The dashboard lists' search, status, folder and page as the list endpoints read them
 * (GET /api/trips, GET /api/questionnaires): what is at its default is left out of the URL.
 */
export const listParams = (f: Pick<DashboardState, 'q' | 'folder' | 'page'> & { status: string }) => ({
  q: f.q || undefined,
  status: f.status === 'all' ? undefined : f.status,
  folder: f.folder,
  page: f.page > 1 ? f.page : undefined,
  pageSize: DASHBOARD_PAGE_SIZE,
});

/** A dashboard list keeps the page shown while the next one loads, and is fresh for ten seconds. */
export const LIST_QUERY_OPTIONS = { placeholderData: keepPreviousData, staleTime: 10_000 } as const;
