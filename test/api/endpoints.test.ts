import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { openApiTransform, securitySchemes } from '#server/lib/openapi.js';
import { endpointUrl, type Endpoint } from '#shared/contracts/endpoint.js';
import { billingEndpoints } from '#shared/contracts/billing-endpoints.js';

/**
 * The shared endpoint tables the web calls through (ADR 035) say what the server serves: for each
 * entry, the route with that method and path has that operationId and, in the OpenAPI document,
 * the same parameters, body and success answer as the table's schemas give.
 */
const TABLES: Record<string, Record<string, Endpoint>> = { billing: billingEndpoints };

type Operation = { operationId?: string; parameters?: unknown; requestBody?: unknown; responses: Record<string, unknown> };
type Doc = { paths: Record<string, Record<string, Operation>> };
const openApiPath = (p: string) => p.replace(/:(\w+)/g, '{$1}');

let t: TestApp;
let served: Doc;
let declared: Doc;
beforeAll(async () => {
  t = await createTestApp();
  served = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
  // The tables' schemas through the same document pipeline as the app's routes.
  const mirror = Fastify({ logger: false });
  mirror.setValidatorCompiler(validatorCompiler);
  mirror.setSerializerCompiler(serializerCompiler);
  await mirror.register(swagger, { openapi: { openapi: '3.0.3', info: { title: 'tables', version: '1' }, components: { securitySchemes } }, transform: openApiTransform });
  for (const table of Object.values(TABLES)) {
    for (const [operationId, e] of Object.entries(table)) {
      mirror.route({
        method: e.method,
        url: e.path,
        config: { policy: 'signed-in' },
        schema: {
          operationId,
          ...(e.params && { params: e.params }),
          ...(e.query && { querystring: e.query }),
          ...(e.body && { body: e.body }),
          response: { 200: e.response },
        },
        handler: async () => ({}),
      });
    }
  }
  await mirror.ready();
  declared = mirror.swagger() as unknown as Doc;
  await mirror.close();
});
afterAll(async () => {
  await t?.close();
});

describe('shared endpoint tables', () => {
  for (const [name, table] of Object.entries(TABLES)) {
    it(`${name}: every entry is a served operation with the same id and schemas`, () => {
      for (const [operationId, e] of Object.entries(table)) {
        const where = `${operationId}: ${e.method} ${e.path}`;
        const method = e.method.toLowerCase();
        const real = served.paths[openApiPath(e.path)]?.[method];
        expect(real, where).toBeTruthy();
        const mine = declared.paths[openApiPath(e.path)]![method]!;
        expect(real!.operationId, where).toBe(operationId);
        expect(real!.parameters, where).toEqual(mine.parameters);
        expect(real!.requestBody, where).toEqual(mine.requestBody);
        expect(real!.responses['200'], where).toEqual(mine.responses['200']);
      }
    });
  }

  it('fills in the path and the defined query values, encoded', () => {
    const e = billingEndpoints.deleteBillingItem;
    expect(endpointUrl(e, { tripId: 'a b', itemId: 'c/d' }, { version: 3 })).toBe('/api/billing/a%20b/items/c%2Fd?version=3');
    expect(endpointUrl(billingEndpoints.getBilling, { tripId: 't' }, { skip: undefined })).toBe('/api/billing/t');
    expect(() => endpointUrl(billingEndpoints.getBilling, {})).toThrow(/:tripId/);
  });
});
