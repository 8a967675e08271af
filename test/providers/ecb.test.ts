import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ecbDailyXml, startEcbStandIn, type EcbStandIn } from '../helpers/standins/ecb.js';
import { createDisabledSource, createEcbSource, ExchangeRateError, parseEcbDaily } from '#server/providers/exchange-rates/ecb.js';

let ecb: EcbStandIn;
beforeAll(async () => {
  ecb = await startEcbStandIn();
});
afterAll(async () => {
  await ecb.close();
});
beforeEach(() => {
  ecb.answer = { body: ecbDailyXml('2026-11-20') };
  ecb.requests = 0;
});

async function failure(promise: Promise<unknown>): Promise<ExchangeRateError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ExchangeRateError);
    return error as ExchangeRateError;
  }
  throw new Error('expected the fetch to fail');
}

const NOW = Date.parse('2026-11-20T18:00:00Z');

describe('parseEcbDaily', () => {
  it("reads the day and each currency's rate for 1 EUR", () => {
    expect(parseEcbDaily(ecbDailyXml('2026-11-20'), NOW)).toEqual({
      date: '2026-11-20',
      rates: { USD: 1.0867, JPY: 169.11, CHF: 0.9872, GBP: 0.8551 },
    });
  });

  it('accepts double quotes and spacing as an XML writer may produce them', () => {
    const xml = ecbDailyXml('2026-11-20').replace(/'/g, '"').replace(/<Cube currency=/g, '<Cube  currency = ');
    expect(parseEcbDaily(xml, NOW).rates.USD).toBe(1.0867);
  });

  it.each([
    ['an HTML page', '<html><body>Service unavailable</body></html>', 'no ECB envelope'],
    ['a truncated file', ecbDailyXml('2026-11-20').slice(0, 420), 'no day of rates'],
    ['an impossible date', ecbDailyXml('2026-02-30'), 'bad date "2026-02-30"'],
    ['a date in the future', ecbDailyXml('2027-01-05'), 'a date in the future, 2027-01-05'],
    ['a rate that is not a number', ecbDailyXml('2026-11-20', 'N/A'), 'bad rate for USD'],
    ['an implausible rate', ecbDailyXml('2026-11-20', 108.67), 'an implausible USD rate, 108.67'],
    ['no USD rate', ecbDailyXml('2026-11-20').replace(/<Cube currency='USD'[^>]*>/, ''), 'no USD rate'],
  ])('refuses %s', (_what, xml, reason) => {
    expect(() => parseEcbDaily(xml, NOW)).toThrow(`Could not fetch the ECB reference rates: the file is not the ECB's daily rates (${reason}).`);
  });
});

describe('ECB source against a local stand-in', () => {
  it('fetches and reads the daily file', async () => {
    const rates = await createEcbSource({ url: ecb.url }).fetchLatest();
    expect(rates.date).toBe('2026-11-20');
    expect(rates.rates.USD).toBe(1.0867);
    expect(ecb.requests).toBe(1);
  });

  it('fails with 502 on a malformed file', async () => {
    ecb.answer = { body: '<?xml version="1.0"?><gesmes:Envelope xmlns="eurofxref"><Cube><Cube time=\'2026-11-20\'></Cube></Cube>' };
    const error = await failure(createEcbSource({ url: ecb.url }).fetchLatest());
    expect(error.status).toBe(502);
    expect(error.code).toBe('exchange_rates_unavailable');
    expect(error.message).toBe("Could not fetch the ECB reference rates: the file is not the ECB's daily rates (no USD rate).");
  });

  it('gives up after its time-out', async () => {
    ecb.answer = { body: ecbDailyXml('2026-11-20'), slowMs: 2_000 };
    const started = Date.now();
    const error = await failure(createEcbSource({ url: ecb.url, timeoutMs: 150 }).fetchLatest());
    expect(error.message).toMatch(/^Could not fetch the ECB reference rates: 127\.0\.0\.1:\d+ did not answer within 150 ms\.$/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('fails on an error status', async () => {
    ecb.answer = { body: 'maintenance', status: 503 };
    const error = await failure(createEcbSource({ url: ecb.url }).fetchLatest());
    expect(error.message).toMatch(/answered 503\.$/);
  });

  it('refuses an answer far larger than the real file', async () => {
    ecb.answer = { body: ecbDailyXml('2026-11-20') + ' '.repeat(40_000) };
    const error = await failure(createEcbSource({ url: ecb.url, maxBytes: 16_384 }).fetchLatest());
    expect(error.message).toMatch(/too large/);
  });

  it('fails when the server cannot be reached (no internet)', async () => {
    const error = await failure(createEcbSource({ url: 'http://127.0.0.1:9/eurofxref-daily.xml' }).fetchLatest());
    expect(error.message).toMatch(/^Could not fetch the ECB reference rates: 127\.0\.0\.1:9 could not be reached/);
  });

  it('does not fetch at all when turned off', async () => {
    const error = await failure(createDisabledSource().fetchLatest());
    expect(error.message).toBe('Could not fetch the ECB reference rates: fetching is turned off (EXCHANGE_RATES_URL=off).');
  });
});
