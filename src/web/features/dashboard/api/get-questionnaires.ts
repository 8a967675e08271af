import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '#web/lib/api';
import { questionnaireKeys } from '#web/lib/query-keys';
import { queryString } from '#web/lib/url';
import type { QuestionnaireListResponse } from '#shared/contracts/questionnaire-list';
import type { DashboardState } from '#web/features/dashboard/url-state';
import { LIST_QUERY_OPTIONS, listParams } from './list-params';

export type QuestionnaireListFilters = Pick<DashboardState, 'q' | 'status' | 'folder' | 'page'>;

/** GET /api/questionnaires: the Survey tab, newest first, searched and paged on the server. */
export const getQuestionnaires = (f: QuestionnaireListFilters) =>
  get<QuestionnaireListResponse>(`/api/questionnaires${queryString(listParams(f))}`);

export const questionnairesQueryOptions = (f: QuestionnaireListFilters) =>
  queryOptions({
    queryKey: questionnaireKeys.list({ q: f.q, status: f.status, folder: f.folder, page: f.page }),
    queryFn: () => getQuestionnaires(f),
    ...LIST_QUERY_OPTIONS,
  });

export function useQuestionnaires(s: DashboardState, enabled: boolean) {
  return useQuery({ ...questionnairesQueryOptions(s), enabled });
}
