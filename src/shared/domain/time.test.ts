import { describe, expect, it } from 'vitest';
import { addHours, minutesToTime, parseTime, parseTimeRange, timeToMinutes } from './time.js';

describe('clock times', () => {
  it('canonicalises HH:MM', () => {
    expect(parseTime('9:00')).toBe('09:00');
    expect(parseTime('09:00:00')).toBe('09:00');
    expect(parseTime(' 14:30 ')).toBe('14:30');
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('noon')).toBeNull();
    expect(parseTime(900)).toBeNull();
  });

  it('converts to and from minutes, wrapping at 24h', () => {
    expect(timeToMinutes('13:30')).toBe(810);
    expect(minutesToTime(810)).toBe('13:30');
    expect(minutesToTime(24 * 60 + 60)).toBe('01:00');
    expect(minutesToTime(-60)).toBe('23:00');
  });

  it('adds hours with wrap (spec §4: 23:00 + 2h = 01:00)', () => {
    expect(addHours('09:00', 2)).toBe('11:00');
    expect(addHours('23:00', 2)).toBe('01:00');
  });

  it('reads the legacy time field', () => {
    expect(parseTimeRange('09:00-11:00')).toEqual({ start: '09:00', end: '11:00' });
    expect(parseTimeRange('9:00 – 11:30')).toEqual({ start: '09:00', end: '11:30' });
    expect(parseTimeRange('09:00')).toEqual({ start: '09:00', end: null });
    expect(parseTimeRange(undefined)).toEqual({ start: null, end: null });
  });
});
