import { IDEMPOTENCY_KEY_HEADER, type ErrorBody } from '#shared/contracts/common';
import { endpointUrl, type Endpoint, type EndpointAnswer, type EndpointInput } from '#shared/contracts/endpoint';

/** An API failure with the server's message and field errors (DESIGN.md, API errors). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function api<T>(method: Method, url: string, body?: unknown, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      ...init,
    });
  } catch {
    throw new ApiError(0, 'network', 'Unable to connect');
  }
  const text = await res.text();
  if (!res.ok) throw failureOf(res.status, text);
  return (text ? safeParse(text) : undefined) as T;
}

/** The ApiError of a refused call, from its status and body (`{ error: { code, message, fields? } }` when ours). */
export function failureOf(status: number, text: string): ApiError {
  const err = (text ? (safeParse(text) as ErrorBody | undefined) : undefined)?.error;
  return new ApiError(status, err?.code ?? 'http_' + status, err?.message ?? `Request failed (${status})`, err?.fields ?? {});
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const get = <T>(url: string) => api<T>('GET', url);

/** A new Idempotency-Key: one per user action (a dialog, an add), reused on that action's retries (ADR 022). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** A create sent with its action's Idempotency-Key: a retry answers the first result, never a second copy. */
export const postOnce = <T>(url: string, body: unknown, key: string) =>
  api<T>('POST', url, body, {
    headers: { 'content-type': 'application/json', accept: 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
  });
export const post = <T>(url: string, body?: unknown) => api<T>('POST', url, body ?? {});
export const patch = <T>(url: string, body: unknown) => api<T>('PATCH', url, body);
export const put = <T>(url: string, body: unknown) => api<T>('PUT', url, body);
export const del = <T>(url: string) => api<T>('DELETE', url);

/**
 * A typed call of an endpoint of the shared tables (#shared/contracts/*-endpoints, ADR 035): the
 * URL is made from its path and `params`, the body and query are what its schemas accept, and the
 * answer has its response schema's type, so no call names a type of its own. `idempotencyKey`
 * sends the action's Idempotency-Key (ADR 022).
 */
export function call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, opts: { idempotencyKey?: string } = {}): Promise<EndpointAnswer<E>> {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  const url = endpointUrl(endpoint, params, query);
  // A write without a body of its own sends {} (Fastify reads a JSON body of every POST/PUT/PATCH).
  const sent = body ?? (endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {});
  const init: RequestInit | undefined = opts.idempotencyKey
    ? { headers: { 'content-type': 'application/json', accept: 'application/json', [IDEMPOTENCY_KEY_HEADER]: opts.idempotencyKey } }
    : undefined;
  return api<EndpointAnswer<E>>(endpoint.method, url, sent, init);
}
