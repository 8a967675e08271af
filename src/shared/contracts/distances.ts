import { z } from 'zod';
import { TripDetail } from './trip-detail.js';

/**
 * calculate-trip-distances (spec §7 {tripId} -> message; §3 Option distanceFromPrevious in metres,
 * durationFromPrevious in seconds; §9 distances). ADR 014.
 */
export const TripDistancesParams = z.object({ tripId: z.uuid('Invalid trip id') });

export const TripDistancesResponse = z.object({
  /** What was done, in words ('Distances calculated for 12 of 14 activities: ...'). */
  message: z.string(),
  /** The chosen activities: measured, missing a distance, without coordinates, first of a day with no hotel nearby. */
  activities: z.object({
    chosen: z.number().int(),
    measured: z.number().int(),
    missing: z.number().int(),
    withoutCoordinates: z.number().int(),
    startsOfDay: z.number().int(),
  }),
  /** The legs of the trip: from distance_cache, or measured now by the provider. */
  legs: z.object({ total: z.number().int(), fromCache: z.number().int(), measured: z.number().int() }),
  /** Who measures new legs: the offline estimator or Google Routes. */
  source: z.enum(['estimate', 'google']),
  /** The trip as it is now (its days and version); unchanged when nothing moved. */
  trip: TripDetail,
});
export type TripDistancesResponse = z.infer<typeof TripDistancesResponse>;
