import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '#web/lib/api';
import { clientKeys } from '#web/lib/query-keys';
import type { ConfirmEmailResponse } from '#shared/contracts/account';

/** POST /api/auth/confirm-email {user_id} (spec §7 confirm-email): staff, from the account status panel. */
export function useConfirmEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => post<ConfirmEmailResponse>('/api/auth/confirm-email', { user_id: userId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: clientKeys.details() }),
  });
}
