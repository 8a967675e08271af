import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, get, post, patch, del } from '#web/lib/api';
import type * as contract from '#shared/contracts/team';
import { CONFIRM_WORD } from '#shared/domain/constants';
import { teamKeys } from '#web/lib/query-keys';
import { useVersionedMutation } from '#web/lib/versioned';

/** Team Rights data (spec §2 /backoffice/team-invitations) over /api/team. */

export const teamQuery = queryOptions({
  queryKey: teamKeys.list(),
  queryFn: () => get<contract.TeamList>('/api/team'),
});

export function useTeam() {
  return useQuery(teamQuery);
}

/** Approved staff who can be a client's travel specialist, with their profile. */
export const specialistsQuery = queryOptions({
  queryKey: teamKeys.specialists(),
  queryFn: () => get<contract.SpecialistList>('/api/team/specialists'),
  staleTime: 5 * 60_000,
});

export function useSpecialists() {
  return useQuery(specialistsQuery);
}

export const inviteUser = (body: contract.InviteBody) => post<contract.TeamRow>('/api/team/invites', body);
export const updateUser = (id: string, body: contract.UpdateUserBody) => patch<contract.TeamRow>(`/api/team/users/${id}`, body);
export const updateInvite = (id: string, body: contract.UpdateUserBody) => patch<contract.TeamRow>(`/api/team/invites/${id}`, body);
export const deleteUser = (id: string) => api<{ ok: true }>('DELETE', `/api/team/users/${id}`, { confirm: CONFIRM_WORD });
export const deleteInvite = (id: string) => del<{ ok: true }>(`/api/team/invites/${id}`);
export const resetUserPassword = (id: string) => post<contract.TemporaryPasswordResponse>(`/api/team/users/${id}/reset-password`);

type RoleAndApproval = { id: string } & Omit<contract.UpdateUserBody, 'version'>;

/**
 * Mutations that refresh the team afterwards (the list and the specialists). Edits name the
 * version of the row shown: a 409 (someone changed it since) is told and the list reloaded.
 */
export function useTeamMutations() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: teamKeys.all });
  return {
    invite: useMutation({ mutationFn: inviteUser, onSuccess: refresh }),
    update: useVersionedMutation<contract.TeamRow, RoleAndApproval>({
      mutationFn: ({ id, ...body }) => updateUser(id, body),
      onSuccess: refresh,
      refetchOnStale: [teamKeys.all],
    }),
    updateInvite: useVersionedMutation<contract.TeamRow, RoleAndApproval>({
      mutationFn: ({ id, ...body }) => updateInvite(id, body),
      onSuccess: refresh,
      refetchOnStale: [teamKeys.all],
    }),
    deleteUser: useMutation({ mutationFn: deleteUser, onSuccess: refresh }),
    deleteInvite: useMutation({ mutationFn: deleteInvite, onSuccess: refresh }),
    resetPassword: useMutation({ mutationFn: resetUserPassword, onSuccess: refresh }),
  };
}
