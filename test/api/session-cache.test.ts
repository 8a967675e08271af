import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../helpers/app.js';

/**
 * Issue 12, speed under load: signed-in users are kept a few seconds by session cookie, and a
 * signed-out, deleted or demoted user's cookie still stops working at once (session-cache.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const json = (cookie: string, body: unknown) => ({ headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const session = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user as { id: string; role: string } | null;
const trips = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/trips', headers: { cookie } })).statusCode;

describe('session cache', () => {
  it('answers a session again without resolving it again', async () => {
    const u = await t.user({ role: 'team' });
    expect((await session(u.cookie))?.id).toBe(u.id);
    let queries = 0;
    const count = (q: unknown) => {
      void q;
      queries++;
    };
    // Count the statements PGlite runs during the second call.
    const pg = t.database.db;
    const origin = pg.getExecutor();
    const spy = origin.executeQuery.bind(origin);
    (origin as unknown as { executeQuery: typeof spy }).executeQuery = ((...a: Parameters<typeof spy>) => {
      count(a[0]);
      return spy(...a);
    }) as typeof spy;
    try {
      expect((await session(u.cookie))?.id).toBe(u.id);
    } finally {
      (origin as unknown as { executeQuery: typeof spy }).executeQuery = spy;
    }
    expect(queries).toBe(0);
  });

  it('a signed-out cookie stops working at once', async () => {
    const u = await t.user({ role: 'team' });
    expect((await session(u.cookie))?.id).toBe(u.id);
    expect(await trips(u.cookie)).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: u.cookie } });
    expect(out.statusCode).toBe(200);
    expect(await session(u.cookie)).toBeNull();
    expect(await trips(u.cookie)).toBe(401);
  });

  it('a deleted user is signed out at once', async () => {
    const admin = await t.user({ role: 'super_admin' });
    const u = await t.user({ role: 'team' });
    expect(await trips(u.cookie)).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/team/users/${u.id}`, ...json(admin.cookie, { confirm: 'DELETE' }) });
    expect(del.statusCode, del.body).toBe(200);
    expect(await session(u.cookie)).toBeNull();
    expect(await trips(u.cookie)).toBe(401);
  });

  it('a demoted or unapproved user loses the rights at once', async () => {
    const admin = await t.user({ role: 'super_admin' });
    const u = await t.user({ role: 'team' });
    expect(await trips(u.cookie)).toBe(200);
    const demote = await t.app.inject({ method: 'PATCH', url: `/api/team/users/${u.id}`, ...json(admin.cookie, { role: 'client', version: 1 }) });
    expect(demote.statusCode, demote.body).toBe(200);
    expect((await session(u.cookie))?.role).toBe('client');
    expect(await trips(u.cookie)).toBe(403);

    const v = await t.user({ role: 'team' });
    expect(await trips(v.cookie)).toBe(200);
    const unapprove = await t.app.inject({ method: 'PATCH', url: `/api/team/users/${v.id}`, ...json(admin.cookie, { approved: false, version: 1 }) });
    expect(unapprove.statusCode, unapprove.body).toBe(200);
    expect(await trips(v.cookie)).toBe(403);
  });

  it('a change made outside our services (plain SQL) is seen at once too', async () => {
    const u = await t.user({ role: 'team' });
    expect(await trips(u.cookie)).toBe(200);
    await sql`update users set role = 'client' where id = ${u.id}`.execute(t.database.db);
    expect(await trips(u.cookie)).toBe(403);
    await sql`delete from auth_sessions where user_id = ${u.id}`.execute(t.database.db);
    expect(await session(u.cookie)).toBeNull();
  });

  it('a forced password change applies at once', async () => {
    const admin = await t.user({ role: 'super_admin' });
    const u = await t.user({ role: 'team' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: u.cookie } })).json().user.mustChangePassword).toBe(false);
    const reset = await t.app.inject({ method: 'POST', url: `/api/team/users/${u.id}/reset-password`, headers: { cookie: admin.cookie } });
    expect(reset.statusCode, reset.body).toBe(200);
    // The admin reset ends the user's sessions.
    expect(await session(u.cookie)).toBeNull();
  });
});
