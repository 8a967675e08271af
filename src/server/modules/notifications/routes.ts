import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Ok } from '#shared/contracts/common.js';
import { NotificationIdParams, NotificationList, NotificationReadBody } from '#shared/contracts/notifications.js';
import { errorResponses, signedInActor } from '#server/lib/http.js';
import { userTopic } from './service.js';

const errors = errorResponses(400, 401, 403, 404);

/** /api/notifications (spec §7 notifications): the signed-in user's own notifications. */
export default async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const notifications = () => app.ctx.services.notifications;

  app.get(
    '',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'My latest 50 notifications (newest first) with their trip, and my unread count',
        response: { 200: NotificationList, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return notifications().list(await signedInActor(request));
    },
  );

  app.get(
    '/events',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'My live stream (text/event-stream): notifications.changed with my unread count',
        produces: ['text/event-stream'],
        response: { ...errors, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const actor = await signedInActor(request);
      app.liveStreams.open(request, reply, { userId: actor.id, cookie: request.headers.cookie ?? '', tripId: null }, [userTopic(actor.id)]);
    },
  );

  app.post(
    '/read-all',
    {
      config: { policy: 'signed-in' },
      schema: { tags: ['notifications'], summary: 'Mark all my notifications read', response: { 200: Ok, ...errors } },
    },
    async (request) => {
      await notifications().readAll(await signedInActor(request));
      return { ok: true as const };
    },
  );

  app.patch(
    '/:id',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read or unread',
        params: NotificationIdParams,
        body: NotificationReadBody,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await notifications().setRead(await signedInActor(request), request.params.id, request.body.isRead);
      return { ok: true as const };
    },
  );

  app.delete(
    '/:id',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'Delete one of my notifications',
        params: NotificationIdParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await notifications().remove(await signedInActor(request), request.params.id);
      return { ok: true as const };
    },
  );
}
