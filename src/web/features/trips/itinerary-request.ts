import type { GenerateItineraryInput } from '#shared/contracts/ai';
import type { TripDetail } from '#shared/contracts/trip-detail';

type TripFacts = Pick<TripDetail, 'destination' | 'travelersAdults' | 'travelersChildren' | 'budgetEur'>;

/**
 * The generate-itinerary request (spec §7) for a trip, over its whole dates or one day: its
 * destination, travellers and budget. `currency` names the budget's currency (EUR unless said).
 */
export function itineraryRequest(
  trip: TripFacts,
  dates: { startDate: string; endDate: string },
  currency: GenerateItineraryInput['currency'] = 'EUR',
): GenerateItineraryInput {
  return {
    destination: trip.destination,
    startDate: dates.startDate,
    endDate: dates.endDate,
    adults: trip.travelersAdults,
    children: trip.travelersChildren,
    budget: trip.budgetEur,
    currency,
  };
}
