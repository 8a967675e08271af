import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, patch, postOnce } from '#web/lib/api';
import { customActivityKeys } from '#web/lib/query-keys';
import { queryString } from '#web/lib/url';
import { useVersionedMutation } from '#web/lib/versioned';
import type { CreateCustomActivityBody, CustomActivity, CustomActivityPage, UpdateCustomActivityBody } from '#shared/contracts/places';

export const CUSTOM_ACTIVITIES_PAGE_SIZE = 24;

/** GET /api/custom-activities: staff see every one, newest first. */
export const getCustomActivities = (q: string, page: number) =>
  get<CustomActivityPage>(`/api/custom-activities${queryString({ q, page, pageSize: CUSTOM_ACTIVITIES_PAGE_SIZE })}`);

export const customActivitiesQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: customActivityKeys.list({ q, page }),
    queryFn: () => getCustomActivities(q, page),
    placeholderData: keepPreviousData,
  });

export function useCustomActivities(q: string, page: number) {
  return useQuery(customActivitiesQueryOptions(q, page));
}

/** POST /api/custom-activities (custom_activities insert). */
/** With the dialog's Idempotency-Key (ADR 022): sending it again answers the first activity. */
export const createCustomActivity = ({ key, ...body }: CreateCustomActivityBody & { key: string }) =>
  postOnce<CustomActivity>('/api/custom-activities', body, key);

export function useCreateCustomActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createCustomActivity,
    onSuccess: () => qc.invalidateQueries({ queryKey: customActivityKeys.all }),
  });
}

/** PATCH /api/custom-activities/:id with the version shown (409 when someone changed it since). */
export const updateCustomActivity = (id: string, body: UpdateCustomActivityBody) =>
  patch<CustomActivity>(`/api/custom-activities/${encodeURIComponent(id)}`, body);

export function useUpdateCustomActivity() {
  const qc = useQueryClient();
  return useVersionedMutation<CustomActivity, { id: string } & Omit<UpdateCustomActivityBody, 'version'>>({
    mutationFn: ({ id, ...body }) => updateCustomActivity(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: customActivityKeys.all }),
    refetchOnStale: [customActivityKeys.all],
  });
}

/** DELETE /api/custom-activities/:id. */
export const deleteCustomActivity = (id: string) => del<{ ok: true; id: string }>(`/api/custom-activities/${encodeURIComponent(id)}`);

export function useDeleteCustomActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomActivity,
    onSuccess: () => qc.invalidateQueries({ queryKey: customActivityKeys.all }),
  });
}
