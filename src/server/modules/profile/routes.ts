import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Profile, ProfileUpdateBody } from '#shared/contracts/profile.js';
import { errorResponses, signedInActor } from '#server/lib/http.js';

const errors = errorResponses(400, 401, 403, 404);

/** /api/profile: the signed-in staff member's profile settings (spec §2 /backoffice/profile-settings). Prefix /profile. */
export default async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const profile = () => app.ctx.services.profile;

  app.get(
    '',
    {
      config: { policy: 'staff' },
      schema: { tags: ['profile'], summary: 'The signed-in user’s professional profile', response: { 200: Profile, ...errors } },
    },
    async (request, reply) => {
      const user = await signedInActor(request);
      reply.header('cache-control', 'no-store');
      return profile().get(user.id);
    },
  );

  app.put(
    '',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['profile'],
        summary: 'Save the signed-in user’s professional profile',
        body: ProfileUpdateBody,
        response: { 200: Profile, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => profile().update((await signedInActor(request)).id, request.body),
  );
}
