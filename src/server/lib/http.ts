import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBody } from '#shared/contracts/common.js';
import type { SessionUser } from '#shared/contracts/auth.js';
import { unauthorized } from './errors.js';

/**
 * Helpers of the route files: the signed-in caller and the error answers a
 * route documents. Routes stay HTTP only (DESIGN Layout).
 */

/** The signed-in user of a route whose policy already required one; 401 if the session ended meanwhile. */
export async function signedInActor(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.actor();
  if (!user) throw unauthorized();
  return user;
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 500 | 502;

/** The `response` entries of the error statuses a route can answer, all with the one error body. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBody])) as Record<S, typeof ErrorBody>;
}

const serialized = new WeakMap<object, string | ArrayBuffer | Buffer>();

/**
 * Sends `body` through the route's own serializer (its response schema), once per object: an
 * answer kept in a read cache (lib/read-cache.ts) is validated and serialized the first time only.
 */
export function sendCached(reply: FastifyReply, body: object): FastifyReply {
  let text = serialized.get(body);
  if (text === undefined) {
    const made = reply.serialize(body);
    serialized.set(body, made);
    text = made;
  }
  return reply.type('application/json; charset=utf-8').send(text);
}

/** A document to download (PDF, iCalendar): its type, its file name, and never kept by a shared cache. */
export function sendAttachment(reply: FastifyReply, type: string, fileName: string, body: Buffer | Uint8Array | string): FastifyReply {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}
