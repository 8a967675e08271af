import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as contract from '#shared/contracts/billing.js';
import type { SessionUser } from '#shared/contracts/auth.js';
import { errorResponses, sendAttachment, signedInActor } from '#server/lib/http.js';
import { tooManyRequests } from '#server/lib/errors.js';
import { idempotencyKeyOf } from '#server/modules/idempotency/service.js';
import { mediaResponse } from '#server/lib/openapi.js';
import type { BillingService } from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/**
 * The PDFs and the .ics cost CPU on every download: each signed-in user may download this many
 * documents a minute, all three kinds together, counted in the database like the other limits
 * (ADR 017), so a loop cannot tie up the server; far above what a person clicks.
 */
export const DOCUMENT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
export const DOCUMENT_RATE_LIMITED = 'Too many document downloads in a short time. Please wait a minute and try again.';
const documentLimit = {
  ...DOCUMENT_RATE_LIMIT,
  groupId: 'documents',
  keyGenerator: async (request: { actor(): Promise<{ id: string } | null>; ip: string }) => `${(await request.actor())?.id ?? request.ip}|`,
  errorResponseBuilder: () => tooManyRequests(DOCUMENT_RATE_LIMITED),
};
/** The documents are files, not JSON: the OpenAPI document declares their media types (lib/openapi.ts). */
const pdfBody = mediaResponse('application/pdf', 'The PDF, as an attachment');
const icsBody = mediaResponse('text/calendar', 'The iCalendar (.ics) text, as an attachment');
const feedBody = mediaResponse('text/calendar', 'The iCalendar (.ics) text of the subscribed trip');
const view = { 200: contract.BillingView, ...errors };
const pdfDocument = { 200: pdfBody, ...errors, ...errorResponses(429) };
const icsDocument = { 200: icsBody, ...errors, ...errorResponses(429) };
const subscription = { 200: contract.CalendarSubscription, ...errors };

type Schema = z.ZodTypeAny;
/** What a route's service call reads of the request, as its schemas validated it. */
interface Input<P extends Schema, Q extends Schema, B extends Schema> {
  params: z.infer<P>;
  query: z.infer<Q>;
  body: z.infer<B>;
}

/** One signed-in billing route: its OpenAPI words and schemas, and the service call that answers it. */
interface BillingRoute<P extends Schema, Q extends Schema, B extends Schema, R> {
  method: HTTPMethods;
  url: string;
  summary: string;
  params: P;
  querystring?: Q;
  body?: B;
  response: Record<number, Schema>;
  call: (billing: BillingService, actor: SessionUser, input: Input<P, Q, B>, services: FastifyInstance['ctx']['services'], key: string | undefined) => Promise<R>;
  /** How the answer goes out when it is not JSON (a document). */
  send?: (reply: FastifyReply, answer: R) => FastifyReply;
  /** A rate limit of the route's own (the documents' shared budget). */
  rateLimit?: typeof documentLimit;
}

const pdf = (reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) =>
  sendAttachment(reply, 'application/pdf', fileName, pdf);
const ics = (reply: FastifyReply, { ics, fileName }: { ics: string; fileName: string }) =>
  sendAttachment(reply, 'text/calendar; charset=utf-8', fileName, ics);

/**
 * /api/billing (spec §2 Billing page, §6, §7 billing_items; issue 11): a trip's statement and the
 * organizer mode's billing actions. Reading follows the trip's access; the service checks organizer
 * powers and the team-only add and remove. A change of one line or toggle names its target by id
 * and the value it read; the other writes name the trip version they read (409 stale; ADR 025).
 * Answers that need a session are sent with cache-control no-store by the app (app.ts onSend).
 */
