import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '#web/lib/api';
import { questionnaireKeys } from '#web/lib/query-keys';
import type { QuestionnaireReview } from '#shared/contracts/questionnaire-review';

/** GET /api/questionnaires/:id: one questionnaire and the client made from it, if any. */
export const getQuestionnaire = (id: string) => get<QuestionnaireReview>(`/api/questionnaires/${encodeURIComponent(id)}`);

export const questionnaireQueryOptions = (id: string) =>
  queryOptions({ queryKey: questionnaireKeys.detail(id), queryFn: () => getQuestionnaire(id) });

export function useQuestionnaire(id: string, enabled = true) {
  return useQuery({ ...questionnaireQueryOptions(id), enabled });
}
