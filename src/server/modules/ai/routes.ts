import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as contract from '#shared/contracts/ai.js';
import { errorResponses, signedInActor } from '#server/lib/http.js';

/** A model call costs the agency money: each signed-in user may ask this many suggestions a minute. */
export const AI_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const rateLimit = {
  ...AI_RATE_LIMIT,
  keyGenerator: async (request: { actor(): Promise<{ id: string } | null>; ip: string }) => (await request.actor())?.id ?? request.ip,
};

/** Aborts the provider's work when the caller goes away before the answer. */
function abandonment(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('The caller went away'));
  });
  return controller.signal;
}

const errors = errorResponses(400, 401, 403, 404, 422, 429, 502);

/**
 * /api/ai (spec §7 generate-itinerary, generate-slot-activities, search-flights-ai; issue 8 §3):
 * suggestions from the configured AI provider (the offline planner by default). They write
 * nothing: the editor saves what the person keeps. Registered with the prefix /ai.
 */
export default async function aiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ai = () => app.ctx.services.ai;

  app.post(
    '/itinerary',
    {
      config: { policy: 'signed-in', rateLimit },
      schema: {
        tags: ['ai'],
        summary:
          'generate-itinerary: days with time slots and up to 3 options each. Staff, or the organizer of ?tripId=; ?context=backoffice (staff) allows 200 s, else 120 s',
        querystring: contract.AiCallQuery,
        body: contract.GenerateItineraryRequest,
        response: { 200: contract.GenerateItineraryResponse, ...errors },
      },
    },
    async (request, reply) =>
      ai().generateItinerary(await signedInActor(request), request.body, { ...request.query, signal: abandonment(reply) }),
  );

  app.post(
    '/slot-activities',
    {
      config: { policy: 'signed-in', rateLimit },
      schema: {
        tags: ['ai'],
        summary: "generate-slot-activities: up to 3 places for one slot, not the day's previous activities. Staff, or the organizer of ?tripId=",
        querystring: contract.AiTripQuery,
        body: contract.GenerateSlotActivitiesRequest,
        response: { 200: contract.GenerateSlotActivitiesResponse, ...errors },
      },
    },
    async (request, reply) =>
      ai().generateSlotActivities(await signedInActor(request), request.body, { ...request.query, signal: abandonment(reply) }),
  );

  app.post(
    '/flights',
    {
      config: { policy: 'staff', rateLimit },
      schema: {
        tags: ['ai'],
        summary: 'search-flights-ai: outbound and return flights as suggestions to verify (never a booking)',
        body: contract.SearchFlightsRequest,
        response: { 200: contract.SearchFlightsResponse, ...errors },
      },
    },
    async (request, reply) => ai().searchFlights(request.body, { signal: abandonment(reply) }),
  );
}
