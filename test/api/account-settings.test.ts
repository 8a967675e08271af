import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp, type TestUser } from '../helpers/app.js';
import type { AccountInfo } from '#shared/contracts/account.js';

let t: TestApp;
let team: TestUser;
let client: TestUser;
let otherClient: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
  client = await t.user({ role: 'client', fullName: 'Claire Client' });
  otherClient = await t.user({ role: 'client', fullName: 'Oscar Other' });
});
afterAll(async () => {
  await t?.close();
});

function call(user: TestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

describe('GET /api/auth/account (settings panel)', () => {
  it('gives my id, e-mail, role and member-since date', async () => {
    const r = await call(client, 'GET', '/api/auth/account');
    expect(r.statusCode).toBe(200);
    const a = r.json<AccountInfo>();
    expect(a).toMatchObject({ id: client.id, email: client.email, role: 'client', roleLabel: 'Client', canDelete: true, emailVerified: false });
    expect(Date.parse(a.createdAt)).toBeGreaterThan(0);
    expect((await call(team, 'GET', '/api/auth/account')).json<AccountInfo>()).toMatchObject({ roleLabel: 'Team Member', canDelete: false });
  });
});

describe('PATCH /api/auth/account (a person corrects their own name, issue 21)', () => {
  it('renames me at the version I read, in my session and in the client database too', async () => {
    const me = await t.user({ role: 'client', fullName: 'Jon Smiht' });
    const before = (await call(me, 'GET', '/api/auth/account')).json<AccountInfo>();
    const r = await call(me, 'PATCH', '/api/auth/account', { fullName: '  John Smith  ', version: before.version });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<AccountInfo>()).toMatchObject({ fullName: 'John Smith', version: before.version + 1 });
    const session = (await call(me, 'GET', '/api/auth/session')).json<{ user: { fullName: string } }>();
    expect(session.user.fullName).toBe('John Smith');
  });

  it('refuses a stale version with 409 and changes nothing; bad names get 400', async () => {
    const me = await t.user({ role: 'client', fullName: 'Ada Lovelace' });
    const { version } = (await call(me, 'GET', '/api/auth/account')).json<AccountInfo>();
    // Staff (or another tab) change the person in between.
    await t.database.db.updateTable('users').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', me.id).execute();
    const stale = await call(me, 'PATCH', '/api/auth/account', { fullName: 'Ada King', version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/changed elsewhere/);
    for (const body of [{ fullName: '   ', version: version + 1 }, { fullName: 'x'.repeat(121), version: version + 1 }, { fullName: 'Ada', version: -1 }, { fullName: 42, version: 1 }, {}]) {
      expect((await call(me, 'PATCH', '/api/auth/account', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const row = await t.database.db.selectFrom('users').select('full_name').where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(row.full_name).toBe('Ada Lovelace');
    expect((await call(null, 'PATCH', '/api/auth/account', { fullName: 'Nobody', version: 1 })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/confirm-email (spec §7 confirm-email {user_id})', () => {
  it('staff confirm a client e-mail; clients cannot; bad ids are 400 or 404', async () => {
    expect((await call(client, 'POST', '/api/auth/confirm-email', { user_id: otherClient.id })).statusCode).toBe(403);
    const r = await call(team, 'POST', '/api/auth/confirm-email', { user_id: client.id });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ ok: true, emailVerified: true });
    const row = await t.database.db.selectFrom('users').select(['email_verified', 'email_verified_at']).where('id', '=', client.id).executeTakeFirstOrThrow();
    expect(row.email_verified).toBe(true);
    expect(row.email_verified_at).not.toBeNull();
    const bad = await call(team, 'POST', '/api/auth/confirm-email', { user_id: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('user_id');
    expect((await call(team, 'POST', '/api/auth/confirm-email', { user_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/auth/account (ADR 018)', () => {
  it('needs the typed word DELETE exactly, and changes nothing otherwise', async () => {
    for (const body of [{}, { confirm: 'delete' }, { confirm: 'DELETE ' }]) {
      const r = await call(otherClient, 'DELETE', '/api/auth/account', body);
      expect(r.statusCode).toBe(400);
      expect(JSON.stringify(r.json())).toContain('You must type \\"DELETE\\" exactly to confirm');
    }
    expect((await call(otherClient, 'GET', '/api/auth/account')).statusCode).toBe(200);
  });

  it('staff cannot delete their account here', async () => {
    const r = await call(team, 'DELETE', '/api/auth/account', { confirm: 'DELETE' });
    expect(r.statusCode).toBe(403);
    expect(r.json().error.message).toBe('Only client accounts can be deleted here. Please ask a super admin.');
  });

  it("a client's account and personal data go; the trip stays, anonymised", async () => {
    const doomed = await t.user({ role: 'client', fullName: 'Dora Doomed' });
    const db = t.database.db;
    const trip = await db
      .insertInto('trips')
      .values({ trip_name: 'Venice', destination: 'Italy', user_id: doomed.id, days: '[]', visible_to_client: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('trip_clients').values({ trip_id: trip.id, user_id: doomed.id }).execute();
    await db.insertInto('allowed_client_emails').values({ email: doomed.email.toUpperCase(), role: 'client', client_user_id: doomed.id }).execute();
    await db
      .insertInto('trip_questionnaires')
      .values({
        name: 'Dora',
        email: doomed.email,
        destination: 'italy',
        travel_dates: JSON.stringify({ not_yet_scheduled: true }),
        duration: '3-5',
        travelers: JSON.stringify({ adults: 1, children: 0 }),
        budget: 'luxury',
        interests: ['food'],
      })
      .execute();
    await db.insertInto('notifications').values({ user_id: doomed.id, trip_id: trip.id, type: 'activity_created', title: 'x', message: 'y' }).execute();

    const r = await call(doomed, 'DELETE', '/api/auth/account', { confirm: 'DELETE' });
    expect(r.statusCode).toBe(200);

    expect(await db.selectFrom('users').select('id').where('id', '=', doomed.id).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('allowed_client_emails').select('id').where('client_user_id', '=', doomed.id).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('trip_questionnaires').select('id').where('email', '=', doomed.email).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('notifications').select('id').where('user_id', '=', doomed.id).executeTakeFirst()).toBeUndefined();
    const kept = await db.selectFrom('trips').select(['id', 'user_id', 'trip_name']).where('id', '=', trip.id).executeTakeFirstOrThrow();
    expect(kept).toEqual({ id: trip.id, user_id: null, trip_name: 'Venice' });
    // The session went with the account; signing in again fails.
    expect((await call(doomed, 'GET', '/api/auth/account')).statusCode).toBe(401);
    await expect(sessionCookie(t.app, doomed.email, doomed.password)).rejects.toThrow();
  });
});
