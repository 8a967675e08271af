import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patch } from '#web/lib/api';
import { clientKeys } from '#web/lib/query-keys';
import type { ClientDetail, ClientInfoBody } from '#shared/contracts/clients';
import { clientPath } from './client-writes';

/** PATCH /api/clients/:key: the client information form. */
export const updateClient = (key: string, body: ClientInfoBody) => patch<ClientDetail>(clientPath(key), body);

export function useUpdateClient(key: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientInfoBody) => updateClient(key, body),
    onSuccess: (detail) => {
      qc.setQueryData(clientKeys.detail(key), detail);
      void qc.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
