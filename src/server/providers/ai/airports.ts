import { z } from 'zod';
import { readDataFile } from '#server/lib/data-file.js';
import { normaliseText } from './destinations.js';

/**
 * The one table of airports (ADR 029): the airports the planner and the flight search propose (the
 * main airport of the agency's destinations and of major cities) and the world's busiest by
 * passengers, each with its IATA code, name, position and IANA time zone (facts). It is data:
 * airports.json, each airport with the names people type for the places it serves (lower case,
 * without accents: 'firenze', 'lake como'); a city's second airport (Orly, Gatwick) names none, so
 * a city typed finds its main airport. Used by the flight suggestions and by the calendar, which
 * writes each flight in the time zone of its airports.
 */
const AirportEntry = z.strictObject({
  iata: z.string().regex(/^[A-Z]{3}$/),
  name: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  timeZone: z.string().min(1),
  cities: z.array(z.string().min(1)),
});

export interface Airport {
  iata: string;
  name: string;
  lat: number;
  lng: number;
  timeZone: string;
}

const TABLE = readDataFile(new URL('./airports.json', import.meta.url), z.array(AirportEntry));

const BY_NAME = new Map<string, Airport>();
const BY_CODE = new Map<string, Airport>();
for (const { cities, ...airport } of TABLE) {
  BY_CODE.set(airport.iata, airport);
  // The first airport naming a place is its main one.
  for (const city of cities) if (!BY_NAME.has(city)) BY_NAME.set(city, airport);
}

/** The main airport of a city typed by a person ('Paris', 'New York, USA', 'FCO'), or null when not known. */
export function airportFor(text: string): Airport | null {
  const trimmed = text.trim();
  if (/^[A-Za-z]{3}$/.test(trimmed) && BY_CODE.has(trimmed.toUpperCase())) return BY_CODE.get(trimmed.toUpperCase())!;
  const normal = normaliseText(trimmed);
  if (BY_NAME.has(normal)) return BY_NAME.get(normal)!;
  // 'New York, USA' or 'Rome (Italy)': the longest known name that starts the text, then any known name in it.
  const words = normal.split(' ');
  for (let n = words.length - 1; n >= 1; n--) {
    const start = words.slice(0, n).join(' ');
    if (BY_NAME.has(start)) return BY_NAME.get(start)!;
  }
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const part = words.slice(i, i + n).join(' ');
      if (part.length >= 4 && BY_NAME.has(part)) return BY_NAME.get(part)!;
    }
  }
  return null;
}

/** An airport by its IATA code. */
export function airportByCode(code: string): Airport | null {
  return BY_CODE.get(code.trim().toUpperCase()) ?? null;
}

/**
 * The airport a flight's stored text names: a code ('JFK'), a code in it ('New York JFK',
 * 'Paris Charles de Gaulle (CDG)'), else a city or airport name ('Rome'); null when none is known.
 */
export function airportOfText(text: string | null | undefined): Airport | null {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return null;
  const byCode = airportByCode(trimmed);
  if (byCode) return byCode;
  for (const code of trimmed.match(/\b[A-Z]{3}\b/g) ?? []) {
    const found = BY_CODE.get(code);
    if (found) return found;
  }
  return airportFor(trimmed);
}

/** Every airport of the table (tests, checks). */
export function allAirports(): readonly Airport[] {
  return [...BY_CODE.values()];
}
