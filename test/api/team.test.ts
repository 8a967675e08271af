import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, mailText, sessionCookie, type TestApp, type TestUser } from '../helpers/app.js';
import type { TeamRow } from '#shared/contracts/team.js';

let t: TestApp;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user({ role: 'super_admin', fullName: 'Ada Admin' });
  member = await t.user({ role: 'team' });
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, cookie?: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

const signIn = (email: string, password: string, area: 'client' | 'backoffice' = 'backoffice') =>
  call('POST', '/api/auth/sign-in', undefined, { email, password, area });

async function rows(): Promise<TeamRow[]> {
  const res = await call('GET', '/api/team', admin.cookie);
  expect(res.statusCode).toBe(200);
  return res.json().rows;
}

async function invite(body: Record<string, unknown>) {
  return call('POST', '/api/team/invites', admin.cookie, body);
}

/** The version Team Rights shows for a user or invite (what an edit names). */
async function versionOf(id: string): Promise<number> {
  const row = (await rows()).find((r) => r.id === id);
  expect(row, id).toBeDefined();
  return row!.version;
}

describe('GET /api/team', () => {
  it('lists users and pending invites newest first, without the demo user', async () => {
    await t.database.db.insertInto('users').values({ email: 'templates@maison-voyage.local', full_name: 'Template Trips', role: 'no_access', approved: false }).execute();
    const added = await invite({ email: 'pending.person@example.com' });
    expect(added.statusCode).toBe(200);
    const list = await rows();
    const emails = list.map((r) => r.email);
    expect(emails).not.toContain('templates@maison-voyage.local');
    expect(emails).toContain(admin.email);
    expect(emails).toContain(member.email);
    const pending = list.find((r) => r.email === 'pending.person@example.com')!;
    expect(pending).toMatchObject({ hasAccount: false, role: 'team', roleLabel: 'Team Member', approved: true, fullName: 'pending.person', lastSignInAt: null });
    const me = list.find((r) => r.email === admin.email)!;
    expect(me).toMatchObject({ id: admin.id, hasAccount: true, role: 'super_admin', roleLabel: 'Super Admin', fullName: 'Ada Admin' });
    const dates = list.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('is refused to a team member (403) and to anonymous callers (401)', async () => {
    const res = await call('GET', '/api/team', member.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect((await call('GET', '/api/team')).statusCode).toBe(401);
  });
});

describe('POST /api/team/invites (spec §5 Adding a user)', () => {
  it('stores the local part as name, used false, defaults team + approved, and mails the invitee', async () => {
    const res = await invite({ email: '  Marco.Rossi@Example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'marco.rossi@example.com', fullName: 'Marco.Rossi'.toLowerCase(), role: 'team', approved: true, hasAccount: false });
    const row = await t.database.db.selectFrom('allowed_client_emails').selectAll().where('email', '=', 'marco.rossi@example.com').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ full_name: 'marco.rossi', role: 'team', approved: true, used: false, added_by: admin.id });
    const mail = t.mails().map(mailText).find((m) => /To: marco\.rossi@example\.com/i.test(m));
    expect(mail).toBeDefined();
    // The invitation links straight to 'Set your password' for this invite, never to the sign-up form.
    expect(mail).toMatch(/http:\/\/localhost:3000\/backoffice\/reset-password\?token=[\w-]+&activate=1/);
    expect(mail).not.toContain('tab=signup');
    expect(mail).toContain('Ada Admin has invited you to join Maison Voyage as Team Member.');
  });

  it('keeps a chosen role and approval', async () => {
    const res = await invite({ email: 'org@example.com', role: 'organizer', approved: false });
    expect(res.json()).toMatchObject({ role: 'organizer', roleLabel: 'Organizer', approved: false });
  });

  it("refuses an existing user ('User with this email already exists')", async () => {
    const res = await invite({ email: member.email.toUpperCase() });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ message: 'User with this email already exists', fields: { email: 'User with this email already exists' } });
  });

  it("refuses an e-mail already invited ('This email is already authorized')", async () => {
    const res = await invite({ email: 'MARCO.ROSSI@example.com' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('This email is already authorized');
  });

  it('validates the e-mail and the role', async () => {
    const bad = await invite({ email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.email).toBe('Please enter a valid email address');
    const role = await invite({ email: 'r@example.com', role: 'emperor' });
    expect(role.statusCode).toBe(400);
    expect(role.json().error.fields.role).toBeTruthy();
  });

  it('is refused to a team member', async () => {
    const res = await call('POST', '/api/team/invites', member.cookie, { email: 'sneaky@example.com' });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.selectFrom('allowed_client_emails').select('id').where('email', '=', 'sneaky@example.com').executeTakeFirst()).toBeUndefined();
  });
});

describe('an invite becomes a team member who signs in after approval', () => {
  it('invite (not approved) -> sign-up -> pending message -> approval -> sign-in', async () => {
    const email = 'new.colleague@example.com';
    expect((await invite({ email, approved: false })).statusCode).toBe(200);

    const activated = await t.activate(email, 'New Colleague');
    expect(activated.signUp).toEqual({ user: null, redirectTo: '/backoffice/login?activation=sent' });
    expect(activated.redirectTo).toBe('/backoffice/login?signup=success');

    const row = (await rows()).find((r) => r.email === email)!;
    expect(row).toMatchObject({ hasAccount: true, role: 'team', approved: false, fullName: 'New Colleague' });
    expect((await rows()).filter((r) => r.email === email)).toHaveLength(1);

    const pending = await signIn(email, 'secret123');
    expect(pending.statusCode).toBe(403);
    expect(pending.json().error.message).toBe('Your account is pending approval. Please wait for an administrator to approve your account.');

    const approve = await call('PATCH', `/api/team/users/${row.id}`, admin.cookie, { approved: true, version: row.version });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ approved: true, hasAccount: true });
    const inviteRow = await t.database.db.selectFrom('allowed_client_emails').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(inviteRow).toMatchObject({ approved: true, used: true, client_user_id: row.id });

    const ok = await signIn(email, 'secret123');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().redirectTo).toBe('/backoffice');
  });
});

