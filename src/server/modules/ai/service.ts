import type { ServiceDeps } from '#server/service-deps.js';
import { AppError, forbidden } from '#server/lib/errors.js';
import { aiFailed } from '#server/providers/ai/errors.js';
import type { AiCallOptions } from '#server/providers/ai/types.js';
import type { TripsService } from '#server/modules/trips/service.js';
import { isStaff, type Actor } from '#shared/permissions.js';
import { AI_ITINERARY_TIMEOUT_BACKOFFICE_MS, AI_ITINERARY_TIMEOUT_WORKSPACE_MS, AI_MESSAGES } from '#shared/domain/ai.js';
import type * as contract from '#shared/contracts/ai.js';

/** What the AI module needs of the trips module: whether the actor may organize a trip. */
export interface AiServiceDeps {
  trips: Pick<TripsService, 'authorize'>;
}

export const AI_ROUTE_MESSAGES = {
  organizersOnly: 'AI planning is for the team, or for the organizer of this trip.',
  slotActivitiesFailed: 'Failed to generate AI suggestions',
} as const;

/**
 * The AI planner's calls (spec §7 generate-itinerary, generate-slot-activities, search-flights-ai;
 * issue 8 §3, ADR 011). They only suggest: nothing here writes a trip. Itinerary and slot
 * suggestions are organizer-mode actions (spec §6): staff, or an approved organizer for a trip
 * they organize. Any failure of the provider is our error shape with 4xx or 502, never a 500.
 */
export function createAiService({ providers, log }: Pick<ServiceDeps, 'providers' | 'log'>, deps: AiServiceDeps) {
  const ai = providers.ai;

  /** Staff; or an approved organizer naming a trip they organize (404 for a trip they cannot see, 403 otherwise). */
  async function assertMayPlan(actor: Actor, tripId: string | undefined): Promise<void> {
    if (tripId) await deps.trips.authorize(actor, tripId, 'organize');
    else if (!isStaff(actor)) throw forbidden(AI_ROUTE_MESSAGES.organizersOnly);
  }

  /** A provider failure that is not already ours (a bug, an unexpected library error) becomes a 502 with the spec's words. */
  async function guarded<T>(call: string, failure: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError) throw error;
      log.error({ err: error, call, provider: ai.kind }, 'AI provider failed unexpectedly');
      throw aiFailed(failure, error);
    }
  }

  return {
    /** generate-itinerary: 120000 ms in the workspace, 200000 ms in the backoffice (staff only; others get the workspace's). */
    async generateItinerary(
      actor: Actor,
      request: contract.GenerateItineraryRequest,
      call: { context: contract.AiCallContext; tripId?: string; signal?: AbortSignal },
    ): Promise<contract.GenerateItineraryResponse> {
      await assertMayPlan(actor, call.tripId);
      const timeoutMs = call.context === 'backoffice' && isStaff(actor) ? AI_ITINERARY_TIMEOUT_BACKOFFICE_MS : AI_ITINERARY_TIMEOUT_WORKSPACE_MS;
      const options: AiCallOptions = { timeoutMs, owner: actor.id, ...(call.signal ? { signal: call.signal } : {}) };
      return guarded('generate-itinerary', AI_MESSAGES.itineraryFailed, () => ai.generateItinerary(request, options));
    },

    /** generate-slot-activities: up to 3 places for one slot, excluding the day's previous activities. */
    async generateSlotActivities(
      actor: Actor,
      request: contract.GenerateSlotActivitiesRequest,
      call: { tripId?: string; signal?: AbortSignal },
    ): Promise<contract.GenerateSlotActivitiesResponse> {
      await assertMayPlan(actor, call.tripId);
      const options: AiCallOptions = { timeoutMs: AI_ITINERARY_TIMEOUT_WORKSPACE_MS, ...(call.signal ? { signal: call.signal } : {}) };
      return guarded('generate-slot-activities', AI_ROUTE_MESSAGES.slotActivitiesFailed, () => ai.generateSlotActivities(request, options));
    },

    /** search-flights-ai (staff, by the route's policy): suggestions to verify, never a booking. */
    async searchFlights(request: contract.SearchFlightsRequest, call: { signal?: AbortSignal }): Promise<contract.SearchFlightsResponse> {
      const options: AiCallOptions = { timeoutMs: AI_ITINERARY_TIMEOUT_WORKSPACE_MS, ...(call.signal ? { signal: call.signal } : {}) };
      return guarded('search-flights-ai', AI_MESSAGES.flightsFailed, () => ai.searchFlights(request, options));
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
