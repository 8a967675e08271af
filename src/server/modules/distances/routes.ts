import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TripDistancesParams, TripDistancesResponse } from '#shared/contracts/distances.js';
import { errorResponses, signedInActor } from '#server/lib/http.js';

/** With Google Routes a calculation costs requests: each user may ask this many a minute. */
export const DISTANCES_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

function abandonment(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('The caller went away'));
  });
  return controller.signal;
}

/**
 * /api/distances (spec §7 calculate-trip-distances; issue 8 §2; ADR 013). Registered with the
 * prefix /distances (modules/index.ts).
 */
export default async function distancesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/trips/:tripId',
    {
      config: {
        policy: 'signed-in',
        rateLimit: {
          ...DISTANCES_RATE_LIMIT,
          keyGenerator: async (request: { actor(): Promise<{ id: string } | null>; ip: string }) => (await request.actor())?.id ?? request.ip,
        },
      },
      schema: {
        tags: ['distances'],
        summary:
          'calculate-trip-distances: distanceFromPrevious (m) and durationFromPrevious (s) on each chosen activity, from the previous one (the first of a day from the hotel). Staff, or an organizer of the trip',
        params: TripDistancesParams,
        response: { 200: TripDistancesResponse, ...errorResponses(400, 401, 403, 404, 409, 429, 502) },
      },
    },
    async (request, reply) =>
      app.ctx.services.distances.calculateTrip(await signedInActor(request), request.params.tripId, { signal: abandonment(reply) }),
  );
}
