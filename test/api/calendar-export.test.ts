// The trip calendar (.ics) read by an independent parser, ical.js (issue 19 item 9; ADR 029): each
// flight at the right instant whatever calendar reads it, DTSTAMP in UTC, every titled slot present.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { fourteenDayTrip } from '../helpers/billing-trip.js';

let t: TestApp;
let team: TestUser;
let client: TestUser;
let tripId: string;

function call(user: TestUser | null, method: 'GET' | 'PATCH', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

/** The calendar as ical.js reads it: each event's summary, UTC instants and raw properties. Zones come from the file's own VTIMEZONEs. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid')));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const dtstart = vevent.getFirstProperty('dtstart')!;
    const dtend = vevent.getFirstProperty('dtend')!;
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      allDay: event.startDate.isDate,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      startZone: dtstart.getParameter('tzid') as string | undefined,
      endZone: dtend.getParameter('tzid') as string | undefined,
      dtstamp: (vevent.getFirstProperty('dtstamp')!.toICALString() as string).split(':').pop()!,
    };
  });
  return { calendar, zones, events };
}

async function exportCalendar() {
  const res = await call(client, 'GET', `/api/billing/${tripId}/calendar.ics`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/calendar');
  return { text: res.body, ...readCalendar(res.body) };
}

beforeAll(async () => {
  t = await createTestApp();
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
  client = await t.user({ role: 'client', fullName: 'Claire Dubois' });
  tripId = (await t.database.db.insertInto('trips').values(fourteenDayTrip(client.id, team.id)).returning('id').executeTakeFirstOrThrow()).id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('calendar export (.ics)', () => {
  it('writes each flight in its airports’ own zones: a 19:30 departure from JFK is 23:30 UTC in May', async () => {
    const { text, zones, events } = await exportCalendar();
    const outbound = events.find((e) => e.summary.startsWith('Outbound flight'))!;
    expect(outbound.summary).toBe('Outbound flight Air France AF 7 · JFK to CDG');
    // Booked 18:30 at JFK (EDT, UTC-4) and 07:55 at CDG (CEST, UTC+2).
    expect(outbound.startZone).toBe('America/New_York');
    expect(outbound.endZone).toBe('Europe/Paris');
    expect(outbound.start).toBe('2027-05-09T22:30:00.000Z');
    expect(outbound.end).toBe('2027-05-10T05:55:00.000Z');
    expect(text).toContain('DTSTART;TZID=America/New_York:20270509T183000');
    const back = events.find((e) => e.summary.startsWith('Return flight'))!;
    // 10:35 in Paris (UTC+2) to 13:05 in New York (UTC-4): 8 h 30 in the air.
    expect(back.start).toBe('2027-05-23T08:35:00.000Z');
    expect(back.end).toBe('2027-05-23T17:05:00.000Z');
    // A VTIMEZONE for every zone used.
    expect(new Set(zones)).toEqual(new Set(['Europe/Paris', 'America/New_York']));
  });

  it('reads the issue’s 19:30 departure from New York JFK at 23:30 UTC, finds airports by code or name, and a Sydney summer departure at UTC+11', async () => {
    const read = (await call(team, 'GET', `/api/trips/${tripId}`)).json() as { version: number };
    const patch = await call(team, 'PATCH', `/api/trips/${tripId}`, {
      version: read.version,
      outboundFlight: { airline: 'Delta', flightNumber: 'DL 264', departureAirport: 'New York JFK', arrivalAirport: 'Paris Charles de Gaulle (CDG)', departure: '2027-05-09T19:30', arrival: '2027-05-10T08:50', price: 900 },
      returnFlight: { airline: 'Qantas', flightNumber: 'QF 1', departureAirport: 'SYD', arrivalAirport: 'LHR', departure: '2027-01-20T15:55', arrival: '2027-01-21T05:35', price: 900 },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const { zones, events } = await exportCalendar();
    const outbound = events.find((e) => e.summary.startsWith('Outbound flight'))!;
    expect(outbound.startZone).toBe('America/New_York');
    expect(outbound.start).toBe('2027-05-09T23:30:00.000Z');
    expect(outbound.end).toBe('2027-05-10T06:50:00.000Z');
    // Sydney in January is on daylight time (UTC+11); London on GMT.
    const back = events.find((e) => e.summary.startsWith('Return flight'))!;
    expect(back.startZone).toBe('Australia/Sydney');
    expect(back.start).toBe('2027-01-20T04:55:00.000Z');
    expect(back.endZone).toBe('Europe/London');
    expect(back.end).toBe('2027-01-21T05:35:00.000Z');
    expect(new Set(zones)).toEqual(new Set(['Europe/Paris', 'America/New_York', 'Australia/Sydney', 'Europe/London']));
    // Put the booked flights back for the other tests.
    const again = (await call(team, 'GET', `/api/trips/${tripId}`)).json() as { version: number };
    const base = fourteenDayTrip(client.id, team.id);
    await call(team, 'PATCH', `/api/trips/${tripId}`, {
      version: again.version,
      outboundFlight: JSON.parse(base.outbound_flight as string),
      returnFlight: JSON.parse(base.return_flight as string),
    });
  });

  it('stamps every event in UTC (RFC 5545 §3.8.7.2)', async () => {
    const before = Date.now();
    const { events } = await exportCalendar();
    for (const e of events) {
      expect(e.dtstamp).toMatch(/^\d{8}T\d{6}Z$/);
      const stamp = Date.UTC(+e.dtstamp.slice(0, 4), +e.dtstamp.slice(4, 6) - 1, +e.dtstamp.slice(6, 8), +e.dtstamp.slice(9, 11), +e.dtstamp.slice(11, 13), +e.dtstamp.slice(13, 15));
      expect(Math.abs(stamp - before)).toBeLessThan(60_000);
    }
  });

  it('has one event per slot with a chosen place or a title (a timed event without location when no place is chosen), the flights and the hotel', async () => {
    const { events } = await exportCalendar();
    const trip = (await call(team, 'GET', `/api/trips/${tripId}`)).json() as {
      days: { id: string; date: string; timeSlots: { id: string; title: string; startTime: string; endTime: string; selectedPlace?: string | null; options: { id: string; name: string; address?: string }[] }[] }[];
    };
    const slots = trip.days.flatMap((d) => d.timeSlots.map((s) => ({ d, s, o: s.options.find((o) => o.id === s.selectedPlace) })));
    const chosen = slots.filter((x) => x.o);
    const titledOnly = slots.filter((x) => !x.o && x.s.title.trim());
    expect(titledOnly.length).toBeGreaterThan(0);
    expect(events).toHaveLength(chosen.length + titledOnly.length + 3);
    // A chosen place: its name, address and times in Paris (CEST, UTC+2).
    const first = chosen[0]!;
    const event = events.find((e) => e.uid.includes(`${first.d.id}-${first.s.id}`))!;
    expect(event.summary).toBe(first.o!.name);
    expect(event.location).toContain(first.o!.address!);
    expect(event.startZone).toBe('Europe/Paris');
    const [h, m] = first.s.startTime.split(':').map(Number) as [number, number];
    expect(event.start).toBe(new Date(Date.UTC(+first.d.date.slice(0, 4), +first.d.date.slice(5, 7) - 1, +first.d.date.slice(8, 10), h - 2, m)).toISOString());
    // A slot with a title and no chosen place: a timed event, no location.
    const free = titledOnly[0]!;
    const freeEvent = events.find((e) => e.uid.includes(`${free.d.id}-${free.s.id}`))!;
    expect(freeEvent.summary).toBe(free.s.title);
    expect(freeEvent.allDay).toBe(false);
    expect(freeEvent.location).toBeFalsy();
    expect(freeEvent.startZone).toBe('Europe/Paris');
    // The hotel: all day through check-out day.
    const hotel = events.find((e) => e.summary === 'Stay at Le Meurice')!;
    expect(hotel.allDay).toBe(true);
    // UIDs are unique and stable between two exports (a subscribed calendar updates, not duplicates).
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    expect((await exportCalendar()).events.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });
});
