import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { firstRunNoticeShown, seedIfEmpty } from '#server/db/seed/index.js';
import { DEMO_USER_EMAIL } from '#server/db/demo-user.js';
import type { AccountsService } from '#server/modules/accounts/service.js';

/** Issue 12 §1: a first run cut short (killed, or a write failing) is finished by the next start. */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function generated(app: TestApp) {
  return { ...app.app.ctx.config, adminEmail: undefined, adminPassword: undefined };
}

async function signIn(app: TestApp, email: string, password: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password, area: 'backoffice' }),
  });
}

async function expectComplete(app: TestApp, ownerEmail: string, password: string) {
  const db = app.database.db;
  const owner = await db.selectFrom('users').selectAll().where('email', '=', ownerEmail).executeTakeFirstOrThrow();
  expect(owner.role).toBe('super_admin');
  expect(owner.approved).toBe(true);
  const res = await signIn(app, ownerEmail, password);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().redirectTo).toBe('/backoffice/reset-password?forced=true');
  expect(await db.selectFrom('users').select('id').where('email', '=', DEMO_USER_EMAIL).execute()).toHaveLength(1);
  expect((await db.selectFrom('trips').select('id').where('is_template', '=', true).execute()).length).toBeGreaterThanOrEqual(3);
  expect((await db.selectFrom('blog_posts').select('id').execute()).length).toBeGreaterThanOrEqual(6);
}

