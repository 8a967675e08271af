import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '#web/lib/api';
import { clientKeys } from '#web/lib/query-keys';
import type { ClientCard, ClientInfoBody } from '#shared/contracts/clients';

/** POST /api/clients: the allowed-client record and an account shell (New Client). */
export const createClient = (body: ClientInfoBody) => post<{ client: ClientCard }>('/api/clients', body);

export function useCreateClient() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createClient, onSuccess: () => qc.invalidateQueries({ queryKey: clientKeys.lists() }) });
}
