import ical, { ICalCalendarMethod } from 'ical-generator';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import { selectedOption } from '#shared/domain/slots.js';
import { clientNotesOf } from '#shared/domain/notes.js';
import { destinationTimeZone } from '#shared/domain/time-zones.js';
import type { Flight } from '#shared/domain/travel.js';

/**
 * Central European Time as the calendar's VTIMEZONE (Paris and Rome share it): CET, and CEST from
 * the last Sunday of March to the last Sunday of October (EU rules since 1996).
 */
function centralEuropeanTimezone(tzid: string): string {
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${tzid}`,
    `X-LIC-LOCATION:${tzid}`,
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'TZNAME:CEST',
    'DTSTART:19700329T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'TZNAME:CET',
    'DTSTART:19701025T030000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');
}

/**
 * A wall-clock time of the destination as the Date ical-generator writes with the calendar's TZID:
 * its UTC fields are the local date and time ('2027-05-10', '09:00' -> 20270510T090000).
 */
function wallClock(date: string, time: string): Date | null {
  const d = new Date(`${date}T${time}:00Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

function flightTimes(f: Flight): { start: Date; end: Date } | null {
  const dep = f.departure && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(f.departure) ? wallClock(f.departure.slice(0, 10), f.departure.slice(11, 16)) : null;
  if (!dep) return null;
  const arr = f.arrival && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(f.arrival) ? wallClock(f.arrival.slice(0, 10), f.arrival.slice(11, 16)) : null;
  // Arrival times are local to the arrival airport; without its zone, a flight shows at least 1 hour.
  return { start: dep, end: arr && arr > dep ? arr : new Date(dep.getTime() + 60 * 60 * 1000) };
}

function addDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The trip as an iCalendar file (issue 11): one event per slot with a chosen place (its times, in
 * the destination's time zone, with the place's address and description), the flights, and the
 * hotel stay as an all-day span from check-in to check-out. UIDs are stable, so a subscribed
 * calendar updates events instead of duplicating them.
 */
export function tripCalendar(trip: TripDetail, opts: { url?: string; domain: string }): string {
  const timezone = destinationTimeZone(trip);
  const cal = ical({
    name: `${trip.tripName || trip.destination} · Maison Voyage`,
    description: `Itinerary of trip #${trip.friendlyId}`,
    prodId: { company: 'Maison Voyage', product: 'Itinerary', language: 'EN' },
    timezone: { name: timezone, generator: centralEuropeanTimezone },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
    ...(opts.url ? { url: opts.url } : {}),
  });
  const uid = (part: string) => `${trip.id}-${part}@${opts.domain}`;

  for (const [d, day] of trip.days.entries()) {
    if (!day.date) continue;
    for (const slot of day.timeSlots) {
      const option = selectedOption(slot);
      if (!option) continue;
      const start = wallClock(day.date, slot.startTime);
      let end = slot.endTime ? wallClock(day.date, slot.endTime) : null;
      if (!start) continue;
      if (!end || end <= start) end = new Date(start.getTime() + 2 * 60 * 60 * 1000);
      const point = option.coordinates ?? option.location;
      cal.createEvent({
        id: uid(`${day.id}-${slot.id}`),
        start,
        end,
        timezone,
        summary: option.name,
        description: [`Day ${d + 1}${day.title ? ` · ${day.title}` : ''}`, slot.title && slot.title !== option.name ? slot.title : '', option.description ?? '', clientNotesOf(slot)]
          .filter(Boolean)
          .join('\n\n'),
        location: option.address
          ? { title: option.name, address: option.address, ...(point ? { geo: { lat: point.lat, lon: point.lng } } : {}) }
          : point
            ? { title: option.name, geo: { lat: point.lat, lon: point.lng } }
            : undefined,
      });
    }
  }

  const flights: [string, Flight | null][] = [
    ['outbound', trip.outboundFlight],
    ['return', trip.returnFlight],
  ];
  for (const [key, flight] of flights) {
    if (!flight) continue;
    const times = flightTimes(flight);
    if (!times) continue;
    const name = [flight.airline, flight.flightNumber].filter(Boolean).join(' ') || 'Flight';
    const route = [flight.departureAirport, flight.arrivalAirport].filter(Boolean).join(' to ');
    cal.createEvent({
      id: uid(`flight-${key}`),
      ...times,
      timezone,
      summary: `${key === 'outbound' ? 'Outbound' : 'Return'} flight ${name}${route ? ` · ${route}` : ''}`,
      description: 'Times as booked, local to each airport.',
      ...(flight.departureAirport ? { location: flight.departureAirport } : {}),
    });
  }

  const hotel = trip.hotel;
  if (hotel?.checkIn && hotel.checkOut) {
    const from = hotel.checkIn.slice(0, 10);
    const to = hotel.checkOut.slice(0, 10);
    if (to >= from) {
      cal.createEvent({
        id: uid('hotel'),
        start: from,
        // All-day spans end the day after their last day (DTEND is exclusive): through check-out day.
        end: addDay(to),
        allDay: true,
        summary: `Stay at ${hotel.name || 'the hotel'}`,
        description: `Check-in ${from}, check-out ${to}`,
        ...(hotel.address ? { location: hotel.address } : {}),
      });
    }
  }
  return cal.toString();
}
