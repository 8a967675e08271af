import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, mailText, sessionCookie, type TestApp } from '../helpers/app.js';

/**
 * Accounts under attack (issue 12 items 8, 9, 11): reset links, password changes and a staff
 * member changing a client's e-mail cannot be used to keep or take over an account.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const json = (body: unknown, cookie?: string) => ({
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  payload: JSON.stringify(body),
});
const session = async (cookie: string) => (await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user;
const signIn = (email: string, password: string, area: 'client' | 'backoffice' = 'client') =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email, password, area }) });

async function resetLink(email: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', ...json({ email, area: 'client' }) });
  expect(res.statusCode).toBe(200);
  const mail = t.mails().map(mailText).filter((m) => m.includes(`To: ${email}`)).at(-1)!;
  return mail.match(/reset-password\?token=([\w-]+)/)![1]!;
}

describe('reset links', () => {
  it('using one reset link ends all outstanding reset links of the account', async () => {
    const u = await t.user();
    const older = await resetLink(u.email);
    const newer = await resetLink(u.email);
    expect(older).not.toBe(newer);
    const used = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', ...json({ token: newer, password: 'fresh-pass-1', confirmPassword: 'fresh-pass-1' }) });
    expect(used.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/auth/reset-password/${older}` })).json()).toEqual({ valid: false });
    const late = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', ...json({ token: older, password: 'attacker-1', confirmPassword: 'attacker-1' }) });
    expect(late.statusCode).toBe(400);
    expect((await signIn(u.email, 'fresh-pass-1')).statusCode).toBe(200);
    expect((await signIn(u.email, 'attacker-1')).statusCode).toBe(401);
  });

  it('sending a new reset link ends the older ones: only the newest works', async () => {
    const u = await t.user();
    const first = await resetLink(u.email);
    const second = await resetLink(u.email);
    const newest = await resetLink(u.email);
    for (const older of [first, second]) {
      expect((await t.app.inject({ url: `/api/auth/reset-password/${older}` })).json()).toEqual({ valid: false });
      const used = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', ...json({ token: older, password: 'stolen-pass', confirmPassword: 'stolen-pass' }) });
      expect(used.statusCode).toBe(400);
      expect(used.json().error.message).toBe('Invalid or expired reset link. Please request a new one.');
    }
    // Trying the older links did not spend the newest one.
    expect((await t.app.inject({ url: `/api/auth/reset-password/${newest}` })).json()).toMatchObject({ valid: true, activation: false });
    const done = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', ...json({ token: newest, password: 'newest-pass', confirmPassword: 'newest-pass' }) });
    expect(done.statusCode).toBe(200);
    expect((await signIn(u.email, 'newest-pass')).statusCode).toBe(200);
    expect((await signIn(u.email, 'stolen-pass')).statusCode).toBe(401);
  });

  it('a new reset link of one account leaves the links of another account working', async () => {
    const a = await t.user();
    const b = await t.user();
    const linkOfA = await resetLink(a.email);
    await resetLink(b.email);
    expect((await t.app.inject({ url: `/api/auth/reset-password/${linkOfA}` })).json()).toMatchObject({ valid: true });
  });

  it('a password change ends outstanding reset links too', async () => {
    const u = await t.user();
    const link = await resetLink(u.email);
    const change = await t.app.inject({ method: 'POST', url: '/api/auth/password', ...json({ currentPassword: u.password, password: 'changed-2', confirmPassword: 'changed-2' }, u.cookie) });
    expect(change.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/auth/reset-password/${link}` })).json()).toEqual({ valid: false });
  });
});

describe('changing a password', () => {
  const change = (cookie: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/password', ...json(body, cookie) });

  it('a forced change refuses the temporary password itself', async () => {
    const admin = await t.user({ role: 'super_admin' });
    const member = await t.user({ role: 'team' });
    const reset = await t.app.inject({ method: 'POST', url: `/api/team/users/${member.id}/reset-password`, headers: { cookie: admin.cookie } });
    const { temporaryPassword } = reset.json();
    const cookie = await sessionCookie(t.app, member.email, temporaryPassword);
    expect((await session(cookie)).mustChangePassword).toBe(true);
    const same = await change(cookie, { password: temporaryPassword, confirmPassword: temporaryPassword });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toEqual({ password: 'Your new password must be different from your current password' });
    expect((await session(cookie)).mustChangePassword).toBe(true);
    // The forced screen holds the temporary password: it does not ask for it again.
    const ok = await change(cookie, { password: 'my-own-pass', confirmPassword: 'my-own-pass' });
    expect(ok.statusCode).toBe(200);
    expect((await session(cookie)).mustChangePassword).toBe(false);
  });

  it('asks for the current password, refuses a wrong one or the same one, and ends the other sessions', async () => {
    const u = await t.user();
    const other = await sessionCookie(t.app, u.email, u.password);
    expect(await session(other)).toBeTruthy();
    const missing = await change(u.cookie, { password: 'next-pass-1', confirmPassword: 'next-pass-1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ currentPassword: 'Please enter your current password' });
    const wrong = await change(u.cookie, { currentPassword: 'not-it', password: 'next-pass-1', confirmPassword: 'next-pass-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'Your current password is incorrect' });
    const same = await change(u.cookie, { currentPassword: u.password, password: u.password, confirmPassword: u.password });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toHaveProperty('password');
    // Nothing changed so far.
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
    const ok = await change(u.cookie, { currentPassword: u.password, password: 'next-pass-1', confirmPassword: 'next-pass-1' });
    expect(ok.statusCode).toBe(200);
    expect(await session(u.cookie)).toBeTruthy();
    expect(await session(other)).toBeNull();
    expect((await signIn(u.email, 'next-pass-1')).statusCode).toBe(200);
  });
});

describe('a password change that fails half-way', () => {
  it('changes nothing: the old password, the forced flag, the other sessions and reset links stay', async () => {
    const admin = await t.user({ role: 'super_admin' });
    const member = await t.user({ role: 'team' });
    const reset = await t.app.inject({ method: 'POST', url: `/api/team/users/${member.id}/reset-password`, headers: { cookie: admin.cookie } });
    const { temporaryPassword } = reset.json();
    const cookie = await sessionCookie(t.app, member.email, temporaryPassword);
    const other = await sessionCookie(t.app, member.email, temporaryPassword);
    const link = await resetLink(member.email);
    // The fault: the last write of the change (ending the reset links) fails for this account.
    const db = t.database.db;
    await sql`create or replace function test_fail_reset_link_delete() returns trigger language plpgsql as $$
      begin raise exception 'injected fault'; end $$`.execute(db);
    await sql`create trigger test_fail_reset_link_delete before delete on auth_verifications for each row
      when (old.value = ${sql.lit(member.id)}) execute function test_fail_reset_link_delete()`.execute(db);
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/password', ...json({ password: 'half-done-1', confirmPassword: 'half-done-1' }, cookie) });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`drop trigger test_fail_reset_link_delete on auth_verifications`.execute(db);
    }
    expect((await session(cookie)).mustChangePassword).toBe(true);
    expect(await session(other)).toBeTruthy();
    expect((await t.app.inject({ url: `/api/auth/reset-password/${link}` })).json()).toMatchObject({ valid: true });
    expect((await signIn(member.email, 'half-done-1')).statusCode).toBe(401);
    expect(await sessionCookie(t.app, member.email, temporaryPassword)).toBeTruthy();
  });
});

/**
 * Runs `run` while every `op` on `table` whose old row matches `when` (SQL over `old`) fails, as a
 * disk or a constraint failing half-way through a flow would.
 */
