import { sql, type Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';

export interface StoredRate {
  rate: number;
  rateDate: string;
  /** The last time the ECB confirmed any EUR -> USD rate (the freshness of spec §9). */
  checkedAt: Date;
}

/** exchange_rates: the one module that reads and writes it (ADR 008). */
export function exchangeRatesRepo(db: Kysely<DB>) {
  return {
    /** The latest rate by rate_date (spec §7), with the last time any was fetched. */
    async latest(base: string, target: string): Promise<StoredRate | null> {
      const row = await db
        .selectFrom('exchange_rates')
        .select([
          'rate',
          'rate_date',
          sql<Date>`(select max(fetched_at) from exchange_rates where base_currency = ${base} and target_currency = ${target})`.as('checked_at'),
        ])
        .where('base_currency', '=', base)
        .where('target_currency', '=', target)
        .orderBy('rate_date', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) return null;
      return { rate: Number(row.rate), rateDate: row.rate_date, checkedAt: new Date(row.checked_at) };
    },

    /** Stores the rate of a day; fetching the same day again updates its rate and fetched_at. */
    async save(base: string, target: string, rate: number, rateDate: string): Promise<void> {
      await db
        .insertInto('exchange_rates')
        .values({ base_currency: base, target_currency: target, rate, rate_date: rateDate, fetched_at: new Date() })
        .onConflict((oc) =>
          oc.columns(['base_currency', 'target_currency', 'rate_date']).doUpdateSet({ rate, fetched_at: new Date() }),
        )
        .execute();
    },
  };
}
