import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { ecbDailyXml, startEcbStandIn, type EcbStandIn } from '../helpers/standins/ecb.js';

/**
 * Exchange rates (issue 8 §4, spec §9): the ECB's daily file through a local stand-in, kept in
 * exchange_rates, refreshed when not confirmed for a day, else the last stored rate, else 1.1.
 */

async function call(t: TestApp, method: 'GET' | 'POST', url: string, user?: TestUser) {
  return t.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {} });
}

async function ageRates(t: TestApp, hours: number) {
  await sql`update exchange_rates set fetched_at = now() - make_interval(hours => ${hours})`.execute(t.database.db);
}

describe('exchange rates with fetching off (no internet)', () => {
  let t: TestApp;
  let client: TestUser;
  let staff: TestUser;
  beforeAll(async () => {
    t = await createTestApp(); // EXCHANGE_RATES_URL=off
    client = await t.user({ role: 'client' });
    staff = await t.user({ role: 'team' });
  });
  afterAll(async () => t?.close());

  it('gives the default 1.1 to anyone signed in when no rate was ever stored', async () => {
    const res = await call(t, 'GET', '/api/exchange-rates/latest', client);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ base: 'EUR', target: 'USD', rate: 1.1, rateDate: null, source: 'default', fetchedAt: null, stale: true });
  });

  it('asks for a session', async () => {
    const res = await call(t, 'GET', '/api/exchange-rates/latest');
    expect(res.statusCode).toBe(401);
  });

  it('refuses a fetch with a clear 422 and keeps the last stored rate', async () => {
    await t.database.db.insertInto('exchange_rates').values({ base_currency: 'EUR', target_currency: 'USD', rate: 1.0712, rate_date: '2026-10-30' }).execute();
    await ageRates(t, 72);
    const res = await call(t, 'POST', '/api/exchange-rates/fetch', staff);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      'Exchange rates are not fetched: EXCHANGE_RATES_URL is off. The last stored rate, else 1 EUR = 1.10 USD, stays in use.',
    );
    const latest = (await call(t, 'GET', '/api/exchange-rates/latest', client)).json();
    expect(latest).toMatchObject({ rate: 1.0712, rateDate: '2026-10-30', source: 'ecb', stale: true });
  });
});

describe('exchange rates from the ECB (local stand-in)', () => {
  let ecb: EcbStandIn;
  let t: TestApp;
  let client: TestUser;
  let staff: TestUser;

  beforeAll(async () => {
    ecb = await startEcbStandIn();
    t = await createTestApp({ env: { EXCHANGE_RATES_URL: ecb.url } });
    client = await t.user({ role: 'client' });
    staff = await t.user({ role: 'super_admin' });
  });
  afterAll(async () => {
    await t?.close();
    await ecb?.close();
  });
  beforeEach(() => {
    ecb.answer = { body: ecbDailyXml('2026-11-20', 1.0867) };
    ecb.requests = 0;
  });

  it('fetch-exchange-rates is for staff: a client is refused and nothing is fetched', async () => {
    const res = await call(t, 'POST', '/api/exchange-rates/fetch', client);
    expect(res.statusCode).toBe(403);
    expect(ecb.requests).toBe(0);
  });

  it('staff fetch the rate: stored with its ECB date, answered in words', async () => {
    const res = await call(t, 'POST', '/api/exchange-rates/fetch', staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Exchange rate updated: 1 EUR = 1.0867 USD (ECB, 2026-11-20).');
    expect(res.json().rate).toMatchObject({ rate: 1.0867, rateDate: '2026-11-20', source: 'ecb', stale: false });
    const rows = await t.database.db.selectFrom('exchange_rates').selectAll().execute();
    expect(rows.map((r) => [r.base_currency, r.target_currency, Number(r.rate), r.rate_date])).toEqual([['EUR', 'USD', 1.0867, '2026-11-20']]);
  });

  it('a fresh rate is read without asking the ECB', async () => {
    const res = await call(t, 'GET', '/api/exchange-rates/latest', client);
    expect(res.json()).toMatchObject({ rate: 1.0867, rateDate: '2026-11-20', source: 'ecb', stale: false });
    expect(ecb.requests).toBe(0);
  });

  it('a rate not confirmed for a day is refreshed on read', async () => {
    await ageRates(t, 25);
    ecb.answer = { body: ecbDailyXml('2026-11-23', 1.0921) };
    const res = await call(t, 'GET', '/api/exchange-rates/latest', client);
    expect(res.json()).toMatchObject({ rate: 1.0921, rateDate: '2026-11-23', stale: false });
    expect(ecb.requests).toBe(1);
    // The older day stays recorded; the latest by rate_date is read.
    expect(await t.database.db.selectFrom('exchange_rates').select('rate_date').orderBy('rate_date').execute()).toEqual([
      { rate_date: '2026-11-20' },
      { rate_date: '2026-11-23' },
    ]);
  });

  it("over a weekend the ECB's latest day is older than a day, yet confirmed: no refetch on every read", async () => {
    await ageRates(t, 25);
    ecb.answer = { body: ecbDailyXml('2026-11-23', 1.0921) }; // the same day again
    await call(t, 'GET', '/api/exchange-rates/latest', client);
    await call(t, 'GET', '/api/exchange-rates/latest', client);
    expect(ecb.requests).toBe(1);
  });

  it('a malformed file: fetch answers 502 naming the rate still in use, and nothing changes', async () => {
    ecb.answer = { body: '<html><body>Maintenance</body></html>' };
    const res = await call(t, 'POST', '/api/exchange-rates/fetch', staff);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: 'exchange_rates_unavailable',
      message: "Could not fetch the ECB reference rates: the file is not the ECB's daily rates (no ECB envelope). Still using 1 EUR = 1.0921 USD of 2026-11-23.",
    });
    const latest = (await call(t, 'GET', '/api/exchange-rates/latest', client)).json();
    expect(latest.rate).toBe(1.0921);
  });

  it('a stale read during a failure gets the last stored rate, and does not hammer the ECB', async () => {
    await ageRates(t, 30);
    ecb.answer = { body: ecbDailyXml('2026-11-24', 'oops') };
    const first = (await call(t, 'GET', '/api/exchange-rates/latest', client)).json();
    expect(first).toMatchObject({ rate: 1.0921, rateDate: '2026-11-23', stale: true });
    const requests = ecb.requests;
    await call(t, 'GET', '/api/exchange-rates/latest', client);
    expect(ecb.requests).toBe(requests); // a failed fetch is not retried on the next read
  });
});

