/**
 * How the offline planner weighs a place for a traveller and a slot: the traveller's profile,
 * determinism (the same request gives the same plan), scores and the candidates of a slot.
 * Used by the planner (planner.ts) and the one-slot suggestions (slot-activities.ts).
 */
import type { GenerateItineraryRequest, ItineraryPreferences } from '#shared/contracts/ai.js';
import type { Budget, Interest, TravelStyle } from '#shared/domain/constants.js';
import { timeToMinutes } from '#shared/domain/time.js';
import { openMinutesWithin } from '#shared/domain/opening-hours.js';
import { normaliseText } from './destinations.js';
import { type CityPool, type Spot } from './spots.js';

export type SlotRole =
  | 'morning'
  | 'late-morning'
  | 'lunch'
  | 'afternoon'
  | 'pause'
  | 'evening'
  | 'dinner'
  | 'day-trip'
  | 'transfer';

export interface SlotSpec {
  role: SlotRole;
  start: number;
  end: number;
}

export interface Traveller {
  interests: ReadonlySet<Interest>;
  style: TravelStyle;
  band: Budget;
  children: boolean;
  /** Words of the free-text wishes, matched against names, types and descriptions. */
  wishes: readonly string[];
}

export const GRID_ROLES: readonly SlotRole[] = ['morning', 'late-morning', 'lunch', 'afternoon', 'evening', 'dinner'];
export const ACTIVITY_ROLES: ReadonlySet<SlotRole> = new Set(['morning', 'late-morning', 'afternoon', 'evening', 'pause']);
export const MEAL_ROLES: ReadonlySet<SlotRole> = new Set(['lunch', 'dinner']);
export const DAY_START = timeToMinutes('09:00');

/* ------------------------------------------------------------------------------ determinism */

