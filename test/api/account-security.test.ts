import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
