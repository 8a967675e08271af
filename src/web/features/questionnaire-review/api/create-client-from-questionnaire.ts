import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '#web/lib/api';
import { clientKeys, dashboardKeys, questionnaireKeys, tripKeys } from '#web/lib/query-keys';
import type { ClientFromQuestionnaireResponse, QuestionnaireReview } from '#shared/contracts/questionnaire-review';

/** POST /api/questionnaires/:id/client: Create Client with a copy of a template trip (spec §7 clone-demo-trips). */
export const createClientFromQuestionnaire = (id: string, templateTripId: string) =>
  post<ClientFromQuestionnaireResponse>(`/api/questionnaires/${encodeURIComponent(id)}/client`, { templateTripId });

export function useCreateClientFromQuestionnaire(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (templateTripId: string) => createClientFromQuestionnaire(id, templateTripId),
    onSuccess: (res) => {
      qc.setQueryData(questionnaireKeys.detail(id), (old: QuestionnaireReview | undefined) => (old ? { ...old, client: res.client } : old));
      void qc.invalidateQueries({ queryKey: clientKeys.all });
      void qc.invalidateQueries({ queryKey: tripKeys.lists() });
      void qc.invalidateQueries({ queryKey: dashboardKeys.counts() });
    },
  });
}
