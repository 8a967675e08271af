import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '#web/lib/api';
import { clientKeys } from '#web/lib/query-keys';
import type { ClientDetail } from '#shared/contracts/clients';

/** GET /api/clients/:key: a client by friendly id, user id or allowed-client record id. */
export const getClient = (key: string) => get<ClientDetail>(`/api/clients/${encodeURIComponent(key)}`);

export const clientQueryOptions = (key: string) => queryOptions({ queryKey: clientKeys.detail(key), queryFn: () => getClient(key) });

export function useClient(key: string) {
  return useQuery(clientQueryOptions(key));
}