describe('PATCH /api/team/users/:id', () => {
  it('changes the role on the user and on the invite row with the same e-mail', async () => {
    const email = 'promote.me@example.com';
    await invite({ email });
    await t.activate(email, 'Promote Me');
    const row = (await rows()).find((r) => r.email === email)!;
    const res = await call('PATCH', `/api/team/users/${row.id}`, admin.cookie, { role: 'super_admin', version: row.version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'super_admin', roleLabel: 'Super Admin' });
    const user = await t.database.db.selectFrom('users').select(['role']).where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(user.role).toBe('super_admin');
    const inv = await t.database.db.selectFrom('allowed_client_emails').select(['role']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(inv.role).toBe('super_admin');
  });

  it('needs a change, a known role, the version read and a user id', async () => {
    const version = await versionOf(member.id);
    const empty = await call('PATCH', `/api/team/users/${member.id}`, admin.cookie, { version });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Change the role or the approval first');
    const role = await call('PATCH', `/api/team/users/${member.id}`, admin.cookie, { role: 'emperor', version });
    expect(role.statusCode).toBe(400);
    const missing = await call('PATCH', `/api/team/users/${member.id}`, admin.cookie, { approved: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('version');
    for (const bad of [0, 1.5, '1', 2_147_483_648]) {
      const res = await call('PATCH', `/api/team/users/${member.id}`, admin.cookie, { approved: true, version: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error.fields, String(bad)).toHaveProperty('version');
    }
    expect(await versionOf(member.id)).toBe(version);
    const id = await call('PATCH', '/api/team/users/nope', admin.cookie, { approved: true, version: 1 });
    expect(id.statusCode).toBe(400);
    const unknown = await call('PATCH', '/api/team/users/00000000-0000-4000-8000-000000000000', admin.cookie, { approved: true, version: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('User not found');
  });

  it('does not let a super admin remove their own super_admin role or approval', async () => {
    const version = await versionOf(admin.id);
    for (const change of [{ role: 'team' }, { approved: false }, { role: 'super_admin', approved: false }]) {
      const body = { ...change, version };
      const res = await call('PATCH', `/api/team/users/${admin.id}`, admin.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error.message).toMatch(/cannot remove your own Super Admin role or approval/);
    }
    const same = await call('PATCH', `/api/team/users/${admin.id}`, admin.cookie, { role: 'super_admin', approved: true, version });
    expect(same.statusCode).toBe(200);
  });

  it('leaves the demo (template) user alone', async () => {
    const demo = await t.database.db.selectFrom('users').select('id').where('email', '=', 'templates@maison-voyage.local').executeTakeFirstOrThrow();
    expect((await call('PATCH', `/api/team/users/${demo.id}`, admin.cookie, { role: 'team', version: 1 })).statusCode).toBe(404);
  });

  it('is refused to a team member, who cannot approve anyone (only super_admin changes approval)', async () => {
    const other = await t.user({ role: 'team', approved: false });
    const res = await call('PATCH', `/api/team/users/${other.id}`, member.cookie, { approved: true, version: 1 });
    expect(res.statusCode).toBe(403);
    const still = await t.database.db.selectFrom('users').select('approved').where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(still.approved).toBe(false);
  });
});

describe('Team Rights edits name the version they read (issue 12 item 6)', () => {
  let other: TestUser;
  beforeAll(async () => {
    other = await t.user({ role: 'super_admin', fullName: 'Otto Other' });
  });

  const stored = (id: string) => t.database.db.selectFrom('users').select(['role', 'approved', 'version']).where('id', '=', id).executeTakeFirstOrThrow();

  it('users: of two edits of one version, one wins and the other gets 409 stale; the winner is stored', async () => {
    const email = 'two.admins@example.com';
    await invite({ email });
    await t.activate(email, 'Two Admins');
    const row = (await rows()).find((r) => r.email === email)!;
    const first = await call('PATCH', `/api/team/users/${row.id}`, admin.cookie, { role: 'organizer', version: row.version });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ role: 'organizer', version: row.version + 1 });
    const second = await call('PATCH', `/api/team/users/${row.id}`, other.cookie, { approved: false, version: row.version });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({ code: 'stale', message: expect.stringContaining('Someone else changed this user') });
    // The first edit stands, on the user and on the invite row; nothing of the second was written.
    expect(await stored(row.id)).toEqual({ role: 'organizer', approved: true, version: row.version + 1 });
    const inv = await t.database.db.selectFrom('allowed_client_emails').select(['role', 'approved']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(inv).toEqual({ role: 'organizer', approved: true });
    expect((await rows()).find((r) => r.id === row.id)).toMatchObject({ role: 'organizer', approved: true, version: row.version + 1 });

    // At the same moment: exactly one of two edits naming one version wins, and it is the one stored.
    const v = row.version + 1;
    const bodies = [{ role: 'client', version: v }, { role: 'no_access', version: v }];
    const both = await Promise.all([
      call('PATCH', `/api/team/users/${row.id}`, admin.cookie, bodies[0]),
      call('PATCH', `/api/team/users/${row.id}`, other.cookie, bodies[1]),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = bodies[both.findIndex((r) => r.statusCode === 200)]!;
    expect(await stored(row.id)).toEqual({ role: winner.role, approved: true, version: v + 1 });
    expect(both.find((r) => r.statusCode === 409)!.json().error.code).toBe('stale');
  });

  it('invites: of two edits of one version, one wins and the other gets 409 stale; the winner is stored', async () => {
    const added = (await invite({ email: 'two.admins.invite@example.com' })).json() as TeamRow;
    const first = await call('PATCH', `/api/team/invites/${added.id}`, admin.cookie, { role: 'organizer', version: added.version });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(added.version + 1);
    const second = await call('PATCH', `/api/team/invites/${added.id}`, other.cookie, { role: 'client', approved: false, version: added.version });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({ code: 'stale', message: expect.stringContaining('Someone else changed this user') });
    const inv = () =>
      t.database.db.selectFrom('allowed_client_emails').select(['role', 'approved', 'version']).where('id', '=', added.id).executeTakeFirstOrThrow();
    expect(await inv()).toEqual({ role: 'organizer', approved: true, version: added.version + 1 });

    const v = added.version + 1;
    const bodies = [{ approved: false, version: v }, { role: 'team', version: v }];
    const both = await Promise.all([
      call('PATCH', `/api/team/invites/${added.id}`, admin.cookie, bodies[0]),
      call('PATCH', `/api/team/invites/${added.id}`, other.cookie, bodies[1]),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = both.findIndex((r) => r.statusCode === 200);
    expect(await inv()).toEqual(won === 0 ? { role: 'organizer', approved: false, version: v + 1 } : { role: 'team', approved: true, version: v + 1 });
  });
});

describe('DELETE /api/team/users/:id (typed DELETE)', () => {
  it('needs the word DELETE exactly, then removes the user, their sessions and their invite', async () => {
    const email = 'leaving@example.com';
    await invite({ email });
    await t.activate(email, 'Leaving');
    const cookie = await sessionCookie(t.app, email, 'secret123');
    const id = (await rows()).find((r) => r.email === email)!.id;

    const missing = await call('DELETE', `/api/team/users/${id}`, admin.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.confirm).toBe('You must type "DELETE" exactly to confirm');
    for (const word of ['delete', 'DELETE ', 'Delete']) {
      const wrong = await call('DELETE', `/api/team/users/${id}`, admin.cookie, { confirm: word });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe('You must type "DELETE" exactly to confirm');
    }
    expect((await rows()).some((r) => r.email === email)).toBe(true);

    const res = await call('DELETE', `/api/team/users/${id}`, admin.cookie, { confirm: 'DELETE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await rows()).some((r) => r.email === email)).toBe(false);
    expect(await t.database.db.selectFrom('allowed_client_emails').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    expect(await t.database.db.selectFrom('auth_sessions').select('id').where('user_id', '=', id).executeTakeFirst()).toBeUndefined();
    const session = await call('GET', '/api/auth/session', cookie);
    expect(session.json().user).toBeNull();

    const again = await call('DELETE', `/api/team/users/${id}`, admin.cookie, { confirm: 'DELETE' });
    expect(again.statusCode).toBe(404);
  });

  it('keeps the trips of a deleted client (their owner is cleared)', async () => {
    const client = await t.user({ role: 'client' });
    const trip = await t.database.db.insertInto('trips').values({ trip_name: 'Rome', destination: 'Rome', user_id: client.id, days: '[]' }).returning('id').executeTakeFirstOrThrow();
    expect((await call('DELETE', `/api/team/users/${client.id}`, admin.cookie, { confirm: 'DELETE' })).statusCode).toBe(200);
    const kept = await t.database.db.selectFrom('trips').select('user_id').where('id', '=', trip.id).executeTakeFirstOrThrow();
    expect(kept.user_id).toBeNull();
  });

  it('refuses to delete yourself', async () => {
    const res = await call('DELETE', `/api/team/users/${admin.id}`, admin.cookie, { confirm: 'DELETE' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('You cannot delete your own account. Ask another super admin to delete it.');
  });

  it('is refused to a team member', async () => {
    const victim = await t.user({ role: 'client' });
    const res = await call('DELETE', `/api/team/users/${victim.id}`, member.cookie, { confirm: 'DELETE' });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.selectFrom('users').select('id').where('id', '=', victim.id).executeTakeFirst()).toBeDefined();
  });
});

describe('PATCH /api/team/invites/:id', () => {
  it('changes the role and approval a pending invite will give at sign-up', async () => {
    const email = 'future.organizer@example.com';
    const added = (await invite({ email })).json() as TeamRow;
    const res = await call('PATCH', `/api/team/invites/${added.id}`, admin.cookie, { role: 'organizer', approved: false, version: added.version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: added.id, role: 'organizer', approved: false, hasAccount: false, version: added.version + 1 });
    await t.activate(email, 'Future');
    const user = await t.database.db.selectFrom('users').select(['role', 'approved']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(user).toEqual({ role: 'organizer', approved: false });
    const used = await call('PATCH', `/api/team/invites/${added.id}`, admin.cookie, { approved: true, version: res.json().version });
    expect(used.statusCode).toBe(422);
  });

  it('validates the body and is refused to a team member', async () => {
    const added = (await invite({ email: 'invite.edit@example.com' })).json() as TeamRow;
    expect((await call('PATCH', `/api/team/invites/${added.id}`, admin.cookie, { version: added.version })).statusCode).toBe(400);
    const missing = await call('PATCH', `/api/team/invites/${added.id}`, admin.cookie, { role: 'organizer' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('version');
    expect((await call('PATCH', '/api/team/invites/00000000-0000-4000-8000-000000000000', admin.cookie, { approved: false, version: 1 })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/team/invites/${added.id}`, member.cookie, { role: 'super_admin', version: added.version })).statusCode).toBe(403);
    expect((await rows()).find((r) => r.id === added.id)?.role).toBe('team');
  });
});

describe('DELETE /api/team/invites/:id', () => {
  it('removes a pending invite', async () => {
    const added = (await invite({ email: 'changed.mind@example.com' })).json() as TeamRow;
    const res = await call('DELETE', `/api/team/invites/${added.id}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect((await rows()).some((r) => r.email === 'changed.mind@example.com')).toBe(false);
    expect((await call('DELETE', `/api/team/invites/${added.id}`, admin.cookie)).statusCode).toBe(404);
  });

  it('refuses an invite whose person already has an account, and a bad id', async () => {
    const email = 'has.account@example.com';
    const added = (await invite({ email })).json() as TeamRow;
    await t.activate(email, 'Has Account');
    const res = await call('DELETE', `/api/team/invites/${added.id}`, admin.cookie);
    expect(res.statusCode).toBe(422);
    expect((await call('DELETE', '/api/team/invites/xyz', admin.cookie)).statusCode).toBe(400);
  });

  it('is refused to a team member', async () => {
    const added = (await invite({ email: 'keep.me@example.com' })).json() as TeamRow;
    expect((await call('DELETE', `/api/team/invites/${added.id}`, member.cookie)).statusCode).toBe(403);
    expect((await rows()).some((r) => r.email === 'keep.me@example.com')).toBe(true);
  });
});

describe('POST /api/team/users/:id/reset-password', () => {
  it('returns a temporary password once, ends sessions and forces a change at the next sign-in', async () => {
    const target = await t.user({ role: 'team' });
    const res = await call('POST', `/api/team/users/${target.id}/reset-password`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { temporaryPassword } = res.json();
    expect(temporaryPassword).toMatch(/^\S{8,}$/);
    expect((await call('GET', '/api/auth/session', target.cookie)).json().user).toBeNull();
    expect((await signIn(target.email, target.password)).statusCode).toBe(401);
    const ok = await signIn(target.email, temporaryPassword);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().redirectTo).toBe('/backoffice/reset-password?forced=true');
    expect(ok.json().user.mustChangePassword).toBe(true);
  });

  it('refuses your own account, an unknown user and a bad id', async () => {
    const self = await call('POST', `/api/team/users/${admin.id}/reset-password`, admin.cookie);
    expect(self.statusCode).toBe(422);
    expect((await call('POST', '/api/team/users/00000000-0000-4000-8000-000000000000/reset-password', admin.cookie)).statusCode).toBe(404);
    expect((await call('POST', '/api/team/users/abc/reset-password', admin.cookie)).statusCode).toBe(400);
  });

  it('is refused to a team member', async () => {
    const target = await t.user({ role: 'client' });
    const res = await call('POST', `/api/team/users/${target.id}/reset-password`, member.cookie);
    expect(res.statusCode).toBe(403);
    expect((await call('GET', '/api/auth/session', target.cookie)).json().user).not.toBeNull();
  });
});

describe('GET /api/team/specialists', () => {
  it('lists approved staff with specialist roles and their profile', async () => {
    const pro = await t.user({ role: 'team', fullName: 'Giulia Bianchi' });
    await t.database.db.updateTable('users').set({ job_title: 'Italy Specialist', years_experience: 12, bio_short: 'Rome born.' }).where('id', '=', pro.id).execute();
    const unapproved = await t.user({ role: 'team', approved: false });
    const client = await t.user({ role: 'client' });
    const res = await call('GET', '/api/team/specialists', member.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json().specialists as Array<Record<string, unknown>>;
    const ids = list.map((s) => s.id);
    expect(ids).toContain(admin.id);
    expect(ids).not.toContain(unapproved.id);
    expect(ids).not.toContain(client.id);
    expect(list.find((s) => s.id === pro.id)).toMatchObject({ fullName: 'Giulia Bianchi', jobTitle: 'Italy Specialist', yearsExperience: 12, bioShort: 'Rome born.', roleLabel: 'Team Member' });
  });

  it('is refused to clients and anonymous callers', async () => {
    const client = await t.user({ role: 'client' });
    expect((await call('GET', '/api/team/specialists', client.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/team/specialists')).statusCode).toBe(401);
  });
});
