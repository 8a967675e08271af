import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, get, patch } from '#web/lib/api';
import { workspaceKeys } from '#web/lib/query-keys';
import { changePassword, sessionQuery } from '#web/features/auth';
import type { AccountInfo, UpdateAccountBody } from '#shared/contracts/account';

export const accountQuery = queryOptions({
  queryKey: workspaceKeys.account(),
  queryFn: () => get<AccountInfo>('/api/auth/account'),
  staleTime: 60_000,
});

/** GET /api/auth/account: the settings panel's user ID, e-mail, role and member-since date. */
export function useAccount(enabled = true) {
  return useQuery({ ...accountQuery, enabled });
}

/**
 * PATCH /api/auth/account: the person corrects their own name at the version they read. Shown as
 * saved only once the server has it (the panel and the session's name then follow); a 409 reloads
 * the account, so the latest details are shown and the typed name stays in the field.
 */
export function useRenameAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountBody) => patch<AccountInfo>('/api/auth/account', body),
    onSuccess: (account) => {
      qc.setQueryData(accountQuery.queryKey, account);
      void qc.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) void qc.invalidateQueries({ queryKey: accountQuery.queryKey });
    },
  });
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
