import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { QuestionnaireAccepted, QuestionnaireBody } from '#shared/contracts/questionnaires.js';
import { QuestionnaireListQuery, QuestionnaireListResponse } from '#shared/contracts/questionnaire-list.js';
import {
  ClientFromQuestionnaireResponse,
  CreateClientFromQuestionnaireBody,
  QuestionnaireDetail,
  QuestionnaireParams,
  QuestionnaireReview,
  QuestionnaireUpdateBody,
} from '#shared/contracts/questionnaire-review.js';
import { errorResponses, signedInActor } from '#server/lib/http.js';

/** Default per-IP budget: 5 requests per 10 minutes (people send one; bots many). */
export const QUESTIONNAIRE_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

const errors = errorResponses(400, 401, 403, 404, 422);

/**
 * /api/questionnaires (spec §2, §4, §5, §7 trip_questionnaires): the public
 * submission, then staff only (spec §6): the list, the review, status and
 * folder, and Create Client. Registered with the prefix /questionnaires.
 */
export default async function questionnairesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const questionnaires = () => app.ctx.services.questionnaires;
  // Servers that lift the auth budget for automated suites (tests, e2e: AUTH_RATE_LIMIT_PER_MINUTE)
  // lift this one in proportion; the default auth budget (20/min) keeps 5 per 10 minutes.
  const max = Math.max(QUESTIONNAIRE_RATE_LIMIT.max, Math.floor(app.ctx.config.authRateLimitPerMinute / 4));

  app.post(
    '',
    {
      config: { policy: 'public', rateLimit: { max, timeWindow: QUESTIONNAIRE_RATE_LIMIT.timeWindow } },
      schema: {
        tags: ['questionnaires'],
        summary: 'Submit the 3-step trip questionnaire (stored as new, in the inbox; mails visitor and agency)',
        body: QuestionnaireBody,
        response: { 200: QuestionnaireAccepted, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      await questionnaires().submit(request.body, { ip: request.ip });
      return { ok: true as const };
    },
  );

  app.get(
    '',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['questionnaires'],
        summary: 'Questionnaires, newest first: search (name, e-mail, destination), status, folder (inbox = none), paging',
        querystring: QuestionnaireListQuery,
        response: { 200: QuestionnaireListResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return questionnaires().list(request.query);
    },
  );

  app.get(
    '/:id',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['questionnaires'],
        summary: 'Every answer of one questionnaire, and the client made from its e-mail if any',
        params: QuestionnaireParams,
        response: { 200: QuestionnaireReview, ...errors },
      },
    },
    async (request) => questionnaires().get(request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['questionnaires'],
        summary:
          'Set the status (new, processing, completed) or the folder (inbox, active, archived, cancelled); `version` is the one read: 409 stale when someone changed it since',
        params: QuestionnaireParams,
        body: QuestionnaireUpdateBody,
        response: { 200: QuestionnaireDetail, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => questionnaires().update(request.params.id, request.body),
  );

  app.post(
    '/:id/client',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['questionnaires'],
        summary: 'Create Client from the questionnaire, with a copy of the chosen template trip',
        params: QuestionnaireParams,
        body: CreateClientFromQuestionnaireBody,
        response: { 201: ClientFromQuestionnaireResponse, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await signedInActor(request);
      const result = await questionnaires().createClient(request.params.id, request.body.templateTripId, actor);
      return reply.status(201).send(result);
    },
  );
}