describe('exchange rates when the ECB is slow', () => {
  let ecb: EcbStandIn;
  let t: TestApp;
  let client: TestUser;
  let staff: TestUser;

  beforeAll(async () => {
    ecb = await startEcbStandIn();
    t = await createTestApp({ env: { EXCHANGE_RATES_URL: ecb.url } });
    client = await t.user({ role: 'client' });
    staff = await t.user({ role: 'team' });
  });
  afterAll(async () => {
    await t?.close();
    await ecb?.close();
  });

  it('with no rate stored, a read waits at most 1.5 s and answers 1.1; the refresh lands afterwards', async () => {
    ecb.answer = { body: ecbDailyXml('2026-11-20', 1.0867), slowMs: 4_000 };
    const started = Date.now();
    const res = await call(t, 'GET', '/api/exchange-rates/latest', client);
    const took = Date.now() - started;
    expect(res.json()).toMatchObject({ rate: 1.1, source: 'default' });
    expect(took).toBeGreaterThanOrEqual(1_400);
    expect(took).toBeLessThan(3_500); // not the ECB's 4 s
    // The refresh goes on and stores the rate; no second fetch is started meanwhile.
    let latest: { rate: number; stale: boolean } | undefined;
    for (let i = 0; i < 20 && latest?.rate !== 1.0867; i++) {
      await new Promise((r) => setTimeout(r, 250));
      latest = (await call(t, 'GET', '/api/exchange-rates/latest', client)).json();
    }
    expect(latest).toMatchObject({ rate: 1.0867, stale: false });
    expect(ecb.requests).toBe(1);
  });

  it("a stale rate is answered after the read's short wait when the ECB does not answer", async () => {
    await ageRates(t, 48);
    ecb.answer = { body: ecbDailyXml('2026-11-23', 1.0921), slowMs: 4_000 };
    const started = Date.now();
    const res = await call(t, 'GET', '/api/exchange-rates/latest', client);
    expect(Date.now() - started).toBeLessThan(3_500);
    expect(res.json()).toMatchObject({ rate: 1.0867, stale: true });
  });

  it('staff fetch joins the refresh already under way instead of starting another', async () => {
    const res = await call(t, 'POST', '/api/exchange-rates/fetch', staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().rate).toMatchObject({ rate: 1.0921, rateDate: '2026-11-23' });
    expect(ecb.requests).toBe(2);
  });
});
