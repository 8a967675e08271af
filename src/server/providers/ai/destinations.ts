import { CATALOGUE_CITY_LABELS, type CatalogueCity } from '#server/providers/places/catalogue/schema.js';

/**
 * From the destination a person typed ('Rome', 'Firenze', 'Paris & Rome', 'Italie') to the
 * catalogue cities of the trip, and for a whole country a route in a sensible order.
 */

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

/** Names a traveller may use for each city (English, Italian, French, German, Spanish) and its best-known places. */
const CITY_NAMES: Record<CatalogueCity, readonly string[]> = {
  paris: ['paris', 'parigi', 'parisi'],
  rome: ['rome', 'roma', 'rom', 'vatican'],
  florence: ['florence', 'firenze', 'florenz', 'florencia'],
  venice: ['venice', 'venezia', 'venise', 'venedig', 'venecia'],
  milan: ['milan', 'milano', 'mailand'],
  'amalfi-coast': ['amalfi coast', 'amalfi', 'costiera amalfitana', 'cote amalfitaine', 'costa amalfitana', 'positano', 'ravello', 'sorrento', 'capri'],
  tuscany: ['tuscany', 'toscana', 'toscane', 'toskana', 'chianti', 'siena', 'sienne', 'san gimignano', 'val d orcia', 'lucca', 'pisa', 'pise', 'montepulciano', 'montalcino'],
  naples: ['naples', 'napoli', 'neapel', 'napoles'],
};

const ITALY_NAMES = ['italy', 'italie', 'italia', 'italien'];
const FRANCE_NAMES = ['france', 'frankreich', 'francia'];

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
  for (const [city, names] of Object.entries(CITY_NAMES) as [CatalogueCity, readonly string[]][]) {
    const at = positionOf(normal, names);
    if (at >= 0 && !found.some((f) => f.city === city)) found.push({ city, at });
  }
  if (found.length > 0) return { cities: found.sort((x, y) => x.at - y.at).map((f) => f.city), country: false };
  if (positionOf(normal, ITALY_NAMES) >= 0) return { cities: italyRoute(days), country: true };
  if (positionOf(normal, FRANCE_NAMES) >= 0) return { cities: ['paris'], country: true };
  return null;
}

/** How many days each city of a route deserves relative to the others. */
const CITY_WEIGHT: Record<CatalogueCity, number> = {
  paris: 1.4,
  rome: 1.4,
  florence: 1.1,
  venice: 0.9,
  tuscany: 1.0,
  'amalfi-coast': 1.0,
  naples: 0.8,
  milan: 0.8,
};

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
  const weights = route.map((c) => CITY_WEIGHT[c]);
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

const STATIONS: Partial<Record<CatalogueCity, string>> = {
  rome: 'Roma Termini',
  florence: 'Firenze Santa Maria Novella',
  venice: 'Venezia Santa Lucia',
  milan: 'Milano Centrale',
  naples: 'Napoli Centrale',
};

/** Typical transfers between the cities of a route, the usual way, in minutes (either direction). */
const TRANSFERS: Record<string, { mode: 'train' | 'driver'; minutes: number }> = {
  'rome|florence': { mode: 'train', minutes: 95 },
  'florence|venice': { mode: 'train', minutes: 125 },
  'venice|milan': { mode: 'train', minutes: 145 },
  'florence|milan': { mode: 'train', minutes: 115 },
  'rome|naples': { mode: 'train', minutes: 70 },
  'rome|venice': { mode: 'train', minutes: 235 },
  'rome|milan': { mode: 'train', minutes: 190 },
  'florence|naples': { mode: 'train', minutes: 175 },
  'naples|amalfi-coast': { mode: 'driver', minutes: 90 },
  'amalfi-coast|rome': { mode: 'driver', minutes: 210 },
  'rome|tuscany': { mode: 'driver', minutes: 150 },
  'tuscany|florence': { mode: 'driver', minutes: 75 },
  'tuscany|venice': { mode: 'driver', minutes: 210 },
};

/** How to get from one city of the route to the next: the usual way and its typical time, when known. */
export function transferBetween(from: CatalogueCity, to: CatalogueCity): { by: string; minutes: number } | null {
  const leg = TRANSFERS[`${from}|${to}`] ?? TRANSFERS[`${to}|${from}`];
  if (!leg) return null;
  const a = STATIONS[from];
  const b = STATIONS[to];
  const by =
    leg.mode === 'train' && a && b
      ? `High-speed train from ${a} to ${b}`
      : `Private driver from ${CATALOGUE_CITY_LABELS[from]} to ${CATALOGUE_CITY_LABELS[to]}`;
  return { by, minutes: leg.minutes };
}
