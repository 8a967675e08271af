import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TripIdParams } from '#shared/contracts/trips.js';
import {
  TripAddOptionBody,
  TripClearBody,
  TripDaysBody,
  TripDaysQuery,
  TripDaysSaved,
  TripDetail,
  TripHistory,
  TripHistoryQuery,
  TripPatchBody,
  TripSelectionBody,
} from '#shared/contracts/trip-detail.js';
import { sameJson } from '#shared/domain/itinerary-summary.js';
import { errorResponses, signedInActor } from '#server/lib/http.js';
import { idempotencyKeyOf } from '#server/modules/idempotency/service.js';
import { tripDetailJson } from './days-json.js';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/**
 * The whole trip is built by the service from a validated, normalised document, so its answer
 * is written as JSON without checking it against the schema again (which cost more than the
 * rest of the call for a 14-day trip; issue 9 benchmarks), its days as the text the service
 * already has for them. The schema still documents it.
 */
const tripAnswer = { serializerCompiler: () => tripDetailJson };

/** The days of a PUT days request as sent, before the schema drops what it does not know. */
const sentDays = new WeakMap<object, unknown>();

/**
 * One whole trip (spec §2 trip-details and the workspace, §7 trips updates):
 * read it, change its fields, save its itinerary, choose an activity, read its
 * history. Part of the trips module (prefix /trips). Every write names the
 * version it read; a stale one answers 409 `stale`.
 */
export default async function tripDocumentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const trips = () => app.ctx.services.trips;

  app.get(
    '/:id',
    {
      ...tripAnswer,
      config: { policy: 'signed-in' },
      schema: {
        tags: ['trips'],
        summary: 'One whole trip with its days, flights, hotel, client and specialist (staff; a client of a trip visible to them)',
        params: TripIdParams,
        response: { 200: TripDetail, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return trips().getDetail(await signedInActor(request), request.params.id);
    },
  );

  app.patch(
    '/:id',
    {
      ...tripAnswer,
      config: { policy: 'signed-in' },
      schema: {
        tags: ['trips'],
        summary:
          'Change fields of a trip as read at `version` (staff; the specialist only by super_admin; an organizer of the trip: visibility and billing toggles)',
        params: TripIdParams,
        body: TripPatchBody,
        response: { 200: TripDetail, ...errors },
      },
    },
    async (request) => trips().patch(await signedInActor(request), request.params.id, request.body),
  );

  app.put(
    '/:id/days',
    {
      ...tripAnswer,
      config: { policy: 'signed-in' },
      schema: {
        tags: ['trips'],
        summary:
          'Save the whole itinerary as read at `version` (staff; an organizer of the trip); organizer mode notifies its clients. With `days=if-changed` the answer leaves the days out when they were stored exactly as sent',
        params: TripIdParams,
        querystring: TripDaysQuery,
        body: TripDaysBody,
        response: { 200: TripDaysSaved, ...errors },
      },
      preValidation: async (request) => {
        const body = request.body as { days?: unknown } | null;
        if (body && typeof body === 'object') sentDays.set(request, body.days);
      },
    },
    async (request) => {
      const saved = await trips().saveDays(await signedInActor(request), request.params.id, request.body);
      if (request.query.days !== 'if-changed' || !sameJson(sentDays.get(request), saved.days)) return saved;
      const { days: _stored, ...rest } = saved;
      return rest;
    },
  );

  app.put(
    '/:id/selection',
    {
      ...tripAnswer,
      config: { policy: 'signed-in' },
      schema: {
        tags: ['trips'],
        summary:
          "Choose a slot's activity, or clear the choice (optionId null), as read at `version`; with `previous` (the slot's choice as read) it merges onto later changes of other parts (anyone who sees the trip)",
        params: TripIdParams,
        body: TripSelectionBody,
        response: { 200: TripDetail, ...errors },
      },
    },
    async (request) => trips().select(await signedInActor(request), request.params.id, request.body),
  );

  app.post(
    '/:id/options',
    {
      ...tripAnswer,
      config: { policy: 'signed-in' },
      schema: {
        tags: ['trips'],
        summary:
          "Add one activity to one slot's options, merged onto the trip as it is now (anyone who sees the trip: a client from 'Search Activities', staff, an organizer); organizer mode notifies its clients. An `Idempotency-Key` header makes a retry answer the first result (ADR 022)",
        params: TripIdParams,
        body: TripAddOptionBody,
        response: { 201: TripDetail, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await signedInActor(request);
      const { id } = request.params;
      const answer = await app.ctx.services.idempotency.run(actor.id, idempotencyKeyOf(request.headers), `POST /api/trips/${id}/options`, request.body, {
        status: 201,
        create: (claim) => trips().addOption(actor, id, request.body, claim),
        replay: () => trips().getDetail(actor, id),
      });
      return reply.status(201).send(answer.body);
    },
  );

  app.post(
    '/:id/clear-activities',
    {
      ...tripAnswer,
      config: { policy: 'signed-in' },
      schema: {
        tags: ['trips'],
        summary:
          "'Clear all' in organizer mode, as read at `version`: every slot's activities and choices and the trip's billing items, in one write (staff; an organizer of the trip when it has no billing items)",
        params: TripIdParams,
        body: TripClearBody,
        response: { 200: TripDetail, ...errors },
      },
    },
    async (request) => trips().clearAll(await signedInActor(request), request.params.id, request.body.version),
  );

  app.get(
    '/:id/history',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['trips'],
        summary:
          'Who changed which part of the trip, and when, each change in sentences with its before and after, grouped per person and minute; a page of `limit` (100, at most 500) older than version `before`, newest first',
        params: TripIdParams,
        querystring: TripHistoryQuery,
        response: { 200: TripHistory, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return trips().history(await signedInActor(request), request.params.id, request.query);
    },
  );
}
