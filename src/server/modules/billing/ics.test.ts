import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { allAirports, airportOfText } from '#server/providers/ai/airports.js';
import { isKnownTimeZone, localToUtc } from '#shared/domain/time-zones.js';
import { IcsWriter, foldLine, icsText, vtimezone } from './ics.js';

describe('iCalendar writer', () => {
  it('escapes TEXT values and folds lines at 75 octets without splitting a character', () => {
    expect(icsText('Lunch; then, a walk\\ \nand more')).toBe('Lunch\\; then\\, a walk\\\\ \\nand more');
    const line = `DESCRIPTION:${'Café crème à la française, '.repeat(8)}🌸 fin`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('writes VTIMEZONEs that an independent reader (ical.js) turns into the right instants, both hemispheres', () => {
    const ics = new IcsWriter().raw('BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN');
    const cases = [
      ['America/New_York', '2027-03-14', '01:30', '2027-03-14T06:30:00.000Z'],
      ['America/New_York', '2027-03-14', '03:30', '2027-03-14T07:30:00.000Z'],
      ['America/New_York', '2027-11-07', '12:00', '2027-11-07T17:00:00.000Z'],
      ['Australia/Sydney', '2027-01-20', '15:55', '2027-01-20T04:55:00.000Z'],
      ['Australia/Sydney', '2027-07-20', '15:55', '2027-07-20T05:55:00.000Z'],
      ['Asia/Kolkata', '2027-07-20', '09:00', '2027-07-20T03:30:00.000Z'],
      ['America/St_Johns', '2027-07-01', '09:00', '2027-07-01T11:30:00.000Z'],
    ] as const;
    for (const zone of new Set(cases.map((c) => c[0]))) ics.raw(...vtimezone(zone, 2027, 2027));
    cases.forEach(([zone, date, time], i) =>
      ics.raw('BEGIN:VEVENT', `UID:${i}`, 'DTSTAMP:20270101T000000Z').value('DTSTART', `${date.replace(/-/g, '')}T${time.replace(':', '')}00`, { TZID: zone }).raw('END:VEVENT'),
    );
    const calendar = new ICAL.Component(ICAL.parse(ics.raw('END:VCALENDAR').toString()));
    const read = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).startDate.toJSDate().toISOString());
    expect(read).toEqual(cases.map((c) => c[3]));
    // Our own reading agrees.
    for (const [zone, date, time, utc] of cases) expect(new Date(localToUtc(date, time, zone)!).toISOString()).toBe(utc);
  });
});

describe('airport table', () => {
  it('holds the busiest airports of the world with known IANA zones, one row per code', () => {
    const airports = allAirports();
    expect(airports.length).toBeGreaterThanOrEqual(300);
    for (const a of airports) expect(isKnownTimeZone(a.timeZone), `${a.iata} ${a.timeZone}`).toBe(true);
    for (const code of ['ATL', 'DXB', 'HND', 'LHR', 'CDG', 'DFW', 'IST', 'CAN', 'DEL', 'ORD', 'PVG', 'SIN', 'NRT', 'LGW', 'ORY', 'CIA', 'GRU', 'BKK', 'SYD', 'JNB']) {
      expect(airportOfText(code), code).not.toBeNull();
    }
  });

  it('finds a flight’s airport by code, by a code in its text, or by city; a city finds its main airport', () => {
    expect(airportOfText('JFK')?.timeZone).toBe('America/New_York');
    expect(airportOfText('New York JFK')?.iata).toBe('JFK');
    expect(airportOfText('Paris Orly (ORY)')?.iata).toBe('ORY');
    expect(airportOfText('Paris')?.iata).toBe('CDG');
    expect(airportOfText('London')?.iata).toBe('LHR');
    expect(airportOfText('Tokyo')?.iata).toBe('HND');
    expect(airportOfText('Honolulu')?.timeZone).toBe('Pacific/Honolulu');
    expect(airportOfText('')).toBeNull();
    expect(airportOfText('Springfield')).toBeNull();
  });
});
