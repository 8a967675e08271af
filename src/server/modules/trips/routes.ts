import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/contracts/common.js';
import {
  DashboardCounts,
  FolderBody,
  TripDeletedResponse,
  TripIdParams,
  TripListItem,
  TripListQuery,
  TripListResponse,
  VisibilityBody,
} from '#shared/contracts/trips.js';
import { unauthorized } from '#server/lib/errors.js';
import type { SessionUser } from '#shared/contracts/auth.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };

async function actorOf(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.actor();
  if (!user) throw unauthorized();
  return user;
}

/**
 * Trips of the backoffice dashboard (spec §2, §4, §7 trips and pinned_trips):
 * list and search, tab counts, pin, visibility, folder, restore and delete forever.
 */
export default async function tripsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const trips = () => app.ctx.services.trips;

  app.get(
    '/trips',
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
      return trips().list(await actorOf(request), request.query);
    },
  );

  app.get(
    '/dashboard/counts',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['trips'],
        summary: 'Tab counts: trips in progress, questionnaires in the inbox, trips assigned to me',
        response: { 200: DashboardCounts, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return trips().counts(await actorOf(request));
    },
  );

  app.put(
    '/trips/:id/pin',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['trips'],
        summary: 'Pin a trip for the signed-in user',
        params: TripIdParams,
        response: { 200: TripListItem, ...errors },
      },
    },
    async (request) => trips().pin(await actorOf(request), request.params.id),
  );

  app.delete(
    '/trips/:id/pin',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['trips'],
        summary: 'Unpin a trip for the signed-in user',
        params: TripIdParams,
        response: { 200: TripListItem, ...errors },
      },
    },
    async (request) => trips().unpin(await actorOf(request), request.params.id),
  );

  app.patch(
    '/trips/:id/visibility',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['trips'],
        summary: 'Show the trip to its client (Visible) or hide it (Masqué)',
        params: TripIdParams,
        body: VisibilityBody,
        response: { 200: TripListItem, ...errors },
      },
    },
    async (request) =>
      trips().setVisibility(await actorOf(request), request.params.id, request.body.visibleToClient, request.body.version),
  );

  app.patch(
    '/trips/:id/folder',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['trips'],
        summary: 'Move a trip to a folder (to or out of Deleted: super_admin only)',
        params: TripIdParams,
        body: FolderBody,
        response: { 200: TripListItem, ...errors },
      },
    },
    async (request) =>
      trips().setFolder(await actorOf(request), request.params.id, request.body.folder, request.body.version),
  );

  app.post(
    '/trips/:id/restore',
    {
      config: { policy: 'super-admin' },
      schema: {
        tags: ['trips'],
        summary: 'Restore a deleted trip to in_progress (super_admin)',
        params: TripIdParams,
        response: { 200: TripListItem, ...errors },
      },
    },
    async (request) => trips().restore(await actorOf(request), request.params.id),
  );

  app.delete(
    '/trips/:id',
    {
      config: { policy: 'super-admin' },
      schema: {
        tags: ['trips'],
        summary: 'Delete Forever: remove a trip of the Deleted folder permanently (super_admin)',
        params: TripIdParams,
        response: { 200: TripDeletedResponse, ...errors },
      },
    },
    async (request) => trips().deleteForever(await actorOf(request), request.params.id),
  );
}
