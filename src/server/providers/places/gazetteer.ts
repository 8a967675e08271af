import type { GeocodeResult, LatLng } from '#shared/contracts/places.js';
import type { Catalogue } from './catalogue/load.js';
import { CATALOGUE_CITIES, CATALOGUE_CITY_LABELS, CITY_BOUNDS, type CatalogueCity, type CataloguePlace } from './catalogue/schema.js';
import { catalogueImageUrl } from './provider.js';
import { foldText } from './text.js';

/**
 * The offline geocoder's names (issue 8 §1: catalogue cities, towns and places offline): the
 * two countries, the catalogue's cities under their English and local names, and every town
 * named in a catalogue address ('…, 53100 Siena SI'), placed at the mean of its places. Built
 * once per catalogue.
 */
export interface GazetteerEntry {
  name: string;
  kind: 'country' | 'city' | 'town';
  formatted: string;
  location: LatLng;
  /** Folded names it answers to. */
  names: string[];
  /** The picture shown for it: its best-known sight. */
  photoPlaceId: string | null;
  /** How many catalogue places it holds: the larger comes first among equal matches. */
  weight: number;
}

const COUNTRY_OF: Record<CatalogueCity, 'Italy' | 'France'> = {
  paris: 'France',
  rome: 'Italy',
  florence: 'Italy',
  venice: 'Italy',
  milan: 'Italy',
  'amalfi-coast': 'Italy',
  tuscany: 'Italy',
  naples: 'Italy',
};

/** Local names of the catalogue cities, as their addresses write them or travellers type them. */
const CITY_ALIASES: Record<CatalogueCity, readonly string[]> = {
  paris: ['paris'],
  rome: ['rome', 'roma'],
  florence: ['florence', 'firenze'],
  venice: ['venice', 'venezia', 'venise'],
  milan: ['milan', 'milano'],
  'amalfi-coast': ['amalfi coast', 'costiera amalfitana', 'cote amalfitaine'],
  tuscany: ['tuscany', 'toscana', 'toscane'],
  naples: ['naples', 'napoli'],
};

const COUNTRIES: readonly { name: 'Italy' | 'France'; names: string[]; location: LatLng; photoCity: CatalogueCity }[] = [
  { name: 'Italy', names: ['italy', 'italia', 'italie'], location: { lat: 41.8719, lng: 12.5674 }, photoCity: 'rome' },
  { name: 'France', names: ['france'], location: { lat: 46.2276, lng: 2.2137 }, photoCity: 'paris' },
];

/** The town of a catalogue address: the words after the postcode, without the province code. */
export function townOfAddress(address: string): string | null {
  const last = address.split(',').at(-1)?.trim() ?? '';
  const match = /^\d{4,5}\s+(.+?)(?:\s+[A-Z]{2})?$/.exec(last);
  return match ? match[1]!.trim() : null;
}

/** The first sight (else any place) of a list: the catalogue lists each city's essentials first. */
function headline(places: readonly CataloguePlace[]): CataloguePlace | undefined {
  return places.find((p) => p.kind === 'sight') ?? places.find((p) => p.kind !== 'hotel') ?? places[0];
}

function mean(places: readonly CataloguePlace[]): LatLng {
  const lat = places.reduce((s, p) => s + p.lat, 0) / places.length;
  const lng = places.reduce((s, p) => s + p.lng, 0) / places.length;
  return { lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5 };
}

const built = new WeakMap<Catalogue, GazetteerEntry[]>();

export function gazetteer(catalogue: Catalogue): GazetteerEntry[] {
  const cached = built.get(catalogue);
  if (cached) return cached;
  const entries: GazetteerEntry[] = [];
  for (const c of COUNTRIES) {
    const cities = CATALOGUE_CITIES.filter((city) => COUNTRY_OF[city] === c.name);
    entries.push({
      name: c.name,
      kind: 'country',
      formatted: c.name,
      location: c.location,
      names: c.names,
      photoPlaceId: headline(catalogue.byCity.get(c.photoCity) ?? [])?.id ?? null,
      weight: cities.reduce((n, city) => n + (catalogue.byCity.get(city)?.length ?? 0), 0),
    });
  }
  const cityNames = new Set<string>();
  for (const city of CATALOGUE_CITIES) {
    const places = catalogue.byCity.get(city) ?? [];
    for (const n of CITY_ALIASES[city]) cityNames.add(n);
    entries.push({
      name: CATALOGUE_CITY_LABELS[city],
      kind: 'city',
      formatted: `${CATALOGUE_CITY_LABELS[city]}, ${COUNTRY_OF[city]}`,
      location: CITY_BOUNDS[city].centre,
      names: [...CITY_ALIASES[city]],
      photoPlaceId: headline(places)?.id ?? null,
      weight: places.length,
    });
  }
  // Towns: every town an address names, other than the cities themselves.
  const towns = new Map<string, { name: string; city: CatalogueCity; places: CataloguePlace[] }>();
  for (const place of catalogue.places) {
    const town = townOfAddress(place.address);
    if (!town) continue;
    const key = foldText(town);
    if (cityNames.has(key)) continue;
    const entry = towns.get(key) ?? { name: town, city: place.city, places: [] };
    entry.places.push(place);
    towns.set(key, entry);
  }
  for (const [key, town] of towns) {
    // A town is placed at its places unless one of them is a day trip from afar: then at that place.
    const local = town.places.filter((p) => p.kind !== 'day-trip');
    entries.push({
      name: town.name,
      kind: 'town',
      formatted: `${town.name}, ${COUNTRY_OF[town.city]}`,
      location: mean(local.length ? local : town.places),
      names: [key],
      photoPlaceId: headline(town.places)?.id ?? null,
      weight: town.places.length,
    });
  }
  built.set(catalogue, entries);
  return entries;
}

const KIND_ORDER = { country: 0, city: 1, town: 2 } as const;

/** How well a folded query names an entry: 3 exactly, 2 as the start of a name, 1 as the start of a word; 0 not at all. */
function matchScore(query: string, names: readonly string[]): number {
  let best = 0;
  for (const name of names) {
    if (name === query) return 3;
    if (name.startsWith(query)) best = Math.max(best, 2);
    else if (` ${name}`.includes(` ${query}`)) best = Math.max(best, 1);
  }
  return best;
}

/** Countries, cities and towns whose name the query is, or begins (best first). */
export function searchGazetteer(catalogue: Catalogue, query: string, limit: number): GeocodeResult[] {
  const folded = foldText(query);
  if (!folded) return [];
  return gazetteer(catalogue)
    .map((entry) => ({ entry, score: matchScore(folded, entry.names) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] || b.entry.weight - a.entry.weight)
    .slice(0, limit)
    .map(({ entry }) => ({
      formatted_address: entry.formatted,
      location: { ...entry.location },
      photoUrl: entry.photoPlaceId ? catalogueImageUrl(entry.photoPlaceId) : null,
      name: entry.name,
      kind: entry.kind,
      placeId: null,
    }));
}
