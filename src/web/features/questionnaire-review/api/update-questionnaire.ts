import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patch } from '#web/lib/api';
import { dashboardKeys, questionnaireKeys } from '#web/lib/query-keys';
import type { QuestionnaireDetail, QuestionnaireReview, QuestionnaireUpdateBody } from '#shared/contracts/questionnaire-review';

/** PATCH /api/questionnaires/:id: Mark as Processing / Completed, or another folder. */
export const updateQuestionnaire = (id: string, body: QuestionnaireUpdateBody) =>
  patch<QuestionnaireDetail>(`/api/questionnaires/${encodeURIComponent(id)}`, body);

export function useUpdateQuestionnaire(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionnaireUpdateBody) => updateQuestionnaire(id, body),
    onSuccess: (questionnaire) => {
      qc.setQueryData(questionnaireKeys.detail(id), (old: QuestionnaireReview | undefined) => (old ? { ...old, questionnaire } : old));
      // The dashboard's Survey tab and counts read the same rows: fresh when next shown.
      void qc.invalidateQueries({ queryKey: questionnaireKeys.lists(), refetchType: 'none' });
      void qc.invalidateQueries({ queryKey: dashboardKeys.counts(), refetchType: 'none' });
    },
  });
}
