// What the checker reads from an option and a slot: is it a place to eat, is the slot a meal,
// which options are one place, and what a venue asks of its visitors.
import { foldForSearch } from '#shared/domain/blog-search.js';
import { optionPoint } from '#shared/domain/distances.js';
import { greatCircleMetres, type Coordinates } from '#shared/domain/geo.js';
import type { Option, TimeSlot } from '#shared/domain/itinerary.js';
import { SAME_PLACE_METRES } from './rules.js';

/** Lower case, no accents, words separated by single spaces: how names and titles are compared. */
export function fold(text: string): string {
  return foldForSearch(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Read on the raw text (no folding: the checker reads every slot and option on every edit), in
// any case, with or without accents. The word edges know letters such as 'î' (\b does not); no
// look-behind, which older Safari cannot parse.
const words = (list: string) => new RegExp(`(?:^|[^\\p{L}])(?:${list})(?![\\p{L}])`, 'iu');
const MEAL_TITLE = words('lunch|dinner|brunch|breakfast|supper|d[ée]jeuner|d[iî]ner|pranzo|cena');
const MEAL_THEME = words('lunch|dinner|brunch|breakfast|supper|restaurants?|dining|trattoria|osteria|bistro|brasserie|meal');

/** A slot for a meal: titled Lunch, Dinner (and their French and Italian names) or themed as one ('Roman trattoria'). */
export function isMealSlot(slot: Pick<TimeSlot, 'title' | 'theme'>): boolean {
  return MEAL_TITLE.test(slot.title) || (typeof slot.theme === 'string' && MEAL_THEME.test(slot.theme));
}

/**
 * Types of places where one eats or drinks: the catalogue's restaurant and café types and
 * Google's (restaurant, food, cafe, bar, bakery, meal_takeaway, and every '*_restaurant').
 */
const FOOD_TYPES = new Set([
  'restaurant', 'food', 'cafe', 'bar', 'bakery', 'meal_takeaway', 'meal_delivery', 'trattoria', 'osteria', 'pizzeria',
  'bistro', 'brasserie', 'fine_dining', 'historic_restaurant', 'wine_bar', 'street_food', 'bacaro', 'cicchetti',
  'bouillon', 'steakhouse', 'enoteca', 'grill', 'michelin_starred', 'pastry_shop', 'historic_cafe', 'gelateria',
  'tea_room', 'coffee_bar', 'cocktail_bar', 'historic_bar', 'food_hall', 'food_market', 'cooking_class', 'dinner_cruise',
  'deli', 'sandwich_shop', 'creperie', 'rotisserie', 'pizza_al_taglio', 'market_stall', 'aperitivo', 'dessert',
  'ice_cream', 'ice_cream_shop', 'coffee_shop', 'wine_cellar', 'rooftop_bar', 'view_restaurant', 'hotel_restaurant',
]);

const FOOD_NAME = words(
  'ristorante|restaurant|trattoria|osteria|pizzeria|taverna|bistrot?|brasserie|caf[eé]|caff[eè]|enoteca|bouillon|gelateria|pasticceria|bar|lunch|dinner|d[ée]jeuner|d[iî]ner|pranzo|cena',
);

/**
 * Whether an option is a place to eat: by its types when it has any, else by its name
 * ('Trattoria Mario', 'Dinner at a palazzo'); null when neither tells (nothing is concluded).
 */
export function isPlaceToEat(option: Pick<Option, 'name' | 'types'>): boolean | null {
  const types = option.types ?? [];
  if (types.length > 0) {
    return types.some((t) => FOOD_TYPES.has(t) || t.endsWith('_restaurant') || t.endsWith('_cuisine')) || FOOD_NAME.test(option.name);
  }
  return FOOD_NAME.test(option.name) ? true : null;
}

/** The catalogue place (or Google place) an option came from, when it records one. */
export function placeIdOf(option: Option): string | null {
  return typeof option.placeId === 'string' && option.placeId !== '' ? option.placeId : null;
}

/** The age below which children are not admitted, when the venue states one (catalogue `minAge`). */
export function minAgeOf(option: Option): number | null {
  return typeof option.minAge === 'number' && Number.isFinite(option.minAge) && option.minAge > 0 ? option.minAge : null;
}

/** The venue's dress code ('Covered shoulders'), when it states one. */
export function dressCodeOf(option: Option): string | null {
  return typeof option.dressCode === 'string' && option.dressCode.trim() !== '' ? option.dressCode.trim() : null;
}

/** Who a chosen option is, for finding the same place elsewhere. */
export interface VenueKey<T> {
  ref: T;
  id: string;
  placeId: string | null;
  name: string;
  point: Coordinates | null;
}

/**
 * Finds options that are one place: the same option id, the same place id, or the same name
 * (folded) within SAME_PLACE_METRES of each other.
 */
export class VenueIndex<T> {
  private readonly byId = new Map<string, VenueKey<T>>();
  private readonly byPlace = new Map<string, VenueKey<T>>();
  private readonly byName = new Map<string, VenueKey<T>[]>();

  static keyOf<T>(option: Option, ref: T): VenueKey<T> {
    return { ref, id: option.id, placeId: placeIdOf(option), name: fold(option.name), point: optionPoint(option) };
  }

  /** The first place added that is the same as `key`, if any. */
  find(key: VenueKey<T>): VenueKey<T> | undefined {
    const same = this.byId.get(key.id) ?? (key.placeId ? this.byPlace.get(key.placeId) : undefined);
    if (same) return same;
    if (!key.name || !key.point) return undefined;
    const point = key.point;
    return this.byName.get(key.name)?.find((k) => k.point !== null && greatCircleMetres(k.point, point) <= SAME_PLACE_METRES);
  }

  add(key: VenueKey<T>): void {
    if (!this.byId.has(key.id)) this.byId.set(key.id, key);
    if (key.placeId && !this.byPlace.has(key.placeId)) this.byPlace.set(key.placeId, key);
    if (key.name && key.point) {
      const list = this.byName.get(key.name);
      if (list) list.push(key);
      else this.byName.set(key.name, [key]);
    }
  }
}

/** Whether two options are one place (the rule of VenueIndex). */
export function sameVenue(a: Option, b: Option): boolean {
  const index = new VenueIndex<null>();
  index.add(VenueIndex.keyOf(a, null));
  return index.find(VenueIndex.keyOf(b, null)) !== undefined;
}
