import type { ServiceDeps } from '#server/service-deps.js';
import { chooseJourney, legKey, type Journey, type TripLeg } from '#shared/domain/distances.js';
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

/**
 * Distances (issue 8 §2, ADR 013): legs measured once, by the configured provider (the offline
 * estimator, or Google Routes), and kept in distance_cache between rounded coordinates.
 */
export function createDistancesService({ db, providers }: Pick<ServiceDeps, 'db' | 'providers'>) {
  const repo = distanceCacheRepo(db);
  const provider = providers.distances;

  return {
    /** The journeys of `legs` (rounded, as tripLegs gives them): from the cache, the rest from the provider, then cached. */
    async measure(legs: readonly TripLeg[], options?: { signal?: AbortSignal }): Promise<MeasuredLegs> {
      const accept = provider.kind === 'google' ? { source: 'google' as const, since: new Date(Date.now() - GOOGLE_DISTANCE_MAX_AGE_MS) } : { source: 'any' as const };
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
    },

    /** Cached legs (tests, benchmark). */
    cachedCount: () => repo.count(),
  };
}

export type DistancesService = ReturnType<typeof createDistancesService>;
