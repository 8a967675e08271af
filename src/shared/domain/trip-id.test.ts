import { describe, expect, it } from 'vitest';
import { formatTripNumber, parseTripNumber, tripNotFoundMessage } from './trip-id.js';

describe('formatTripNumber', () => {
  it("shows '#1042'", () => {
    expect(formatTripNumber(1042)).toBe('#1042');
    expect(formatTripNumber('7')).toBe('#7');
  });
});

describe("parseTripNumber (§5: leading 'T-' in any case stripped)", () => {
  it.each([
    ['T-1042', 1042],
    ['t-1042', 1042],
    ['  T-1042  ', 1042],
    ['1042', 1042],
    ['#1042', 1042],
    ['T-007', 7],
  ])('%j -> %i', (input, n) => expect(parseTripNumber(input)).toBe(n));

  it.each([[''], ['   '], ['T-'], ['T-0'], ['0'], ['-5'], ['T-12a'], ['12.5'], ['X-12'], ['T-T-12']])(
    '%j -> null',
    (input) => expect(parseTripNumber(input)).toBeNull(),
  );

  it('is null for missing input', () => {
    expect(parseTripNumber(undefined)).toBeNull();
    expect(parseTripNumber(null)).toBeNull();
  });
});

describe('tripNotFoundMessage (§5)', () => {
  it('names the typed value', () => {
    expect(tripNotFoundMessage('T-99')).toBe('No trip found with number T-99');
  });
});
