import { describe, expect, it } from 'vitest';
import { DEFAULT_COORDINATES, MISSING_DISTANCE, formatKm, formatMiles, formatMinutes, isValidCoordinates } from './geo.js';

describe('isValidCoordinates (§5: numbers, not both 0)', () => {
  it('accepts real coordinates, including one zero axis', () => {
    expect(isValidCoordinates({ lat: 48.8566, lng: 2.3522 })).toBe(true);
    expect(isValidCoordinates({ lat: 0, lng: 2.3522 })).toBe(true);
    expect(isValidCoordinates({ lat: 51.5, lng: 0 })).toBe(true);
  });

  it('rejects both 0, non-numbers, non-finite values and missing input', () => {
    expect(isValidCoordinates({ lat: 0, lng: 0 })).toBe(false);
    expect(isValidCoordinates({ lat: '48.8', lng: '2.3' })).toBe(false);
    expect(isValidCoordinates({ lat: Number.NaN, lng: 2 })).toBe(false);
    expect(isValidCoordinates({ lat: 48, lng: Number.POSITIVE_INFINITY })).toBe(false);
    expect(isValidCoordinates({ lat: 48 })).toBe(false);
    expect(isValidCoordinates(null)).toBe(false);
    expect(isValidCoordinates(undefined)).toBe(false);
  });
});

describe('default coordinates (§9)', () => {
  it('is Paris 48.8566, 2.3522', () => {
    expect(DEFAULT_COORDINATES).toEqual({ lat: 48.8566, lng: 2.3522 });
  });
});

describe('formatKm (§9: metres/1000, 2 decimals)', () => {
  it('formats', () => {
    expect(formatKm(1234)).toBe('1.23 km');
    expect(formatKm(500)).toBe('0.50 km');
    expect(formatKm(0)).toBe('0.00 km');
  });

  it("shows 'missing distance' when absent", () => {
    expect(MISSING_DISTANCE).toBe('missing distance');
    expect(formatKm(undefined)).toBe('missing distance');
    expect(formatKm(null)).toBe('missing distance');
    expect(formatKm(Number.NaN)).toBe('missing distance');
  });
});

describe('formatMinutes (§9: seconds/60 rounded)', () => {
  it('rounds to whole minutes', () => {
    expect(formatMinutes(600)).toEqual({ minutes: 10, label: '10 min' });
    expect(formatMinutes(89)).toEqual({ minutes: 1, label: '1 min' });
    expect(formatMinutes(90)).toEqual({ minutes: 2, label: '2 min' });
  });

  it('is null when absent', () => {
    expect(formatMinutes(undefined)).toBeNull();
  });
});

describe('formatMiles (§9: km x 0.621371, feet under 0.1 mi)', () => {
  it('shows miles with 2 decimals', () => {
    expect(formatMiles(1000)).toBe('0.62 mi');
    expect(formatMiles(10_000)).toBe('6.21 mi');
  });

  it('shows feet under 0.1 mi', () => {
    // 100 m = 0.0621371 mi = 328.08 ft
    expect(formatMiles(100)).toBe('328 ft');
    // 160 m = 0.09942 mi, still under 0.1 mi
    expect(formatMiles(160)).toBe('525 ft');
  });

  it('switches to miles at 0.1 mi', () => {
    expect(formatMiles(161)).toBe('0.10 mi');
  });

  it("shows 'missing distance' when absent", () => {
    expect(formatMiles(undefined)).toBe('missing distance');
  });
});
