import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Ok } from '#shared/contracts/common.js';
import {
  MAIL_KIND_LABELS,
  NotificationEvent,
  NotificationIdParams,
  NotificationList,
  NotificationReadBody,
  UnsubscribeQuery,
} from '#shared/contracts/notifications.js';
import { unsubscribePage } from './unsubscribe-page.js';
import { errorResponses, signedInActor } from '#server/lib/http.js';
import { eventStream, mediaResponse, StreamSignal } from '#server/lib/openapi.js';
import { userTopic } from './service.js';

const errors = errorResponses(400, 401, 403, 404);

/** /api/notifications (spec §7 notifications): the signed-in user's own notifications. */
export default async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const notifications = () => app.ctx.services.notifications;

  /*
   * Unsubscribe links of the notification mails (issue 19; ADR 029, RFC 8058). No session: the
   * signed token in the URL names the person and the kind of mail. GET shows a page with a button
   * and changes nothing (mail scanners open links); POST, from that button or from the mail
   * client's one-click (body 'List-Unsubscribe=One-Click', form-encoded), turns that kind off.
   */
  const formBody = (_req: unknown, body: string, done: (err: Error | null, body?: unknown) => void) => done(null, body);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, formBody);
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 1024 }, formBody);
  const site = () => app.ctx.config.publicUrl.replace(/\/$/, '');
  const html = mediaResponse('text/html', 'A small HTML page');
  const invalidPage = () =>
    unsubscribePage({
      title: 'This link does not work',
      lines: [
        'This unsubscribe link is incomplete or is not one of ours, so nothing was changed.',
        `Open the link from the e-mail itself, or write to us at ${app.ctx.config.agencyEmail} and we will stop these e-mails for you.`,
      ],
      home: `${site()}/`,
    });
  const sendPage = (reply: import('fastify').FastifyReply, status: number, page: string) =>
    reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(page);

  app.get(
    '/unsubscribe',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['notifications'],
        summary: 'The page of a notification mail’s unsubscribe link: asks to confirm, changes nothing',
        querystring: UnsubscribeQuery,
        response: { 200: html, 400: html },
      },
    },
    async (request, reply) => {
      const found = await notifications().readUnsubscribe(request.query.token);
      if (!found) return sendPage(reply, 400, invalidPage());
      const url = `${site()}/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token!)}`;
      return sendPage(
        reply,
        200,
        unsubscribePage({
          title: 'Stop these e-mails?',
          lines: [
            `Maison Voyage will no longer send you ${MAIL_KIND_LABELS[found.kind]}.`,
            'Your notifications in your account still list every change to your trips.',
          ],
          action: { url, label: 'Stop these e-mails' },
          home: `${site()}/`,
        }),
      );
    },
  );

  app.post(
    '/unsubscribe',
    {
      config: { policy: 'public', anyOrigin: true },
      schema: {
        tags: ['notifications'],
        summary: 'One-click unsubscribe (RFC 8058): turns off the kind of mail the signed link names, for the person it names',
        querystring: UnsubscribeQuery,
        response: { 200: html, 400: html },
      },
    },
    async (request, reply) => {
      const done = await notifications().unsubscribe(request.query.token);
      if (!done) return sendPage(reply, 400, invalidPage());
      return sendPage(
        reply,
        200,
        unsubscribePage({
          title: 'You will no longer receive these e-mails',
          lines: [
            `Maison Voyage will no longer send you ${MAIL_KIND_LABELS[done.kind]}.`,
            'Your notifications in your account still list every change to your trips.',
          ],
          home: `${site()}/`,
        }),
      );
    },
  );

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
        response: {
          200: eventStream('Server-Sent Events: `ready` on opening, `notifications.changed` with my unread count, `end` when the session ends', {
            ready: StreamSignal,
            'notifications.changed': NotificationEvent,
            end: StreamSignal,
          }),
          ...errors,
          ...errorResponses(429),
        },
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
