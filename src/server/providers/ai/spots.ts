import type { Interest } from '#shared/domain/constants.js';
import { isValidCoordinates } from '#shared/domain/geo.js';
import { newId, type Option } from '#shared/domain/itinerary.js';
import type { Catalogue } from '#server/providers/places/catalogue/load.js';
import { openingHoursLines, parseDayHours, type Interval } from '#shared/domain/opening-hours.js';
import { CATALOGUE_CITIES, CITY_BOUNDS, type CatalogueCity, type CataloguePlace } from '#server/providers/places/catalogue/schema.js';
import { islandOf } from './areas.js';
import { normaliseText } from './destinations.js';

/**
 * The catalogue as the planner reads it: each place with its opening intervals per weekday,
 * a prominence, a price level and a theme, computed once per catalogue.
 */
export interface Spot {
  readonly place: CataloguePlace;
  /** 0..1: the catalogue lists each city's essentials first within each kind; landmarks rank higher. */
  readonly prominence: number;
  /** Monday..Sunday opening intervals in minutes. */
  readonly week: readonly (readonly Interval[])[];
  readonly types: ReadonlySet<string>;
  readonly interests: ReadonlySet<Interest>;
  /** 1..4: the catalogue's price level, else estimated from the cost per person. */
  readonly level: number;
  readonly theme: string;
  /** The theme of the place as a meal (a historic bar that serves lunch is themed by its food). */
  readonly mealTheme: string;
  readonly norm: string;
  /** Bars and bacari: fit for an aperitivo. */
  readonly bar: boolean;
  /** The island the place is on ('' on the walkable mainland): crossing water takes a boat. */
  readonly island: string;
  /** Quick food (sandwiches, market stalls, gelato): fine for lunch on a budget, not for dinner. */
  readonly snack: boolean;
}

export interface CityPool {
  readonly city: CatalogueCity;
  readonly centre: { lat: number; lng: number };
  /** Sights, museums and experiences. */
  readonly activities: readonly Spot[];
  readonly restaurants: readonly Spot[];
  readonly cafes: readonly Spot[];
  readonly dayTrips: readonly Spot[];
  /** Every place but hotels (never proposed as activities). */
  readonly all: readonly Spot[];
}

const BAR_TYPES = new Set(['wine_bar', 'bacaro', 'cicchetti', 'cocktail_bar', 'rooftop_bar', 'historic_bar', 'bar', 'aperitivo', 'enoteca', 'pub', 'jazz_club']);
const SNACK_TYPES = new Set(['street_food', 'sandwich_shop', 'market_stall', 'gelateria', 'pastry_shop', 'bakery', 'pizza_al_taglio', 'food_truck', 'cicchetti', 'bacaro', 'crepe_stand', 'chocolate_shop']);

