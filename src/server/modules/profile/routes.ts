import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Profile, ProfileBody } from '#shared/contracts/profile.js';
import { ErrorBody } from '#shared/contracts/common.js';
import { unauthorized } from '#server/lib/errors.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Profile settings of the signed-in staff member (spec §2 /backoffice/profile-settings). */
export default async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const profile = () => app.ctx.services.profile;

  app.get(
    '/profile',
    {
      config: { policy: 'staff' },
      schema: { tags: ['profile'], summary: 'The signed-in user’s professional profile', response: { 200: Profile, ...errors } },
    },
    async (request, reply) => {
      const user = await request.actor();
      if (!user) throw unauthorized('Not authenticated');
      reply.header('cache-control', 'no-store');
      return profile().get(user.id);
    },
  );

  app.put(
    '/profile',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['profile'],
        summary: 'Save the signed-in user’s professional profile',
        body: ProfileBody,
        response: { 200: Profile, ...errors },
      },
    },
    async (request) => {
      const user = await request.actor();
      if (!user) throw unauthorized('Not authenticated');
      return profile().update(user.id, request.body);
    },
  );
}
