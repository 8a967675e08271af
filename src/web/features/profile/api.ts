import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, put } from '#web/lib/api';
import type { Profile, ProfileBody } from '#shared/contracts/profile';

/** The signed-in staff member's professional profile (spec §2 /backoffice/profile-settings). */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => get<Profile>('/api/profile'),
});

export function useProfile() {
  return useQuery(profileQuery);
}

export const saveProfile = (body: ProfileBody) => put<Profile>('/api/profile', body);

export function useSaveProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => {
      qc.setQueryData(profileQuery.queryKey, profile);
      // The session's name and the specialist list show the profile too.
      void qc.invalidateQueries({ queryKey: ['session'] });
      void qc.invalidateQueries({ queryKey: ['team', 'specialists'] });
    },
  });
}
