import { describe, expect, it } from 'vitest';
import { GenerateItineraryRequest, GenerateSlotActivitiesRequest, SearchFlightsRequest } from './ai.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('generate-itinerary request', () => {
  it('fills the defaults: 1 adult, no children, EUR, no preferences', () => {
    const r = GenerateItineraryRequest.parse({ destination: ' Rome ', startDate: '2027-05-03', endDate: '2027-05-09' });
    expect(r).toMatchObject({ destination: 'Rome', adults: 1, children: 0, currency: 'EUR' });
    expect(r.preferences).toEqual({ interests: [], travelStyle: undefined, budgetBand: undefined, notes: '' });
  });

  it('reads the questionnaire spellings of the preferences', () => {
    const r = GenerateItineraryRequest.parse({
      destination: 'Italy',
      startDate: '2027-05-03',
      endDate: '2027-05-09',
      preferences: { travel_style: 'relaxed', budget: 'ultra-luxury', interests: ['food', 'food', 'romance'], special_requests: 'No museums on Sunday' },
    });
    expect(r.preferences).toEqual({ interests: ['food', 'romance'], travelStyle: 'relaxed', budgetBand: 'ultra-luxury', notes: 'No museums on Sunday' });
  });

  it("says 'Trip dates are required' when a date is missing", () => {
    expect(messages(GenerateItineraryRequest.safeParse({ destination: 'Rome', endDate: '2027-05-09' }))).toEqual(['Trip dates are required']);
    expect(messages(GenerateItineraryRequest.safeParse({ destination: 'Rome', startDate: '', endDate: '2027-05-09' }))).toEqual(['Trip dates are required']);
  });

  it('refuses an end before the start, a trip longer than 60 days, an unknown interest and no destination', () => {
    expect(messages(GenerateItineraryRequest.safeParse({ destination: 'Rome', startDate: '2027-05-09', endDate: '2027-05-03' }))).toEqual([
      'The end date must be on or after the start date',
    ]);
    expect(messages(GenerateItineraryRequest.safeParse({ destination: 'Rome', startDate: '2027-01-01', endDate: '2027-03-15' }))).toEqual([
      'An itinerary is generated for at most 60 days at a time',
    ]);
    expect(
      messages(GenerateItineraryRequest.safeParse({ destination: 'Rome', startDate: '2027-05-03', endDate: '2027-05-04', preferences: { interests: ['golf'] } })),
    ).toEqual(['Unknown interest']);
    expect(messages(GenerateItineraryRequest.safeParse({ destination: '  ', startDate: '2027-05-03', endDate: '2027-05-04' }))).toEqual([
      'Please enter a destination',
    ]);
    expect(messages(GenerateItineraryRequest.safeParse({ destination: 'Rome', startDate: '2027-02-30', endDate: '2027-03-04' }))).toEqual([
      'Please enter a valid date',
    ]);
  });
});

describe('search-flights-ai request', () => {
  it("says 'Please enter both departure and arrival cities' when a city is missing (spec §5)", () => {
    const r = SearchFlightsRequest.safeParse({ departureCity: 'Paris', arrivalCity: ' ', departureDate: '2027-05-03', returnDate: '2027-05-09' });
    expect(messages(r)).toEqual(['Please enter both departure and arrival cities']);
  });

  it("says 'Trip dates are required' when a date is missing (spec §5)", () => {
    const r = SearchFlightsRequest.safeParse({ departureCity: 'Paris', arrivalCity: 'Rome', departureDate: '2027-05-03' });
    expect(messages(r)).toEqual(['Trip dates are required']);
  });

  it('gives both messages once each when everything is missing', () => {
    expect(messages(SearchFlightsRequest.safeParse({}))).toEqual(['Please enter both departure and arrival cities', 'Trip dates are required']);
  });

  it('accepts a complete request and refuses a return before the departure', () => {
    expect(SearchFlightsRequest.parse({ departureCity: 'Paris', arrivalCity: 'Rome', departureDate: '2027-05-03', returnDate: '2027-05-09', passengers: 2 })).toEqual({
      departureCity: 'Paris',
      arrivalCity: 'Rome',
      departureDate: '2027-05-03',
      returnDate: '2027-05-09',
      passengers: 2,
    });
    expect(messages(SearchFlightsRequest.safeParse({ departureCity: 'Paris', arrivalCity: 'Rome', departureDate: '2027-05-09', returnDate: '2027-05-03' }))).toEqual([
      'The return date must be on or after the departure date',
    ]);
  });
});

describe('generate-slot-activities request', () => {
  it('needs a destination and valid times, and defaults the rest', () => {
    expect(GenerateSlotActivitiesRequest.parse({ destination: 'Rome', startTime: '13:00', endTime: '15:00' })).toMatchObject({
      slotTitle: '',
      dayTitle: '',
      previousActivities: [],
      travelersCount: 1,
      currency: 'EUR',
      customDescription: '',
    });
    expect(messages(GenerateSlotActivitiesRequest.safeParse({ destination: 'Rome', startTime: '25:00', endTime: '15:00' }))).toEqual([
      'Expected a time HH:MM',
    ]);
  });
});