async function withFault<T>(table: string, op: 'update' | 'delete', when: string, run: () => Promise<T>): Promise<T> {
  const db = t.database.db;
  await sql`create or replace function test_injected_fault() returns trigger language plpgsql as $$
    begin raise exception 'injected fault'; end $$`.execute(db);
  await sql`create trigger test_injected_fault before ${sql.raw(op)} on ${sql.table(table)} for each row
    when (${sql.raw(when)}) execute function test_injected_fault()`.execute(db);
  try {
    return await run();
  } finally {
    await sql`drop trigger test_injected_fault on ${sql.table(table)}`.execute(db);
  }
}

describe('account writes that fail half-way change nothing', () => {
  const setPassword = (token: string, password: string, fullName?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', ...json({ token, password, confirmPassword: password, ...(fullName ? { fullName } : {}) }) });
  const linkStatus = async (token: string) => (await t.app.inject({ url: `/api/auth/reset-password/${token}` })).json();
  const lastLink = (email: string) => {
    const mail = t.mails().map(mailText).filter((m) => m.includes(`To: ${email}`)).at(-1) ?? '';
    return mail.match(/reset-password\?token=([\w-]+)/)![1]!;
  };

  it('a reset link: the old password, the forced flag, the sessions and the link stay', async () => {
    const admin = await t.user({ role: 'super_admin' });
    const member = await t.user({ role: 'team' });
    const reset = await t.app.inject({ method: 'POST', url: `/api/team/users/${member.id}/reset-password`, headers: { cookie: admin.cookie } });
    const { temporaryPassword } = reset.json();
    const cookie = await sessionCookie(t.app, member.email, temporaryPassword);
    const link = await resetLink(member.email);
    // The fault: clearing the forced flag, a write after the new password is stored.
    const res = await withFault('password_reset_required', 'delete', `old.user_id = '${member.id}'`, () => setPassword(link, 'half-reset-1'));
    expect(res.statusCode).toBe(500);
    expect((await signIn(member.email, 'half-reset-1', 'backoffice')).statusCode).toBe(401);
    expect((await session(cookie)).mustChangePassword).toBe(true);
    expect(await linkStatus(link)).toMatchObject({ valid: true, activation: false });
    // Once the fault is gone the same link works.
    expect((await setPassword(link, 'half-reset-1')).statusCode).toBe(200);
    expect((await signIn(member.email, 'half-reset-1', 'backoffice')).statusCode).toBe(200);
  });

  it('an invitation: no account, no password, the invite unused and its link still working', async () => {
    const admin = await t.user({ role: 'super_admin' });
    const email = 'half-invited@example.com';
    const invite = await t.app.inject({ method: 'POST', url: '/api/team/invites', ...json({ email, role: 'team', approved: true }, admin.cookie) });
    expect(invite.statusCode).toBe(200);
    const inviteId = invite.json().id as string;
    const link = lastLink(email);
    // The fault: marking the invite used, after the account and its password are written.
    const res = await withFault('allowed_client_emails', 'update', `old.id = '${inviteId}'`, () => setPassword(link, 'half-invite-1', 'Half Invited'));
    expect(res.statusCode).toBe(500);
    const db = t.database.db;
    expect(await db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    expect(await db.selectFrom('allowed_client_emails').select('used').where('id', '=', inviteId).executeTakeFirstOrThrow()).toEqual({ used: false });
    expect(await linkStatus(link)).toMatchObject({ valid: true, activation: true, email });
    expect((await setPassword(link, 'half-invite-1', 'Half Invited')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email, password: 'half-invite-1', area: 'backoffice' }) })).statusCode).toBe(200);
  });

  it('the activation of an account staff prepared: no password, the name and invite as they were, the link still working', async () => {
    const db = t.database.db;
    const email = 'half-prepared@example.com';
    const user = await db.insertInto('users').values({ email, full_name: 'Prepared Name', role: 'client' }).returning('id').executeTakeFirstOrThrow();
    const record = await db.insertInto('allowed_client_emails').values({ email, full_name: 'Prepared Name', role: 'client', client_user_id: user.id }).returning('id').executeTakeFirstOrThrow();
    const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', ...json({ fullName: 'Someone', email, password: 'sign-up-1', confirmPassword: 'sign-up-1' }) });
    expect(signUp.json()).toMatchObject({ user: null });
    const link = lastLink(email);
    const res = await withFault('allowed_client_emails', 'update', `old.id = '${record.id}'`, () => setPassword(link, 'half-active-1', 'Chosen Name'));
    expect(res.statusCode).toBe(500);
    expect((await signIn(email, 'half-active-1')).statusCode).toBe(401);
    expect(await db.selectFrom('users').select('full_name').where('id', '=', user.id).executeTakeFirstOrThrow()).toEqual({ full_name: 'Prepared Name' });
    expect(await db.selectFrom('allowed_client_emails').select('used').where('id', '=', record.id).executeTakeFirstOrThrow()).toEqual({ used: false });
    expect(await linkStatus(link)).toMatchObject({ valid: true, activation: true });
  });

  it('a temporary password from Team Rights: the old password and the sessions stay, no forced change', async () => {
    const admin = await t.user({ role: 'super_admin' });
    const member = await t.user({ role: 'team' });
    // The fault: ending the member's sessions, the last write of the reset.
    const res = await withFault('auth_sessions', 'delete', `old.user_id = '${member.id}'`, () =>
      t.app.inject({ method: 'POST', url: `/api/team/users/${member.id}/reset-password`, headers: { cookie: admin.cookie } }),
    );
    expect(res.statusCode).toBe(500);
    expect((await session(member.cookie))?.mustChangePassword).toBe(false);
    expect((await signIn(member.email, member.password, 'backoffice')).statusCode).toBe(200);
  });
});

