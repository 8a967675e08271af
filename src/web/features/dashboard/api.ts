import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { del, get, patch, post, put, qs } from '#web/lib/api';
import type {
  DashboardCounts,
  TripDeletedResponse,
  TripFolder,
  TripListItem,
  TripListResponse,
} from '#shared/contracts/trips';
import type { QuestionnaireListResponse } from '#shared/contracts/questionnaire-list';
import type { DashboardState } from './url-state';

/** Data of the backoffice dashboard (spec §2) over /api/trips, /api/questionnaires and /api/dashboard/counts. */

export const DASHBOARD_PAGE_SIZE = 25;

const keys = {
  counts: ['dashboard', 'counts'] as const,
  trips: ['dashboard', 'trips'] as const,
  questionnaires: ['dashboard', 'questionnaires'] as const,
};

export const countsQuery = queryOptions({
  queryKey: keys.counts,
  queryFn: () => get<DashboardCounts>('/api/dashboard/counts'),
  staleTime: 15_000,
});

export function useDashboardCounts() {
  return useQuery(countsQuery);
}

export const tripsQuery = (s: Pick<DashboardState, 'tab' | 'q' | 'status' | 'folder' | 'page'>) =>
  queryOptions({
    queryKey: [...keys.trips, s.tab, s.q, s.status, s.folder, s.page],
    queryFn: () =>
      get<TripListResponse>(
        `/api/trips${qs({
          scope: s.tab === 'assigned' ? 'assigned' : undefined,
          q: s.q || undefined,
          status: s.status === 'all' ? undefined : s.status,
          folder: s.folder,
          page: s.page > 1 ? s.page : undefined,
          pageSize: DASHBOARD_PAGE_SIZE,
        })}`,
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useTrips(s: DashboardState, enabled: boolean) {
  return useQuery({ ...tripsQuery(s), enabled });
}

export const questionnairesQuery = (s: Pick<DashboardState, 'q' | 'status' | 'folder' | 'page'>) =>
  queryOptions({
    queryKey: [...keys.questionnaires, s.q, s.status, s.folder, s.page],
    queryFn: () =>
      get<QuestionnaireListResponse>(
        `/api/questionnaires${qs({
          q: s.q || undefined,
          status: s.status === 'all' ? undefined : s.status,
          folder: s.folder,
          page: s.page > 1 ? s.page : undefined,
          pageSize: DASHBOARD_PAGE_SIZE,
        })}`,
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useQuestionnaires(s: DashboardState, enabled: boolean) {
  return useQuery({ ...questionnairesQuery(s), enabled });
}

/* ------------------------------------------------------------------ writes */

const tripPath = (id: string) => `/api/trips/${encodeURIComponent(id)}`;

export const pinTrip = (id: string) => put<TripListItem>(`${tripPath(id)}/pin`, {});
export const unpinTrip = (id: string) => del<TripListItem>(`${tripPath(id)}/pin`);
export const setTripVisibility = (id: string, visibleToClient: boolean) =>
  patch<TripListItem>(`${tripPath(id)}/visibility`, { visibleToClient });
export const moveTripToFolder = (id: string, folder: TripFolder) => patch<TripListItem>(`${tripPath(id)}/folder`, { folder });
export const restoreTrip = (id: string) => post<TripListItem>(`${tripPath(id)}/restore`);
export const deleteTripForever = (id: string) => del<TripDeletedResponse>(tripPath(id));

type TripPages = [QueryKey, TripListResponse | undefined][];

/**
 * Trip writes of the dashboard. Pin and visibility are optimistic: every cached
 * list shows the change at once and gets its previous state back on error.
 */
export function useTripMutations() {
  const qc = useQueryClient();

  function patchCached(id: string, change: Partial<TripListItem>): TripPages {
    const previous = qc.getQueriesData<TripListResponse>({ queryKey: keys.trips });
    qc.setQueriesData<TripListResponse>({ queryKey: keys.trips }, (page) =>
      page ? { ...page, items: page.items.map((t) => (t.id === id ? { ...t, ...change } : t)) } : page,
    );
    return previous;
  }
  function rollback(previous: TripPages | undefined) {
    for (const [key, data] of previous ?? []) qc.setQueryData(key, data);
  }
  const refreshLists = () => qc.invalidateQueries({ queryKey: keys.trips });
  const refreshAll = () => Promise.all([refreshLists(), qc.invalidateQueries({ queryKey: keys.counts })]);

  const optimistic = <V extends { id: string }>(
    fn: (v: V) => Promise<TripListItem>,
    change: (v: V) => Partial<TripListItem>,
    settle: () => Promise<unknown>,
  ) => ({
    mutationFn: fn,
    onMutate: async (v: V) => {
      await qc.cancelQueries({ queryKey: keys.trips });
      return patchCached(v.id, change(v));
    },
    onError: (_e: unknown, _v: V, previous: TripPages | undefined) => rollback(previous),
    onSuccess: (row: TripListItem) => {
      patchCached(row.id, row);
    },
    onSettled: settle,
  });

  return {
    pin: useMutation(
      optimistic<{ id: string; pinned: boolean }>(
        (v) => (v.pinned ? pinTrip(v.id) : unpinTrip(v.id)),
        (v) => ({ pinned: v.pinned }),
        refreshLists,
      ),
    ),
    visibility: useMutation(
      optimistic<{ id: string; visibleToClient: boolean }>(
        (v) => setTripVisibility(v.id, v.visibleToClient),
        (v) => ({ visibleToClient: v.visibleToClient }),
        async () => undefined,
      ),
    ),
    folder: useMutation({
      mutationFn: (v: { id: string; folder: TripFolder }) => moveTripToFolder(v.id, v.folder),
      onSettled: refreshAll,
    }),
    restore: useMutation({ mutationFn: (id: string) => restoreTrip(id), onSettled: refreshAll }),
    deleteForever: useMutation({ mutationFn: (id: string) => deleteTripForever(id), onSettled: refreshAll }),
  };
}
