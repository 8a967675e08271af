import { z } from 'zod';
import { readDataFile } from '#server/lib/data-file.js';
import { normaliseText } from './destinations.js';

/**
 * The main international airport of major cities worldwide and of the agency's destinations:
 * IATA code, name, position and time zone (facts, for suggested flights only). The table is
 * data: airports.json, each airport with the names people type for the places it serves
 * (lower case, without accents: 'firenze', 'lake como').
 */
const AirportEntry = z.strictObject({
  iata: z.string().regex(/^[A-Z]{3}$/),
  name: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  timeZone: z.string().min(1),
  cities: z.array(z.string().min(1)).min(1),
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
  for (const city of cities) BY_NAME.set(city, airport);
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
