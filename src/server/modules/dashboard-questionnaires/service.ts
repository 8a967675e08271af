import type { ServiceDeps } from '#server/service-deps.js';
import type { QuestionnaireRow } from '#server/db/types.js';
import { dashboardQuestionnairesRepo } from './repo.js';
import {
  questionnaireFolderFromDb,
  questionnaireFolderToDb,
  type QuestionnaireFolder,
} from '#shared/domain/constants.js';
import type { QuestionnaireListItem, QuestionnaireListResponse } from '#shared/contracts/questionnaire-list.js';

export interface QuestionnaireListInput {
  q?: string;
  status: 'all' | 'new' | 'processing' | 'completed';
  folder: QuestionnaireFolder | 'all';
  page: number;
  pageSize: number;
}

export function toQuestionnaireListItem(row: QuestionnaireRow): QuestionnaireListItem {
  const dates = (row.travel_dates ?? {}) as { not_yet_scheduled?: boolean; start?: string; end?: string };
  const scheduled = !dates.not_yet_scheduled && !!dates.start;
  const travelers = (row.travelers ?? {}) as { adults?: number; children?: number };
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    destination: row.destination as QuestionnaireListItem['destination'],
    travelDates: {
      notYetScheduled: !scheduled,
      start: scheduled ? (dates.start ?? null) : null,
      end: scheduled ? (dates.end ?? null) : null,
    },
    duration: row.duration as QuestionnaireListItem['duration'],
    travelers: { adults: Number(travelers.adults ?? 0), children: Number(travelers.children ?? 0) },
    budget: row.budget as QuestionnaireListItem['budget'],
    interests: row.interests ?? [],
    accommodationPreference: row.accommodation_preference,
    travelStyle: row.travel_style,
    specialRequests: row.special_requests,
    status: row.status as QuestionnaireListItem['status'],
    folder: questionnaireFolderFromDb(row.folder),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The staff questionnaire list and the inbox count (dashboard Survey tab). */
export function createDashboardQuestionnairesService({ db }: Pick<ServiceDeps, 'db'>) {
  const repo = dashboardQuestionnairesRepo(db);
  return {
    /** Newest first; search, status, folder and paging on the server. */
    async list(input: QuestionnaireListInput): Promise<QuestionnaireListResponse> {
      const { rows, total } = await repo.list({
        text: input.q || undefined,
        status: input.status === 'all' ? undefined : input.status,
        folder: input.folder === 'all' ? undefined : questionnaireFolderToDb(input.folder),
        limit: input.pageSize,
        offset: (input.page - 1) * input.pageSize,
      });
      return { items: rows.map(toQuestionnaireListItem), total, page: input.page, pageSize: input.pageSize };
    },

    /** Questionnaires in the inbox (folder null): the Survey tab count. */
    inboxCount: () => repo.inboxCount(),
  };
}

export type DashboardQuestionnairesService = ReturnType<typeof createDashboardQuestionnairesService>;