export default async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const billing = () => app.ctx.services.billing;

  function route<P extends Schema, Q extends Schema = z.ZodUndefined, B extends Schema = z.ZodUndefined, R = unknown>(
    r: BillingRoute<P, Q, B, R>,
  ) {
    const { method, url, summary, params, querystring, body, response, call, send, rateLimit } = r;
    app.route({
      method,
      url,
      config: { policy: 'signed-in', ...(rateLimit && { rateLimit }) },
      schema: { tags: ['billing'], summary, params, ...(querystring && { querystring }), ...(body && { body }), response },
      handler: async (request, reply) => {
        // The route's schemas validated params, query and body before this runs.
        const answer = await call(billing(), await signedInActor(request), request as unknown as Input<P, Q, B>, app.ctx.services, idempotencyKeyOf(request.headers));
        return send ? send(reply, answer) : answer;
      },
    });
  }

  const { BillingTripParams: trip, BillingItemParams: item } = contract;

  route({
    method: 'GET', url: '/:tripId', params: trip, response: view,
    summary: "A trip's billing: items, expenses, flights and hotel, totals in EUR cents, the EUR -> USD rate (staff; a client of a visible trip)",
    call: (b, actor, { params }) => b.view(actor, params.tripId),
  });
  route({
    method: 'POST', url: '/:tripId/activities', params: trip, body: contract.AddActivityBody, response: view,
    summary: "Add a slot's chosen option to billing by its day, slot and option ids, at most once (organizer mode; team and super_admin)",
    call: (b, actor, { params, body }) => b.addActivity(actor, params.tripId, body),
  });
  route({
    method: 'POST', url: '/:tripId/expenses', params: trip, body: contract.CustomExpenseBody, response: view,
    summary: 'Add a custom expense: unit price (cents, > 0) x quantity (team and super_admin). An `Idempotency-Key` header makes a retry answer the first result (ADR 022)',
    call: async (b, actor, { params, body }, services, key) => {
      const answer = await services.idempotency.run(actor.id, key, `POST /api/billing/${params.tripId}/expenses`, body, {
        status: 200,
        create: (claim) => b.addExpense(actor, params.tripId, body, claim),
        replay: () => b.view(actor, params.tripId),
      });
      return answer.body;
    },
  });
  route({
    method: 'PATCH', url: '/:tripId/items/:itemId', params: item, body: contract.ItemPatchBody, response: view,
    summary: 'Mark an item billed or unbilled, lock or unlock its cost, or change its description, naming the value read (organizer mode)',
    call: (b, actor, { params, body }) => b.patchItem(actor, params.tripId, params.itemId, body),
  });
  route({
    method: 'POST', url: '/:tripId/items/:itemId/reprice', params: item, body: contract.RepriceBody, response: view,
    summary: "Price an activity line again at its option's cost and the travellers now, naming both amounts read (organizer mode)",
    call: (b, actor, { params, body }) => b.reprice(actor, params.tripId, params.itemId, body),
  });
  route({
    method: 'DELETE', url: '/:tripId/items/:itemId', params: item, querystring: contract.VersionQuery, response: view,
    summary: 'Delete a billing item or expense (team and super_admin)',
    call: (b, actor, { params, query }) => b.deleteItem(actor, params.tripId, params.itemId, query.version),
  });
  route({
    method: 'DELETE', url: '/:tripId/items', params: trip, querystring: contract.VersionQuery, response: view,
    summary: 'Remove ALL billing items of the trip (team and super_admin)',
    call: (b, actor, { params, query }) => b.removeAll(actor, params.tripId, query.version),
  });
  route({
    method: 'POST', url: '/:tripId/unlock-all', params: trip, body: contract.VersionBody, response: view,
    summary: "Unlock every item's cost: multiplied by the number of people again (organizer mode)",
    call: (b, actor, { params, body }) => b.unlockAll(actor, params.tripId, body.version),
  });
  route({
    method: 'POST', url: '/:tripId/unselect-all', params: trip, body: contract.VersionBody, response: view,
    summary: "Clear every slot's chosen activity (organizer mode)",
    call: (b, actor, { params, body }) => b.unselectAll(actor, params.tripId, body.version),
  });
  route({
    method: 'PUT', url: '/:tripId/include', params: trip, body: contract.IncludeBody, response: view,
    summary: 'Count flights and/or the hotel in the totals (organizer mode)',
    call: (b, actor, { params, body }) => b.include(actor, params.tripId, body),
  });
  route({
    method: 'PUT', url: '/:tripId/travel/:part', params: contract.TravelBilledParams, body: contract.TravelBilledBody, response: view,
    summary: 'Mark the outbound flight, the return flight or the hotel billed or unbilled (staff)',
    call: (b, actor, { params, body }) => b.travelBilled(actor, params.tripId, params.part, body),
  });
  route({
    method: 'GET', url: '/:tripId/statement.pdf', params: trip, querystring: contract.StatementQuery, response: pdfDocument, send: pdf, rateLimit: documentLimit,
    summary: "The trip's billing statement as a PDF, in EUR or USD (staff; a client of a visible trip)",
    call: (b, actor, { params, query }) => b.statementPdf(actor, params.tripId, query.currency),
  });
  route({
    method: 'GET', url: '/:tripId/itinerary.pdf', params: trip, response: pdfDocument, send: pdf, rateLimit: documentLimit,
    summary: "The trip's itinerary as a PDF: cover, flights and hotel, a page and a map per day (staff; a client of a visible trip)",
    call: (b, actor, { params }) => b.itineraryPdf(actor, params.tripId),
  });
  route({
    method: 'GET', url: '/:tripId/calendar.ics', params: trip, response: icsDocument, send: ics, rateLimit: documentLimit,
    summary: 'The trip as an iCalendar file: chosen activities, flights, the hotel stay (staff; a client of a visible trip)',
    call: (b, actor, { params }) => b.calendarIcs(actor, params.tripId),
  });
  route({
    method: 'GET', url: '/:tripId/calendar-subscription', params: trip, response: subscription,
    summary: 'Whether the trip has a private calendar subscription',
    call: (b, actor, { params }) => b.subscription(actor, params.tripId),
  });
  route({
    method: 'POST', url: '/:tripId/calendar-subscription', params: trip, response: subscription,
    summary: 'A new private calendar subscription URL for the trip (the earlier one stops working); shown once',
    call: (b, actor, { params }) => b.subscribe(actor, params.tripId),
  });
  route({
    method: 'DELETE', url: '/:tripId/calendar-subscription', params: trip, response: subscription,
    summary: "Revoke the trip's calendar subscription",
    call: (b, actor, { params }) => b.revokeSubscription(actor, params.tripId),
  });

  /**
   * A calendar subscription by its secret link. The document shows /feeds/:token/calendar.ics (the
   * links handed out since ADR 035); /feeds/:token, which phones subscribed before then still call,
   * answers the same and is hidden from the document: beside /:tripId/activities it is an
   * ambiguous path.
   */
  const feed = async (request: FastifyRequest<{ Params: z.infer<typeof contract.FeedParams> }>, reply: FastifyReply) => {
    const ics = await billing().feed(request.params.token);
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, max-age=900').send(ics);
  };
  const feedSchema = {
    tags: ['billing'],
    summary: 'A subscribed trip calendar, by its secret link (for phone calendars; no session)',
    params: contract.FeedParams,
    response: { 200: feedBody, ...errorResponses(400, 404) },
  };
  app.get('/feeds/:token/calendar.ics', { config: { policy: 'public' }, schema: feedSchema }, feed);
  app.get('/feeds/:token', { config: { policy: 'public' }, schema: { ...feedSchema, hide: true } }, feed);
}
