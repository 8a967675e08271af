import { describe, expect, it } from 'vitest';
import { itineraryRequest } from './itinerary-request';

const trip = { destination: 'Rome', travelersAdults: 2, travelersChildren: 1, budgetEur: 9000, currency: 'GBP' };
const dates = { startDate: '2027-05-04', endDate: '2027-05-06' };

describe('itineraryRequest', () => {
  it("asks in the currency the trip's budget is kept in, from every screen", () => {
    expect(itineraryRequest(trip, dates)).toEqual({
      destination: 'Rome',
      startDate: '2027-05-04',
      endDate: '2027-05-06',
      adults: 2,
      children: 1,
      budget: 9000,
      currency: 'GBP',
    });
  });

  it('falls back to EUR when the trip names no currency the planner knows', () => {
    expect(itineraryRequest({ ...trip, currency: '' }, dates).currency).toBe('EUR');
    expect(itineraryRequest({ ...trip, currency: 'CHF' }, dates).currency).toBe('EUR');
  });
});