describe('first run, all or nothing across restarts', () => {
  it('a start that dies after creating the owner is resumed: the owner gets a password and role, the content is written', async () => {
    t = await createTestApp();
    const accounts = t.app.ctx.services.accounts;
    const dying: AccountsService = {
      ...accounts,
      requirePasswordChange: async () => {
        throw new Error('killed');
      },
    };
    await expect(seedIfEmpty({ db: t.database.db, config: generated(t), accounts: dying })).rejects.toThrow('killed');

    const resumed = await seedIfEmpty({ db: t.database.db, config: generated(t), accounts });
    expect(resumed.seeded).toBe(true);
    await expectComplete(t, resumed.ownerEmail!, resumed.generatedPassword!);
    await firstRunNoticeShown(t.database.db);
    expect(await seedIfEmpty({ db: t.database.db, config: generated(t), accounts })).toEqual({ seeded: false });
    expect(await t.database.db.selectFrom('users').select('id').where('role', '=', 'super_admin').execute()).toHaveLength(1);
  });

  it('a start whose starter content fails half-way is resumed, with ADMIN_PASSWORD as the owner password', async () => {
    t = await createTestApp();
    const db = t.database.db;
    await sql`create function fail_seed() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`.execute(db);
    await sql`create trigger fail_seed before insert on blog_posts for each row execute function fail_seed()`.execute(db);
    const config = { ...t.app.ctx.config, adminEmail: 'boss@agency.test', adminPassword: 'first-pass-1' };
    await expect(seedIfEmpty({ db, config, accounts: t.app.ctx.services.accounts })).rejects.toThrow();
    // Nothing of the content is half there: it is one transaction.
    expect(await db.selectFrom('trips').select('id').execute()).toHaveLength(0);
    await sql`drop trigger fail_seed on blog_posts`.execute(db);

    const resumed = await seedIfEmpty({ db, config, accounts: t.app.ctx.services.accounts });
    expect(resumed).toMatchObject({ seeded: true, ownerEmail: 'boss@agency.test' });
    expect(resumed.generatedPassword).toBeUndefined();
    const owner = await db.selectFrom('users').select('id').where('email', '=', 'boss@agency.test').executeTakeFirstOrThrow();
    // ADMIN_PASSWORD: no forced change.
    await db.deleteFrom('password_reset_required').where('user_id', '=', owner.id).execute();
    const res = await signIn(t, 'boss@agency.test', 'first-pass-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(await seedIfEmpty({ db, config, accounts: t.app.ctx.services.accounts })).toEqual({ seeded: false });
  });

  it('a start that dies before printing the generated password prints a new one next time', async () => {
    t = await createTestApp();
    const accounts = t.app.ctx.services.accounts;
    const first = await seedIfEmpty({ db: t.database.db, config: generated(t), accounts });
    expect(first.seeded).toBe(true);
    // The process died before the notice reached the console: nobody knows that password.
    const next = await seedIfEmpty({ db: t.database.db, config: generated(t), accounts });
    expect(next.seeded).toBe(false);
    expect(next.generatedPassword).toMatch(/^\S{8,}$/);
    expect(next.generatedPassword).not.toBe(first.generatedPassword);
    await expectComplete(t, next.ownerEmail!, next.generatedPassword!);
    expect((await signIn(t, first.ownerEmail!, first.generatedPassword!)).statusCode).toBe(401);
    await firstRunNoticeShown(t.database.db);
    expect(await seedIfEmpty({ db: t.database.db, config: generated(t), accounts })).toEqual({ seeded: false });
  });

  it('never seeds a database that has starter content but no record of its first run (seeded before it was recorded)', async () => {
    t = await createTestApp();
    const db = t.database.db;
    const { seedContent } = await import('#server/db/seed/index.js');
    await seedContent(db);
    const res = await seedIfEmpty({ db, config: generated(t), accounts: t.app.ctx.services.accounts });
    expect(res).toEqual({ seeded: false });
    expect(await db.selectFrom('users').select('id').where('role', '=', 'super_admin').execute()).toHaveLength(0);
  });
});

describe('the owner created from ADMIN_EMAIL and ADMIN_PASSWORD gives the name clients will see (issue 19)', () => {
  const session = async (app: TestApp, cookie: string) =>
    (await app.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user as { fullName: string; mustGiveName?: boolean; mustChangePassword: boolean };
  const giveName = (app: TestApp, cookie: string, fullName: unknown) =>
    app.app.inject({ method: 'POST', url: '/api/auth/name', headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify({ fullName }) });

  it('is asked at the first sign-in, on the screen that asks the generated owner, and only until it answers', async () => {
    t = await createTestApp();
    const config = { ...t.app.ctx.config, adminEmail: 'named@agency.test', adminPassword: 'owner-pass-1', adminName: undefined };
    await seedIfEmpty({ db: t.database.db, config, accounts: t.app.ctx.services.accounts });
    const first = await signIn(t, 'named@agency.test', 'owner-pass-1');
    expect(first.statusCode, first.body).toBe(200);
    // No password change (the password is the one configured), but the name is asked where the generated owner is asked it.
    expect(first.json().redirectTo).toBe('/backoffice/reset-password?forced=true');
    const cookie = [first.headers['set-cookie']].flat().map((c) => String(c).split(';')[0]).join('; ');
    expect(await session(t, cookie)).toMatchObject({ mustGiveName: true, mustChangePassword: false });

    // A blank name changes nothing.
    const blank = await giveName(t, cookie, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.fullName).toBe('Full name is required');
    expect((await session(t, cookie)).fullName).toBe('Agency Owner');

    const named = await giveName(t, cookie, 'Claire Martin');
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().redirectTo).toBe('/backoffice');
    expect(await session(t, cookie)).toMatchObject({ fullName: 'Claire Martin', mustGiveName: false });
    // Once named, the name changes in the profile, not here; the next sign-in lands on the backoffice.
    expect((await giveName(t, cookie, 'Someone Else')).statusCode).toBe(409);
    expect((await signIn(t, 'named@agency.test', 'owner-pass-1')).json().redirectTo).toBe('/backoffice');
  });

  it('is not asked when ADMIN_NAME names it; a client is never asked', async () => {
    t = await createTestApp();
    const config = { ...t.app.ctx.config, adminEmail: 'boss2@agency.test', adminPassword: 'owner-pass-1', adminName: 'Sophie Laurent' };
    await seedIfEmpty({ db: t.database.db, config, accounts: t.app.ctx.services.accounts });
    const res = await signIn(t, 'boss2@agency.test', 'owner-pass-1');
    expect(res.json().redirectTo).toBe('/backoffice');
    expect(res.json().user).toMatchObject({ fullName: 'Sophie Laurent', mustGiveName: false });
    const client = await t.user({ role: 'client', fullName: '' });
    expect(await session(t, client.cookie)).toMatchObject({ mustGiveName: false });
  });
});
