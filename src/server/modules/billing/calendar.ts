import type { TripDetail } from '#shared/contracts/trip-detail.js';
import { selectedOption } from '#shared/domain/slots.js';
import { clientNotesOf } from '#shared/domain/notes.js';
import { destinationTimeZone, localToUtc, utcToLocal } from '#shared/domain/time-zones.js';
import type { Flight } from '#shared/domain/travel.js';
import { airportOfText } from '#server/providers/ai/airports.js';
import { IcsWriter, dateStamp, localStamp, utcStamp, vtimezone } from './ics.js';

const HOUR_MS = 60 * 60 * 1000;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

/** A wall-clock time of a zone and its instant. */
interface WallTime {
  date: string;
  time: string;
  zone: string;
  utc: number;
}

function wallTime(date: string, time: string, zone: string): WallTime | null {
  const utc = localToUtc(date, time, zone);
  return utc === null ? null : { date, time, zone, utc };
}

/** An instant written in a zone (an end computed from a start). */
function wallTimeAt(utc: number, zone: string): WallTime {
  const text = utcToLocal(utc, zone);
  return { date: text.slice(0, 10), time: text.slice(11, 16), zone, utc };
}

function addDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * A flight's times (ADR 029): its departure is local to the departure airport and its arrival local
 * to the arrival airport, each in that airport's zone from the airport table ('JFK' ->
 * America/New_York). An airport the table does not know is read in `fallbackZone` (the trip's
 * destination). Without a usable arrival, the flight shows one hour.
 */
function flightTimes(f: Flight, fallbackZone: string): { start: WallTime; end: WallTime } | null {
  const dep = f.departure ? DATE_TIME.exec(f.departure) : null;
  if (!dep) return null;
  const depZone = airportOfText(f.departureAirport)?.timeZone ?? fallbackZone;
  const start = wallTime(dep[1]!, dep[2]!, depZone);
  if (!start) return null;
  const arr = f.arrival ? DATE_TIME.exec(f.arrival) : null;
  const end = arr ? wallTime(arr[1]!, arr[2]!, airportOfText(f.arrivalAirport)?.timeZone ?? fallbackZone) : null;
  return { start, end: end && end.utc > start.utc ? end : wallTimeAt(start.utc + HOUR_MS, depZone) };
}

interface CalendarEvent {
  uid: string;
  start: WallTime | { date: string };
  end: WallTime | { date: string };
  summary: string;
  description?: string;
  location?: string;
  geo?: { lat: number; lng: number };
}

/**
 * The trip as an iCalendar file (issue 11, issue 19; ADR 029): one timed event per slot with a chosen
 * place (its times in the destination's zone, with the place's address and position) or, when no
 * place is chosen, with a title (a timed event without a location); the flights, each end in its own
 * airport's zone; and the hotel stay as an all-day span from check-in to check-out. Every zone used
 * has its VTIMEZONE; DTSTAMP is the moment of the export, in UTC (RFC 5545 §3.8.7.2). UIDs are stable,
 * so a subscribed calendar updates events instead of duplicating them.
 */
