import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddActivityBody,
  BillingItemParams,
  BillingTripParams,
  BillingView,
  CustomExpenseBody,
  IncludeBody,
  ItemPatchBody,
  TravelBilledBody,
  TravelBilledParams,
  VersionBody,
  VersionQuery,
  StatementQuery,
  CalendarSubscription,
  FeedParams,
} from '#shared/contracts/billing.js';
import { errorResponses, sendAttachment, signedInActor } from '#server/lib/http.js';
import { tooManyRequests } from '#server/lib/errors.js';

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
/** A document (PDF bytes or iCalendar text), not JSON. */
const pdfBody = z.any().describe('a document: application/pdf or text/calendar');

/**
 * /api/billing (spec §2 Billing page, §6, §7 billing_items; issue 11): a trip's statement and the
 * organizer mode's billing actions. Reading follows the trip's access; the service checks organizer
 * powers and the team-only add and remove. Every write names the trip version it read (409 stale).
 */
export default async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const billing = () => app.ctx.services.billing;
  const view = { 200: BillingView, ...errors };
  const document = { 200: pdfBody, ...errors, ...errorResponses(429) };

  app.get(
    '/:tripId',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['billing'],
        summary: "A trip's billing: items, expenses, flights and hotel, totals in EUR cents, the EUR -> USD rate (staff; a client of a visible trip)",
        params: BillingTripParams,
        response: view,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return billing().view(await signedInActor(request), request.params.tripId);
    },
  );

  app.post(
    '/:tripId/activities',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['billing'],
        summary: "Add a slot's chosen activity to billing (organizer mode; team and super_admin)",
        params: BillingTripParams,
        body: AddActivityBody,
        response: view,
      },
    },
    async (request) => billing().addActivity(await signedInActor(request), request.params.tripId, request.body),
  );

  app.post(
    '/:tripId/expenses',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['billing'],
        summary: 'Add a custom expense: unit price (cents, > 0) x quantity (team and super_admin)',
        params: BillingTripParams,
        body: CustomExpenseBody,
        response: view,
      },
    },
    async (request) => billing().addExpense(await signedInActor(request), request.params.tripId, request.body),
  );

  app.patch(
    '/:tripId/items/:itemId',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['billing'],
        summary: 'Mark an item billed or unbilled, lock or unlock its cost, or change its description (organizer mode)',
        params: BillingItemParams,
        body: ItemPatchBody,
        response: view,
      },
    },
    async (request) => billing().patchItem(await signedInActor(request), request.params.tripId, request.params.itemId, request.body),
  );

  app.delete(
    '/:tripId/items/:itemId',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['billing'],
        summary: 'Delete a billing item or expense (team and super_admin)',
        params: BillingItemParams,
        querystring: VersionQuery,
        response: view,
      },
    },
    async (request) => billing().deleteItem(await signedInActor(request), request.params.tripId, request.params.itemId, request.query.version),
  );

  app.delete(
    '/:tripId/items',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['billing'],
        summary: 'Remove ALL billing items of the trip (team and super_admin)',
        params: BillingTripParams,
        querystring: VersionQuery,
        response: view,
      },
    },
    async (request) => billing().removeAll(await signedInActor(request), request.params.tripId, request.query.version),
  );

  app.post(
    '/:tripId/unlock-all',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['billing'],
        summary: "Unlock every item's cost: multiplied by the number of people again (organizer mode)",
        params: BillingTripParams,
        body: VersionBody,
        response: view,
      },
    },
    async (request) => billing().unlockAll(await signedInActor(request), request.params.tripId, request.body.version),
  );

  app.post(
    '/:tripId/unselect-all',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['billing'],
        summary: "Clear every slot's chosen activity (organizer mode)",
        params: BillingTripParams,
        body: VersionBody,
        response: view,
      },
    },
    async (request) => billing().unselectAll(await signedInActor(request), request.params.tripId, request.body.version),
  );

  app.put(
    '/:tripId/include',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['billing'],
        summary: 'Count flights and/or the hotel in the totals (organizer mode)',
        params: BillingTripParams,
        body: IncludeBody,
        response: view,
      },
    },
    async (request) => billing().include(await signedInActor(request), request.params.tripId, request.body),
  );

  app.put(
    '/:tripId/travel/:part',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['billing'],
        summary: 'Mark the outbound flight, the return flight or the hotel billed or unbilled (staff)',
        params: TravelBilledParams,
        body: TravelBilledBody,
        response: view,
      },
    },
    async (request) => billing().travelBilled(await signedInActor(request), request.params.tripId, request.params.part, request.body),
  );

  app.get(
    '/:tripId/statement.pdf',
    {
      config: { policy: 'signed-in', rateLimit: documentLimit },
      schema: {
        tags: ['billing'],
        summary: "The trip's billing statement as a PDF, in EUR or USD (staff; a client of a visible trip)",
        params: BillingTripParams,
        querystring: StatementQuery,
        response: document,
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await billing().statementPdf(await signedInActor(request), request.params.tripId, request.query.currency);
      return sendAttachment(reply, 'application/pdf', fileName, pdf);
    },
  );

  app.get(
    '/:tripId/itinerary.pdf',
    {
      config: { policy: 'signed-in', rateLimit: documentLimit },
      schema: {
        tags: ['billing'],
        summary: "The trip's itinerary as a PDF: cover, flights and hotel, a page and a map per day (staff; a client of a visible trip)",
        params: BillingTripParams,
        response: document,
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await billing().itineraryPdf(await signedInActor(request), request.params.tripId);
      return sendAttachment(reply, 'application/pdf', fileName, pdf);
    },
  );

  app.get(
    '/:tripId/calendar.ics',
    {
      config: { policy: 'signed-in', rateLimit: documentLimit },
      schema: {
        tags: ['billing'],
        summary: 'The trip as an iCalendar file: chosen activities, flights, the hotel stay (staff; a client of a visible trip)',
        params: BillingTripParams,
        response: document,
      },
    },
    async (request, reply) => {
      const { ics, fileName } = await billing().calendarIcs(await signedInActor(request), request.params.tripId);
      return sendAttachment(reply, 'text/calendar; charset=utf-8', fileName, ics);
    },
  );

  const subscription = { 200: CalendarSubscription, ...errors };

  app.get(
    '/:tripId/calendar-subscription',
    {
      config: { policy: 'signed-in' },
      schema: { tags: ['billing'], summary: 'Whether the trip has a private calendar subscription', params: BillingTripParams, response: subscription },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return billing().subscription(await signedInActor(request), request.params.tripId);
    },
  );

  app.post(
    '/:tripId/calendar-subscription',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['billing'],
        summary: 'A new private calendar subscription URL for the trip (the earlier one stops working); shown once',
        params: BillingTripParams,
        response: subscription,
      },
    },
    async (request) => billing().subscribe(await signedInActor(request), request.params.tripId),
  );

  app.delete(
    '/:tripId/calendar-subscription',
    {
      config: { policy: 'signed-in' },
      schema: { tags: ['billing'], summary: "Revoke the trip's calendar subscription", params: BillingTripParams, response: subscription },
    },
    async (request) => billing().revokeSubscription(await signedInActor(request), request.params.tripId),
  );

  app.get(
    '/feeds/:token',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['billing'],
        summary: 'A subscribed trip calendar, by its secret link (for phone calendars; no session)',
        params: FeedParams,
        response: { 200: pdfBody, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const ics = await billing().feed(request.params.token);
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, max-age=900').send(ics);
    },
  );
}
