import type { z } from 'zod';

/**
 * One JSON operation of the API as both sides know it (ADR 035): its method, its path under /api
 * with `:name` parameters, and the zod schemas of its parameters, query, body and success answer,
 * taken from the resource's contract. The server registers the route with the same schemas (a test
 * compares the two documents); the web calls it through `call()` (#web/lib/api), typed by them.
 * Keyed by the operation's `operationId`.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** A table of endpoints by operationId, kept exact for the types. */
export const endpoints = <const T extends Record<string, Endpoint>>(table: T): T => table;

type Field<E extends Endpoint, K extends 'params' | 'query' | 'body', Name extends string> = E[K] extends z.ZodType
  ? { [P in Name]: z.input<E[K]> }
  : { [P in Name]?: undefined };

/** What a caller passes: the path's parameters, the query and the body, each as its schema accepts. */
export type EndpointInput<E extends Endpoint> = Field<E, 'params', 'params'> & Field<E, 'query', 'query'> & Field<E, 'body', 'body'>;

/** What the server answers (its schema's output, as JSON carries it). */
export type EndpointAnswer<E extends Endpoint> = z.output<E['response']>;

/** The URL of a call: the path with its parameters filled in and the query's defined values. */
export function endpointUrl(e: Endpoint, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = e.path.replace(/:(\w+)/g, (_, name: string) => {
    const v = values[name];
    if (v === undefined || v === null) throw new Error(`${e.method} ${e.path}: no value for :${name}`);
    return encodeURIComponent(String(v));
  });
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>)) if (v !== undefined && v !== null) search.set(k, String(v));
  const q = search.toString();
  return q ? `${path}?${q}` : path;
}