/** The theme of a slot, from the most telling type of its first option (first match wins). */
const THEMES: readonly [readonly string[], string][] = [
  [['michelin_starred', 'fine_dining'], 'Fine dining'],
  [['pizzeria', 'pizza', 'pizza_al_taglio'], 'Pizza'],
  [['bacaro', 'cicchetti'], 'Cicchetti and wine'],
  [['wine_bar', 'enoteca'], 'Wine bar'],
  [['cocktail_bar', 'rooftop_bar', 'historic_bar', 'bar'], 'Drinks'],
  [['street_food', 'sandwich_shop', 'market_stall'], 'Street food'],
  [['gelateria', 'ice_cream'], 'Gelato'],
  [['tea_room'], 'Tea room'],
  [['creperie'], 'Crêpes'],
  [['pastry_shop', 'bakery', 'chocolate_shop', 'dessert'], 'Pastries'],
  [['historic_cafe', 'cafe', 'coffee_bar'], 'Historic café'],
  [['seafood'], 'Seafood'],
  [['trattoria', 'osteria'], 'Trattoria'],
  [['bistro', 'brasserie'], 'Bistro'],
  [['medieval_town', 'hill_town', 'university_town', 'village', 'fishing_village'], 'Towns and villages'],
  [['countryside', 'vineyard', 'nature', 'coast', 'beach', 'hiking', 'lake'], 'Countryside'],
  [['archaeological_site', 'roman_theatre', 'roman_arena', 'ruins', 'amphitheatre', 'roman_forum', 'catacomb', 'catacombs', 'necropolis', 'ancient_road', 'ancient_city', 'temple'], 'Ancient sites'],
  [['fashion_museum', 'decorative_arts_museum', 'design_museum'], 'Fashion and design'],
  [['ossuary', 'underground'], 'Underground'],
  [['immersive_art', 'digital_art', 'renaissance_art', 'art_museum', 'modern_art', 'modern_art_museum', 'contemporary_art_museum', 'gallery', 'sculpture_museum', 'venetian_painting', 'art', 'frescoes', 'contemporary_art', 'baroque_art'], 'Art'],
  [['history_museum', 'archaeological_museum', 'science_museum', 'museum', 'glass_museum', 'decorative_arts', 'historic_house', 'literary_museum'], 'Museums'],
  [['cathedral', 'basilica', 'church', 'chapel', 'baptistery', 'mosaics', 'monastery', 'cloister', 'synagogue', 'crypt'], 'Churches and sacred art'],
  [['palace', 'castle', 'villa', 'royal_palace', 'papal_residence', 'medieval_palace', 'historic_monument'], 'Palaces'],
  [['guided_tour'], 'Guided visit'],
  [['viewpoint', 'bell_tower', 'dome_climb', 'rooftop', 'terrace'], 'Views'],
  [['garden', 'park', 'sculpture_garden'], 'Gardens'],
  [['food_market', 'market', 'local_market', 'fish_market', 'food_hall', 'flea_market', 'antiques'], 'Markets'],
  [['boat_tour', 'gondola', 'cruise', 'river_cruise', 'boat', 'boating'], 'On the water'],
  [['cabaret', 'show', 'jazz_club', 'live_music'], 'Shows and music'],
  [['island', 'fishing_village'], 'The islands'],
  [['opera_house', 'opera', 'ballet', 'theatre', 'concert_hall', 'classical_music', 'music'], 'Music and theatre'],
  [['wine_tasting', 'cooking_class', 'food_tour'], 'Food and wine'],
  [['shop', 'shopping', 'shopping_street', 'covered_passage', 'shopping_arcade', 'department_store', 'craft', 'leather_workshop', 'perfumery', 'bookshop', 'boutique', 'jewellery_shops'], 'Shopping and crafts'],
  [['historic_district', 'neighbourhood', 'neighbourhood_walk', 'walk', 'street', 'quarter', 'cemetery'], 'Strolling'],
  [['square', 'fountain', 'bridge', 'landmark', 'monument', 'staircase'], 'Landmarks'],
  [['architecture', 'baroque_architecture', 'renaissance_architecture'], 'Architecture'],
  [['curiosity'], 'Curiosities'],
  [['historic_site', 'boatyard'], 'History'],
];

const KIND_THEMES: Record<CataloguePlace['kind'], string> = {
  sight: 'Sightseeing',
  museum: 'Museums',
  restaurant: 'Restaurant',
  cafe: 'Café',
  hotel: 'Hotel',
  experience: 'Experience',
  'day-trip': 'Day trip',
};

/** Types that say little about a place's theme: the next type decides. */
const GENERIC_TYPES = new Set(['day_trip', 'unesco_site']);

const BAR_THEMES = new Set(['Drinks', 'Wine bar']);

