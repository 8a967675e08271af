import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '#web/lib/api';
import { clientKeys } from '#web/lib/query-keys';
import { queryString } from '#web/lib/url';
import type { ClientPage } from '#shared/contracts/clients';

export const CLIENTS_PAGE_SIZE = 24;

/** GET /api/clients: the client database, searched by e-mail, name or destination and paged on the server. */
export const getClients = (search: string, page: number) =>
  get<ClientPage>(`/api/clients${queryString({ search, page, pageSize: CLIENTS_PAGE_SIZE })}`);

export const clientsQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: clientKeys.list({ search, page }),
    queryFn: () => getClients(search, page),
    placeholderData: keepPreviousData,
  });

export function useClients(search: string, page: number) {
  return useQuery(clientsQueryOptions(search, page));
}
