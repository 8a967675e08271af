// Places: the catalogue's cities and kinds, place search texts (spec §5, §8), custom activity
// rules (spec §5) and how a place's cost and hours are shown (spec §9).
import { CURRENCIES, PLACE_SEARCH_MAX, type Currency } from './constants.js';
import { roundMoney } from './costs.js';
import { PRICE_MAX_EUR } from './bounds.js';
import { labelledValues } from './labelled.js';

/** The cities of the built-in catalogue (one data file each), in the order the backoffice lists them. */
export const { values: CATALOGUE_CITIES, labels: CATALOGUE_CITY_LABELS } = labelledValues({
  paris: 'Paris',
  rome: 'Rome',
  florence: 'Florence',
  venice: 'Venice',
  milan: 'Milan',
  'amalfi-coast': 'Amalfi Coast',
  tuscany: 'Tuscany',
  naples: 'Naples',
});
export type CatalogueCity = (typeof CATALOGUE_CITIES)[number];

/** What a place is, for the planner's slots, the filters and the drawn picture. */
export const { values: PLACE_KINDS, labels: PLACE_KIND_LABELS } = labelledValues({
  sight: 'Sight',
  museum: 'Museum',
  restaurant: 'Restaurant',
  cafe: 'Café',
  hotel: 'Hotel',
  experience: 'Experience',
  'day-trip': 'Day trip',
});
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** Where a search result comes from: the built-in catalogue or Google Places. */
export const PLACE_SOURCES = ['catalogue', 'google'] as const;
export type PlaceSource = (typeof PLACE_SOURCES)[number];

/** The longest search text accepted (a full address fits easily). */
export const PLACE_QUERY_MAX = 200;

/** Search and custom activity texts, verbatim from spec §5 and §8 where the spec gives them. */
export const PLACES_MESSAGES = {
  signInToSearch: 'Please log in to search for places',
  noResults: 'No results found. Try a different search term.',
  searchFailedPrefix: 'Search failed: ',
  signInToCreateActivity: 'Please log in to create activities',
  customActivityRequired: 'Please fill in at least the title and address',
  saveActivityFailedPrefix: 'Failed to save activity: ',
  unknownCurrency: 'Currency must be EUR, USD or GBP',
  priceTooHigh: 'Please enter a price of at most 1,000,000',
  queryRequired: 'Please type at least 3 characters',
  queryTooLong: `Please keep the search under ${PLACE_QUERY_MAX} characters`,
  customActivityNotFound: 'Activity not found',
  customActivityStale: 'Someone else changed this activity while you were editing. Reload to see their changes.',
  selectTripFirst: 'Please select a trip first',
  placeNotFound: 'Place not found',
} as const;

/** 'Search failed: {message}' (spec §8). */
export function searchFailedMessage(message: string): string {
  return `${PLACES_MESSAGES.searchFailedPrefix}${message}`;
}

/** 'Failed to save activity: {message}' (spec §8). */
export function saveActivityFailedMessage(message: string): string {
  return `${PLACES_MESSAGES.saveActivityFailedPrefix}${message}`;
}

/** Suggestions shown by the search box (spec §9: 5). */
export const PLACE_SUGGESTIONS = PLACE_SEARCH_MAX;

/* ------------------------------------------------------------------ custom activities (spec §5) */

export const CUSTOM_ACTIVITY_CURRENCIES = CURRENCIES;
/** numeric(12,2): prices stay below this. */
/** The highest price of a custom activity: the one ceiling of a priced item (bounds.ts, ADR 022). */
export const CUSTOM_ACTIVITY_PRICE_LIMIT = PRICE_MAX_EUR;
export const CUSTOM_ACTIVITY_TITLE_MAX = 200;
export const CUSTOM_ACTIVITY_DESCRIPTION_MAX = 2000;
export const CUSTOM_ACTIVITY_ADDRESS_MAX = 300;

/**
 * A custom activity's price (spec §5: numeric, min 0, step 0.01, invalid becomes 0): a number or
 * numeric text ('45', '45.5', '1 250,00' is not numeric and becomes 0), rounded to the cent.
 * Negative, empty or unreadable values are 0.
 */
export function parseActivityPrice(value: unknown): number {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && value.trim() !== '') n = Number(value.trim());
  else return 0;
  if (!Number.isFinite(n) || n < 0) return 0;
  return roundMoney(n);
}

/** The currency of a custom activity: EUR, USD or GBP; empty means the default, EUR (spec §5, §9). */
export function isActivityCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CUSTOM_ACTIVITY_CURRENCIES as readonly string[]).includes(value);
}

/** Title and address are required (spec §5); null when both are given. */
export function customActivityMissing(input: { title?: string | null; address?: string | null }): Partial<Record<'title' | 'address', string>> | null {
  const fields: Partial<Record<'title' | 'address', string>> = {};
  if (!input.title?.trim()) fields.title = PLACES_MESSAGES.customActivityRequired;
  if (!input.address?.trim()) fields.address = PLACES_MESSAGES.customActivityRequired;
  return Object.keys(fields).length ? fields : null;
}

/* ------------------------------------------------------------------ how a place reads */

/** '€€€' from a price level 1..4 (restaurants, cafés, hotels). */
export function priceLevelText(level: number | null | undefined): string {
  return typeof level === 'number' && level >= 1 && level <= 4 ? '€'.repeat(Math.round(level)) : '';
}

/**
 * A catalogue place's typical cost as staff read it: 'Free', '€25 per person', or for a
 * hotel '€650 a night' (the catalogue's cost of a hotel is a typical nightly rate).
 */
export function placeCostText(costEur: number | null | undefined, kind?: string | null): string {
  if (typeof costEur !== 'number' || !Number.isFinite(costEur)) return 'Price on request';
  if (costEur === 0) return 'Free';
  const amount = `€${costEur.toLocaleString('en-GB', { maximumFractionDigits: 2 })}`;
  return kind === 'hotel' ? `${amount} a night` : `${amount} per person`;
}
