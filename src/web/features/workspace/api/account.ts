import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, get, post } from '#web/lib/api';
import { clientKeys, workspaceKeys } from '#web/lib/query-keys';
import { changePassword } from '#web/features/auth';
import type { AccountInfo, ConfirmEmailResponse } from '#shared/contracts/account';

export const accountQuery = queryOptions({
  queryKey: workspaceKeys.account(),
  queryFn: () => get<AccountInfo>('/api/auth/account'),
  staleTime: 60_000,
});

/** GET /api/auth/account: the settings panel's user ID, e-mail, role and member-since date. */
export function useAccount(enabled = true) {
  return useQuery({ ...accountQuery, enabled });
}

/** DELETE /api/auth/account with the typed word (a client's own account; ADR 018). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: () => api<{ ok: true }>('DELETE', '/api/auth/account', { confirm: 'DELETE' }) });
}

/**
 * The change-password dialog. It sends the current password too: the server checks it where
 * its contract asks for it, and ignores it otherwise.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; password: string; confirmPassword: string }) =>
      changePassword(body as Parameters<typeof changePassword>[0]),
  });
}

/** POST /api/auth/confirm-email {user_id} (staff, client detail's account status panel). */
export function useConfirmEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => post<ConfirmEmailResponse>('/api/auth/confirm-email', { user_id: userId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: clientKeys.details() }),
  });
}
