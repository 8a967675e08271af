import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TripDistancesParams, TripDistancesResponse } from '#shared/contracts/distances.js';
import { errorResponses, signedInActor } from '#server/lib/http.js';

function abandonment(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('The caller went away'));
  });
  return controller.signal;
}

/**
 * /api/distances (spec §7 calculate-trip-distances; issue 8 §2; ADR 014). Registered with the
 * prefix /distances (modules/index.ts).
 */
export default async function distancesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/trips/:tripId',
    {
      // No rate limit: a calculation asks the provider only for legs not cached, so repeating it costs nothing.
      config: { policy: 'signed-in' },
      schema: {
        tags: ['distances'],
        summary:
          'calculate-trip-distances: distanceFromPrevious (m) and durationFromPrevious (s) on each chosen activity, from the previous one (the first of a day from the hotel). Staff, or an organizer of the trip',
        params: TripDistancesParams,
        response: { 200: TripDistancesResponse, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request, reply) =>
      app.ctx.services.distances.calculateTrip(await signedInActor(request), request.params.tripId, { signal: abandonment(reply) }),
  );
}
