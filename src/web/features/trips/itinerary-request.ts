import type { GenerateItineraryInput } from '#shared/contracts/ai';
import type { TripDetail } from '#shared/contracts/trip-detail';
import { isCurrency } from '#shared/domain/constants';

type TripFacts = Pick<TripDetail, 'destination' | 'travelersAdults' | 'travelersChildren' | 'budgetEur' | 'currency'>;

/**
 * The generate-itinerary request (spec §7) for a trip, over its whole dates or one day: its
 * destination, travellers and budget, in the currency the trip's budget is kept in (EUR, USD or
 * GBP, spec §9), whichever screen asks.
 */
export function itineraryRequest(
  trip: TripFacts,
  dates: { startDate: string; endDate: string },
): GenerateItineraryInput {
  return {
    destination: trip.destination,
    startDate: dates.startDate,
    endDate: dates.endDate,
    adults: trip.travelersAdults,
    children: trip.travelersChildren,
    budget: trip.budgetEur,
    currency: isCurrency(trip.currency) ? trip.currency : 'EUR',
  };
}
