import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useVersionedMutation } from '#web/lib/versioned';
import { get, post, put } from '#web/lib/api';
import type { Profile, ProfileBody } from '#shared/contracts/profile';
import { profileKeys, sessionKeys, teamKeys } from '#web/lib/query-keys';

/** The signed-in staff member's professional profile (spec §2 /backoffice/profile-settings). */
export const profileQuery = queryOptions({
  queryKey: profileKeys.mine(),
  queryFn: () => get<Profile>('/api/profile'),
});

export function useProfile() {
  return useQuery(profileQuery);
}

/** Saves the profile with the version it showed; a 409 (saved elsewhere since) reloads it, the form keeps the text. */
export const saveProfile = (body: ProfileBody & { version: number }) => put<Profile>('/api/profile', body);

export function useSaveProfile() {
  const qc = useQueryClient();
  return useVersionedMutation<Profile, ProfileBody>({
    mutationFn: saveProfile,
    refetchOnStale: [profileQuery.queryKey],
    onSuccess: (profile) => {
      qc.setQueryData(profileQuery.queryKey, profile);
      // The session's name and the specialist list show the profile too.
      void qc.invalidateQueries({ queryKey: sessionKeys.all });
      void qc.invalidateQueries({ queryKey: teamKeys.specialists() });
    },
  });
}

/**
 * Changes the signed-in user's password from the profile settings: the current one is asked for,
 * and the server ends the account's other sessions (POST /api/auth/password).
 */
export const changeOwnPassword = (body: { currentPassword: string; password: string; confirmPassword: string }) =>
  post<{ ok: true; redirectTo: string }>('/api/auth/password', body);
