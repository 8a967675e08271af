import { describe, expect, it } from 'vitest';
import { hotelNights, toTimestamp, tripDurationDays } from './durations.js';

describe('tripDurationDays (§9: ceil((end-start)/day)+1, inclusive)', () => {
  it('counts both ends', () => {
    expect(tripDurationDays('2025-06-01', '2025-06-05')).toBe(5);
    expect(tripDurationDays('2025-06-01', '2025-06-01')).toBe(1);
    expect(tripDurationDays('2025-12-30', '2026-01-02')).toBe(4);
  });

  it('is not shifted by daylight-saving changes', () => {
    expect(tripDurationDays('2025-03-29', '2025-03-31')).toBe(3);
    expect(tripDurationDays('2025-10-25', '2025-10-27')).toBe(3);
  });

  it('rounds a partial day up', () => {
    expect(tripDurationDays('2025-06-01T10:00:00Z', '2025-06-02T12:00:00Z')).toBe(3);
  });

  it('accepts Date objects', () => {
    expect(tripDurationDays(new Date(Date.UTC(2025, 5, 1)), new Date(Date.UTC(2025, 5, 7)))).toBe(7);
  });

  it('is null when missing, invalid or reversed', () => {
    expect(tripDurationDays(null, '2025-06-05')).toBeNull();
    expect(tripDurationDays('2025-06-01', undefined)).toBeNull();
    expect(tripDurationDays('', '2025-06-05')).toBeNull();
    expect(tripDurationDays('soon', '2025-06-05')).toBeNull();
    expect(tripDurationDays('2025-02-30', '2025-03-05')).toBeNull();
    expect(tripDurationDays('2025-06-05', '2025-06-01')).toBeNull();
  });
});

describe('hotelNights (§9: ceiling of the day difference)', () => {
  it('counts nights', () => {
    expect(hotelNights('2025-06-01', '2025-06-05')).toBe(4);
    expect(hotelNights('2025-06-01', '2025-06-02')).toBe(1);
  });

  it('rounds partial days up', () => {
    expect(hotelNights('2025-06-01T15:00', '2025-06-03T11:00')).toBe(2);
    expect(hotelNights('2025-06-01T15:00', '2025-06-02T16:00')).toBe(2);
  });

  it('is 0 when missing, equal or negative', () => {
    expect(hotelNights(undefined, '2025-06-05')).toBe(0);
    expect(hotelNights('2025-06-01', null)).toBe(0);
    expect(hotelNights('2025-06-05', '2025-06-05')).toBe(0);
    expect(hotelNights('2025-06-05', '2025-06-01')).toBe(0);
  });
});

describe('toTimestamp', () => {
  it('reads dates and zone-less date-times as UTC', () => {
    expect(toTimestamp('2025-06-01')).toBe(Date.UTC(2025, 5, 1));
    expect(toTimestamp('2025-06-01T10:30')).toBe(Date.UTC(2025, 5, 1, 10, 30));
    expect(toTimestamp('2025-06-01T10:30:00+02:00')).toBe(Date.UTC(2025, 5, 1, 8, 30));
    expect(toTimestamp(new Date(Number.NaN))).toBeNull();
  });
});
