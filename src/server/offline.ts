import type { FastifyReply, FastifyRequest } from 'fastify';
import { signsInAsClient } from '#shared/permissions.js';

/**
 * Which answers the client app's service worker may keep for reading with no network (ADR 033):
 * a client's own trips, days, itinerary PDF and session, and nothing a member of staff reads.
 * The worker (src/web/sw.ts) stores an answer only when it carries this header, so the decision
 * is the server's, made from the session, not the browser's guess from an address.
 */
export const OFFLINE_HEADER = 'x-offline-cache';

/** Route patterns (Fastify's, with the /api prefix) whose GET answers a client may keep. */
export const OFFLINE_ROUTES: ReadonlySet<string> = new Set([
  '/api/auth/session',
  '/api/workspace/trips',
  '/api/workspace/trips/:tripId',
  '/api/trips/:id',
  '/api/billing/:tripId/itinerary.pdf',
]);

/** Marks a successful GET answer of OFFLINE_ROUTES when the caller signs in as a client (client, organizer). */
export async function markOfflineAnswer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.method !== 'GET' || reply.statusCode !== 200) return;
  if (!OFFLINE_ROUTES.has(request.routeOptions.url ?? '')) return;
  // A staff scope (client view, organizer mode for a client) names the client: not the client's own reading.
  if (typeof (request.query as Record<string, unknown> | undefined)?.clientId === 'string') return;
  const user = await request.actor();
  if (user && signsInAsClient(user.role)) reply.header(OFFLINE_HEADER, 'client');
}
