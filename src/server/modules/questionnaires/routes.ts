import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { QuestionnaireAccepted, QuestionnaireBody } from '#shared/contracts/questionnaires.js';
import { ErrorBody } from '#shared/contracts/common.js';

/** Default per-IP budget: 5 requests per 10 minutes (people send one; bots many). */
export const QUESTIONNAIRE_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** The public trip questionnaire (spec §2, §7 trip_questionnaires insert). Staff endpoints live in other modules. */
export default async function questionnairesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Servers that lift the auth budget for automated suites (tests, e2e: AUTH_RATE_LIMIT_PER_MINUTE)
  // lift this one in proportion; the default auth budget (20/min) keeps 5 per 10 minutes.
  const max = Math.max(QUESTIONNAIRE_RATE_LIMIT.max, Math.floor(app.ctx.config.authRateLimitPerMinute / 4));

  app.post(
    '/questionnaires',
    {
      config: { policy: 'public', rateLimit: { max, timeWindow: QUESTIONNAIRE_RATE_LIMIT.timeWindow } },
      schema: {
        tags: ['questionnaires'],
        summary: 'Submit the 3-step trip questionnaire (stored as new, in the inbox; mails visitor and agency)',
        body: QuestionnaireBody,
        response: { 200: QuestionnaireAccepted, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      await app.ctx.services.questionnaires.submit(request.body, { ip: request.ip });
      return { ok: true as const };
    },
  );
}
