import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateCustomActivityBody,
  CustomActivity,
  CustomActivityListQuery,
  CustomActivityPage,
  CustomActivityParams,
  UpdateCustomActivityBody,
} from '#shared/contracts/places.js';
import { PLACES_MESSAGES } from '#shared/domain/places.js';
import { errorResponses, signedInActor } from '#server/lib/http.js';
import { idempotencyKeyOf } from '#server/modules/idempotency/service.js';

/**
 * /api/custom-activities (spec §3 custom_activities, §5 custom activity, §7 insert): a signed-in
 * person adds an activity of their own; staff list, edit and delete the agency's. Registered
 * with the prefix /custom-activities.
 */
export default async function customActivitiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const activities = () => app.ctx.services.customActivities;

  app.post(
    '',
    {
      config: { policy: 'signed-in', signInMessage: PLACES_MESSAGES.signInToCreateActivity },
      schema: {
        tags: ['custom-activities'],
        summary:
          "custom_activities insert: title and address required ('Please fill in at least the title and address'); price numeric, min 0, invalid becomes 0; currency EUR, USD or GBP (default EUR). An `Idempotency-Key` header makes a retry answer the first result (ADR 022)",
        body: CreateCustomActivityBody,
        response: { 201: CustomActivity, ...errorResponses(400, 401, 409, 422) },
      },
    },
    async (request, reply) => {
      const actor = await signedInActor(request);
      const answer = await app.ctx.services.idempotency.run(actor.id, idempotencyKeyOf(request.headers), 'POST /api/custom-activities', request.body, {
        status: 201,
        create: (claim) => activities().create(actor, request.body, claim),
        replay: (id) => activities().get(id ?? ''),
      });
      return reply.status(201).send(answer.body);
    },
  );

  app.get(
    '',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['custom-activities'],
        summary: 'Custom activities, newest first: every one for staff, one’s own for anyone else; search (title, address, description) and paging',
        querystring: CustomActivityListQuery,
        response: { 200: CustomActivityPage, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return activities().list(await signedInActor(request), request.query);
    },
  );

  app.patch(
    '/:id',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['custom-activities'],
        summary: 'Edit a custom activity (staff); `version` is the one read: 409 stale when someone changed it since',
        params: CustomActivityParams,
        body: UpdateCustomActivityBody,
        response: { 200: CustomActivity, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => activities().update(request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['custom-activities'],
        summary: 'Delete a custom activity (staff); itineraries keep the options made from it',
        params: CustomActivityParams,
        response: { 200: z.object({ ok: z.literal(true), id: z.string() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => activities().remove(request.params.id),
  );
}
