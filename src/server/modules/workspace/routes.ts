import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WorkspaceTripsQuery, WorkspaceTripsResponse } from '#shared/contracts/workspace.js';
import { errorResponses, signedInActor } from '#server/lib/http.js';

const errors = errorResponses(400, 401, 403, 404);

/** /api/workspace (spec §2 'Account and trip workspace', §7 trips by user). */
export default async function workspaceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/trips',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['workspace'],
        summary:
          "My trips (a client: the visible ones; an organizer: all), or with clientId a client's trips for staff (view client: as the client sees them; organizer: all); never archived or deleted",
        querystring: WorkspaceTripsQuery,
        response: { 200: WorkspaceTripsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.ctx.services.workspace.trips(await signedInActor(request), request.query);
    },
  );
}
