import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '#web/lib/api';
import type { CreatedTrip, NewClientTripBody } from '#shared/contracts/clients';
import { clientPath, refreshClientsAndTrips } from './client-writes';

/** POST /api/clients/:key/trips: Create New Trip for a destination. */
export const createClientTrip = (key: string, body: NewClientTripBody) => post<{ trip: CreatedTrip }>(`${clientPath(key)}/trips`, body);

export function useCreateClientTrip(key: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: NewClientTripBody) => createClientTrip(key, body), onSuccess: () => refreshClientsAndTrips(qc) });
}
