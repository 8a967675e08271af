import type { ServiceDeps } from '#server/service-deps.js';
import { notFound, unprocessable } from '#server/lib/errors.js';
import { questionnaireReviewRepo } from './repo.js';
import { questionnaireAnswers } from './mapping.js';
import type { ClientsService } from '#server/modules/clients/service.js';
import type { TripCopiesService } from '#server/modules/clients/trip-copies.js';
import type { QuestionnaireRow } from '#server/db/types.js';
import {
  QUESTIONNAIRE_REVIEW_MESSAGES as M,
  type ClientFromQuestionnaireResponse,
  type QuestionnaireClient,
  type QuestionnaireDetail,
  type QuestionnaireReview,
  type QuestionnaireUpdateBody,
} from '#shared/contracts/questionnaire-review.js';
import type { ClientCard } from '#shared/contracts/clients.js';
import {
  DESTINATION_LABELS,
  QUESTIONNAIRE_STATUSES,
  questionnaireFolderFromDb,
  questionnaireFolderToDb,
  type Destination,
  type QuestionnaireStatus,
} from '#shared/domain/constants.js';
import type { Actor } from '#shared/permissions.js';

function toDetail(row: QuestionnaireRow): QuestionnaireDetail {
  const a = questionnaireAnswers(row);
  const status = (QUESTIONNAIRE_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as QuestionnaireStatus)
    : 'new';
  return {
    ...a,
    name: row.name,
    email: row.email,
    notYetScheduled: a.startDate === null && a.endDate === null,
    status,
    folder: questionnaireFolderFromDb(row.folder),
  };
}

const toClient = (c: ClientCard): QuestionnaireClient => ({
  key: c.key,
  email: c.email,
  fullName: c.fullName,
  used: c.used,
});

/** The questionnaire review (spec §2 questionnaire-detail; §4; §5 create client from questionnaire). */
export function createQuestionnaireReviewService(
  { db, log }: ServiceDeps,
  { clients, tripCopies }: { clients: ClientsService; tripCopies: TripCopiesService },
) {
  const repo = questionnaireReviewRepo(db);

  async function find(id: string): Promise<QuestionnaireRow> {
    const row = await repo.findById(id);
    if (!row) throw notFound(M.notFound);
    return row;
  }

  return {
    async get(id: string): Promise<QuestionnaireReview> {
      const row = await find(id);
      const client = await clients.findByEmail(row.email.trim());
      return { questionnaire: toDetail(row), client: client ? toClient(client) : null };
    },

    /** Status any to any, folder freely (inbox stored as null) (spec §4). */
    async update(id: string, body: QuestionnaireUpdateBody): Promise<QuestionnaireDetail> {
      await find(id);
      const row = await repo.update(id, {
        ...(body.status ? { status: body.status } : {}),
        ...(body.folder ? { folder: questionnaireFolderToDb(body.folder) } : {}),
      });
      if (!row) throw notFound(M.notFound);
      return toDetail(row);
    },

    /**
     * Create Client: the allowed-client record (+ users row), then a copy of the
     * chosen template trip for that client, moved to the questionnaire's dates and
     * travellers. A failed copy does not undo the client; it is logged (spec §8).
     */
    async createClient(id: string, templateTripId: string, actor: Actor): Promise<ClientFromQuestionnaireResponse> {
      const q = await find(id);
      const email = q.email.trim().toLowerCase();
      if (await clients.findByEmail(email)) throw unprocessable(M.clientExists);
      await tripCopies.findTemplate(templateTripId);
      const a = questionnaireAnswers(q);
      const card = await clients.create(
        {
          email,
          fullName: q.name.trim() || null,
          phone: null,
          notes: q.special_requests?.trim() || null,
          destination: DESTINATION_LABELS[q.destination as Destination] ?? q.destination,
          startDate: a.startDate,
          endDate: a.endDate && a.startDate && a.endDate >= a.startDate ? a.endDate : null,
        },
        actor,
      );
      let trip: ClientFromQuestionnaireResponse['trip'] = null;
      try {
        trip = await clients.cloneTemplateFor(card.key, templateTripId, {
          questionnaireId: q.id,
          startDate: a.startDate,
          travelers: { adults: a.adults, children: a.children },
        });
      } catch (err) {
        log.error({ err, questionnaireId: q.id, templateTripId }, 'template trip copy failed while creating a client');
      }
      return { client: toClient(trip ? ((await clients.findByEmail(email)) ?? card) : card), trip };
    },
  };
}

export type QuestionnaireReviewService = ReturnType<typeof createQuestionnaireReviewService>;