/** FNV-1a, 32 bits. */
export function hash(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/* --------------------------------------------------------------------------- the traveller */

/** Budget band from the trip budget per person when no band is given (spec §2 questionnaire bands, read in the trip's currency). */
export function budgetBand(preferences: ItineraryPreferences, budget: number | null | undefined, travellers: number): Budget {
  if (preferences.budgetBand) return preferences.budgetBand;
  if (typeof budget === 'number' && budget > 0 && travellers > 0) {
    const perPerson = budget / travellers;
    if (perPerson < 1500) return 'budget';
    if (perPerson < 3000) return 'moderate';
    if (perPerson < 5000) return 'luxury';
    return 'ultra-luxury';
  }
  return 'luxury';
}

const STOP_WORDS = new Set(
  'a an and are but for from have into like love more most much not our please some that the their them they this very want what when with would also just really prefer'.split(' '),
);

export function wishWords(text: string): string[] {
  return [...new Set(normaliseText(text).split(' ').filter((w) => w.length >= 4 && !STOP_WORDS.has(w)))].slice(0, 30);
}

export function travellerOf(request: Pick<GenerateItineraryRequest, 'preferences' | 'budget' | 'adults' | 'children'>): Traveller {
  const { preferences } = request;
  return {
    interests: new Set(preferences.interests),
    style: preferences.travelStyle ?? 'balanced',
    band: budgetBand(preferences, request.budget, request.adults + request.children),
    children: request.children > 0,
    wishes: wishWords(preferences.notes),
  };
}

/* ------------------------------------------------------------------------------- scoring */

const PROMINENCE_WEIGHT: Record<TravelStyle, number> = { relaxed: 1.8, balanced: 2.2, 'fast-paced': 3 };
/** Score lost per km from the previous stop: relaxed days stay tighter, fast-paced ones range wider. */
export const DISTANCE_WEIGHT: Record<TravelStyle, number> = { relaxed: 1.6, balanced: 1.1, 'fast-paced': 0.7 };
export const BAND_LEVEL: Record<Budget, number> = { budget: 1.4, moderate: 2.2, luxury: 3.1, 'ultra-luxury': 3.8 };
const EVENING_THEMES = new Set(['Views', 'Landmarks', 'Strolling', 'Gardens', 'On the water', 'Drinks', 'Wine bar', 'Cicchetti and wine']);
const PAUSE_THEMES = new Set(['Gardens', 'Views', 'Strolling', 'Landmarks', 'Markets']);

const descriptionWords = new WeakMap<Spot, Set<string>>();
function wordsOf(spot: Spot): Set<string> {
  let words = descriptionWords.get(spot);
  if (!words) {
    words = new Set(normaliseText(`${spot.place.name} ${spot.place.types.join(' ').replace(/_/g, ' ')} ${spot.place.description}`).split(' '));
    descriptionWords.set(spot, words);
  }
  return words;
}

export interface Scorer {
  traveller: Traveller;
  seed: number;
}

/** What a spot is worth to this traveller in this role, before distance. */
export function baseScore(spot: Spot, role: SlotRole, { traveller, seed }: Scorer): number {
  const { place } = spot;
  const meal = MEAL_ROLES.has(role);
  // The catalogue lists a city's essential sights first; its restaurants are not ranked that way.
  let s = PROMINENCE_WEIGHT[traveller.style] * spot.prominence * (meal ? 0.4 : 1);
  // Interests: up to two matches count; a place matching none of several interests falls back.
  if (traveller.interests.size > 0) {
    let matches = 0;
    for (const i of spot.interests) if (traveller.interests.has(i)) matches++;
    s += matches === 0 ? -0.6 : Math.min(matches, 2) * 0.9;
  }
  if (traveller.wishes.length > 0) {
    const words = wordsOf(spot);
    if (traveller.wishes.some((w) => words.has(w))) s += 1.2;
  }
  if (meal || spot.bar) {
    // Restaurants and cafés: the closer the price level to the band, the better.
    s += 1.2 - Math.abs(spot.level - BAND_LEVEL[traveller.band]) * 0.8;
  } else {
    const cost = place.costEur;
    if (traveller.band === 'budget') s += cost === 0 ? 0.4 : -Math.min(1.5, Math.max(0, cost - 20) / 25);
    else if (traveller.band === 'moderate') s -= Math.min(1, Math.max(0, cost - 50) / 50);
    else if (place.kind === 'experience') s += traveller.band === 'ultra-luxury' ? 0.5 : 0.3;
  }
  const minutes = place.durationMinutes;
  if (!meal && role !== 'day-trip') {
    if (traveller.style === 'relaxed') s += minutes >= 90 ? 0.5 : minutes <= 30 ? -0.5 : 0;
    if (traveller.style === 'fast-paced') s += minutes <= 75 ? 0.4 : minutes >= 150 ? -0.4 : 0;
    if (traveller.children && minutes > 150) s -= 0.4;
  }
  switch (role) {
    case 'morning':
    case 'late-morning':
      if (place.kind === 'museum' || spot.theme === 'Churches and sacred art' || spot.theme === 'Markets') s += 0.2;
      break;
    case 'evening':
      if (EVENING_THEMES.has(spot.theme)) s += 0.6;
      if (spot.bar) s += traveller.interests.has('nightlife') || traveller.interests.has('food') ? 0.8 : 0.3;
      if (place.kind === 'museum') s -= 0.4;
      break;
    case 'pause':
      if (place.kind === 'cafe') s += 0.6;
      break;
    case 'lunch':
      if (spot.snack) s += traveller.band === 'budget' ? 0.3 : -0.5;
      if (place.kind === 'cafe') s -= 1.4;
      // A tasting menu at lunch is for the ultra-luxury traveller; others keep it for the evening.
      if (spot.level === 4 && traveller.band !== 'ultra-luxury') s -= 1.5;
      break;
    case 'dinner':
      if (spot.snack) s -= traveller.band === 'budget' ? 0.2 : 1;
      if (traveller.interests.has('romance') && spot.interests.has('romance')) s += 0.4;
      if (traveller.interests.has('nightlife') && spot.interests.has('nightlife')) s += 0.3;
      break;
    default:
      break;
  }
  // A small, stable jitter per place and request breaks ties and varies plans between trips.
  return s + (hash(place.id, seed) / 0xffffffff) * 0.25;
}

/** Whether a spot can fill the slot on that weekday: open long enough for a visit, or an hour for a meal or a drink. */
export function fitsSlot(spot: Spot, weekday: number, spec: SlotSpec): boolean {
  const open = openMinutesWithin(spot.week[weekday] ?? [], spec.start, spec.end);
  if (MEAL_ROLES.has(spec.role) || spot.bar || spot.place.kind === 'cafe') return open >= Math.min(60, spot.place.durationMinutes);
  return open >= Math.min(spot.place.durationMinutes, spec.end - spec.start);
}

/** Price levels of the tables a band is offered (spec §3 budget bands): a budget trip never gets a €€€€ dinner. */
const BAND_LEVELS: Record<Budget, { lunch: readonly [number, number]; dinner: readonly [number, number] }> = {
  budget: { lunch: [1, 2], dinner: [1, 2] },
  moderate: { lunch: [1, 3], dinner: [1, 3] },
  luxury: { lunch: [1, 4], dinner: [2, 4] },
  'ultra-luxury': { lunch: [1, 4], dinner: [3, 4] },
};

function withinBand(spots: readonly Spot[], band: Budget | undefined, meal: 'lunch' | 'dinner'): readonly Spot[] {
  if (!band) return spots;
  const [low, high] = BAND_LEVELS[band][meal];
  const fitting = spots.filter((s) => s.level >= low && s.level <= high);
  // A city without a table in the band still gets its nearest ones.
  return fitting.length > 0 ? fitting : spots;
}

export function candidatesFor(pool: CityPool, role: SlotRole, band?: Budget): readonly Spot[] {
  switch (role) {
    case 'lunch':
      // A café for lunch only where one sits down to eat, not for an espresso at the counter.
      return withinBand([...pool.restaurants, ...pool.cafes.filter((c) => c.theme === 'Historic café' && c.place.durationMinutes >= 40)], band, 'lunch');
    case 'dinner':
      return withinBand(pool.restaurants, band, 'dinner');
    case 'evening':
      return [...pool.activities, ...pool.restaurants.filter((r) => r.bar), ...pool.cafes.filter((c) => c.bar)];
    case 'pause':
      return [...pool.cafes, ...pool.activities.filter((a) => PAUSE_THEMES.has(a.theme))];
    case 'day-trip':
      return pool.dayTrips;
    case 'transfer':
      return [];
    default:
      return pool.activities;
  }
}

/* ----------------------------------------------------------------------------- the trip */
