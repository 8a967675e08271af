import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { SESSION_COOKIE, SESSION_SCHEME, operationIdOf } from '#server/lib/openapi.js';

/**
 * The OpenAPI document as its consumers need it (issue 18 §6, ADR 035): Redocly's recommended
 * ruleset without an error, an operationId on every operation, the session cookie as a security
 * scheme, the media types of the answers that are not JSON, and no ambiguous paths.
 */
type Media = Record<string, { schema?: Record<string, unknown> }>;
type Operation = {
  operationId?: string;
  'x-policy'?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Media }>;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, { type: string; in: string; name: string }> };
};

let t: TestApp;
let body: string;
let doc: Doc;
let ops: Array<{ method: string; path: string; op: Operation }>;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  body = res.body;
  doc = res.json() as Doc;
  ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method, path, op })));
});
afterAll(async () => {
  await t?.close();
});

describe('OpenAPI document', () => {
  it("passes Redocly's recommended ruleset with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: body, absoluteRef: 'openapi.json', config });
    const lines = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    const errors = lines.filter((l) => l.startsWith('error'));
    if (lines.length) console.log(`Redocly recommended: ${errors.length} errors, ${lines.length - errors.length} warnings\n${lines.join('\n')}`);
    expect(errors).toEqual([]);
  });

  it('gives every operation a unique, readable operationId', () => {
    expect(ops.length).toBeGreaterThan(100);
    const ids = ops.map((o) => o.op.operationId);
    for (const [i, id] of ids.entries()) expect(id, `${ops[i]!.method} ${ops[i]!.path}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
    const seen = new Map<string, string>();
    for (const o of ops) {
      const other = seen.get(o.op.operationId!);
      expect(other, `${o.method} ${o.path} has the operationId of ${other}`).toBeUndefined();
      seen.set(o.op.operationId!, `${o.method} ${o.path}`);
    }
    expect(doc.paths['/api/trips/{id}']!.get!.operationId).toBe('getTrip');
    expect(doc.paths['/api/trips/{id}/days']!.put!.operationId).toBe('saveTripDays');
    expect(doc.paths['/api/clients']!.get!.operationId).toBe('listClients');
  });

  it('makes operationIds by rule where the table names none, the same on every build', () => {
    expect(operationIdOf('GET', '/api/trips/:id/history')).toBe('getTripHistory');
    expect(operationIdOf('POST', '/api/custom-activities')).toBe('createCustomActivity');
    expect(operationIdOf('DELETE', '/api/billing/:tripId/items/:itemId')).toBe('deleteBillingItem');
    expect(operationIdOf('GET', '/api/places')).toBe('listPlaces');
  });

  it('describes the session cookie as a security scheme, required by every operation that is not public', async () => {
    expect(doc.components.securitySchemes?.[SESSION_SCHEME]).toMatchObject({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE });
    // The name is the cookie better-auth really sets.
    const user = await t.user();
    expect(user.cookie).toMatch(new RegExp(`(^|; )${SESSION_COOKIE.replace('.', '\\.')}=`));
    for (const { method, path, op } of ops) {
      const where = `${method} ${path} (${op['x-policy']})`;
      if (op['x-policy'] === 'public') expect(op.security, where).toEqual([]);
      else expect(op.security, where).toEqual([{ [SESSION_SCHEME]: [] }]);
    }
  });

  it('declares the media types of answers that are not JSON', () => {
    const content = (path: string, method = 'get', status = '200') => doc.paths[path]![method]!.responses[status]!.content ?? {};
    for (const pdf of ['/api/billing/{tripId}/statement.pdf', '/api/billing/{tripId}/itinerary.pdf']) {
      expect(Object.keys(content(pdf)), pdf).toEqual(['application/pdf']);
      expect(content(pdf)['application/pdf']!.schema).toMatchObject({ type: 'string', format: 'binary' });
    }
    for (const ics of ['/api/billing/{tripId}/calendar.ics', '/api/billing/feeds/{token}/calendar.ics', '/api/shared/{token}/calendar.ics']) {
      expect(Object.keys(content(ics)), ics).toEqual(['text/calendar']);
    }
    expect(Object.keys(content('/api/places/photo'))).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(Object.keys(content('/api/places/{id}/image'))).toEqual(['image/svg+xml']);
    for (const stream of ['/api/trips/{id}/events', '/api/notifications/events']) {
      const events = content(stream)['text/event-stream']?.schema as { properties?: { event?: { enum?: string[] } } } | undefined;
      expect(events?.properties?.event?.enum, stream).toContain('notifications.changed');
      // Its refusals are JSON, as everywhere.
      expect(Object.keys(content(stream, 'get', '401')), stream).toEqual(['application/json']);
    }
    // No answer is JSON with an empty schema (what a file declared as JSON looked like).
    for (const { method, path, op } of ops) {
      for (const [status, response] of Object.entries(op.responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (!schema) continue;
        const { description: _description, ...constraints } = schema;
        expect(Object.keys(constraints), `${method} ${path} ${status}`).not.toEqual([]);
      }
    }
  });

  it('shows the calendar feed at a path no other route can be read as; the old links still answer', async () => {
    expect(doc.paths['/api/billing/feeds/{token}']).toBeUndefined();
    expect(doc.paths['/api/billing/feeds/{token}/calendar.ics']?.get).toBeTruthy();
    for (const url of ['/api/billing/feeds/unknown-unknown-unknown-unknown-unknown', '/api/billing/feeds/unknown-unknown-unknown-unknown-unknown/calendar.ics']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
