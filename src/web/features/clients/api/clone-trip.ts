import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '#web/lib/api';
import type { CloneTripBody, ClonedTripResponse } from '#shared/contracts/clients';
import { clientPath, refreshClientsAndTrips } from './client-writes';

/** POST /api/clients/:key/clone: a full copy of a trip, found by its number (T-1042), for this client, with the client's trips its dates overlap. */
export const cloneTripByNumber = (key: string, body: CloneTripBody) => post<ClonedTripResponse>(`${clientPath(key)}/clone`, body);

export function useCloneTrip(key: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: CloneTripBody) => cloneTripByNumber(key, body), onSuccess: () => refreshClientsAndTrips(qc) });
}
