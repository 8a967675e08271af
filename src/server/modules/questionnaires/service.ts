import type { ServiceDeps } from '#server/service-deps.js';
import type { Kysely } from 'kysely';
import type { DB, QuestionnaireRow } from '#server/db/types.js';
import { notFound, stale, unprocessable } from '#server/lib/errors.js';
import type { ClientsService } from '#server/modules/clients/service.js';
import type { TripsService } from '#server/modules/trips/service.js';
import { questionnairesRepo } from './repo.js';
import { questionnaireMails } from './mails.js';
import { readQuestionnaire, toDetail, toListItem, toSummary } from './mapping.js';
import { travelDatesOf, type QuestionnaireBody } from '#shared/contracts/questionnaires.js';
import type { QuestionnaireListResponse } from '#shared/contracts/questionnaire-list.js';
import {
  QUESTIONNAIRE_REVIEW_MESSAGES as M,
  type ClientFromQuestionnaireResponse,
  type QuestionnaireClient,
  type QuestionnaireDetail,
  type QuestionnaireReview,
  type QuestionnaireUpdateBody,
} from '#shared/contracts/questionnaire-review.js';
import type { ClientCard, QuestionnaireSummary } from '#shared/contracts/clients.js';
import {
  DESTINATION_LABELS,
  questionnaireFolderToDb,
  type Destination,
  type QuestionnaireFolder,
} from '#shared/domain/constants.js';
import type { Actor } from '#shared/permissions.js';
import { datesFitMessage } from '#shared/domain/trip-copy.js';

export interface SubmitMeta {
  ip?: string;
}

export interface QuestionnaireListInput {
  q?: string;
  status: 'all' | 'new' | 'processing' | 'completed';
  folder: QuestionnaireFolder | 'all';
  page: number;
  pageSize: number;
}

/** Who the questionnaires service asks (through their services, never their repos). */
export interface QuestionnairesServiceDeps {
  clients: Pick<ClientsService, 'findByEmail' | 'create' | 'cloneTemplateFor'>;
  trips: Pick<TripsService, 'findTemplate'>;
}

const toClient = (c: ClientCard): QuestionnaireClient => ({
  key: c.key,
  email: c.email,
  fullName: c.fullName,
  used: c.used,
});

/**
 * Trip questionnaires (spec §2 Questionnaire modal, Survey tab, questionnaire-detail;
 * §4 status and folder; §5 create client from questionnaire; §7 trip_questionnaires):
 * the public submission, the staff list and inbox count, the review, and the client
 * made from a questionnaire.
 */
