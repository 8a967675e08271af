import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateShareLinkBody,
  ShareLink,
  ShareLinkCreated,
  ShareLinkParams,
  ShareLinksParams,
  ShareLinksResponse,
  SharedTokenParams,
  SharedTrip,
} from '#shared/contracts/shares.js';
import { errorResponses, sendAttachment, signedInActor } from '#server/lib/http.js';
import { tooManyRequests } from '#server/lib/errors.js';
import { mediaResponse } from '#server/lib/openapi.js';

const errors = errorResponses(400, 401, 403, 404, 422);

/**
 * A companion's reads cost a trip read each: per address, this many a minute, counted in the
 * database like the other limits (ADR 017); far above what a person opening a link does.
 */
export const SHARED_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
const sharedLimit = {
  ...SHARED_RATE_LIMIT,
  groupId: 'shared-trips',
  errorResponseBuilder: () => tooManyRequests('Too many requests for this link. Please wait a minute and try again.'),
};

/** /api/trips/:id/share-links: the trip's links for companions (whoever reads the trip; ADR 031). */
export async function shareLinksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const shares = () => app.ctx.services.shares;

  app.get(
    '/:id/share-links',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['shares'],
        summary: "The trip's links for companions, newest first: when made, until when, revoked (never the token)",
        params: ShareLinksParams,
        response: { 200: ShareLinksResponse, ...errors },
      },
    },
    async (request) => shares().list(await signedInActor(request), request.params.id),
  );

  app.post(
    '/:id/share-links',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['shares'],
        summary: "A new read-only link for a companion; its URL (with the token) is answered this once. Expires 7 days after the trip's end (30 days without one)",
        params: ShareLinksParams,
        body: CreateShareLinkBody.optional(),
        response: { 200: ShareLinkCreated, ...errors },
      },
    },
    async (request) => shares().create(await signedInActor(request), request.params.id, request.body ?? {}),
  );

  app.delete(
    '/:id/share-links/:linkId',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['shares'],
        summary: 'Revoke a link: it stops opening the trip at once',
        params: ShareLinkParams,
        response: { 200: ShareLink, ...errors },
      },
    },
    async (request) => shares().revoke(await signedInActor(request), request.params.id, request.params.linkId),
  );
}

/** /api/shared/:token: the trip as a companion reads it, by the link's secret (no session). */
export async function sharedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const shares = () => app.ctx.services.shares;
  const publicErrors = errorResponses(400, 404, 410, 429);

  app.get(
    '/:token',
    {
      config: { policy: 'public', rateLimit: sharedLimit },
      schema: {
        tags: ['shares'],
        summary: 'A shared trip: days, slots and chosen places, nothing about money, notes for the agency, bookings or the client (404 unknown, 410 no longer valid)',
        params: SharedTokenParams,
        response: { 200: SharedTrip, ...publicErrors },
      },
    },
    async (request, reply) => {
      const answer = await shares().shared(request.params.token);
      // The token is a secret: neither kept by a shared cache nor sent on as a referrer.
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      return answer;
    },
  );

  app.get(
    '/:token/calendar.ics',
    {
      config: { policy: 'public', rateLimit: sharedLimit },
      schema: {
        tags: ['shares'],
        summary: "A shared trip's calendar: its days' chosen places as events",
        params: SharedTokenParams,
        response: { 200: mediaResponse('text/calendar', 'The iCalendar (.ics) text, as an attachment'), ...publicErrors },
      },
    },
    async (request, reply) => {
      const { ics, fileName } = await shares().calendar(request.params.token);
      reply.header('cache-control', 'private, no-store');
      return sendAttachment(reply, 'text/calendar; charset=utf-8', fileName, ics);
    },
  );
}
