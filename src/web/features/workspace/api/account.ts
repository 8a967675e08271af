import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, get } from '#web/lib/api';
import { workspaceKeys } from '#web/lib/query-keys';
import { changePassword } from '#web/features/auth';
import type { AccountInfo } from '#shared/contracts/account';

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
