import { AppError } from '#server/lib/errors.js';
import { isIsoDate } from '#shared/contracts/common.js';

/**
 * Reference exchange rates (issue 8 §4, ADR 014): the European Central Bank's daily file,
 * eurofxref-daily.xml, published on working days around 16:00 CET with the rate of each currency
 * for one euro. EXCHANGE_RATES_URL names the file (default the ECB's own; `off`: no fetching).
 */
export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

/** The rates of one day: units of each currency for 1 EUR. */
export interface ReferenceRates {
  date: string;
  rates: Readonly<Record<string, number>>;
}

export interface ExchangeRateSource {
  kind: 'ecb' | 'off';
  /** For the start-up log. */
  describe: string;
  /** The latest published rates; throws ExchangeRateError (502) when they cannot be had. */
  fetchLatest(options?: { signal?: AbortSignal }): Promise<ReferenceRates>;
}

/** The rates could not be fetched or read: 502 with our error shape. */
export class ExchangeRateError extends AppError {
  override readonly name = 'ExchangeRateError';
  constructor(
    public readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(502, 'exchange_rates_unavailable', `Could not fetch the ECB reference rates: ${reason}`);
    if (options?.cause !== undefined) (this as { cause?: unknown }).cause = options.cause;
  }
}

/** A plausible EUR -> currency rate: a file that says 1 EUR = 0.0001 or 10000 USD is refused. */
const PLAUSIBLE: Readonly<Record<string, [number, number]>> = { USD: [0.5, 3], GBP: [0.4, 2] };

const DAY_MS = 86_400_000;

/**
 * Reads eurofxref-daily.xml: the day of `<Cube time='YYYY-MM-DD'>` and each
 * `<Cube currency='USD' rate='1.0867'/>` inside it. A file without the ECB's envelope, a day,
 * a USD rate, or with an impossible date or rate throws ExchangeRateError.
 */
export function parseEcbDaily(xml: string, now: number = Date.now()): ReferenceRates {
  const malformed = (what: string) => new ExchangeRateError(`the file is not the ECB's daily rates (${what}).`);
  if (!/<(?:\w+:)?Envelope\b/.test(xml) || !xml.includes('eurofxref')) throw malformed('no ECB envelope');
  const day = /<Cube\s+time\s*=\s*(["'])(.*?)\1\s*>([\s\S]*?)<\/Cube>/.exec(xml);
  if (!day) throw malformed('no day of rates');
  const date: string = day[2]!;
  if (!isIsoDate(date)) throw malformed(`bad date ${JSON.stringify(day[2]!.slice(0, 20))}`);
  if (Date.parse(`${date}T00:00:00Z`) > now + DAY_MS) throw malformed(`a date in the future, ${date}`);
  const rates: Record<string, number> = {};
  for (const m of day[3]!.matchAll(/<Cube\s+currency\s*=\s*(["'])([A-Z]{3})\1\s+rate\s*=\s*(["'])([^"']*)\3\s*\/>/g)) {
    const rate = Number(m[4]);
    if (!/^\d+(\.\d+)?$/.test(m[4]!) || !(rate > 0)) throw malformed(`bad rate for ${m[2]}`);
    rates[m[2]!] = rate;
  }
  if (rates.USD === undefined) throw malformed('no USD rate');
  for (const [currency, [low, high]] of Object.entries(PLAUSIBLE)) {
    const rate = rates[currency];
    if (rate !== undefined && (rate < low || rate > high)) throw malformed(`an implausible ${currency} rate, ${rate}`);
  }
  return { date, rates };
}

export interface EcbSourceOptions {
  url: string;
  /** Per fetch; default 10 s. */
  timeoutMs?: number;
  /** Larger answers are refused (the real file is under 2 KB); default 256 KB. */
  maxBytes?: number;
  fetch?: typeof globalThis.fetch;
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const length = Number(response.headers.get('content-length'));
  if (Number.isFinite(length) && length > maxBytes) throw new ExchangeRateError(`the answer is too large (${length} bytes).`);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ExchangeRateError(`the answer is too large (over ${maxBytes} bytes).`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The ECB's daily file (or a copy of it at another URL), fetched with a time-out. */
export function createEcbSource(options: EcbSourceOptions): ExchangeRateSource {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 256 * 1024;
  const doFetch = options.fetch ?? globalThis.fetch;
  const host = new URL(options.url).host;
  return {
    kind: 'ecb',
    describe: `ECB reference rates from ${host}`,
    async fetchLatest(call) {
      const timer = AbortSignal.timeout(timeoutMs);
      const signal = call?.signal ? AbortSignal.any([call.signal, timer]) : timer;
      try {
        const response = await doFetch(options.url, { headers: { accept: 'application/xml, text/xml' }, signal });
        if (!response.ok) {
          await response.body?.cancel();
          throw new ExchangeRateError(`${host} answered ${response.status}.`);
        }
        return parseEcbDaily(await readCapped(response, maxBytes));
      } catch (error) {
        if (error instanceof ExchangeRateError) throw error;
        if (timer.aborted) throw new ExchangeRateError(`${host} did not answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}.`, { cause: error });
        if (call?.signal?.aborted) throw new ExchangeRateError('the fetch was cancelled.', { cause: error });
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        throw new ExchangeRateError(`${host} could not be reached${cause ? ` (${cause})` : ''}.`, { cause: error });
      }
    },
  };
}

/** EXCHANGE_RATES_URL=off: no fetching; the last stored rate, else 1.1, stays in use. */
export function createDisabledSource(): ExchangeRateSource {
  return {
    kind: 'off',
    describe: 'off (EXCHANGE_RATES_URL=off): last stored rate, else 1.1',
    async fetchLatest() {
      throw new ExchangeRateError('fetching is turned off (EXCHANGE_RATES_URL=off).');
    },
  };
}
