import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '#web/lib/api';
import { questionnaireKeys } from '#web/lib/query-keys';
import { queryString } from '#web/lib/url';
import type { QuestionnaireListResponse } from '#shared/contracts/questionnaire-list';
import { DASHBOARD_PAGE_SIZE, type DashboardState } from '#web/features/dashboard/url-state';

export type QuestionnaireListFilters = Pick<DashboardState, 'q' | 'status' | 'folder' | 'page'>;

/** GET /api/questionnaires: the Survey tab, newest first, searched and paged on the server. */
export const getQuestionnaires = (f: QuestionnaireListFilters) =>
  get<QuestionnaireListResponse>(
    `/api/questionnaires${queryString({
      q: f.q || undefined,
      status: f.status === 'all' ? undefined : f.status,
      folder: f.folder,
      page: f.page > 1 ? f.page : undefined,
      pageSize: DASHBOARD_PAGE_SIZE,
    })}`,
  );

export const questionnairesQueryOptions = (f: QuestionnaireListFilters) =>
  queryOptions({
    queryKey: questionnaireKeys.list({ q: f.q, status: f.status, folder: f.folder, page: f.page }),
    queryFn: () => getQuestionnaires(f),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useQuestionnaires(s: DashboardState, enabled: boolean) {
  return useQuery({ ...questionnairesQueryOptions(s), enabled });
}
