import { describe, expect, it } from 'vitest';
import {
  COORDINATES_NOT_AVAILABLE,
  DEFAULT_COORDINATES,
  MISSING_DISTANCE,
  describeDistanceFromPrevious,
  formatKm,
  formatMiles,
  formatMinutes,
  greatCircleMetres,
  isMappableCoordinates,
  isValidCoordinates,
} from './geo.js';

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

describe('greatCircleMetres', () => {
  it('measures along the globe: Paris to Rome is about 1,106 km', () => {
    const km = greatCircleMetres({ lat: 48.8566, lng: 2.3522 }, { lat: 41.9028, lng: 12.4964 }) / 1000;
    expect(km).toBeGreaterThan(1100);
    expect(km).toBeLessThan(1112);
  });

  it('is 0 for one point and the same both ways', () => {
    const a = { lat: 41.8902, lng: 12.4922 };
    const b = { lat: 41.9009, lng: 12.4833 };
    expect(greatCircleMetres(a, a)).toBe(0);
    expect(greatCircleMetres(a, b)).toBeCloseTo(greatCircleMetres(b, a), 6);
  });
});

describe('isMappableCoordinates', () => {
  it('needs valid coordinates (§5) on the globe', () => {
    expect(isMappableCoordinates({ lat: 41.9, lng: 12.5 })).toBe(true);
    expect(isMappableCoordinates({ lat: -90, lng: 180 })).toBe(true);
    expect(isMappableCoordinates({ lat: 0, lng: 0 })).toBe(false);
    expect(isMappableCoordinates({ lat: 91, lng: 12 })).toBe(false);
    expect(isMappableCoordinates({ lat: 41, lng: -181 })).toBe(false);
  });
});

describe('describeDistanceFromPrevious (an activity card)', () => {
  const here = { lat: 41.9009, lng: 12.4833 };

  it("shows 'x.xx km' and rounded minutes in the backoffice", () => {
    expect(describeDistanceFromPrevious({ coordinates: here, distanceFromPrevious: 1820, durationFromPrevious: 1456 })).toEqual({
      distance: '1.82 km',
      duration: '24 min',
    });
  });

  it('shows miles, or feet under 0.1 mi, in the workspace', () => {
    expect(describeDistanceFromPrevious({ location: here, distanceFromPrevious: 1820, durationFromPrevious: 1456 }, 'miles')).toEqual({
      distance: '1.13 mi',
      duration: '24 min',
    });
    expect(describeDistanceFromPrevious({ location: here, distanceFromPrevious: 120, durationFromPrevious: 96 }, 'miles').distance).toBe('394 ft');
  });

  it("says 'missing distance' when the activity has coordinates but no distance", () => {
    expect(describeDistanceFromPrevious({ coordinates: here })).toEqual({ distance: MISSING_DISTANCE, duration: null });
  });

  it("says 'Coordinates not available' when the activity has none", () => {
    expect(COORDINATES_NOT_AVAILABLE).toBe('Coordinates not available');
    expect(describeDistanceFromPrevious({ distanceFromPrevious: 500 })).toEqual({ distance: 'Coordinates not available', duration: null });
    expect(describeDistanceFromPrevious({ coordinates: { lat: 0, lng: 0 } }, 'miles').distance).toBe('Coordinates not available');
  });
});
