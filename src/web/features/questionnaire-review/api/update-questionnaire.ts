import { useQueryClient } from '@tanstack/react-query';
import { patch } from '#web/lib/api';
import { dashboardKeys, questionnaireKeys } from '#web/lib/query-keys';
import { useVersionedMutation } from '#web/lib/versioned';
import type { QuestionnaireDetail, QuestionnaireReview, QuestionnaireUpdateBody } from '#shared/contracts/questionnaire-review';

/** PATCH /api/questionnaires/:id: Mark as Processing / Completed, or another folder, with the version shown (409 when changed since). */
export const updateQuestionnaire = (id: string, body: QuestionnaireUpdateBody) =>
  patch<QuestionnaireDetail>(`/api/questionnaires/${encodeURIComponent(id)}`, body);

export function useUpdateQuestionnaire(id: string) {
  const qc = useQueryClient();
  return useVersionedMutation<QuestionnaireDetail, Omit<QuestionnaireUpdateBody, 'version'>>({
    mutationFn: (body) => updateQuestionnaire(id, body),
    onSuccess: (questionnaire) => {
      // The answer carries the new version: the next change names it.
      qc.setQueryData(questionnaireKeys.detail(id), (old: QuestionnaireReview | undefined) => (old ? { ...old, questionnaire } : old));
      // The dashboard's Survey tab and counts read the same rows: fresh when next shown.
      void qc.invalidateQueries({ queryKey: questionnaireKeys.lists(), refetchType: 'none' });
      void qc.invalidateQueries({ queryKey: dashboardKeys.counts(), refetchType: 'none' });
    },
    // Someone else changed it: show their status and folder (and the lists when next shown).
    refetchOnStale: [questionnaireKeys.detail(id), questionnaireKeys.lists(), dashboardKeys.counts()],
  });
}
