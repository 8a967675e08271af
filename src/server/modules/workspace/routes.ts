import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WorkspaceTrip, WorkspaceTripParams, WorkspaceTripsQuery, WorkspaceTripsResponse } from '#shared/contracts/workspace.js';
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

  app.get(
    '/trips/:tripId',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['workspace'],
        summary:
          'One trip as the workspace shows it: with clientId and view client (staff), exactly as the client would read it (404 for a trip hidden from them); otherwise as the caller reads it',
        params: WorkspaceTripParams,
        querystring: WorkspaceTripsQuery,
        response: { 200: WorkspaceTrip, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.ctx.services.workspace.trip(await signedInActor(request), request.params.tripId, request.query);
    },
  );
}
