import { z } from 'zod';
import { IsoDate } from './common.js';

/**
 * exchange_rates (spec §3, §7 "select EUR to USD latest by rate_date", fetch-exchange-rates; §9
 * default 1.1, refreshed when older than 1 day). ADR 014.
 */

/** 'ecb': a rate of the ECB's daily file; 'default': none could be had, the spec's 1.1. */
export const EXCHANGE_RATE_SOURCES = ['ecb', 'default'] as const;

export const ExchangeRate = z.object({
  base: z.literal('EUR'),
  target: z.literal('USD'),
  /** USD for 1 EUR. */
  rate: z.number().positive(),
  /** The ECB's day of the rate; null for the default. */
  rateDate: IsoDate.nullable(),
  source: z.enum(EXCHANGE_RATE_SOURCES),
  /** When the ECB last confirmed it (ISO 8601); null for the default. */
  fetchedAt: z.string().nullable(),
  /** Not confirmed in the last day (the ECB could not be reached, or fetching is off). */
  stale: z.boolean(),
});
export type ExchangeRate = z.infer<typeof ExchangeRate>;

/** fetch-exchange-rates: what was fetched, in words and as the rate now in use. */
export const FetchExchangeRatesResponse = z.object({
  message: z.string(),
  rate: ExchangeRate,
});
export type FetchExchangeRatesResponse = z.infer<typeof FetchExchangeRatesResponse>;
