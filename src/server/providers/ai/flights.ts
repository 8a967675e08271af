import type { FlightSuggestion, SearchFlightsRequest, SearchFlightsResponse } from '#shared/contracts/ai.js';
import { FLIGHT_SUGGESTION_NOTE } from '#shared/domain/ai.js';
import { localToUtc as localTimeToUtc, utcToLocal, zoneOffsetMinutes } from '#shared/domain/time-zones.js';
import { airportFor, type Airport } from './airports.js';
import { greatCircleKm } from './geo.js';
import { durationPhrase } from './day-text.js';

/**
 * Offline flight suggestions (search-flights-ai, spec §5): what is known, filled honestly. The
 * cities' main airports, the trip's dates and a typical departure time with the arrival it
 * gives; airline, flight number and price are left empty for staff to confirm. Every flight is
 * marked as a suggestion and the answer carries a note saying so.
 */

const CRUISE_KMH = 780;
/** Taxi, climb and descent on top of the cruise. */
const GROUND_MINUTES = 35;
/** Beyond this, a flight is long-haul: eastbound ones leave in the evening and fly overnight. */
const LONG_HAUL_MINUTES = 360;

/** Typical block time of a non-stop flight, rounded to 5 minutes. */
export function typicalFlightMinutes(from: Airport, to: Airport): number {
  const minutes = (greatCircleKm(from, to) / CRUISE_KMH) * 60 + GROUND_MINUTES;
  return Math.round(minutes / 5) * 5;
}

/** A suggestion's dates are checked by the request's schema: a wall-clock time always has an instant. */
function localToUtc(date: string, time: string, timeZone: string): number {
  return localTimeToUtc(date, time, timeZone) ?? Date.parse(`${date}T${time}:00Z`);
}

/** The usual departure time: morning for short flights (afternoon for the way home), evening for long eastbound ones, late morning westbound. */
function typicalDeparture(from: Airport, to: Airport, minutes: number, date: string, homeward: boolean): string {
  if (minutes <= LONG_HAUL_MINUTES) return homeward ? '17:30' : '09:30';
  const noon = localToUtc(date, '12:00', from.timeZone);
  const eastbound = zoneOffsetMinutes(to.timeZone, noon) > zoneOffsetMinutes(from.timeZone, noon);
  return eastbound ? '18:30' : '11:00';
}

function suggestedFlight(from: Airport | null, to: Airport | null, date: string, homeward: boolean): FlightSuggestion {
  const flight: FlightSuggestion = {
    airline: '',
    flightNumber: '',
    departureAirport: from?.iata ?? '',
    arrivalAirport: to?.iata ?? '',
    departure: '',
    arrival: '',
    price: null,
    suggestion: true,
  };
  if (from && to) {
    const minutes = typicalFlightMinutes(from, to);
    const time = typicalDeparture(from, to, minutes, date, homeward);
    const departs = localToUtc(date, time, from.timeZone);
    flight.departure = `${date}T${time}`;
    flight.arrival = utcToLocal(departs + minutes * 60_000, to.timeZone);
  }
  return flight;
}

function airportLine(label: string, city: string, airport: Airport | null): string {
  return airport ? `${label}: ${airport.name} (${airport.iata}).` : `${label}: no airport known for "${city}", to be entered by hand.`;
}

/** Suggested outbound and return flights for the trip (spec §7 search-flights-ai), never a booking. */
export function suggestFlights(request: SearchFlightsRequest): SearchFlightsResponse {
  const from = airportFor(request.departureCity);
  const to = airportFor(request.arrivalCity);
  const outbound = suggestedFlight(from, to, request.departureDate, false);
  const back = suggestedFlight(to, from, request.returnDate, true);
  const parts = [FLIGHT_SUGGESTION_NOTE, airportLine('From', request.departureCity, from), airportLine('To', request.arrivalCity, to)];
  if (from && to) {
    if (from.iata === to.iata) parts.push('Both cities share this airport: a flight may not be needed.');
    else
      parts.push(
        `A non-stop flight takes about ${durationPhrase(typicalFlightMinutes(from, to))}; times shown are typical departures, in local time, not a timetable.`,
      );
  }
  if (request.passengers > 1) parts.push(`Fares are per person, for ${request.passengers} passengers.`);
  return {
    success: true,
    flights: { outbound, return: back },
    suggestion: true,
    note: parts.join(' '),
    source: 'offline',
  };
}
