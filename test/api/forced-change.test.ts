import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp, type TestUser } from '../helpers/app.js';

/**
 * A forced password change (a temporary password from Team Rights or the client database) opens
 * nothing but the change itself (issue 24 item 5): every API call but the password change, the
 * session read and sign-out answers 403 until the password is changed.
 */
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user({ role: 'super_admin' });
});
afterAll(async () => {
  await t?.close();
});

const call = (cookie: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });

/** A client with a trip, signed in with a temporary password from Team Rights. */
async function clientWithTemporaryPassword() {
  const client = await t.user({ role: 'client' });
  const trip = await t.database.db
    .insertInto('trips')
    .values({ trip_name: 'Amalfi', destination: 'Amalfi', user_id: client.id, days: '[]' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reset = await call(admin.cookie, 'POST', `/api/team/users/${client.id}/reset-password`);
  expect(reset.statusCode, reset.body).toBe(200);
  const temporary = reset.json().temporaryPassword as string;
  const cookie = await sessionCookie(t.app, client.email, temporary);
  return { client, tripId: trip.id, cookie, temporary };
}

describe('forced password change', () => {
  it("refuses the client's trips, billing and workspace with a clear 403 until the password is changed", async () => {
    const { tripId, cookie } = await clientWithTemporaryPassword();
    for (const url of [`/api/trips/${tripId}`, `/api/billing/${tripId}`, '/api/workspace/trips', '/api/notifications']) {
      const res = await call(cookie, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toEqual({
        code: 'password_change_required',
        message: 'Please change your temporary password before continuing.',
      });
    }
    // The change screen still reads the session, and says a change is required.
    const session = await call(cookie, 'GET', '/api/auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.json().user.mustChangePassword).toBe(true);

    const changed = await call(cookie, 'POST', '/api/auth/password', { password: 'my-own-pass', confirmPassword: 'my-own-pass' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(cookie, 'GET', `/api/trips/${tripId}`)).statusCode).toBe(200);
    expect((await call(cookie, 'GET', `/api/billing/${tripId}`)).statusCode).toBe(200);
  });

  it('lets the person sign out with the temporary password', async () => {
    const { tripId, cookie } = await clientWithTemporaryPassword();
    const out = await call(cookie, 'POST', '/api/auth/sign-out');
    expect(out.statusCode).toBe(200);
    expect((await call(cookie, 'GET', '/api/auth/session')).json().user).toBeNull();
    expect((await call(cookie, 'GET', `/api/trips/${tripId}`)).statusCode).toBe(401);
  });

  it('public pages stay open and a staff member with a temporary password is held the same way', async () => {
    const member = await t.user({ role: 'team' });
    const reset = await call(admin.cookie, 'POST', `/api/team/users/${member.id}/reset-password`);
    const cookie = await sessionCookie(t.app, member.email, reset.json().temporaryPassword);
    const dashboard = await call(cookie, 'GET', '/api/dashboard/counts');
    expect(dashboard.statusCode).toBe(403);
    expect(dashboard.json().error.code).toBe('password_change_required');
    expect((await call(cookie, 'GET', '/api/blog/posts')).statusCode).toBe(200);
  });
});
