import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '#web/lib/api';
import { exchangeRateKeys } from '#web/lib/query-keys';
import type { ExchangeRate } from '#shared/contracts/exchange-rates';

/** GET /api/exchange-rates/latest: the EUR -> USD rate a trip's USD budget is compared at (spec §9). */
export const exchangeRateQueryOptions = () =>
  queryOptions({
    queryKey: exchangeRateKeys.latest(),
    queryFn: () => get<ExchangeRate>('/api/exchange-rates/latest'),
    // The server refreshes it daily; an hour on screen is plenty.
    staleTime: 60 * 60_000,
  });

export function useExchangeRate(enabled = true) {
  return useQuery({ ...exchangeRateQueryOptions(), enabled });
}
