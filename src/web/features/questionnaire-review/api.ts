import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, patch, post } from '#web/lib/api';
import type {
  ClientFromQuestionnaireResponse,
  QuestionnaireDetail,
  QuestionnaireReview,
  QuestionnaireUpdateBody,
} from '#shared/contracts/questionnaire-review';

/** The questionnaire review (spec §2 /backoffice/questionnaire-detail) over /api/questionnaires/:id. */

export const questionnaireQuery = (id: string) =>
  queryOptions({
    queryKey: ['questionnaires', 'detail', id],
    queryFn: () => get<QuestionnaireReview>(`/api/questionnaires/${encodeURIComponent(id)}`),
  });

export function useQuestionnaire(id: string, enabled = true) {
  return useQuery({ ...questionnaireQuery(id), enabled });
}

export const updateQuestionnaire = (id: string, body: QuestionnaireUpdateBody) =>
  patch<QuestionnaireDetail>(`/api/questionnaires/${encodeURIComponent(id)}`, body);

export const createClientFromQuestionnaire = (id: string, templateTripId: string) =>
  post<ClientFromQuestionnaireResponse>(`/api/questionnaires/${encodeURIComponent(id)}/client`, { templateTripId });

export function useQuestionnaireMutations(id: string) {
  const qc = useQueryClient();
  const key = questionnaireQuery(id).queryKey;
  return {
    update: useMutation({
      mutationFn: (body: QuestionnaireUpdateBody) => updateQuestionnaire(id, body),
      onSuccess: (questionnaire) => {
        qc.setQueryData(key, (old: QuestionnaireReview | undefined) => (old ? { ...old, questionnaire } : old));
        // The dashboard's Survey tab and counts read the same rows.
        void qc.invalidateQueries({ queryKey: ['questionnaires'], refetchType: 'none' });
        void qc.invalidateQueries({ queryKey: ['dashboard'], refetchType: 'none' });
      },
    }),
    createClient: useMutation({
      mutationFn: (templateTripId: string) => createClientFromQuestionnaire(id, templateTripId),
      onSuccess: (res) => {
        qc.setQueryData(key, (old: QuestionnaireReview | undefined) => (old ? { ...old, client: res.client } : old));
        void qc.invalidateQueries({ queryKey: ['clients'] });
      },
    }),
  };
}
