import { z } from 'zod';
import { CATALOGUE_CITIES, CATALOGUE_CITY_LABELS, type CatalogueCity } from '#server/providers/places/catalogue/schema.js';
import { readDataFile } from '#server/lib/data-file.js';

/**
 * From the destination a person typed ('Rome', 'Firenze', 'Paris & Rome', 'Italie') to the
 * catalogue cities of the trip, and for a whole country a route in a sensible order. What is
 * known of each city and the transfers between them is data: destinations.json.
 */

const Names = z.array(z.string().regex(/^[a-z0-9]+( [a-z0-9]+)*$/, 'Expected a name as normaliseText writes it')).min(1);
const City = z.enum(CATALOGUE_CITIES);

const DestinationsFile = z.strictObject({
  cities: z.record(
    City,
    z.strictObject({
      /** Names a traveller may use for the city (English, Italian, French, German, Spanish) and its best-known places. */
      names: Names,
      /** How many days the city deserves relative to the others of a route. */
      weight: z.number().positive(),
      /** Its main railway station, for high-speed train transfers. */
      station: z.string().min(1).optional(),
    }),
  ),
  countries: z.strictObject({ italy: Names, france: Names }),
  /** Typical transfers between the cities of a route, the usual way, in minutes (either direction). */
  transfers: z.array(z.strictObject({ between: z.tuple([City, City]), mode: z.enum(['train', 'driver']), minutes: z.number().int().positive() })),
});

const DATA = readDataFile(new URL('./destinations.json', import.meta.url), DestinationsFile);
const transferKey = (from: CatalogueCity, to: CatalogueCity) => `${from}|${to}`;
const TRANSFERS = new Map(DATA.transfers.map((t) => [transferKey(...t.between), t]));

/** Lower case, accents and punctuation removed, single spaces. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`]/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface ResolvedDestination {
  /** The catalogue cities named, in the order named; for a country, its route (see italyRoute). */
  cities: CatalogueCity[];
  /** True when a whole country was asked for and the route is ours. */
  country: boolean;
}

function positionOf(text: string, names: readonly string[]): number {
  let best = -1;
  for (const name of names) {
    const at = ` ${text} `.indexOf(` ${name} `);
    if (at >= 0 && (best < 0 || at < best)) best = at;
  }
  return best;
}

/** The cities of a route across Italy for a trip of `days` days, north and south in one line. */
export function italyRoute(days: number): CatalogueCity[] {
  if (days <= 3) return ['rome'];
  if (days <= 6) return ['rome', 'florence'];
  if (days <= 9) return ['rome', 'florence', 'venice'];
  if (days <= 13) return ['rome', 'tuscany', 'florence', 'venice'];
  if (days <= 17) return ['amalfi-coast', 'rome', 'tuscany', 'florence', 'venice'];
  if (days <= 23) return ['amalfi-coast', 'rome', 'tuscany', 'florence', 'venice', 'milan'];
  return ['naples', 'amalfi-coast', 'rome', 'tuscany', 'florence', 'venice', 'milan'];
}

/** The catalogue cities of a destination text, or null when it names none we know. */
export function resolveDestination(text: string, days: number): ResolvedDestination | null {
  const normal = normaliseText(text);
  if (normal === '') return null;
  const found: { city: CatalogueCity; at: number }[] = [];
  for (const city of CATALOGUE_CITIES) {
    const at = positionOf(normal, DATA.cities[city].names);
    if (at >= 0 && !found.some((f) => f.city === city)) found.push({ city, at });
  }
  if (found.length > 0) return { cities: found.sort((x, y) => x.at - y.at).map((f) => f.city), country: false };
  if (positionOf(normal, DATA.countries.italy) >= 0) return { cities: italyRoute(days), country: true };
  if (positionOf(normal, DATA.countries.france) >= 0) return { cities: ['paris'], country: true };
  return null;
}

export interface CityStay {
  city: CatalogueCity;
  /** Index of the stay's first day in the trip. */
  firstDay: number;
  days: number;
}

/**
 * Splits the trip's days between the cities, in order: by weight, at least 2 days each when the
 * trip allows (else the first cities get a day each and the rest are dropped).
 */
export function splitDays(cities: readonly CatalogueCity[], days: number): CityStay[] {
  if (cities.length === 0 || days <= 0) return [];
  let route = [...cities];
  const minimum = days >= route.length * 2 ? 2 : 1;
  if (days < route.length) route = route.slice(0, days);
  const weights = route.map((c) => DATA.cities[c].weight);
  const total = weights.reduce((s, w) => s + w, 0);
  const spare = days - minimum * route.length;
  const shares = weights.map((w) => (spare * w) / total);
  const counts = shares.map((s) => minimum + Math.floor(s));
  let left = days - counts.reduce((s, n) => s + n, 0);
  const byRemainder = shares
    .map((s, i) => ({ i, r: s - Math.floor(s) }))
    .sort((x, y) => y.r - x.r || x.i - y.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    counts[i]!++;
    left--;
  }
  let firstDay = 0;
  return route.map((city, i) => {
    const stay = { city, firstDay, days: counts[i]! };
    firstDay += stay.days;
    return stay;
  });
}

/** How to get from one city of the route to the next: the usual way and its typical time, when known. */
export function transferBetween(from: CatalogueCity, to: CatalogueCity): { by: string; minutes: number } | null {
  const leg = TRANSFERS.get(transferKey(from, to)) ?? TRANSFERS.get(transferKey(to, from));
  if (!leg) return null;
  const a = DATA.cities[from].station;
  const b = DATA.cities[to].station;
  const by =
    leg.mode === 'train' && a && b
      ? `High-speed train from ${a} to ${b}`
      : `Private driver from ${CATALOGUE_CITY_LABELS[from]} to ${CATALOGUE_CITY_LABELS[to]}`;
  return { by, minutes: leg.minutes };
}
