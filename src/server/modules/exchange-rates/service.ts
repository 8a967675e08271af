import type { ServiceDeps } from '#server/service-deps.js';
import { AppError, unprocessable } from '#server/lib/errors.js';
import { DEFAULT_EUR_USD_RATE, formatRate, isRateStale } from '#shared/domain/costs.js';
import { RATE_DECIMALS_WORKSPACE } from '#shared/domain/constants.js';
import type { ExchangeRate, FetchExchangeRatesResponse } from '#shared/contracts/exchange-rates.js';
import { ExchangeRateError } from '#server/providers/exchange-rates/ecb.js';
import { exchangeRatesRepo, type StoredRate } from './repo.js';

const BASE = 'EUR';
const TARGET = 'USD';

export interface ExchangeRatesOptions {
  /** How long a read waits for a refresh of a stale rate before answering with what it has; default 1.5 s. */
  readWaitMs?: number;
  /** After a failed fetch, reads do not try again for this long; default 15 min. */
  retryAfterMs?: number;
  now?: () => number;
}

export const EXCHANGE_RATE_MESSAGES = {
  turnedOff:
    'Exchange rates are not fetched: EXCHANGE_RATES_URL is off. The last stored rate, else 1 EUR = 1.10 USD, stays in use.',
} as const;

function fromStore(stored: StoredRate, stale: boolean): ExchangeRate {
  return {
    base: BASE,
    target: TARGET,
    rate: stored.rate,
    rateDate: stored.rateDate,
    source: 'ecb',
    fetchedAt: stored.checkedAt.toISOString(),
    stale,
  };
}

const DEFAULT_RATE: ExchangeRate = {
  base: BASE,
  target: TARGET,
  rate: DEFAULT_EUR_USD_RATE,
  rateDate: null,
  source: 'default',
  fetchedAt: null,
  stale: true,
};

function describe(rate: ExchangeRate): string {
  return rate.source === 'default'
    ? `the default rate ${formatRate(rate.rate)}`
    : `${formatRate(rate.rate, RATE_DECIMALS_WORKSPACE)} of ${rate.rateDate}`;
}

/**
 * EUR -> USD (spec §9, ADR 014): the ECB's rate kept in exchange_rates and refreshed when not
 * confirmed for a day. A read never fails and never waits long on the ECB: a stale rate starts a
 * refresh, the read waits for it at most `readWaitMs`, then answers with the last stored rate,
 * else 1.1, while the refresh goes on. After a failure, reads wait `retryAfterMs` before trying
 * again. One refresh at a time per process.
 */
export function createExchangeRatesService({ db, providers, log }: Pick<ServiceDeps, 'db' | 'providers' | 'log'>, options: ExchangeRatesOptions = {}) {
  const repo = exchangeRatesRepo(db);
  const source = providers.exchangeRates;
  const readWaitMs = options.readWaitMs ?? 1_500;
  const retryAfterMs = options.retryAfterMs ?? 15 * 60 * 1000;
  const now = options.now ?? Date.now;
  const stopping = new AbortController();
  let inflight: Promise<ExchangeRate> | null = null;
  let lastFailureAt: number | null = null;

  function refreshOnce(): Promise<ExchangeRate> {
    inflight ??= (async () => {
      try {
        const { date, rates } = await source.fetchLatest({ signal: stopping.signal });
        await repo.save(BASE, TARGET, rates[TARGET]!, date);
        lastFailureAt = null;
        const stored = await repo.latest(BASE, TARGET);
        log.info({ rate: stored?.rate, rateDate: stored?.rateDate }, 'exchange rate fetched from the ECB');
        return fromStore(stored!, false);
      } catch (error) {
        lastFailureAt = now();
        throw error;
      } finally {
        inflight = null;
      }
    })();
    return inflight;
  }

  async function current(): Promise<ExchangeRate> {
    const stored = await repo.latest(BASE, TARGET);
    return stored ? fromStore(stored, isRateStale(stored.checkedAt, now())) : DEFAULT_RATE;
  }

  return {
    /** The EUR -> USD rate in use: fresh, or refreshed within `readWaitMs`, else the last stored one, else 1.1. Never throws for the ECB. */
    async latest(): Promise<ExchangeRate> {
      const rate = await current();
      if (!rate.stale || source.kind === 'off') return rate;
      if (lastFailureAt !== null && now() - lastFailureAt < retryAfterMs && !inflight) return rate;
      const refreshing = refreshOnce();
      refreshing.catch((error: unknown) =>
        log.warn({ err: (error as Error).message }, 'exchange rate refresh failed: the last stored rate (else 1.1) stays in use'),
      );
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), readWaitMs);
      });
      const fresh = await Promise.race([refreshing.catch(() => null), waited]);
      clearTimeout(timer);
      return fresh ?? rate;
    },

    /** fetch-exchange-rates: fetches now (joining a refresh in flight); 502 with the rate still in use when the ECB fails. */
    async refresh(): Promise<FetchExchangeRatesResponse> {
      if (source.kind === 'off') throw unprocessable(EXCHANGE_RATE_MESSAGES.turnedOff);
      try {
        const rate = await refreshOnce();
        return { message: `Exchange rate updated: ${formatRate(rate.rate, RATE_DECIMALS_WORKSPACE)} (ECB, ${rate.rateDate}).`, rate };
      } catch (error) {
        const kept = await current();
        const reason = error instanceof ExchangeRateError ? error.message : `Could not fetch the ECB reference rates: ${(error as Error).message}`;
        throw new AppError(502, 'exchange_rates_unavailable', `${reason} Still using ${describe(kept)}.`);
      }
    },

    /** Cancels a refresh in flight (server shutting down). */
    async stop(): Promise<void> {
      stopping.abort();
      await inflight?.catch(() => undefined);
    },
  };
}

export type ExchangeRatesService = ReturnType<typeof createExchangeRatesService>;