export function tripCalendar(trip: TripDetail, opts: { url?: string; domain: string; now?: number }): string {
  const destinationZone = destinationTimeZone(trip);
  const uid = (part: string) => `${trip.id}-${part}@${opts.domain}`;
  const events: CalendarEvent[] = [];

  for (const [d, day] of trip.days.entries()) {
    if (!day.date) continue;
    for (const slot of day.timeSlots) {
      const option = selectedOption(slot);
      const title = slot.title?.trim() ?? '';
      if (!option && !title) continue;
      const start = wallTime(day.date, slot.startTime, destinationZone);
      if (!start) continue;
      // A slot that ends at or before its start (past midnight, or no end) lasts until its end the next day, else 2 hours.
      let end = slot.endTime ? wallTime(day.date, slot.endTime, destinationZone) : null;
      if (end && end.utc <= start.utc) end = wallTime(addDay(day.date), slot.endTime, destinationZone);
      if (!end || end.utc <= start.utc || end.utc - start.utc > 24 * HOUR_MS) end = wallTimeAt(start.utc + 2 * HOUR_MS, destinationZone);
      const dayLine = `Day ${d + 1}${day.title ? ` · ${day.title}` : ''}`;
      if (!option) {
        events.push({ uid: uid(`${day.id}-${slot.id}`), start, end, summary: title, description: [dayLine, clientNotesOf(slot)].filter(Boolean).join('\n\n') });
        continue;
      }
      const point = option.coordinates ?? option.location;
      events.push({
        uid: uid(`${day.id}-${slot.id}`),
        start,
        end,
        summary: option.name,
        description: [dayLine, title && title !== option.name ? title : '', option.description ?? '', clientNotesOf(slot)].filter(Boolean).join('\n\n'),
        location: option.address ? `${option.name}\n${option.address}` : point ? option.name : undefined,
        geo: point ? { lat: point.lat, lng: point.lng } : undefined,
      });
    }
  }

  const flights: [string, Flight | null][] = [
    ['outbound', trip.outboundFlight],
    ['return', trip.returnFlight],
  ];
  for (const [key, flight] of flights) {
    if (!flight) continue;
    const times = flightTimes(flight, destinationZone);
    if (!times) continue;
    const name = [flight.airline, flight.flightNumber].filter(Boolean).join(' ') || 'Flight';
    const route = [flight.departureAirport, flight.arrivalAirport].filter(Boolean).join(' to ');
    const from = airportOfText(flight.departureAirport);
    const to = airportOfText(flight.arrivalAirport);
    events.push({
      uid: uid(`flight-${key}`),
      ...times,
      summary: `${key === 'outbound' ? 'Outbound' : 'Return'} flight ${name}${route ? ` · ${route}` : ''}`,
      description: [
        'Times as booked, local to each airport.',
        from ? `Departs ${from.name} (${from.iata}) at ${times.start.time}, local time.` : '',
        to && times.end.zone === to.timeZone ? `Arrives ${to.name} (${to.iata}) at ${times.end.time}, local time.` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      ...(flight.departureAirport ? { location: from ? `${from.name} (${from.iata})` : flight.departureAirport } : {}),
    });
  }

  const hotel = trip.hotel;
  if (hotel?.checkIn && hotel.checkOut) {
    const from = hotel.checkIn.slice(0, 10);
    const to = hotel.checkOut.slice(0, 10);
    if (/^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && to >= from) {
      events.push({
        uid: uid('hotel'),
        start: { date: from },
        // All-day spans end the day after their last day (DTEND is exclusive): through check-out day.
        end: { date: addDay(to) },
        summary: `Stay at ${hotel.name || 'the hotel'}`,
        description: `Check-in ${from}, check-out ${to}`,
        ...(hotel.address ? { location: hotel.address } : {}),
      });
    }
  }

  return writeCalendar(trip, events, destinationZone, opts);
}

function writeCalendar(trip: TripDetail, events: CalendarEvent[], destinationZone: string, opts: { url?: string; now?: number }): string {
  const ics = new IcsWriter();
  const name = `${trip.tripName || trip.destination} · Maison Voyage`;
  ics.raw('BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Maison Voyage//Itinerary//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH');
  ics.text('NAME', name).text('X-WR-CALNAME', name);
  ics.text('X-WR-CALDESC', `Itinerary of trip #${trip.friendlyId}`);
  ics.value('X-WR-TIMEZONE', destinationZone);
  if (opts.url) ics.value('URL', opts.url);
  ics.value('REFRESH-INTERVAL', 'PT1H', { VALUE: 'DURATION' }).value('X-PUBLISHED-TTL', 'PT1H');

  // One VTIMEZONE per zone used, covering the years of the events.
  const zones = new Set<string>([destinationZone]);
  let firstYear = Infinity;
  let lastYear = -Infinity;
  for (const e of events) {
    for (const t of [e.start, e.end] as const) {
      if ('zone' in t) zones.add(t.zone);
      const year = Number(t.date.slice(0, 4));
      firstYear = Math.min(firstYear, year);
      lastYear = Math.max(lastYear, year);
    }
  }
  if (!Number.isFinite(firstYear)) firstYear = lastYear = new Date(opts.now ?? Date.now()).getUTCFullYear();
  for (const zone of zones) ics.raw(...vtimezone(zone, firstYear, lastYear));

  const stamp = utcStamp(opts.now ?? Date.now());
  const sequence = String(Math.max(0, trip.version ?? 0));
  const when = (prop: 'DTSTART' | 'DTEND', t: CalendarEvent['start']) =>
    'zone' in t ? ics.value(prop, localStamp(t.date, t.time), { TZID: t.zone }) : ics.value(prop, dateStamp(t.date), { VALUE: 'DATE' });
  for (const e of events) {
    ics.raw('BEGIN:VEVENT');
    ics.text('UID', e.uid).value('DTSTAMP', stamp).value('SEQUENCE', sequence);
    when('DTSTART', e.start);
    when('DTEND', e.end);
    ics.text('SUMMARY', e.summary);
    if (e.location) ics.text('LOCATION', e.location);
    if (e.geo) ics.value('GEO', `${e.geo.lat};${e.geo.lng}`);
    if (e.description) ics.text('DESCRIPTION', e.description);
    if (!('zone' in e.start)) ics.raw('TRANSP:TRANSPARENT');
    ics.raw('END:VEVENT');
  }
  ics.raw('END:VCALENDAR');
  return ics.toString();
}
