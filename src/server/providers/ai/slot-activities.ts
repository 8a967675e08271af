import type { GenerateSlotActivitiesRequest } from '#shared/contracts/ai.js';
import type { Coordinates } from '#shared/domain/geo.js';
import { MAX_OPTIONS_PER_SLOT, type Option } from '#shared/domain/itinerary.js';
import { timeToMinutes } from '#shared/domain/time.js';
import type { Catalogue } from '#server/providers/places/catalogue/load.js';
import { CATALOGUE_CITIES, CATALOGUE_CITY_LABELS, type CatalogueCity, type CataloguePlace } from '#server/providers/places/catalogue/schema.js';
import { CITY_AREAS } from './areas.js';
import { normaliseText, resolveDestination } from './destinations.js';
import { unknownDestination } from './errors.js';
import { centroid, greatCircleKm } from './geo.js';
import { baseScore, candidatesFor, fitsSlot, hash, travellerOf, wishWords, type SlotRole, type SlotSpec } from './scoring.js';
import { cityPools, optionFromPlace, type Spot } from './spots.js';
import { optionNotes } from './day-text.js';

/**
 * generate-slot-activities offline (spec §7): up to 3 options for one slot, from the catalogue,
 * open at that time (on the day's weekday when the date is given), not among the day's previous
 * activities, near them, and fitting the slot: a meal for Lunch or Dinner, a drink for an
 * aperitivo, a café for a pause, else a visit. The custom description weighs most.
 */

const names = new WeakMap<Catalogue, Map<string, CataloguePlace[]>>();

/** Catalogue places by normalised name (several cities may share a name). */
export function placesByName(catalogue: Catalogue): Map<string, CataloguePlace[]> {
  let index = names.get(catalogue);
  if (!index) {
    index = new Map();
    for (const place of catalogue.places) {
      const key = normaliseText(place.name);
      index.set(key, [...(index.get(key) ?? []), place]);
    }
    names.set(catalogue, index);
  }
  return index;
}

/** The catalogue place a previous activity names (by catalogue id or by name), in the given cities first. */
export function findPlace(catalogue: Catalogue, text: string, cities: readonly CatalogueCity[] = []): CataloguePlace | undefined {
  const byId = catalogue.byId.get(text.trim());
  if (byId) return byId;
  const found = placesByName(catalogue).get(normaliseText(text)) ?? [];
  return found.find((p) => cities.includes(p.city)) ?? (cities.length === 0 ? found[0] : undefined);
}

/** The cities a slot request may be about: those its day title or destination names (all of Italy for 'Italy'). */
function hintedCities(request: GenerateSlotActivitiesRequest): CatalogueCity[] {
  const cities = new Set<CatalogueCity>();
  for (const text of [request.dayTitle, request.destination]) {
    const resolved = resolveDestination(text, 1);
    if (!resolved) continue;
    if (resolved.country) {
      const all = resolved.cities.includes('paris') ? ['paris' as const] : CATALOGUE_CITIES.filter((c) => c !== 'paris');
      for (const c of all) cities.add(c);
    } else for (const c of resolved.cities) cities.add(c);
  }
  return [...cities];
}

const ROLE_WORDS: readonly [RegExp, SlotRole][] = [
  [/\b(lunch|dejeuner|pranzo|brunch)\b/, 'lunch'],
  [/\b(dinner|diner|cena|supper)\b/, 'dinner'],
  [/\b(aperitivo|aperitif|apero|drinks?|cocktails?|bar|wine bar)\b/, 'evening'],
  [/\b(coffee|cafe|caffe|gelato|pastry|pastries|breakfast|pause|break)\b/, 'pause'],
  [/\bday trip\b/, 'day-trip'],
];

/** Words of a slot title that say nothing about what to do. */
const GENERIC_WORDS = new Set(['activity', 'activities', 'morning', 'afternoon', 'evening', 'visit', 'slot', 'free', 'time', 'late']);

