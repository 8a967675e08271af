import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TripIdParams } from '#shared/contracts/trips.js';
import { ApproveBody, ClientChanges, ProposalState, RequestChangesBody, SeenBody, SendBody, SendResult } from '#shared/contracts/proposals.js';
import { errorResponses, signedInActor } from '#server/lib/http.js';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/**
 * /api/trips/:id/send, /proposal, /approve, /request-changes, /changes-for-me (issue 22, ADR 037):
 * the proposals module's routes, registered under /trips beside the trip they act on.
 */
export async function proposalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const proposals = () => app.ctx.services.proposals;

  app.post(
    '/:id/send',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['proposals'],
        summary:
          "'Send to client': the trip as read at `version` becomes the version sent (409 when stale); its travellers are told in the workspace and by e-mail what changed since the previous send; a hidden trip becomes visible (staff)",
        params: TripIdParams,
        body: SendBody,
        response: { 200: SendResult, ...errors },
      },
    },
    async (request) => proposals().send(await signedInActor(request), request.params.id, request.body.version),
  );

  app.get(
    '/:id/proposal',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['proposals'],
        summary: "The version sent last and the travellers' latest answer: approved (by whom, when, which version; changed since?) or changes asked (whoever reads the trip)",
        params: TripIdParams,
        response: { 200: ProposalState, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return proposals().state(await signedInActor(request), request.params.id);
    },
  );

  app.post(
    '/:id/approve',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['proposals'],
        summary:
          'Approve the version sent, naming it (409 when it is not the latest sent) and typing your full name; recorded with the time and address; the specialist is told (a traveller of the trip)',
        params: TripIdParams,
        body: ApproveBody,
        response: { 200: ProposalState, ...errors },
      },
    },
    async (request) => proposals().approve(await signedInActor(request), request.params.id, request.body, request.ip),
  );

  app.post(
    '/:id/request-changes',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['proposals'],
        summary: 'Ask the specialist for changes to the version sent, with a message (409 when it is not the latest sent); the specialist is told (a traveller of the trip)',
        params: TripIdParams,
        body: RequestChangesBody,
        response: { 200: ProposalState, ...errors },
      },
    },
    async (request) => proposals().requestChanges(await signedInActor(request), request.params.id, request.body, request.ip),
  );

  app.get(
    '/:id/changes-for-me',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['proposals'],
        summary: 'What changed since the version you last saw (or the first sent), in short sentences with the days they touch (whoever reads the trip)',
        params: TripIdParams,
        response: { 200: ClientChanges, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return proposals().changesForMe(await signedInActor(request), request.params.id);
    },
  );

  app.post(
    '/:id/changes-for-me/seen',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['proposals'],
        summary: "Dismiss 'What changed since you last looked' up to `version` (whoever reads the trip)",
        params: TripIdParams,
        body: SeenBody,
        response: { 200: ClientChanges, ...errors },
      },
    },
    async (request) => proposals().markSeen(await signedInActor(request), request.params.id, request.body.version),
  );
}
