import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardCounts } from '#shared/contracts/trips.js';
import { errorResponses, signedInActor } from '#server/lib/http.js';

/**
 * /api/dashboard: what the backoffice dashboard reads across modules. It owns
 * no table; it asks the trips and questionnaires services. Prefix /dashboard.
 */
export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/counts',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['dashboard'],
        summary: 'Tab counts: trips in progress, questionnaires in the inbox, trips assigned to me',
        response: { 200: DashboardCounts, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.ctx.services.dashboard.counts(await signedInActor(request));
    },
  );
}
