import { post } from '#web/lib/api';
import type { QuestionnaireBody, QuestionnaireInput } from '#shared/contracts/questionnaires';

/** POST /api/questionnaires (spec §7 trip_questionnaires insert). Throws ApiError on failure. */
export function submitQuestionnaire(body: QuestionnaireBody | QuestionnaireInput): Promise<{ ok: true }> {
  return post<{ ok: true }>('/api/questionnaires', body);
}
