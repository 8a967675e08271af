import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DeleteUserBody,
  InviteBody,
  SpecialistList,
  TeamList,
  TeamRow,
  TemporaryPasswordResponse,
  UpdateUserBody,
} from '#shared/contracts/team.js';
import { ErrorBody, IdParams, Ok } from '#shared/contracts/common.js';
import { unauthorized } from '#server/lib/errors.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** Team Rights (spec §2 /backoffice/team-invitations) and the specialist list (spec §6). */
export default async function teamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const team = () => app.ctx.services.team;
  const actorOf = async (request: FastifyRequest) => {
    const user = await request.actor();
    if (!user) throw unauthorized('Not authenticated');
    return user;
  };

  app.get(
    '/team',
    {
      config: { policy: 'super-admin' },
      schema: {
        tags: ['team'],
        summary: 'Users and invited e-mails (pending rows have no account), newest first',
        response: { 200: TeamList, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { rows: await team().list(await actorOf(request)) };
    },
  );

  app.post(
    '/team/invites',
    {
      config: { policy: 'super-admin' },
      schema: {
        tags: ['team'],
        summary: 'Add a user: authorise an e-mail with a role and approval (spec §5)',
        body: InviteBody,
        response: { 200: TeamRow, ...errors },
      },
    },
    async (request) => team().invite(await actorOf(request), request.body),
  );

  app.patch(
    '/team/users/:id',
    {
      config: { policy: 'super-admin' },
      schema: {
        tags: ['team'],
        summary: "Change a user's role and/or approval (also on their invite row)",
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: TeamRow, ...errors },
      },
    },
    async (request) => team().updateUser(await actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/team/users/:id',
    {
      config: { policy: 'super-admin' },
      schema: {
        tags: ['team'],
        summary: 'Delete a user and their invite row; the body must confirm with the word DELETE',
        params: IdParams,
        body: DeleteUserBody,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await team().deleteUser(await actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.patch(
    '/team/invites/:id',
    {
      config: { policy: 'super-admin' },
      schema: {
        tags: ['team'],
        summary: 'Change the role and/or approval of an invited e-mail with no account yet',
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: TeamRow, ...errors },
      },
    },
    async (request) => team().updateInvite(await actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/team/invites/:id',
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
      await team().deleteInvite(await actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/team/users/:id/reset-password',
    {
      config: { policy: 'super-admin' },
      schema: {
        tags: ['team'],
        summary: 'Set a temporary password (shown once) and force a change at the next sign-in',
        params: IdParams,
        response: { 200: TemporaryPasswordResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { temporaryPassword: await team().resetPassword(await actorOf(request), request.params.id) };
    },
  );

  app.get(
    '/team/specialists',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['team'],
        summary: 'Approved staff who can be a travel specialist, with their profile',
        response: { 200: SpecialistList, ...errors },
      },
    },
    async () => ({ specialists: await team().specialists() }),
  );
}