export function slotRole(slotTitle: string, customDescription: string, startTime: string): SlotRole {
  const text = normaliseText(`${slotTitle} ${customDescription}`);
  for (const [pattern, role] of ROLE_WORDS) if (pattern.test(text)) return role;
  const start = timeToMinutes(startTime);
  if (start < timeToMinutes('11:00')) return 'morning';
  if (start < timeToMinutes('13:00')) return 'late-morning';
  if (start < timeToMinutes('17:00')) return 'afternoon';
  return 'evening';
}

function cityOf(catalogue: Catalogue, request: GenerateSlotActivitiesRequest, previous: readonly CataloguePlace[]): CatalogueCity {
  const counts = new Map<CatalogueCity, number>();
  for (const p of previous) counts.set(p.city, (counts.get(p.city) ?? 0) + 1);
  const fromPrevious = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (fromPrevious) return fromPrevious;
  const fromTitle = resolveDestination(request.dayTitle, 1);
  if (fromTitle && !fromTitle.country) return fromTitle.cities[0]!;
  const pools = cityPools(catalogue);
  const fromDestination = resolveDestination(request.destination, 1)?.cities.find((c) => (pools.get(c)?.all.length ?? 0) > 0);
  if (fromDestination) return fromDestination;
  const covered = CATALOGUE_CITIES.filter((c) => (pools.get(c)?.activities.length ?? 0) > 0).map((c) => CATALOGUE_CITY_LABELS[c]);
  throw unknownDestination(request.destination, covered.length > 0 ? covered.join(', ') : 'no city yet');
}

/** Words of a place's name that say what kind of place it is rather than which one. */
const NAME_WORDS = new Set(['parco', 'archeologico', 'museo', 'musee', 'museum', 'chiesa', 'basilica', 'eglise', 'palazzo', 'palais', 'villa', 'giardino', 'jardin', 'piazza', 'place', 'the', 'del', 'della', 'dei', 'des', 'les', 'and', 'with', 'private', 'tour', 'visit', 'guided']);

/**
 * Catalogue places of the city that a slot's title (or the client's wish) names: 'Ostia Antica
 * with a private archaeologist' names 'Parco archeologico di Ostia Antica'. A place is named when
 * two of its distinctive name words are in the text, or its one distinctive word is (issue 20).
 */
export function namedPlaces(pool: readonly Spot[], text: string): Spot[] {
  const words = new Set(normaliseText(text).split(/[^a-z0-9]+/).filter((w) => w.length >= 4 && !NAME_WORDS.has(w)));
  if (words.size === 0) return [];
  const named: { spot: Spot; hits: number }[] = [];
  for (const spot of pool) {
    const own = [...new Set(spot.norm.split(/[^a-z0-9]+/).filter((w) => w.length >= 4 && !NAME_WORDS.has(w)))];
    if (own.length === 0) continue;
    const hits = own.filter((w) => words.has(w)).length;
    if (hits >= Math.min(2, own.length)) named.push({ spot, hits });
  }
  return named.sort((a, b) => b.hits - a.hits).map((n) => n.spot);
}

