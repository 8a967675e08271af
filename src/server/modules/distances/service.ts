import type { ServiceDeps } from '#server/service-deps.js';
import type { TripsService } from '#server/modules/trips/service.js';
import {
  applyTripDistances,
  chooseJourney,
  legKey,
  tripDistancesMessage,
  tripLegs,
  type Journey,
  type TripDistanceSummary,
  type TripLeg,
} from '#shared/domain/distances.js';
import type { Coordinates } from '#shared/domain/geo.js';
import type { Day } from '#shared/domain/itinerary.js';
import type { Actor } from '#shared/permissions.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import type { TripDistancesResponse } from '#shared/contracts/distances.js';
import { distanceCacheRepo, type CachedLeg } from './repo.js';

/** Google's figures are kept this long, then measured again (Google Maps Platform terms allow short-term caching only). */
export const GOOGLE_DISTANCE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface MeasuredLegs {
  /** The way a traveller would go for each leg, by legKey; null when no mode has a route. */
  journeys: Map<string, Journey | null>;
  /** Legs answered from distance_cache. */
  cacheHits: number;
  /** Legs the provider measured now (0 on a second calculation of the same trip). */
  measured: number;
}

/** The start of each day: the trip's hotel coordinates, else the hotel's own (ADR 014). */
function hotelOf(trip: TripDetail): Coordinates | null {
  return trip.hotelCoordinates ?? trip.hotel?.coordinates ?? null;
}

/**
 * Distances (issue 8 §2, ADR 014): legs measured once, by the configured provider (the offline
 * estimator, or Google Routes), and kept in distance_cache between rounded coordinates; and
 * calculate-trip-distances, written through the trips service's versioned write.
 */
export function createDistancesService(
  { db, providers }: Pick<ServiceDeps, 'db' | 'providers'>,
  deps: { trips: Pick<TripsService, 'transformDays'> },
) {
  const repo = distanceCacheRepo(db);
  const provider = providers.distances;

  /** The journeys of `legs` (rounded, as tripLegs gives them): from the cache, the rest from the provider, then cached. */
  async function measure(legs: readonly TripLeg[], options?: { signal?: AbortSignal }): Promise<MeasuredLegs> {
    const accept =
      provider.kind === 'google'
        ? { source: 'google' as const, since: new Date(Date.now() - GOOGLE_DISTANCE_MAX_AGE_MS) }
        : { source: 'any' as const };
    const cached = legs.length ? await repo.find(legs, accept) : new Map<string, CachedLeg>();
    const journeys = new Map<string, Journey | null>();
    const missing: TripLeg[] = [];
    for (const leg of legs) {
      const key = legKey(leg.from, leg.to);
      if (journeys.has(key)) continue; // asked twice
      const hit = cached.get(key);
      journeys.set(key, hit ? hit.journey : null);
      if (!hit) missing.push(leg);
    }
    if (missing.length > 0) {
      const measured = await provider.measure(missing, options);
      const rows: CachedLeg[] = missing.map((leg, i) => {
        const modes = measured[i] ?? {};
        const journey = chooseJourney(modes);
        journeys.set(legKey(leg.from, leg.to), journey);
        return { leg, modes, journey, source: provider.kind };
      });
      await repo.save(rows);
    }
    return { journeys, cacheHits: journeys.size - missing.length, measured: missing.length };
  }

  /** The trip's days with their distances, and what was measured. */
  async function compute(days: Day[], trip: TripDetail, signal?: AbortSignal) {
    const hotel = hotelOf(trip);
    const legs = tripLegs(days, hotel);
    const measured = await measure(legs, signal ? { signal } : undefined);
    const result = applyTripDistances(days, hotel, measured.journeys);
    return { ...result, legs: { total: legs.length, fromCache: measured.cacheHits, measured: measured.measured } };
  }

  function answer(summary: TripDistanceSummary, legs: TripDistancesResponse['legs'], trip: TripDetail): TripDistancesResponse {
    return { message: tripDistancesMessage(summary), activities: summary, legs, source: provider.kind, trip };
  }

  return {
    measure,

    /**
     * calculate-trip-distances (spec §7): staff, or an organizer of the trip (spec §6; checked by
     * transformDays before anything is measured). Measures outside any transaction, then writes
     * through transformDays, which re-applies on a concurrent save and writes nothing when the
     * distances are already right. A provider failure is a 502 and the trip is not written.
     */
    async calculateTrip(actor: Actor, tripId: string, options: { signal?: AbortSignal } = {}): Promise<TripDistancesResponse> {
      let result: Awaited<ReturnType<typeof compute>> | null = null;
      // Legs the provider measured in any pass (a pass after a concurrent save finds them cached).
      let measured = 0;
      const trip = await deps.trips.transformDays(
        actor,
        tripId,
        async (days, fresh) => {
          result = await compute(days, fresh, options.signal);
          measured += result.legs.measured;
          return result.days;
        },
        { summary: 'Calculated distances', need: 'organize' },
      );
      const last = result!;
      return answer(last.summary, { total: last.legs.total, measured, fromCache: Math.max(0, last.legs.total - measured) }, trip);
    },

    /** Cached legs (tests, benchmark). */
    cachedCount: () => repo.count(),
  };
}

export type DistancesService = ReturnType<typeof createDistancesService>;
