import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';

/**
 * Private API answers are never stored by a browser or a proxy (issue 12 item 12): every
 * operation whose policy needs a session answers `Cache-Control: no-store` (or a route's own
 * `private, …` for non-personal bytes such as a place photo), whatever its status; public
 * answers meant to be cached (blog, map) keep their own header.
 */
type Operation = { 'x-policy': string; responses?: Record<string, { content?: Record<string, unknown> }> };

let t: TestApp;
let admin: TestUser;
let client: TestUser;
let doc: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user({ role: 'super_admin' });
  client = await t.user({ role: 'client' });
  doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
});
afterAll(async () => {
  await t?.close();
});

const privateCache = (v: unknown) => typeof v === 'string' && (/\bno-store\b/.test(v) || /^private\b/.test(v));

describe('Cache-Control of private answers', () => {
  it('every GET that needs a session answers no-store, to its user and to a stranger', async () => {
    let checked = 0;
    for (const [route, ops] of Object.entries(doc.paths)) {
      const op = ops.get;
      if (!op || op['x-policy'] === 'public') continue;
      const isStream = Object.values(op.responses ?? {}).some((r) => Object.keys(r.content ?? {}).includes('text/event-stream'));
      const url = route.replace(/\{\w+\}/g, () => randomUUID());
      for (const cookie of [admin.cookie, client.cookie, undefined]) {
        if (isStream && cookie) continue; // an open stream; its refusal below is enough
        const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
        expect(privateCache(res.headers['cache-control']), `${route} ${res.statusCode} ${String(res.headers['cache-control'])}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('names the cases of the issue: the client list and a questionnaire', async () => {
    for (const url of ['/api/clients', `/api/questionnaires/${randomUUID()}`, '/api/auth/session']) {
      const res = await t.app.inject({ url, headers: { cookie: admin.cookie } });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'cache@example.com' }),
    });
    expect(write.statusCode).toBe(201);
    expect(write.headers['cache-control']).toBe('no-store');
  });

  it('keeps public answers cacheable', async () => {
    const blog = await t.app.inject({ url: '/api/blog/posts' });
    expect(blog.headers['cache-control']).toBe('public, max-age=60');
    const map = await t.app.inject({ url: '/api/map/config' });
    expect(map.headers['cache-control']).toBe('public, max-age=300');
  });
});
