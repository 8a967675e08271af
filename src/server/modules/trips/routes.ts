import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FolderBody,
  TemplateTripList,
  TripDeletedResponse,
  TripIdParams,
  TripListItem,
  TripListQuery,
  TripListResponse,
  VisibilityBody,
} from '#shared/contracts/trips.js';
import { TripOrganizerParams, TripOrganizersResponse } from '#shared/contracts/trip-organizers.js';
import { errorResponses, sendCached, signedInActor } from '#server/lib/http.js';
import tripDocumentRoutes from './document-routes.js';
import tripEventRoutes from './events-routes.js';
import tripVersionRoutes from './versions-routes.js';
import { shareLinksRoutes } from '#server/modules/shares/routes.js';
import { proposalRoutes } from '#server/modules/proposals/routes.js';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/**
 * /api/trips (spec §2, §4, §7 trips and pinned_trips): the dashboard list and
 * search, pin, visibility, folder, restore, delete forever, and the template
 * trips. Registered with the prefix /trips (modules/index.ts).
 */
export default async function tripsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const trips = () => app.ctx.services.trips;

  // One whole trip (read, fields, days, selection, history) and its live stream.
  await app.register(tripDocumentRoutes);
  await app.register(tripEventRoutes);
  // Issue 22: a trip as it was at a version, and restoring it.
  await app.register(tripVersionRoutes);
  // A trip's companion links live at /api/trips/:id/share-links; the shares module answers them (ADR 031).
  await app.register(shareLinksRoutes);
  // Issue 22: sending a version to the client, their approval and what changed; the proposals module answers them.
  await app.register(proposalRoutes);

  app.get(
    '',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['trips'],
        summary:
          'Dashboard trips: pinned first, then newest; search (name, destination, client, #number), folder, status, assigned to me, paging',
        querystring: TripListQuery,
        response: { 200: TripListResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sendCached(reply, await trips().list(await signedInActor(request), request.query));
    },
  );

  app.get(
    '/templates',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['trips'],
        summary: 'Template (demo) trips for the picker of the questionnaire review',
        response: { 200: TemplateTripList, ...errorResponses(401, 403) },
      },
    },
    async () => ({ items: await trips().templates() }),
  );

  // The trip's organizers (ADR 023): staff attach and detach them on trip-details.
  const organizersAnswer = { 200: TripOrganizersResponse, ...errors };
  app.get(
    '/:id/organizers',
    {
      config: { policy: 'staff' },
      schema: { tags: ['trips'], summary: "The trip's organizers, and the approved organizers that may be attached", params: TripIdParams, response: organizersAnswer },
    },
    async (request) => trips().organizers(await signedInActor(request), request.params.id),
  );
  app.put(
    '/:id/organizers/:userId',
    {
      config: { policy: 'staff' },
      schema: { tags: ['trips'], summary: 'Attach an organizer to the trip: they reach it in organizer mode (idempotent)', params: TripOrganizerParams, response: organizersAnswer },
    },
    async (request) => trips().attachOrganizer(await signedInActor(request), request.params.id, request.params.userId),
  );
  app.delete(
    '/:id/organizers/:userId',
    {
      config: { policy: 'staff' },
      schema: { tags: ['trips'], summary: 'Detach an organizer from the trip (idempotent)', params: TripOrganizerParams, response: organizersAnswer },
    },
    async (request) => trips().detachOrganizer(await signedInActor(request), request.params.id, request.params.userId),
  );

  app.put(
    '/:id/pin',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['trips'],
        summary: 'Pin a trip for the signed-in user',
        params: TripIdParams,
        response: { 200: TripListItem, ...errors },
      },
    },
    async (request) => trips().pin(await signedInActor(request), request.params.id),
  );

  app.delete(
    '/:id/pin',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['trips'],
        summary: 'Unpin a trip for the signed-in user',
        params: TripIdParams,
        response: { 200: TripListItem, ...errors },
      },
    },
    async (request) => trips().unpin(await signedInActor(request), request.params.id),
  );

  app.patch(
    '/:id/visibility',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['trips'],
        summary: 'Show the trip to its client (Visible) or hide it (Masqué); 409 stale if the version read is not current',
        params: TripIdParams,
        body: VisibilityBody,
        response: { 200: TripListItem, ...errors },
      },
    },
    async (request) =>
      trips().setVisibility(
        await signedInActor(request),
        request.params.id,
        request.body.visibleToClient,
        request.body.version,
      ),
  );

  app.patch(
    '/:id/folder',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['trips'],
        summary:
          'Move a trip to a folder (to or out of Deleted: super_admin only); 409 stale if the version read is not current',
        params: TripIdParams,
        body: FolderBody,
        response: { 200: TripListItem, ...errors },
      },
    },
    async (request) =>
      trips().setFolder(await signedInActor(request), request.params.id, request.body.folder, request.body.version),
  );

  app.post(
    '/:id/restore',
    {
      config: { policy: 'super-admin' },
      schema: {
        tags: ['trips'],
        summary: 'Restore a deleted trip to in_progress (super_admin)',
        params: TripIdParams,
        response: { 200: TripListItem, ...errors },
      },
    },
    async (request) => trips().restore(await signedInActor(request), request.params.id),
  );

  app.delete(
    '/:id',
    {
      config: { policy: 'super-admin' },
      schema: {
        tags: ['trips'],
        summary: 'Delete Forever: remove a trip of the Deleted folder permanently (super_admin)',
        params: TripIdParams,
        response: { 200: TripDeletedResponse, ...errors },
      },
    },
    async (request) => trips().deleteForever(await signedInActor(request), request.params.id),
  );
}
