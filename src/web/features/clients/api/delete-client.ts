import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del } from '#web/lib/api';
import { clientKeys } from '#web/lib/query-keys';
import { clientPath, refreshClientsAndTrips } from './client-writes';

/** DELETE /api/clients/:key: the record and account go; the client's trips move to Deleted (super_admin). */
export const deleteClient = (key: string) => del<{ ok: true }>(clientPath(key));

export function useDeleteClient(key: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => deleteClient(key),
    onSuccess: () => {
      qc.removeQueries({ queryKey: clientKeys.detail(key) });
      void refreshClientsAndTrips(qc);
    },
  });
}
