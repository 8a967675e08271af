import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, mailText, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const set = res.headers['set-cookie'];
  const list = Array.isArray(set) ? set : set ? [String(set)] : [];
  return list.map((c) => String(c).split(';')[0]).join('; ');
}

describe('client sign-up', () => {
  it('creates a client, trims and lowercases the e-mail, and signs in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: { fullName: 'Claire Dubois', email: '  Claire@Example.COM ', password: 'secret123', confirmPassword: 'secret123' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.redirectTo).toBe('/account');
    expect(body.user).toMatchObject({ email: 'claire@example.com', role: 'client', approved: true, fullName: 'Claire Dubois' });
    const cookie = cookieOf(res);
    expect(cookie).toContain('session_token');
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user.email).toBe('claire@example.com');
    const record = await t.database.db.selectFrom('allowed_client_emails').selectAll().where('email', '=', 'claire@example.com').executeTakeFirstOrThrow();
    expect(record).toMatchObject({ used: true, client_user_id: body.user.id, role: 'client' });
  });

  it('refuses an existing e-mail with the spec message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: { fullName: 'Other', email: 'claire@example.com', password: 'secret123', confirmPassword: 'secret123' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      'This email is already registered. Please sign in instead or use a different email.',
    );
  });

  it('two sign-ups of one new e-mail at once: one account, and the other is told it is registered', async () => {
    const signUp = (fullName: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        ...json({ fullName, email: 'twice@example.com', password, confirmPassword: password }),
      });
    // Two people, two passwords: the one who came second never sets the first one's password.
    const answers = await Promise.all([signUp('First Tab', 'first-secret'), signUp('Second Tab', 'second-secret')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((r) => r.statusCode === 422)!;
    expect(refused.json().error.message).toBe('This email is already registered. Please sign in instead or use a different email.');
    const users = await t.database.db.selectFrom('users').select(['id', 'full_name']).where('email', '=', 'twice@example.com').execute();
    expect(users).toHaveLength(1);
    const winner = answers.findIndex((r) => r.statusCode === 200);
    expect(users[0]!.full_name).toBe(['First Tab', 'Second Tab'][winner]);
    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email: 'twice@example.com', password, area: 'client' }) });
    expect((await signIn(['first-secret', 'second-secret'][winner]!)).statusCode).toBe(200);
    expect((await signIn(['second-secret', 'first-secret'][winner]!)).statusCode).toBe(401);
  });

  it('validates name, password length and confirmation', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: { fullName: 'A', email: 'a@example.com', password: '123', confirmPassword: '123' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toBe('Password must be at least 6 characters long');
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: { fullName: 'A', email: 'a@example.com', password: '123456', confirmPassword: '1234567' },
    });
    expect(mismatch.json().error.fields.confirmPassword).toBe('Passwords do not match');
    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: { fullName: '  ', email: 'a@example.com', password: '123456', confirmPassword: '123456' },
    });
    expect(noName.json().error.fields.fullName).toBe('Full name is required');
  });
});

