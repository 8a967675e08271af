// The checker's input from a trip as the API serves it (contracts/trip-detail.ts TripDetail).
import { isMappableCoordinates, type Coordinates } from '#shared/domain/geo.js';
import type { Day } from '#shared/domain/itinerary.js';
import type { PlanContext, PlanFlight, PlanInput } from './types.js';

/** The fields of a trip the checker reads (TripDetail has them all). */
export interface TripToCheck {
  days: readonly Day[];
  startDate?: string | null;
  endDate?: string | null;
  travelersAdults?: number | null;
  travelersChildren?: number | null;
  outboundFlight?: PlanFlight | null;
  returnFlight?: PlanFlight | null;
  hotel?: { coordinates?: Coordinates | null } | null;
  hotelCoordinates?: Coordinates | null;
}

/**
 * checkPlan's input for a trip: its days, dates, travellers, flights and the hotel's point
 * (hotel_coordinates, else the hotel's own coordinates, as the distances do).
 */
export function planInputFromTrip(trip: TripToCheck, context: PlanContext = {}, childAges?: readonly number[]): PlanInput {
  const hotel = isMappableCoordinates(trip.hotelCoordinates) ? trip.hotelCoordinates : isMappableCoordinates(trip.hotel?.coordinates) ? trip.hotel.coordinates : null;
  return {
    days: trip.days,
    startDate: trip.startDate ?? null,
    endDate: trip.endDate ?? null,
    travellers: { adults: trip.travelersAdults ?? null, children: trip.travelersChildren ?? null, childAges: childAges ?? null },
    outboundFlight: trip.outboundFlight ?? null,
    returnFlight: trip.returnFlight ?? null,
    hotel,
    context,
  };
}
