import { describe, expect, it } from 'vitest';
import { overlappingTrips, overlapWarning, type DatedTrip } from './trip-overlap';

const trip = (id: string, friendlyId: number, startDate: string | null, endDate: string | null, tripName = `Trip ${id}`): DatedTrip => ({
  id,
  friendlyId,
  tripName,
  startDate,
  endDate,
});

describe('trips whose dates overlap', () => {
  const copy = trip('new', 1051, '2027-09-10', '2027-09-16', 'Rome, Eternal City');
  it('finds the trips sharing a day, both ends included, never the trip itself nor undated trips', () => {
    const others = [
      trip('a', 1, '2027-09-16', '2027-09-20'), // shares the last day
      trip('b', 2, '2027-09-01', '2027-09-09'), // ends the day before
      trip('c', 3, '2027-09-12', '2027-09-13'), // inside
      trip('d', 4, null, null),
      trip('e', 5, '2027-09-05', null), // one date: one day, before
      copy,
    ];
    expect(overlappingTrips(copy, others).map((t) => t.id)).toEqual(['a', 'c']);
    expect(overlappingTrips(trip('x', 9, null, null), others)).toEqual([]);
  });

  it('says which trips, with their numbers and dates', () => {
    const paris = trip('p', 1043, '2027-09-12', '2027-09-15', 'Paris weekend');
    expect(overlapWarning(copy, [])).toBeNull();
    expect(overlapWarning(copy, [paris])).toBe(
      "The dates of #1051 Rome, Eternal City (10 – 16 Sept 2027) overlap the client's trip #1043 Paris weekend (12 – 15 Sept 2027).",
    );
    expect(overlapWarning(copy, [paris, trip('q', 1044, '2027-09-16', '2027-09-18', 'Tuscany')])).toBe(
      "The dates of #1051 Rome, Eternal City (10 – 16 Sept 2027) overlap the client's trips #1043 Paris weekend (12 – 15 Sept 2027) and #1044 Tuscany (16 – 18 Sept 2027).",
    );
  });
});
