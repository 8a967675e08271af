import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as contract from '#shared/contracts/team.js';
import { IdParams, Ok } from '#shared/contracts/common.js';
import { errorResponses, signedInActor } from '#server/lib/http.js';

const errors = errorResponses(400, 401, 403, 404, 422);

/** /api/team: Team Rights (spec §2 /backoffice/team-invitations) and the specialist list (spec §6). Prefix /team. */
export default async function teamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const team = () => app.ctx.services.team;

  app.get(
    '',
    {
      config: { policy: 'super-admin' },
      schema: {
        tags: ['team'],
        summary: 'Users and invited e-mails (pending rows have no account), newest first',
        response: { 200: contract.TeamList, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { rows: await team().list(await signedInActor(request)) };
    },
  );

  app.post(
    '/invites',
    {
      config: { policy: 'super-admin' },
      schema: {
        tags: ['team'],
        summary: 'Add a user: authorise an e-mail with a role and approval (spec §5)',
        body: contract.InviteBody,
        response: { 200: contract.TeamRow, ...errors },
      },
    },
    async (request) => team().invite(await signedInActor(request), request.body),
  );

  app.patch(
    '/users/:id',
    {
      config: { policy: 'super-admin' },
      schema: {
        tags: ['team'],
        summary: "Change a user's role and/or approval (also on their invite row); `version` is the one read: 409 stale when someone changed the user since",
        params: IdParams,
        body: contract.UpdateUserBody,
        response: { 200: contract.TeamRow, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => team().updateUser(await signedInActor(request), request.params.id, request.body),
  );

  app.delete(
    '/users/:id',
    {
      config: { policy: 'super-admin' },
      schema: {
        tags: ['team'],
        summary: 'Delete a user and their invite row; the body must confirm with the word DELETE',
        params: IdParams,
        body: contract.DeleteUserBody,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await team().deleteUser(await signedInActor(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.patch(
    '/invites/:id',
    {
      config: { policy: 'super-admin' },
      schema: {
        tags: ['team'],
        summary: 'Change the role and/or approval of an invited e-mail with no account yet; `version` is the one read: 409 stale when someone changed it since',
        params: IdParams,
        body: contract.UpdateUserBody,
        response: { 200: contract.TeamRow, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => team().updateInvite(await signedInActor(request), request.params.id, request.body),
  );

  app.delete(
    '/invites/:id',
    {
      config: { policy: 'super-admin' },
      schema: {
        tags: ['team'],
        summary: 'Remove an invited e-mail that has no account yet',
        params: IdParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await team().deleteInvite(await signedInActor(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/users/:id/reset-password',
    {
      config: { policy: 'super-admin' },
      schema: {
        tags: ['team'],
        summary: 'Set a temporary password (shown once) and force a change at the next sign-in',
        params: IdParams,
        response: { 200: contract.TemporaryPasswordResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { temporaryPassword: await team().resetPassword(await signedInActor(request), request.params.id) };
    },
  );

  app.get(
    '/specialists',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['team'],
        summary: 'Approved staff who can be a travel specialist, with their profile',
        response: { 200: contract.SpecialistList, ...errors },
      },
    },
    async () => ({ specialists: await team().specialists() }),
  );
}
