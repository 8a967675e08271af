import { describe, expect, it } from 'vitest';
import { GenerateItineraryRequest, GenerateItineraryResponse, GenerateSlotActivitiesRequest, SearchFlightsRequest } from '#shared/contracts/ai.js';
import { loadCatalogue } from '#server/providers/places/catalogue/load.js';
import { createAiProvider } from './provider.js';

const offline = createAiProvider({ catalogue: loadCatalogue() });
const request = GenerateItineraryRequest.parse({ destination: 'Rome', startDate: '2027-05-03', endDate: '2027-05-05', adults: 2 });

describe('offline AI provider', () => {
  it('answers the three calls from the catalogue and the airport table, with no network', async () => {
    expect(offline.kind).toBe('offline');
    const itinerary = await offline.generateItinerary(request);
    expect(GenerateItineraryResponse.parse(itinerary).days).toHaveLength(3);
    expect(itinerary.source).toBe('offline');
    const slot = await offline.generateSlotActivities(
      GenerateSlotActivitiesRequest.parse({ slotTitle: 'Dinner', destination: 'Rome', startTime: '19:00', endTime: '21:00' }),
    );
    expect(slot.places.length).toBeGreaterThan(0);
    const flights = await offline.searchFlights(
      SearchFlightsRequest.parse({ departureCity: 'London', arrivalCity: 'Rome', departureDate: '2027-05-03', returnDate: '2027-05-05' }),
    );
    expect(flights.flights.outbound).toMatchObject({ departureAirport: 'LHR', arrivalAirport: 'FCO', suggestion: true });
  });

  it('does no work for a request already abandoned', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(offline.generateItinerary(request, { signal: controller.signal })).rejects.toMatchObject({ status: 502, code: 'ai_timeout' });
  });
});
