import { describe, expect, it } from 'vitest';
import { openingHoursLines, parseDayHours, parseOpeningHours, weekdayIndex } from './opening-hours.js';

const h = (hh: number, mm = 0) => hh * 60 + mm;

describe('catalogue hours', () => {
  it('reads ranges, several a day, and clips a range past midnight at 24:00', () => {
    expect(parseDayHours('closed')).toEqual([]);
    expect(parseDayHours('12:30-15:00,19:30-22:30')).toEqual([
      [h(12, 30), h(15)],
      [h(19, 30), h(22, 30)],
    ]);
    expect(parseDayHours('18:00-02:00')).toEqual([[h(18), h(24)]]);
  });

  it('weekdayIndex: Monday is 0 (10 May 2027 was a Monday)', () => {
    expect(weekdayIndex('2027-05-10')).toBe(0);
    expect(weekdayIndex('2027-05-16')).toBe(6);
  });
});

describe('parseOpeningHours (display lines)', () => {
  it('reads the catalogue\'s lines: ranges with an en dash, Closed, several ranges, 24 hours', () => {
    const week = parseOpeningHours(openingHoursLines(['closed', '09:00-19:00', '12:30-15:00,19:30-22:30', '00:00-24:00', 'closed', 'closed', 'closed']));
    expect(week).toEqual([
      [],
      [[h(9), h(19)]],
      [
        [h(12, 30), h(15)],
        [h(19, 30), h(22, 30)],
      ],
      [[0, h(24)]],
      [],
      [],
      [],
    ]);
  });

  it('reads Google\'s lines: AM/PM with narrow spaces, a start taking its end\'s PM, Open 24 hours, 12:00 AM as midnight', () => {
    const week = parseOpeningHours([
      'Monday: Closed',
      'Tuesday: 9:00\u202fAM\u2009–\u20097:00\u202fPM',
      'Wednesday: 8:30 AM – 12:00 PM, 2:00 – 6:00 PM',
      'Thursday: Open 24 hours',
      'Friday: 6:00 PM – 12:00 AM',
      'Saturday: 12:00 PM – 3:00 PM',
    ]);
    expect(week).toEqual([
      [],
      [[h(9), h(19)]],
      [
        [h(8, 30), h(12)],
        [h(14), h(18)],
      ],
      [[0, h(24)]],
      [[h(18), h(24)]],
      [[h(12), h(15)]],
      null,
    ]);
  });

  it('a range past midnight continues on the next day', () => {
    const week = parseOpeningHours(['Friday: 18:00–02:00', 'Saturday: 18:00–02:00', 'Sunday: Closed']);
    expect(week?.[4]).toEqual([[h(18), h(24)]]);
    expect(week?.[5]).toEqual([
      [0, h(2)],
      [h(18), h(24)],
    ]);
    expect(week?.[6]).toEqual([[0, h(2)]]);
  });

  it('lines in any order; an unreadable day stays unknown; nothing readable is null', () => {
    const week = parseOpeningHours(['Sunday: 10:00–12:00', 'Monday: by appointment', 'Tue: 10–18']);
    expect(week?.[6]).toEqual([[h(10), h(12)]]);
    expect(week?.[0]).toBeNull();
    expect(week?.[1]).toEqual([[h(10), h(18)]]);
    expect(parseOpeningHours(['Hours vary'])).toBeNull();
    expect(parseOpeningHours([])).toBeNull();
    expect(parseOpeningHours(undefined)).toBeNull();
    expect(parseOpeningHours(['Monday: 25:00–26:00'])).toBeNull();
  });
});
