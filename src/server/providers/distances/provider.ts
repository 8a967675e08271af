import { AppError } from '#server/lib/errors.js';
import { estimateLegs, type ModeLegs, type TripLeg } from '#shared/domain/distances.js';

/**
 * Distances between points (issue 8 §2, ADR 014): the offline estimator by default, Google
 * Routes when GOOGLE_MAPS_API_KEY is set. The distances service asks only for the legs its cache
 * (distance_cache) does not hold, so a provider is called once per leg.
 */
export interface DistanceProvider {
  /** 'estimate': the offline estimator; 'google': Google Routes. Recorded with each cached leg. */
  kind: 'estimate' | 'google';
  /** For the start-up log: never the key. */
  describe: string;
  /** Every mode between each pair, in the order asked; a mode without a route is null. Throws DistanceError. */
  measure(legs: readonly TripLeg[], options?: { signal?: AbortSignal }): Promise<ModeLegs[]>;
}

/** A provider that could not measure: 502 with our error shape, and nothing written to the trip. */
export class DistanceError extends AppError {
  override readonly name = 'DistanceError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(502, 'distances_failed', `Failed to calculate distances: ${message}`);
    if (options?.cause !== undefined) (this as { cause?: unknown }).cause = options.cause;
  }
}

/** The default: great-circle distance with per-mode detour and speed (shared/domain/distances.ts). No network. */
export function createOfflineDistanceProvider(): DistanceProvider {
  return {
    kind: 'estimate',
    describe: 'offline estimator (great-circle distance, per-mode detour and speed)',
    async measure(legs, options) {
      if (options?.signal?.aborted) throw new DistanceError('the request was cancelled.');
      return legs.map((leg) => estimateLegs(leg.from, leg.to));
    },
  };
}
