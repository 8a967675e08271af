import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ClientFromQuestionnaireResponse,
  CreateClientFromQuestionnaireBody,
  QuestionnaireDetail,
  QuestionnaireParams,
  QuestionnaireReview,
  QuestionnaireUpdateBody,
} from '#shared/contracts/questionnaire-review.js';
import { ErrorBody } from '#shared/contracts/common.js';
import { unauthorized } from '#server/lib/errors.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** Questionnaire review (spec §2 questionnaire-detail, §4, §5). Staff only (spec §6). */
export default async function questionnaireReviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const review = () => app.ctx.services.questionnaireReview;

  app.get(
    '/questionnaires/:id',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['questionnaires'],
        summary: 'Every answer of one questionnaire, and the client made from its e-mail if any',
        params: QuestionnaireParams,
        response: { 200: QuestionnaireReview, ...errors },
      },
    },
    async (request) => review().get(request.params.id),
  );

  app.patch(
    '/questionnaires/:id',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['questionnaires'],
        summary: 'Set the status (new, processing, completed) or the folder (inbox, active, archived, cancelled)',
        params: QuestionnaireParams,
        body: QuestionnaireUpdateBody,
        response: { 200: QuestionnaireDetail, ...errors },
      },
    },
    async (request) => review().update(request.params.id, request.body),
  );

  app.post(
    '/questionnaires/:id/client',
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
      const actor = await request.actor();
      if (!actor) throw unauthorized();
      const result = await review().createClient(request.params.id, request.body.templateTripId, actor);
      return reply.status(201).send(result);
    },
  );
}