describe('sign-in by area', () => {
  it('refuses a team member at the client login and ends the session', async () => {
    const u = await t.user({ role: 'team' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email: u.email, password: u.password, area: 'client' }) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Please use the backoffice login page to access your account.');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a client at the backoffice, and an unapproved team member', async () => {
    const c = await t.user({ role: 'client' });
    const r1 = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email: c.email, password: c.password, area: 'backoffice' }) });
    expect(r1.statusCode).toBe(403);
    expect(r1.json().error.message).toBe('Access denied. Team members only.');
    const p = await t.user({ role: 'team', approved: false });
    const r2 = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email: p.email, password: p.password, area: 'backoffice' }) });
    expect(r2.json().error.message).toBe(
      'Your account is pending approval. Please wait for an administrator to approve your account.',
    );
  });

  it('lets an approved team member into the backoffice', async () => {
    const u = await t.user({ role: 'team' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email: u.email, password: u.password, area: 'backoffice' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectTo).toBe('/backoffice');
  });

  it('rejects a wrong password with 401', async () => {
    const u = await t.user();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email: u.email, password: 'wrong-password', area: 'client' }) });
    expect(res.statusCode).toBe(401);
  });

  it('sign-out ends the session on the server', async () => {
    const u = await t.user();
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: u.cookie } });
    expect(out.statusCode).toBe(200);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: u.cookie } });
    expect(session.json().user).toBeNull();
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password, same answer for unknown e-mails', async () => {
    const u = await t.user({ email: 'reset-me@example.com' });
    const before = t.mails().length;
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', ...json({ email: 'nobody@example.com', area: 'client' }) });
    expect(unknown.statusCode).toBe(200);
    expect(t.mails().length).toBe(before);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', ...json({ email: u.email, area: 'client' }) });
    expect(res.json()).toEqual(unknown.json());
    const mail = mailText(t.mails().at(-1)!);
    const link = mail.match(/http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/);
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/reset-password/${token}` })).json()).toMatchObject({ valid: true, activation: false, email: u.email });
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', ...json({ token, password: 'brand-new-1', confirmPassword: 'brand-new-1' }) });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().redirectTo).toBe('/login');
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', ...json({ token, password: 'brand-new-2', confirmPassword: 'brand-new-2' }) });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('Invalid or expired reset link. Please request a new one.');
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email: u.email, password: 'brand-new-1', area: 'client' }) });
    expect(signIn.statusCode).toBe(200);
  });

  it('sends team members to the backoffice reset screen', async () => {
    const u = await t.user({ role: 'team' });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', ...json({ email: u.email, area: 'backoffice' }) });
    expect(mailText(t.mails().at(-1)!)).toContain('http://localhost:3000/backoffice/reset-password?token=');
  });

  it('a forced change of an account without a chosen name (the first run owner) asks for a full name', async () => {
    const u = await t.user({ role: 'super_admin', fullName: 'Agency Owner' });
    await t.app.ctx.services.accounts.requirePasswordChange(u.id);
    const change = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/password', headers: { cookie: u.cookie }, payload: { password: 'changed-1', confirmPassword: 'changed-1', ...body } });
    const without = await change({});
    expect(without.statusCode).toBe(400);
    expect(without.json().error.fields).toEqual({ fullName: 'Full name is required' });
    const blank = await change({ fullName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.fullName).toBe('Full name is required');
    // Nothing changed: the temporary password still works and the change is still due.
    const still = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email: u.email, password: u.password, area: 'backoffice' }) });
    expect(still.json().redirectTo).toBe('/backoffice/reset-password?forced=true');
    const ok = await change({ fullName: ' Camille Laurent ' });
    expect(ok.statusCode).toBe(200);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: u.cookie } });
    expect(session.json().user).toMatchObject({ fullName: 'Camille Laurent', mustChangePassword: false });
  });

  it('a forced change clears password_reset_required', async () => {
    const u = await t.user();
    await t.app.ctx.services.accounts.requirePasswordChange(u.id);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email: u.email, password: u.password, area: 'client' }) });
    expect(signIn.json().redirectTo).toBe('/reset-password?forced=true');
    const change = await t.app.inject({ method: 'POST', url: '/api/auth/password', headers: { cookie: u.cookie }, payload: { password: 'changed-1', confirmPassword: 'changed-1' } });
    expect(change.statusCode).toBe(200);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: u.cookie } });
    expect(session.json().user.mustChangePassword).toBe(false);
  });
});

describe('rate limits', () => {
  it('answers 429 with a readable message after too many sign-ins for one account', async () => {
    const u = await t.user();
    let last = 0;
    let message = '';
    for (let i = 0; i < 12; i++) {
      const r = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email: u.email, password: 'wrong-pass', area: 'client' }) });
      last = r.statusCode;
      message = r.json().error.message;
    }
    expect(last).toBe(429);
    expect(message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('limits per IP too', async () => {
    const small = await createTestApp({ authRateLimitPerMinute: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await small.app.inject({ method: 'POST', url: '/api/auth/forgot-password', ...json({ email: `x${i}@example.com` }) });
        codes.push(r.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await small.close();
    }
  });
});

describe('accounts prepared by staff are activated through the mailbox', () => {
  const signUp = (email: string, password = 'attacker-1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ fullName: 'Someone', email, password, confirmPassword: password }),
    });
  const activationLink = (email: string) => {
    const mail = t.mails().map(mailText).filter((m) => m.includes(`To: ${email}`)).at(-1) ?? '';
    return mail.match(/http:\/\/localhost:3000\/(backoffice\/)?reset-password\?token=([\w-]+)&activate=1/);
  };

  it('a client created by staff: sign-up sets no password and opens no session; the mailed link does', async () => {
    const email = 'prepared-client@example.com';
    const { db } = t.database;
    const user = await db.insertInto('users').values({ email, full_name: 'Prepared Client', role: 'client' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('allowed_client_emails').values({ email, full_name: 'Prepared Client', role: 'client', client_user_id: user.id }).execute();

    const res = await signUp(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null, redirectTo: '/login?activation=sent' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const attacker = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email, password: 'attacker-1', area: 'client' }) });
    expect(attacker.statusCode).toBe(401);

    const link = activationLink(email);
    expect(link?.[1]).toBeUndefined();
    const done = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', ...json({ token: link![2], password: 'owner-pass-9', confirmPassword: 'owner-pass-9' }) });
    expect(done.json().redirectTo).toBe('/login?activation=done');
    const record = await db.selectFrom('allowed_client_emails').select(['used', 'client_user_id']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(record).toEqual({ used: true, client_user_id: user.id });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email, password: 'owner-pass-9', area: 'client' }) });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.id).toBe(user.id);
  });

  it('a staff invite cannot be claimed without the mailbox; activation leads to the backoffice sign-in', async () => {
    const email = 'invited-admin@example.com';
    await t.database.db.insertInto('allowed_client_emails').values({ email, full_name: 'invited-admin', role: 'super_admin', approved: true }).execute();
    const res = await signUp(email);
    expect(res.json()).toEqual({ user: null, redirectTo: '/backoffice/login?activation=sent' });
    const attacker = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email, password: 'attacker-1', area: 'backoffice' }) });
    expect(attacker.statusCode).toBe(401);
    const link = activationLink(email);
    expect(link?.[1]).toBe('backoffice/');
    const done = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', ...json({ token: link![2], password: 'real-owner-1', confirmPassword: 'real-owner-1' }) });
    expect(done.json().redirectTo).toBe('/backoffice/login?signup=success');
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email, password: 'real-owner-1', area: 'backoffice' }) });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.role).toBe('super_admin');
  });
});

describe('client addresses', () => {
  it('X-Forwarded-For is not trusted by default, so it cannot dodge the per-IP limit', async () => {
    const small = await createTestApp({ authRateLimitPerMinute: 2 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await small.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${i}` },
          payload: JSON.stringify({ email: `spoof${i}@example.com` }),
        });
        codes.push(r.statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await small.close();
    }
  });

  it("a stranger's wrong guesses do not lock the owner out of their account", async () => {
    const u = await t.user();
    // The owner signed in from their address before: the account-wide back-off spares it (ADR 017).
    const before = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: '198.51.100.4', ...json({ email: u.email, password: u.password, area: 'client' }) });
    expect(before.statusCode).toBe(200);
    for (let i = 0; i < 12; i++) {
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: '192.0.2.7', ...json({ email: u.email, password: 'guess', area: 'client' }) });
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: '192.0.2.7', ...json({ email: u.email, password: u.password, area: 'client' }) });
    expect(blocked.statusCode).toBe(429);
    const owner = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: '198.51.100.4', ...json({ email: u.email, password: u.password, area: 'client' }) });
    expect(owner.statusCode).toBe(200);
  });
});

