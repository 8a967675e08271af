import { api, ApiError, post } from '#web/lib/api';
import { queryString } from '#web/lib/url';
import { AI_MESSAGES } from '#shared/domain/ai';
import type { GenerateItineraryInput, GenerateItineraryResponse, GenerateSlotActivitiesInput, GenerateSlotActivitiesResponse } from '#shared/contracts/ai';
import type { TripDistancesResponse } from '#shared/contracts/distances';
import type { TripDetail } from '#shared/contracts/trip-detail';

/** The workspace's AI time-out (spec §9: 120000 ms). */
export const WORKSPACE_AI_TIMEOUT_MS = 120_000;

async function withTimeout<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const signal = AbortSignal.timeout(WORKSPACE_AI_TIMEOUT_MS);
  try {
    return await call(signal);
  } catch (err) {
    if (signal.aborted) throw new ApiError(0, 'timeout', AI_MESSAGES.timeout);
    throw err;
  }
}

/** generate-itinerary for one day of a trip the caller organizes. */
export const generateDay = (tripId: string, body: GenerateItineraryInput) =>
  withTimeout((signal) =>
    api<GenerateItineraryResponse>('POST', '/api/ai/itinerary' + queryString({ tripId, context: 'workspace' }), body, { signal }),
  );

/** generate-slot-activities: up to 3 places for one slot. */
export const generateSlotActivities = (tripId: string, body: GenerateSlotActivitiesInput) =>
  withTimeout((signal) =>
    api<GenerateSlotActivitiesResponse>('POST', '/api/ai/slot-activities' + queryString({ tripId }), body, { signal }),
  );

/** calculate-trip-distances. */
export const calculateDistances = (tripId: string) => post<TripDistancesResponse>(`/api/distances/trips/${encodeURIComponent(tripId)}`);

/**
 * 'Clear all' (spec §4): the server clears every slot's activities and choices and removes the
 * trip's billing items in one versioned write, and answers the trip as it now is.
 */
export const clearTrip = (tripId: string, version: number) =>
  post<TripDetail>(`/api/trips/${encodeURIComponent(tripId)}/clear-activities`, { version });
