import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '#web/lib/api';
import { tripKeys } from '#web/lib/query-keys';
import type { EnrichBody, EnrichResponse } from '#shared/contracts/places';

/** POST /api/places/enrich (enrich-trip-activities): the server writes the trip at the version it reads. */
export const enrichTrip = (body: EnrichBody) => post<EnrichResponse>('/api/places/enrich', body);

/**
 * 'Enrich with Google' (organizer mode, trip details): fills the facts of the trip's options and
 * reloads the trip when something was written (its live event does the same for other screens).
 */
export function useEnrichTrip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (tripId: string) => enrichTrip({ tripId }),
    onSuccess: (answer, tripId) => {
      if (answer.version !== null) void qc.invalidateQueries({ queryKey: tripKeys.detail(tripId) });
    },
  });
}
