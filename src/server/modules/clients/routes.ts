import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ClientCreatedResponse,
  ClientDetail,
  ClientInfoBody,
  ClientListQuery,
  ClientPage,
  ClientParams,
  CloneTripBody,
  CreatedTripResponse,
  NewClientBody,
  NewClientTripBody,
  TemplateTripList,
} from '#shared/contracts/clients.js';
import { ErrorBody, Ok } from '#shared/contracts/common.js';
import { unauthorized } from '#server/lib/errors.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody, 429: ErrorBody };

async function actorOf(request: FastifyRequest) {
  const user = await request.actor();
  if (!user) throw unauthorized();
  return user;
}

/** Client database, client detail, and trip copies for clients (spec §2, §5, §7). Staff only (spec §6). */
export default async function clientsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const clients = () => app.ctx.services.clients;
  const staff = { policy: 'staff' as const };

  app.get(
    '/clients',
    {
      config: staff,
      schema: {
        tags: ['clients'],
        summary: 'Client database: one page of client cards, searched by e-mail, full name or destination',
        querystring: ClientListQuery,
        response: { 200: ClientPage, ...errors },
      },
    },
    async (request) => clients().list(request.query),
  );

  app.post(
    '/clients',
    {
      config: staff,
      schema: {
        tags: ['clients'],
        summary: 'Add a client: the allowed-client record and a users row without password',
        body: NewClientBody,
        response: { 201: ClientCreatedResponse, ...errors },
      },
    },
    async (request, reply) => {
      const client = await clients().create(request.body, await actorOf(request));
      return reply.status(201).send({ client });
    },
  );

  app.get(
    '/clients/:clientId',
    {
      config: staff,
      schema: {
        tags: ['clients'],
        summary: 'Client detail: information, latest questionnaire, destinations, trips, account status',
        params: ClientParams,
        response: { 200: ClientDetail, ...errors },
      },
    },
    async (request) => clients().detail(request.params.clientId),
  );

  app.patch(
    '/clients/:clientId',
    {
      config: staff,
      schema: {
        tags: ['clients'],
        summary: 'Save the client information form',
        params: ClientParams,
        body: ClientInfoBody,
        response: { 200: ClientDetail, ...errors },
      },
    },
    async (request) => clients().update(request.params.clientId, request.body, await actorOf(request)),
  );

  app.delete(
    '/clients/:clientId',
    {
      // Deleting users and trips is reserved to super admins (spec §6).
      config: { policy: 'super-admin' },
      schema: {
        tags: ['clients'],
        summary: "Delete a client (record and user); the client's trips move to the deleted folder",
        params: ClientParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await clients().remove(request.params.clientId, await actorOf(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/clients/:clientId/trips',
    {
      config: staff,
      schema: {
        tags: ['clients'],
        summary: 'Create New Trip: a blank trip for this client at a destination',
        params: ClientParams,
        body: NewClientTripBody,
        response: { 201: CreatedTripResponse, ...errors },
      },
    },
    async (request, reply) => {
      const trip = await clients().createTrip(request.params.clientId, request.body, await actorOf(request));
      return reply.status(201).send({ trip });
    },
  );

  app.post(
    '/clients/:clientId/clone',
    {
      config: staff,
      schema: {
        tags: ['clients'],
        summary: "Clone a trip by its number (T-1042, #1042 or 1042) into this client's account",
        params: ClientParams,
        body: CloneTripBody,
        response: { 201: CreatedTripResponse, ...errors },
      },
    },
    async (request, reply) => {
      const trip = await clients().cloneByNumber(request.params.clientId, request.body.tripNumber, await actorOf(request));
      return reply.status(201).send({ trip });
    },
  );

  app.post(
    '/clients/:clientId/reset-password',
    {
      config: staff,
      schema: {
        tags: ['clients'],
        summary: 'E-mail the client a password reset link (accounts in use only)',
        params: ClientParams,
        response: { 200: Ok, ...errors, 500: ErrorBody },
      },
    },
    async (request) => {
      await clients().resetPassword(request.params.clientId, await actorOf(request));
      return { ok: true as const };
    },
  );

  app.get(
    '/trips/templates',
    {
      config: staff,
      schema: {
        tags: ['clients'],
        summary: 'Template (demo) trips for the picker of the questionnaire review',
        response: { 200: TemplateTripList, ...errors },
      },
    },
    async () => ({ items: await app.ctx.services.tripCopies.listTemplates() }),
  );
}
