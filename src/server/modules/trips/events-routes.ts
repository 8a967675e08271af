import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TripIdParams } from '#shared/contracts/trips.js';
import { TripChangedEvent } from '#shared/contracts/trip-detail.js';
import { NotificationEvent } from '#shared/contracts/notifications.js';
import { errorResponses, signedInActor } from '#server/lib/http.js';
import { eventStream, StreamSignal } from '#server/lib/openapi.js';
import { userTopic } from '#server/modules/notifications/service.js';
import { tripTopic } from './document.js';

/**
 * GET /api/trips/:id/events: the live stream of one trip (issue 9 §2): `trip.changed`
 * when anyone saves it (through the event bus, so from any server process), and the
 * viewer's own `notifications.changed`. Whoever may read the trip may follow it; the
 * check is repeated before each event (batched for all listeners, stream-check.ts), so a
 * signed-out or refused viewer stops hearing. At most LIVE_STREAM_LIMITS streams per user and
 * per trip: 429 past them (ADR 021).
 */
export default async function tripEventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:id/events',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['trips'],
        summary: 'Live events of a trip (text/event-stream): trip.changed, notifications.changed',
        params: TripIdParams,
        response: {
          200: eventStream(
            'Server-Sent Events: `ready` on opening, `trip.changed` when anyone saves the trip, `notifications.changed` with my unread count, `end` when I may no longer see the trip',
            { ready: StreamSignal, 'trip.changed': TripChangedEvent, 'notifications.changed': NotificationEvent, end: StreamSignal },
          ),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const actor = await signedInActor(request);
      const id = request.params.id;
      await app.ctx.services.trips.getDetail(actor, id); // 404 when the viewer may not see it
      app.liveStreams.open(request, reply, { userId: actor.id, cookie: request.headers.cookie ?? '', tripId: id }, [
        tripTopic(id),
        userTopic(actor.id),
      ]);
    },
  );
}