export function suggestSlotActivities(catalogue: Catalogue, request: GenerateSlotActivitiesRequest): Option[] {
  const hinted = hintedCities(request);
  const previous = request.previousActivities
    .map((text) => findPlace(catalogue, text, hinted))
    .filter((p): p is CataloguePlace => p !== undefined);
  const city = cityOf(catalogue, request, previous);
  const pool = cityPools(catalogue).get(city)!;
  // Never again: the day's other places and those chosen on other days. Not again if others
  // remain: what the slot shows now, so asking twice gives new ideas (issue 20).
  const avoided = [...request.previousActivities, ...request.chosenElsewhere];
  const avoidedIds = new Set(avoided.map((text) => findPlace(catalogue, text, [city])?.id).filter((id): id is string => !!id));
  const avoidedNames = new Set(avoided.map(normaliseText));
  const shownIds = new Set(request.shown.map((text) => findPlace(catalogue, text, [city])?.id).filter((id): id is string => !!id));
  const shownNames = new Set(request.shown.map(normaliseText));
  const isShown = (s: Spot) => shownIds.has(s.place.id) || shownNames.has(s.norm);
  // A family is not sent where children are not admitted (catalogue minAge; ages are not known).
  const admitted = (s: Spot) => request.children === 0 || s.place.minAge === undefined;
  const role = slotRole(request.slotTitle, request.customDescription, request.startTime);
  let start = timeToMinutes(request.startTime);
  let end = timeToMinutes(request.endTime);
  if (end <= start) end = 24 * 60; // a slot past midnight is read up to midnight
  if (end - start < 30) start = Math.max(0, end - 30);
  const spec: SlotSpec = { role, start, end };
  const weekdays = request.date ? [(new Date(`${request.date}T00:00:00Z`).getUTCDay() + 6) % 7] : [0, 1, 2, 3, 4, 5, 6];

  const preferences = request.preferences ?? { interests: [], travelStyle: undefined, budgetBand: undefined, notes: '' };
  const traveller = travellerOf({ preferences, budget: null, adults: request.travelersCount, children: request.children });
  const wishes = wishWords(`${request.customDescription} ${request.slotTitle}`).filter((w) => !GENERIC_WORDS.has(w));
  const scorer = { traveller: { ...traveller, wishes }, seed: hash(JSON.stringify(request)) };

  const near: Coordinates | null = centroid(previous.map((p) => ({ lat: p.lat, lng: p.lng })));
  const reachKm = CITY_AREAS[city].reachKm;
  const usable = (s: Spot) => !avoidedIds.has(s.place.id) && !avoidedNames.has(s.norm) && admitted(s) && weekdays.some((w) => fitsSlot(s, w, spec));
  const open = candidatesFor(pool, role, request.preferences?.budgetBand).filter(usable);
  const fresh = open.filter((s) => !isShown(s));
  const candidates = fresh.length > 0 ? fresh : open;
  // A place the slot's title names comes first, whatever kind of slot it is, when it is open then.
  const named = namedPlaces(pool.all, `${request.slotTitle} ${request.customDescription}`).filter((s) => usable(s) && (fresh.length === 0 || !isShown(s)));
  const wishBonus = (s: Spot) => {
    if (wishes.length === 0) return 0;
    const text = ` ${s.norm} ${s.place.types.join(' ').replace(/_/g, ' ')} ${normaliseText(s.place.description)} `;
    return wishes.filter((w) => text.includes(` ${w}`)).length * 1.5;
  };
  const score = (s: Spot, from: Coordinates | null) =>
    baseScore(s, role, scorer) + wishBonus(s) - (from ? (1.1 * greatCircleKm(from, s.place)) / (reachKm / 1.2) : 0);

  const namedIds = new Set(named.map((s) => s.place.id));
  const ranked = [...named, ...[...candidates].filter((s) => !namedIds.has(s.place.id)).sort((a, b) => score(b, near) - score(a, near))];
  const first = ranked[0];
  if (!first) return [];
  const chosen = [first];
  const others = ranked
    .slice(1)
    .filter((s) => s.island === first.island && greatCircleKm(first.place, s.place) <= reachKm * 3)
    .sort((a, b) => score(b, first.place) - score(a, first.place));
  for (const s of others) {
    if (chosen.length >= MAX_OPTIONS_PER_SLOT) break;
    chosen.push(s);
  }
  // Each place comes with its own advice (ADR 030); its hours only when the day is known.
  const weekday = weekdays.length === 1 ? weekdays[0]! : null;
  return chosen.map((s) => {
    const notes = optionNotes(s, spec, weekday, city);
    return notes ? { ...optionFromPlace(s.place), notes } : optionFromPlace(s.place);
  });
}
