import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as contract from '#shared/contracts/clients.js';
import { Ok } from '#shared/contracts/common.js';
import { errorResponses, signedInActor } from '#server/lib/http.js';

const errors = errorResponses(400, 401, 403, 404, 422, 429);

/**
 * /api/clients: client database, client detail, and the trips made for a client
 * (spec §2, §5, §7). Staff only (spec §6). Registered with the prefix /clients.
 */
export default async function clientsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const clients = () => app.ctx.services.clients;
  const staff = { policy: 'staff' as const };

  app.get(
    '',
    {
      config: staff,
      schema: {
        tags: ['clients'],
        summary: 'Client database: one page of client cards, searched by e-mail, full name or destination',
        querystring: contract.ClientListQuery,
        response: { 200: contract.ClientPage, ...errors },
      },
    },
    async (request) => clients().list(request.query),
  );

  app.post(
    '',
    {
      config: staff,
      schema: {
        tags: ['clients'],
        summary: 'Add a client: the allowed-client record and a users row without password',
        body: contract.NewClientBody,
        response: { 201: contract.ClientCreatedResponse, ...errors },
      },
    },
    async (request, reply) => {
      const client = await clients().create(request.body, await signedInActor(request));
      return reply.status(201).send({ client });
    },
  );

  app.get(
    '/:clientId',
    {
      config: staff,
      schema: {
        tags: ['clients'],
        summary: 'Client detail: information, latest questionnaire, destinations, trips, account status',
        params: contract.ClientParams,
        response: { 200: contract.ClientDetail, ...errors },
      },
    },
    async (request) => clients().detail(request.params.clientId),
  );

  app.patch(
    '/:clientId',
    {
      config: staff,
      schema: {
        tags: ['clients'],
        summary: 'Save the client information form',
        params: contract.ClientParams,
        body: contract.ClientUpdateBody,
        response: { 200: contract.ClientDetail, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => clients().update(request.params.clientId, request.body, await signedInActor(request)),
  );

  app.delete(
    '/:clientId',
    {
      // Deleting users and trips is reserved to super admins (spec §6).
      config: { policy: 'super-admin' },
      schema: {
        tags: ['clients'],
        summary: "Delete a client (record and user); the client's trips move to the deleted folder",
        params: contract.ClientParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await clients().remove(request.params.clientId, await signedInActor(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/:clientId/trips',
    {
      config: staff,
      schema: {
        tags: ['clients'],
        summary: 'Create New Trip: a blank trip for this client at a destination',
        params: contract.ClientParams,
        body: contract.NewClientTripBody,
        response: { 201: contract.CreatedTripResponse, ...errors },
      },
    },
    async (request, reply) => {
      const trip = await clients().createTrip(request.params.clientId, request.body, await signedInActor(request));
      return reply.status(201).send({ trip });
    },
  );

  app.post(
    '/:clientId/clone',
    {
      config: staff,
      schema: {
        tags: ['clients'],
        summary: "Clone a trip by its number (T-1042, #1042 or 1042) into this client's account",
        params: contract.ClientParams,
        body: contract.CloneTripBody,
        response: { 201: contract.ClonedTripResponse, ...errors },
      },
    },
    async (request, reply) => {
      const cloned = await clients().cloneByNumber(request.params.clientId, request.body.tripNumber, await signedInActor(request));
      return reply.status(201).send(cloned);
    },
  );

  app.post(
    '/:clientId/reset-password',
    {
      config: staff,
      schema: {
        tags: ['clients'],
        summary: 'E-mail the client a password reset link (accounts in use only)',
        params: contract.ClientParams,
        response: { 200: Ok, ...errors, ...errorResponses(500) },
      },
    },
    async (request) => {
      await clients().resetPassword(request.params.clientId, await signedInActor(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/:clientId/invitation',
    {
      config: staff,
      schema: {
        tags: ['clients'],
        summary: "E-mail a client staff prepared a link straight to 'Set your password' (accounts without a password only)",
        params: contract.ClientParams,
        response: { 200: contract.InvitationSentResponse, ...errors, ...errorResponses(500) },
      },
    },
    async (request) => {
      const { email } = await clients().sendInvitation(request.params.clientId, await signedInActor(request));
      return { ok: true as const, email };
    },
  );
}