describe("staff changing a client's e-mail", () => {
  it('of an account with a password: mails the old address, ends its sessions, records who did it', async () => {
    const staff = await t.user({ role: 'team', fullName: 'Camille Laurent' });
    const owner = await t.user({ role: 'client', fullName: 'Ada Client' });
    const before = t.mails().length;
    const shown = (await t.app.inject({ url: `/api/clients/${owner.id}`, headers: { cookie: staff.cookie } })).json();
    const newEmail = `moved-${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/clients/${owner.id}`,
      ...json({ email: newEmail, fullName: 'Ada Client', version: shown.client.version }, staff.cookie),
    });
    expect(res.statusCode, res.body).toBe(200);
    // Signed out everywhere: a reset sent to the new mailbox does not ride on an open session.
    expect(await session(owner.cookie)).toBeNull();
    const notice = t.mails().slice(before).map(mailText).find((m) => m.includes(`To: ${owner.email}`));
    expect(notice).toBeTruthy();
    expect(notice).toContain('The e-mail address of your Maison Voyage account was changed');
    expect(notice).toContain(newEmail);
    expect(notice).toContain('Camille Laurent');
    const rows = await t.database.db.selectFrom('account_email_changes').selectAll().where('user_id', '=', owner.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ old_email: owner.email, new_email: newEmail, changed_by: staff.id });
    // The owner signs in with the new address and the same password.
    expect((await signIn(newEmail, owner.password)).statusCode).toBe(200);
  });

  it('of a prepared client (no password) or to the same address: nothing to tell, nothing recorded', async () => {
    const staff = await t.user({ role: 'team' });
    const created = await t.app.inject({ method: 'POST', url: '/api/clients', ...json({ email: `prepared-${Date.now()}@example.com` }, staff.cookie) });
    const c = created.json().client;
    const before = t.mails().length;
    const res = await t.app.inject({ method: 'PATCH', url: `/api/clients/${c.key}`, ...json({ email: `prepared-moved-${Date.now()}@example.com`, version: c.version }, staff.cookie) });
    expect(res.statusCode).toBe(200);
    expect(t.mails().length).toBe(before);
    expect(await t.database.db.selectFrom('account_email_changes').selectAll().where('user_id', '=', c.userId).execute()).toEqual([]);
    const owner = await t.user({ role: 'client' });
    const same = await t.app.inject({ method: 'PATCH', url: `/api/clients/${owner.id}`, ...json({ email: owner.email.toUpperCase(), notes: 'VIP', version: 1 }, staff.cookie) });
    expect(same.statusCode).toBe(200);
    expect(await session(owner.cookie)).toBeTruthy();
  });
});

describe('the settings password card of a nameless account', () => {
  it('does not ask for a name (only the forced screen does)', async () => {
    const owner = await t.user({ role: 'super_admin', fullName: '' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/password', ...json({ currentPassword: owner.password, password: 'owner-next-1', confirmPassword: 'owner-next-1' }, owner.cookie) });
    expect(res.statusCode, res.body).toBe(200);
  });
});
