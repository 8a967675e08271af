import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, patch, post, qs } from '#web/lib/api';
import type {
  ClientCard,
  ClientDetail,
  ClientInfoBody,
  ClientPage,
  CloneTripBody,
  CreatedTrip,
  NewClientTripBody,
  TemplateTripList,
} from '#shared/contracts/clients';

/** Client database and client detail data (spec §2) over /api/clients and /api/trips/templates. */

export const CLIENTS_PAGE_SIZE = 24;

export const clientsQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: ['clients', 'list', search, page],
    queryFn: () => get<ClientPage>(`/api/clients${qs({ search, page, pageSize: CLIENTS_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });

export function useClients(search: string, page: number) {
  return useQuery(clientsQuery(search, page));
}

export const clientQuery = (key: string) =>
  queryOptions({
    queryKey: ['clients', 'detail', key],
    queryFn: () => get<ClientDetail>(`/api/clients/${encodeURIComponent(key)}`),
  });

export function useClient(key: string) {
  return useQuery(clientQuery(key));
}

export const templatesQuery = queryOptions({
  queryKey: ['trip-templates'],
  queryFn: () => get<TemplateTripList>('/api/trips/templates'),
  staleTime: 5 * 60_000,
});

export function useTemplates() {
  return useQuery(templatesQuery);
}

const path = (key: string) => `/api/clients/${encodeURIComponent(key)}`;

export const createClient = (body: ClientInfoBody) => post<{ client: ClientCard }>('/api/clients', body);
export const saveClient = (key: string, body: ClientInfoBody) => patch<ClientDetail>(path(key), body);
export const deleteClient = (key: string) => del<{ ok: true }>(path(key));
export const createClientTrip = (key: string, body: NewClientTripBody) =>
  post<{ trip: CreatedTrip }>(`${path(key)}/trips`, body);
export const cloneTripByNumber = (key: string, body: CloneTripBody) =>
  post<{ trip: CreatedTrip }>(`${path(key)}/clone`, body);
export const resetClientPassword = (key: string) => post<{ ok: true }>(`${path(key)}/reset-password`);

/** Mutations of one client; each refreshes the client's detail and the database list. */
export function useClientMutations(key: string) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['clients'] });
  return {
    save: useMutation({
      mutationFn: (body: ClientInfoBody) => saveClient(key, body),
      onSuccess: (detail) => {
        qc.setQueryData(clientQuery(key).queryKey, detail);
        void refresh();
      },
    }),
    remove: useMutation({
      mutationFn: () => deleteClient(key),
      onSuccess: () => {
        qc.removeQueries({ queryKey: clientQuery(key).queryKey });
        void qc.invalidateQueries({ queryKey: ['clients', 'list'] });
      },
    }),
    createTrip: useMutation({ mutationFn: (body: NewClientTripBody) => createClientTrip(key, body), onSuccess: refresh }),
    clone: useMutation({ mutationFn: (body: CloneTripBody) => cloneTripByNumber(key, body), onSuccess: refresh }),
  };
}

export function useCreateClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['clients', 'list'] }),
  });
}
