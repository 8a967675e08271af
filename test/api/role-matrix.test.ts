import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from '../helpers/app.js';
import type { Actor, MatrixFixtures, MatrixRow } from './matrix/types.js';
import { createFixtures } from './matrix/fixtures.js';

/**
 * The role matrix (DESIGN.md, Tests): every API route, called by each actor,
 * answers 401/403 exactly where spec §6 says, and never 5xx. Rows live in
 * test/api/matrix/*.ts, one file per module.
 */
const modules = import.meta.glob<{ rows: MatrixRow[] }>('./matrix/*.ts', { eager: true });
const allRows = Object.entries(modules)
  .filter(([file]) => !/\/(types|fixtures)\.ts$/.test(file))
  .flatMap(([, m]) => m.rows);

const actors: Actor[] = ['anonymous', 'client', 'otherClient', 'organizer', 'unapprovedTeam', 'team', 'superAdmin'];

let t: TestApp;
let cookies: Record<Actor, string | undefined>;
/** Signs one actor in again (after a row that ends its sessions). */
let signInAgain: (actor: Actor) => Promise<void>;
let fixtures: MatrixFixtures;

beforeAll(async () => {
  t = await createTestApp();
  const make = (role: string, approved = true) => t.user({ role, approved });
  const u = {
    client: await make('client'),
    otherClient: await make('client'),
    organizer: await make('organizer'),
    unapprovedTeam: await make('team', false),
    team: await make('team'),
    superAdmin: await make('super_admin'),
  };
  cookies = { anonymous: undefined, ...Object.fromEntries(Object.entries(u).map(([k, v]) => [k, v.cookie])) } as never;
  signInAgain = async (actor) => {
    const user = u[actor as keyof typeof u];
    if (user) cookies[actor] = await sessionCookie(t.app, user.email, user.password);
  };
  const users = Object.fromEntries(Object.entries(u).map(([k, v]) => [k, { id: v.id, email: v.email }])) as MatrixFixtures['users'];
  fixtures = { users, ids: await createFixtures(t, users) };
});
afterAll(async () => {
  await t?.close();
});

let base: string | undefined;
/** Opens a live stream over HTTP, reads its status and first bytes, and closes it. */
async function streamStatus(url: string, cookie: string | undefined) {
  base ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
  const abort = new AbortController();
  const r = await fetch(base + url, { headers: cookie ? { cookie } : {}, signal: abort.signal });
  const isStream = r.headers.get('content-type')?.includes('text/event-stream');
  const body = isStream ? '' : await r.text();
  abort.abort();
  return {
    statusCode: r.status,
    body,
    headers: { 'content-type': r.headers.get('content-type') ?? '' },
    json: () => JSON.parse(body),
  };
}

describe('role matrix', () => {
  it('has a row for every registered API route', () => {
    const registered = [...t.app.routePolicies.keys()].filter((k) => !k.includes('/api/docs'));
    const covered = new Set(allRows.map((r) => `${r.method} ${r.route}`));
    const missing = registered.filter((k) => !covered.has(k));
    expect(missing).toEqual([]);
  });

  it('every route declares a policy', () => {
    for (const [route, policy] of t.app.routePolicies) expect(policy, route).toBeTruthy();
  });

  for (const row of allRows) {
    it(`${row.method} ${row.route}`, async () => {
      for (const actor of actors) {
        const url = typeof row.url === 'function' ? row.url(fixtures) : row.url;
        const body = typeof row.body === 'function' ? (row.body as (f: MatrixFixtures) => unknown)(fixtures) : row.body;
        const res = row.stream ? await streamStatus(url, cookies[actor]) : await t.app.inject({
          method: row.method,
          url,
          headers: {
            ...(cookies[actor] ? { cookie: cookies[actor] } : {}),
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
        });
        const want = row.expect[actor];
        const label = `${actor} ${row.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        const code = res.headers['content-type']?.toString().includes('json') ? res.json()?.error?.code : undefined;
        const refusal = (res.statusCode === 401 && code === 'unauthenticated') || (res.statusCode === 403 && code === 'forbidden');
        if (want === 'allowed') expect(refusal, label).toBe(false);
        else if (want === 404) expect(res.statusCode, label).toBe(404);
        else {
          expect(res.statusCode, label).toBe(want);
          expect(refusal, label).toBe(true);
        }
        if (row.endsSessions) await signInAgain(actor);
      }
    });
  }
});
