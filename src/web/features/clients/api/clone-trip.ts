import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '#web/lib/api';
import type { CloneTripBody, CreatedTrip } from '#shared/contracts/clients';
import { clientPath, refreshClientsAndTrips } from './client-writes';

/** POST /api/clients/:key/clone: a full copy of a trip, found by its number (T-1042), for this client. */
export const cloneTripByNumber = (key: string, body: CloneTripBody) => post<{ trip: CreatedTrip }>(`${clientPath(key)}/clone`, body);

export function useCloneTrip(key: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: CloneTripBody) => cloneTripByNumber(key, body), onSuccess: () => refreshClientsAndTrips(qc) });
}
