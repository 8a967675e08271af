import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, post } from '#web/lib/api';
import { shareKeys } from '#web/lib/query-keys';
import type { ShareLink, ShareLinkCreated, ShareLinksResponse, SharedTrip } from '#shared/contracts/shares';

const base = (tripId: string) => `/api/trips/${encodeURIComponent(tripId)}/share-links`;

/** The trip's companion links (never their tokens). */
export function useShareLinks(tripId: string) {
  return useQuery({ queryKey: shareKeys.links(tripId), queryFn: () => get<ShareLinksResponse>(base(tripId)) });
}

export function useCreateShareLink(tripId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => post<ShareLinkCreated>(base(tripId), label.trim() ? { label: label.trim() } : {}),
    onSettled: () => qc.invalidateQueries({ queryKey: shareKeys.links(tripId) }),
  });
}

export function useRevokeShareLink(tripId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => del<ShareLink>(`${base(tripId)}/${encodeURIComponent(linkId)}`),
    onSettled: () => qc.invalidateQueries({ queryKey: shareKeys.links(tripId) }),
  });
}

/** The trip a companion opens by its link: a refused link is not retried (it will not come back). */
export function useSharedTrip(token: string) {
  return useQuery({
    queryKey: shareKeys.shared(token),
    queryFn: () => get<SharedTrip>(`/api/shared/${encodeURIComponent(token)}`),
    retry: (count, error) => count < 2 && !(error && typeof error === 'object' && 'status' in error && [400, 404, 410, 414].includes(Number(error.status))),
  });
}

export const sharedCalendarUrl = (token: string) => `/api/shared/${encodeURIComponent(token)}/calendar.ics`;