describe('invitations link straight to Set your password (ADR 002)', () => {
  async function admin() {
    return t.user({ role: 'super_admin', fullName: 'Ada Admin' });
  }
  const as = (cookie: string, body?: unknown) => ({
    headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  const invitationLink = (email: string) => {
    const mails = t.mails().map(mailText).filter((m) => m.includes(`To: ${email}`));
    const m = mails.at(-1)?.match(/http:\/\/localhost:3000\/(backoffice\/)?reset-password\?token=([\w-]+)&activate=1/);
    return { count: mails.length, area: m?.[1] ?? null, token: m?.[2] ?? null };
  };
  const status = async (token: string) => (await t.app.inject({ method: 'GET', url: `/api/auth/reset-password/${token}` })).json();
  const setPassword = (token: string, body: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', ...json({ token, password: 'colleague-1', confirmPassword: 'colleague-1', ...body }) });

  it('a colleague sets a password once, from the invitation, and signs in', async () => {
    const a = await admin();
    const email = 'giulia.bianchi@example.com';
    const res = await t.app.inject({ method: 'POST', url: '/api/team/invites', ...as(a.cookie, { email, role: 'team', approved: true }) });
    expect(res.statusCode).toBe(200);
    const link = invitationLink(email);
    expect(link.count).toBe(1);
    expect(link.area).toBe('backoffice/');
    // The screen knows the link sets a first password, for whom, and that no name is chosen yet.
    expect(await status(link.token!)).toEqual({ valid: true, activation: true, email, fullName: null });

    const done = await setPassword(link.token!, { fullName: 'Giulia Bianchi' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().redirectTo).toBe('/backoffice/login?signup=success');
    // No second mail asks for the password again.
    expect(invitationLink(email).count).toBe(1);

    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email, password: 'colleague-1', area: 'backoffice' }) });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ redirectTo: '/backoffice', user: { role: 'team', approved: true, fullName: 'Giulia Bianchi' } });
    const invite = await t.database.db.selectFrom('allowed_client_emails').select(['used', 'client_user_id']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(invite).toEqual({ used: true, client_user_id: signIn.json().user.id });

    // The link works once.
    expect((await status(link.token!)).valid).toBe(false);
    const again = await setPassword(link.token!);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('Invalid or expired reset link. Please request a new one.');
  });

  it('the role and approval of the invite apply when it is used; an expired or withdrawn invitation does nothing', async () => {
    const a = await admin();
    const email = 'pending.colleague@example.com';
    const res = await t.app.inject({ method: 'POST', url: '/api/team/invites', ...as(a.cookie, { email, role: 'team', approved: false }) });
    const inviteId = res.json().id as string;
    const first = invitationLink(email).token!;
    const edited = await t.app.inject({ method: 'PATCH', url: `/api/team/invites/${inviteId}`, ...as(a.cookie, { role: 'organizer', version: res.json().version }) });
    expect(edited.statusCode, edited.body).toBe(200);

    // Expired: refused.
    await t.database.db.updateTable('auth_verifications').set({ expires_at: new Date(Date.now() - 1000) }).where('identifier', '=', `invite:${first}`).execute();
    expect((await status(first)).valid).toBe(false);
    expect((await setPassword(first)).statusCode).toBe(400);

    // "Forgot password" on an invite nobody has used sends a fresh invitation.
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', ...json({ email, area: 'backoffice' }) });
    const fresh = invitationLink(email);
    expect(fresh.count).toBe(2);
    expect(fresh.token).not.toBe(first);
    const done = await setPassword(fresh.token!, { fullName: 'Paolo Conti' });
    expect(done.json().redirectTo).toBe('/login?activation=done');
    const user = await t.database.db.selectFrom('users').select(['role', 'approved', 'full_name']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(user).toEqual({ role: 'organizer', approved: false, full_name: 'Paolo Conti' });

    // A withdrawn invite's link stops working.
    const gone = 'withdrawn@example.com';
    const w = await t.app.inject({ method: 'POST', url: '/api/team/invites', ...as(a.cookie, { email: gone }) });
    const token = invitationLink(gone).token!;
    await t.app.inject({ method: 'DELETE', url: `/api/team/invites/${w.json().id}`, ...as(a.cookie) });
    expect((await status(token)).valid).toBe(false);
    expect((await setPassword(token)).statusCode).toBe(400);
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', gone).executeTakeFirst()).toBeUndefined();
  });

  it("a client staff prepared gets the same kind of invitation from the client page; its name is offered and kept", async () => {
    const a = await admin();
    const email = 'prepared.guest@example.com';
    const created = await t.app.inject({ method: 'POST', url: '/api/clients', ...as(a.cookie, { email, fullName: 'Hélène Moreau' }) });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json().client.key as string;
    const sent = await t.app.inject({ method: 'POST', url: `/api/clients/${key}/invitation`, ...as(a.cookie) });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ ok: true, email });
    const link = invitationLink(email);
    expect(link.area).toBeNull();
    expect(await status(link.token!)).toEqual({ valid: true, activation: true, email, fullName: 'Hélène Moreau' });
    const done = await setPassword(link.token!, { fullName: 'Hélène Moreau' });
    expect(done.json().redirectTo).toBe('/login?activation=done');
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', ...json({ email, password: 'colleague-1', area: 'client' }) });
    expect(signIn.statusCode).toBe(200);
    const detail = await t.app.inject({ method: 'GET', url: `/api/clients/${key}`, ...as(a.cookie) });
    expect(detail.json().client.used).toBe(true);
    // Once the client has a password, there is nothing to invite to.
    const twice = await t.app.inject({ method: 'POST', url: `/api/clients/${key}/invitation`, ...as(a.cookie) });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.message).toBe('This client already has an account');
  });
});
