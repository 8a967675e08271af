import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TripDetail } from '#shared/contracts/trip-detail.js';
import { RestoreBody, TripVersionParams, TripVersionView } from '#shared/contracts/proposals.js';
import { errorResponses, signedInActor } from '#server/lib/http.js';

const errors = errorResponses(400, 401, 403, 404, 409, 410, 422);

/**
 * A trip's versions (issue 22, ADR 037), part of the trips module (prefix /trips): the trip as it
 * was at a version, read-only, and restoring it whole or one part as a new version (staff).
 */
export default async function tripVersionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const versions = () => app.ctx.services.trips.versions;

  app.get(
    '/:id/versions/:version',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['trips'],
        summary: 'The trip as it was at a version, read-only, with what changed since (staff). 410 when the version is older than 90 days and was never sent',
        params: TripVersionParams,
        response: { 200: TripVersionView, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return versions().open(await signedInActor(request), request.params.id, request.params.version);
    },
  );

  app.post(
    '/:id/versions/:version/restore',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['trips'],
        summary:
          'Restore the trip as it was at this version, whole or one part (info, flights, hotel, days, one day by `dayId`), as a new version on the one read (`version` of the body; 409 when stale) (staff)',
        params: TripVersionParams,
        body: RestoreBody,
        response: { 200: TripDetail, ...errors },
      },
    },
    async (request) => versions().restore(await signedInActor(request), request.params.id, request.params.version, request.body),
  );
}
