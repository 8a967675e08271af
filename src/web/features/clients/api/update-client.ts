import { useQueryClient } from '@tanstack/react-query';
import { patch } from '#web/lib/api';
import { clientKeys } from '#web/lib/query-keys';
import { useVersionedMutation } from '#web/lib/versioned';
import type { ClientDetail, ClientInfoBody } from '#shared/contracts/clients';
import { clientPath } from './client-writes';

/** PATCH /api/clients/:key: the client information form with the version it showed (409 when saved since). */
export const updateClient = (key: string, body: ClientInfoBody & { version: number }) => patch<ClientDetail>(clientPath(key), body);

/**
 * Saves the form; on a 409 the server's message is toasted and the client reloaded (its new
 * version is the one the next save names), while the form keeps what was typed.
 */
export function useUpdateClient(key: string) {
  const qc = useQueryClient();
  return useVersionedMutation<ClientDetail, ClientInfoBody>({
    mutationFn: (body) => updateClient(key, body),
    refetchOnStale: [clientKeys.detail(key)],
    onSuccess: (detail) => {
      qc.setQueryData(clientKeys.detail(key), detail);
      void qc.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
