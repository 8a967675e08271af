import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNT_BACKOFF_MAX_MS, ACCOUNT_FREE_FAILURES } from '#server/lib/rate-limit.js';

/** Issue 12 §10: sign-in failures of one account counted across addresses, with a bounded back-off. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signIn = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password, area: 'client' }),
  });

/** Ends the account's current back-off, as the passing of time would. */
const backOffOver = (email: string) =>
  t.database.db.updateTable('rate_limits').set({ blocked_until: sql<Date>`now() - interval '1 second'` }).where('key', '=', `account:${email}`).execute();

const backOffLeftMs = async (email: string) => {
  const r = await sql<{ ms: number }>`select (extract(epoch from (blocked_until - now())) * 1000)::integer as ms from rate_limits where key = ${`account:${email}`}`.execute(t.database.db);
  return r.rows[0]?.ms ?? 0;
};

describe('per-account sign-in failures across addresses', () => {
  it('40 guesses from 4 addresses: only the free failures and one more are checked, the rest wait', async () => {
    const u = await t.user();
    const codes: number[] = [];
    for (let a = 1; a <= 4; a++) {
      for (let i = 0; i < 10; i++) codes.push((await signIn(u.email, `guess-${a}-${i}`, `203.0.113.${a}`)).statusCode);
    }
    expect(codes.filter((c) => c === 401)).toHaveLength(ACCOUNT_FREE_FAILURES + 1);
    expect(codes.filter((c) => c === 429)).toHaveLength(40 - ACCOUNT_FREE_FAILURES - 1);
    // Even the right password waits, from an address the account never signed in from.
    expect((await signIn(u.email, u.password, '203.0.113.99')).statusCode).toBe(429);
  });

  it('the owner is not locked out from an address they signed in from', async () => {
    const u = await t.user();
    expect((await signIn(u.email, u.password, '198.51.100.4')).statusCode).toBe(200);
    for (let i = 0; i < 30; i++) await signIn(u.email, `guess-${i}`, `192.0.2.${i + 1}`);
    expect(await backOffLeftMs(u.email)).toBeGreaterThan(0);
    expect((await signIn(u.email, u.password, '198.51.100.4')).statusCode).toBe(200);
  });

  it('the back-off doubles but never exceeds its bound, and a new address is checked again once it is over', async () => {
    const u = await t.user();
    const waits: number[] = [];
    for (let i = 0; i < ACCOUNT_FREE_FAILURES + 12; i++) {
      await backOffOver(u.email);
      expect((await signIn(u.email, `guess-${i}`, `198.18.0.${i + 1}`)).statusCode).toBe(401);
      waits.push(await backOffLeftMs(u.email));
    }
    const backOffs = waits.slice(ACCOUNT_FREE_FAILURES);
    expect(backOffs[0]).toBeGreaterThan(20_000);
    expect(backOffs[1]).toBeGreaterThan(backOffs[0]!);
    for (const ms of backOffs) expect(ms).toBeLessThanOrEqual(ACCOUNT_BACKOFF_MAX_MS);
    expect(backOffs.at(-1)).toBeGreaterThan(ACCOUNT_BACKOFF_MAX_MS - 10_000);
    expect((await signIn(u.email, u.password, '198.18.1.1')).statusCode).toBe(429);
    await backOffOver(u.email);
    expect((await signIn(u.email, u.password, '198.18.1.1')).statusCode).toBe(200);
  });
});
