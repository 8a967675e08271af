import { useMutation } from '@tanstack/react-query';
import { api, post } from '#web/lib/api';
import { AI_ITINERARY_TIMEOUT_BACKOFFICE_MS } from '#shared/domain/constants';
import { AI_MESSAGES } from '#shared/domain/ai';
import type {
  GenerateItineraryInput,
  GenerateItineraryResponse,
  GenerateSlotActivitiesInput,
  GenerateSlotActivitiesResponse,
  SearchFlightsInput,
  SearchFlightsResponse,
} from '#shared/contracts/ai';

/**
 * The AI calls of the trip editor (spec §7 generate-itinerary, generate-slot-activities,
 * search-flights-ai). The itinerary waits at most 200 s in the backoffice (spec §9), then
 * says 'Request timed out. Please try again.'.
 */
async function withTimeout<T>(ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await call(controller.signal);
  } catch (err) {
    if (controller.signal.aborted) throw new Error(AI_MESSAGES.timeout, { cause: err });
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

const q = (tripId: string, context = false) =>
  `?${new URLSearchParams({ tripId, ...(context ? { context: 'backoffice' } : {}) }).toString()}`;

export function useGenerateItinerary(tripId: string) {
  return useMutation({
    mutationFn: (body: GenerateItineraryInput) =>
      withTimeout(AI_ITINERARY_TIMEOUT_BACKOFFICE_MS, (signal) =>
        api<GenerateItineraryResponse>('POST', `/api/ai/itinerary${q(tripId, true)}`, body, { signal }),
      ),
  });
}

export function useSlotActivities(tripId: string) {
  return useMutation({
    mutationFn: (body: GenerateSlotActivitiesInput) => post<GenerateSlotActivitiesResponse>(`/api/ai/slot-activities${q(tripId)}`, body),
  });
}

export function useSearchFlights() {
  return useMutation({
    mutationFn: (body: SearchFlightsInput) => post<SearchFlightsResponse>('/api/ai/flights', body),
  });
}
