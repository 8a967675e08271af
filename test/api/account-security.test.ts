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
const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email, password, area: 'client' }) });

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
