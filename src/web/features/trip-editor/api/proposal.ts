import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '#web/lib/api';
import { proposalKeys, tripKeys } from '#web/lib/query-keys';
import type { TripDetail } from '#shared/contracts/trip-detail';
import type { ProposalState, RestoreBody, SendResult } from '#shared/contracts/proposals';

/**
 * Staff's side of a proposal (issue 22, ADR 037): where the trip stands with its client, 'Send to
 * client', and restoring an earlier version. Each write names the version on screen; a stale one
 * answers 409 and nothing is shown as done.
 */
const tripUrl = (id: string) => `/api/trips/${encodeURIComponent(id)}`;

export function useProposal(tripId: string) {
  return useQuery({ queryKey: proposalKeys.state(tripId), queryFn: () => get<ProposalState>(`${tripUrl(tripId)}/proposal`) });
}

export function useSendToClient(tripId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => post<SendResult>(`${tripUrl(tripId)}/send`, { version }),
    // The send is a version of its own (the trip becomes visible): the trip, its history and the proposal reload.
    onSettled: () => qc.invalidateQueries({ queryKey: tripKeys.detail(tripId) }).then(() => qc.invalidateQueries({ queryKey: tripKeys.history(tripId) })),
  });
}

export function useRestoreVersion(tripId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ at, ...body }: RestoreBody & { at: number }) => post<TripDetail>(`${tripUrl(tripId)}/versions/${at}/restore`, body),
    onSuccess: (trip) => qc.setQueryData(tripKeys.detail(tripId), trip),
    onSettled: () => qc.invalidateQueries({ queryKey: tripKeys.history(tripId) }),
  });
}