export function createQuestionnairesService(
  { config, db, mailer, log }: ServiceDeps,
  { clients, trips }: QuestionnairesServiceDeps,
) {
  const repo = questionnairesRepo(db);
  const mails = questionnaireMails({ config, mailer, log });

  async function find(id: string): Promise<QuestionnaireRow> {
    const row = await repo.findById(id);
    if (!row) throw notFound(M.notFound);
    return row;
  }

  return {
    /**
     * Stores the request (status new, folder inbox) and mails the visitor and
     * the agency. A filled honeypot is answered the same way, with nothing
     * stored or sent.
     */
    async submit(body: QuestionnaireBody, meta: SubmitMeta = {}): Promise<{ stored: boolean }> {
      if (body.website && body.website.trim() !== '') {
        log.warn({ ip: meta.ip }, 'questionnaire honeypot filled: ignored');
        return { stored: false };
      }
      const row = await repo.insert({
        name: body.name,
        email: body.email,
        destination: body.destination,
        travel_dates: JSON.stringify(travelDatesOf(body)),
        duration: body.duration,
        travelers: JSON.stringify({ adults: body.adults, children: body.children }),
        budget: body.budget,
        interests: body.interests,
        accommodation_preference: body.accommodation ?? null,
        travel_style: body.travelStyle ?? null,
        special_requests: body.specialRequests ?? null,
      });
      await mails.sendReceived(row.id, body);
      return { stored: true };
    },

    /** The staff list, newest first; search, status, folder and paging on the server. */
    async list(input: QuestionnaireListInput): Promise<QuestionnaireListResponse> {
      const { rows, total } = await repo.list({
        text: input.q || undefined,
        status: input.status === 'all' ? undefined : input.status,
        folder: input.folder === 'all' ? undefined : questionnaireFolderToDb(input.folder),
        limit: input.pageSize,
        offset: (input.page - 1) * input.pageSize,
      });
      return {
        items: rows.map((r) => toListItem(readQuestionnaire(r))),
        total,
        page: input.page,
        pageSize: input.pageSize,
      };
    },

    /** Questionnaires in the inbox (folder null): the Survey tab count. */
    inboxCount: () => repo.inboxCount(),

    /** The latest questionnaire sent with this e-mail, as client detail shows it (null when none). */
    async latestByEmail(email: string): Promise<QuestionnaireSummary | null> {
      const row = await repo.latestByEmail(email);
      return row ? toSummary(readQuestionnaire(row)) : null;
    },

    /**
     * Removes every questionnaire sent with this e-mail, inside the caller's transaction (a client
     * deleting their account, ADR 018); answers how many.
     */
    deleteAllSentBy(email: string, tx: Kysely<DB>): Promise<number> {
      return questionnairesRepo(tx).deleteByEmail(email);
    },

    /** One questionnaire's answers as client detail and the workspace show them (null when gone). */
    async summaryById(id: string): Promise<QuestionnaireSummary | null> {
      const row = await repo.findById(id);
      return row ? toSummary(readQuestionnaire(row)) : null;
    },

    /** Every answer of one questionnaire, and the client made from its e-mail if any. */
    async get(id: string): Promise<QuestionnaireReview> {
      const row = await find(id);
      const client = await clients.findByEmail(row.email.trim());
      return { questionnaire: toDetail(readQuestionnaire(row)), client: client ? toClient(client) : null };
    },

    /** Status any to any, folder freely (inbox stored as null) (spec §4), at the version the caller read. */
    async update(id: string, body: QuestionnaireUpdateBody): Promise<QuestionnaireDetail> {
      await find(id);
      const row = await repo.update(id, body.version, {
        ...(body.status ? { status: body.status } : {}),
        ...(body.folder ? { folder: questionnaireFolderToDb(body.folder) } : {}),
      });
      if (!row) throw (await repo.findById(id)) ? stale(M.stale) : notFound(M.notFound);
      return toDetail(readQuestionnaire(row));
    },

    /**
     * Create Client: the allowed-client record (+ users row), then a copy of the
     * chosen template trip for that client, covering the questionnaire's dates (the
     * template's days kept, left out or followed by empty days: ADR 006, and the answer
     * says which) with its travellers. A failed copy does not undo the client; it is
     * logged (spec §8).
     */
    async createClient(id: string, templateTripId: string, actor: Actor): Promise<ClientFromQuestionnaireResponse> {
      const q = await find(id);
      const email = q.email.trim().toLowerCase();
      if (await clients.findByEmail(email)) throw unprocessable(M.clientExists);
      await trips.findTemplate(templateTripId);
      const a = readQuestionnaire(q);
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
      let tripDates: ClientFromQuestionnaireResponse['tripDates'] = null;
      try {
        const copy = await clients.cloneTemplateFor(card.key, templateTripId, {
          questionnaireId: q.id,
          startDate: a.startDate,
          endDate: a.endDate,
          travelers: { adults: a.adults, children: a.children },
        });
        trip = copy.trip;
        tripDates = { kind: copy.fit.kind, message: datesFitMessage(copy.fit) };
      } catch (err) {
        log.error({ err, questionnaireId: q.id, templateTripId }, 'template trip copy failed while creating a client');
      }
      return { client: toClient(trip ? ((await clients.findByEmail(email)) ?? card) : card), trip, tripDates };
    },
  };
}

export type QuestionnairesService = ReturnType<typeof createQuestionnairesService>;