/** 'venetian_cuisine' -> 'Venetian cuisine'. */
function humanise(type: string): string {
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function themeOf(place: CataloguePlace, meal = false): string {
  for (const type of place.types) {
    if (GENERIC_TYPES.has(type)) continue;
    for (const [types, theme] of THEMES) {
      // At a meal, a bar that serves food is themed by its food.
      if (types.includes(type) && !(meal && BAR_THEMES.has(theme))) return theme;
    }
    if (type.endsWith('_cuisine')) return humanise(type);
  }
  return meal ? themeOf(place) : KIND_THEMES[place.kind];
}

/** Experiences and cafés are fewer than sights and museums: their first ones are not a city's essentials. */
const KIND_WEIGHT: Record<CataloguePlace['kind'], number> = {
  sight: 1,
  museum: 1,
  experience: 0.7,
  restaurant: 1,
  cafe: 0.7,
  hotel: 0,
  'day-trip': 1,
};

function estimatedLevel(place: CataloguePlace): number {
  if (place.priceLevel) return place.priceLevel;
  if (place.costEur < 20) return 1;
  if (place.costEur < 45) return 2;
  if (place.costEur < 90) return 3;
  return 4;
}

function spotsOf(places: readonly CataloguePlace[]): Spot[] {
  const rankInKind = new Map<string, number>();
  const countInKind = new Map<string, number>();
  for (const p of places) countInKind.set(p.kind, (countInKind.get(p.kind) ?? 0) + 1);
  return places.map((place) => {
    const rank = rankInKind.get(place.kind) ?? 0;
    rankInKind.set(place.kind, rank + 1);
    const n = countInKind.get(place.kind)!;
    const types = new Set(place.types);
    const landmark = types.has('landmark') || types.has('unesco_site') ? 0.15 : 0;
    return {
      place,
      prominence: Math.min(1, KIND_WEIGHT[place.kind] * 0.7 * (1 - rank / n) + landmark),
      week: place.hours.map(parseDayHours),
      types,
      interests: new Set(place.interests),
      level: estimatedLevel(place),
      theme: themeOf(place),
      mealTheme: themeOf(place, true),
      norm: normaliseText(place.name),
      island: islandOf(place.city, place),
      bar: place.types.some((t) => BAR_TYPES.has(t)),
      snack: SNACK_TYPES.has(place.types[0]!),
    };
  });
}

const pools = new WeakMap<Catalogue, Map<CatalogueCity, CityPool>>();

/** Every city's pool of spots, computed once per catalogue. */
export function cityPools(catalogue: Catalogue): Map<CatalogueCity, CityPool> {
  let byCity = pools.get(catalogue);
  if (!byCity) {
    byCity = new Map();
    for (const city of CATALOGUE_CITIES) {
      const all = spotsOf(catalogue.byCity.get(city) ?? []).filter((s) => s.place.kind !== 'hotel');
      byCity.set(city, {
        city,
        centre: CITY_BOUNDS[city].centre,
        activities: all.filter((s) => s.place.kind === 'sight' || s.place.kind === 'museum' || s.place.kind === 'experience'),
        restaurants: all.filter((s) => s.place.kind === 'restaurant'),
        cafes: all.filter((s) => s.place.kind === 'cafe'),
        dayTrips: all.filter((s) => s.place.kind === 'day-trip'),
        all,
      });
    }
    pools.set(catalogue, byCity);
  }
  return byCity;
}

/** The drawn picture of a catalogue place, served by our own server (no hot-linking). */
export function placeImageUrl(placeId: string): string {
  return `/api/places/${encodeURIComponent(placeId)}/image`;
}

/** An itinerary option (spec §3 Option) from a catalogue place, with a new id and `placeId` linking back. */
export function optionFromPlace(place: CataloguePlace): Option {
  const point = { lat: place.lat, lng: place.lng };
  const option: Option = {
    id: newId(),
    placeId: place.id,
    name: place.name,
    description: place.description,
    image: placeImageUrl(place.id),
    cost: place.costEur,
    address: place.address,
    coordinates: { ...point },
    location: { ...point },
    hasValidCoordinates: isValidCoordinates(point),
    openingHours: openingHoursLines(place.hours),
    types: [...place.types],
  };
  if (place.website) option.website = place.website;
  if (place.phone) option.phone = place.phone;
  if (place.priceLevel !== undefined) option.priceLevel = place.priceLevel;
  if (place.minAge !== undefined) option.minAge = place.minAge;
  if (place.dressCode !== undefined) option.dressCode = place.dressCode;
  return option;
}
