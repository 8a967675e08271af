import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/contracts/common.js';
import { QuestionnaireListQuery, QuestionnaireListResponse } from '#shared/contracts/questionnaire-list.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** The staff list of questionnaires (dashboard Survey tab; spec §7 trip_questionnaires select list). */
export default async function dashboardQuestionnairesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/questionnaires',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['questionnaires'],
        summary: 'Questionnaires, newest first: search (name, e-mail, destination), status, folder (inbox = none), paging',
        querystring: QuestionnaireListQuery,
        response: { 200: QuestionnaireListResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.ctx.services.dashboardQuestionnaires.list(request.query);
    },
  );
}
