import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountInfo, ConfirmEmailBody, ConfirmEmailResponse, DeleteAccountBody, UpdateAccountBody } from '#shared/contracts/account.js';
import { Ok } from '#shared/contracts/common.js';
import { errorResponses, signedInActor } from '#server/lib/http.js';

const errors = errorResponses(400, 401, 403, 404);

/** The signed-in user's account (settings, Delete Account) and confirm-email; part of /api/auth. */
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = () => app.ctx.services.accountSettings;

  app.get(
    '/account',
    {
      config: { policy: 'signed-in' },
      schema: { tags: ['auth'], summary: 'My account: id, e-mail, role, member since', response: { 200: AccountInfo, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return settings().info(await signedInActor(request));
    },
  );

  app.patch(
    '/account',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Correct my own name {fullName, version}; 409 when my details changed since I read them',
        body: UpdateAccountBody,
        response: { 200: AccountInfo, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return settings().rename(await signedInActor(request), request.body);
    },
  );

  app.delete(
    '/account',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Delete my client account and personal data (typed DELETE); trip records are kept anonymised (ADR 018)',
        body: DeleteAccountBody,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      // The sessions go with the account (cascade): the browser's cookie no longer opens anything.
      await settings().deleteOwn(await signedInActor(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/confirm-email',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['auth'],
        summary: "Confirm a user's e-mail (spec §7 confirm-email {user_id}); staff",
        body: ConfirmEmailBody,
        response: { 200: ConfirmEmailResponse, ...errors },
      },
    },
    async (request) => settings().confirmEmail(await signedInActor(request), request.body.user_id),
  );
}
