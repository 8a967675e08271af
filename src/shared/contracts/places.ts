import { z } from 'zod';
import { CURRENCIES } from '#shared/domain/constants.js';
import {
  CATALOGUE_CITIES,
  CUSTOM_ACTIVITY_ADDRESS_MAX,
  CUSTOM_ACTIVITY_DESCRIPTION_MAX,
  CUSTOM_ACTIVITY_PRICE_LIMIT,
  CUSTOM_ACTIVITY_TITLE_MAX,
  PLACE_KINDS,
  PLACE_QUERY_MAX,
  PLACE_SOURCES,
  PLACES_MESSAGES,
  parseActivityPrice,
} from '#shared/domain/places.js';
import { PLACE_SEARCH_MIN_CHARS } from '#shared/domain/constants.js';
import { INT4_MAX, pageOf, text, multilineText } from './common.js';

/**
 * Places (spec §7 google-places-search, google-geocode-search, enrich-trip-activities and the
 * custom_activities insert; §5 place search and custom activity rules): the search box's calls,
 * the backoffice catalogue, and the agency's custom activities.
 */

export const LatLng = z.object({
  lat: z.number().min(-90, 'Latitude must be between -90 and 90').max(90, 'Latitude must be between -90 and 90'),
  lng: z.number().min(-180, 'Longitude must be between -180 and 180').max(180, 'Longitude must be between -180 and 180'),
});
export type LatLng = z.infer<typeof LatLng>;

/** A search text: 3+ characters once trimmed (spec §5), at most PLACE_QUERY_MAX. */
const Query = text({ error: PLACES_MESSAGES.queryRequired })
  .trim()
  .min(PLACE_SEARCH_MIN_CHARS, PLACES_MESSAGES.queryRequired)
  .max(PLACE_QUERY_MAX, PLACES_MESSAGES.queryTooLong);

/* ------------------------------------------------------------------ google-places-search */

/** {query, location}: the hotel card sends '<text> hotel' with the trip's coordinates (spec §7). */
export const PlaceSearchBody = z.object({
  query: Query,
  /** Results near this point come first among equally good matches. */
  location: LatLng.nullable().optional(),
});
export type PlaceSearchBody = z.input<typeof PlaceSearchBody>;

export const PlaceSource = z.enum(PLACE_SOURCES);

/** One search result (spec §7: id, name, address, coordinates, rating, reviews) with what an option needs. */
export const PlaceResult = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  coordinates: LatLng.nullable(),
  /** Google's rating; null for the catalogue, which carries no ratings (facts only). */
  rating: z.number().nullable(),
  reviews: z.number().int().nullable(),
  source: PlaceSource,
  kind: z.enum(PLACE_KINDS).nullable(),
  types: z.array(z.string()),
  description: z.string(),
  /** Typical cost per person in EUR (a hotel: per night); null when unknown. */
  costEur: z.number().nullable(),
  priceLevel: z.number().int().min(0).max(4).nullable(),
  /** A picture served by our server (drawn for catalogue places, proxied for Google photos). */
  image: z.string().nullable(),
  /** The catalogue city ('Rome'); null for Google results. */
  city: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  /** 'Monday: 09:00–18:00' ... as spec §3 Option openingHours. */
  openingHours: z.array(z.string()),
  /** Children under this age are not admitted (catalogue places whose text says so). */
  minAge: z.number().int().optional(),
  /** What visitors must wear ('Covered shoulders'), where the catalogue says so. */
  dressCode: z.string().optional(),
});
export type PlaceResult = z.infer<typeof PlaceResult>;

export const PlaceSearchResponse = z.object({ results: z.array(PlaceResult), source: PlaceSource });
export type PlaceSearchResponse = z.infer<typeof PlaceSearchResponse>;

/* ------------------------------------------------------------------ google-geocode-search */

export const GeocodeBody = z.object({ query: Query });
export type GeocodeBody = z.input<typeof GeocodeBody>;

export const GEOCODE_KINDS = ['country', 'city', 'town', 'place', 'address'] as const;

/** One geocoding result (spec §7: formatted_address, location{lat,lng}, photoUrl). */
export const GeocodeResult = z.object({
  formatted_address: z.string(),
  location: LatLng,
  photoUrl: z.string().nullable(),
  /** The short name ('Siena', 'Colosseo') for a field that wants the place rather than its address. */
  name: z.string(),
  kind: z.enum(GEOCODE_KINDS),
  /** The catalogue place or Google place behind a 'place' result. */
  placeId: z.string().nullable(),
});
export type GeocodeResult = z.infer<typeof GeocodeResult>;

export const GeocodeResponse = z.object({ results: z.array(GeocodeResult), source: PlaceSource });
export type GeocodeResponse = z.infer<typeof GeocodeResponse>;

/* ------------------------------------------------------------------ pictures */

/** A catalogue place id ('rome-colosseo'). */
export const PlaceIdParams = z.object({ id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Unknown place').max(120) });

/** A Google photo through our server: its resource name ('places/…/photos/…') and the width wanted. */
export const PlacePhotoQuery = z.object({
  name: z
    .string()
    .max(600)
    .regex(/^places\/[A-Za-z0-9_-]+\/photos\/[A-Za-z0-9_-]+$/, 'Unknown photo'),
  maxWidth: z.coerce.number().int().min(100).max(1600).default(800),
});

/* ------------------------------------------------------------------ the backoffice catalogue */

export const PLACES_PAGE_SIZE_MAX = 60;

export const PlaceListQuery = z.object({
  q: text().trim().max(PLACE_QUERY_MAX, PLACES_MESSAGES.queryTooLong).optional(),
  city: z.enum(CATALOGUE_CITIES, { error: 'Unknown city' }).optional(),
  kind: z.enum(PLACE_KINDS, { error: 'Unknown kind of place' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PLACES_PAGE_SIZE_MAX).default(24),
});
export type PlaceListQuery = z.input<typeof PlaceListQuery>;

export const CataloguePlaceItem = z.object({
  id: z.string(),
  name: z.string(),
  city: z.enum(CATALOGUE_CITIES),
  cityLabel: z.string(),
  kind: z.enum(PLACE_KINDS),
  types: z.array(z.string()),
  interests: z.array(z.string()),
  address: z.string(),
  coordinates: LatLng,
  description: z.string(),
  costEur: z.number(),
  priceLevel: z.number().int().nullable(),
  stars: z.number().int().nullable(),
  durationMinutes: z.number().int(),
  openingHours: z.array(z.string()),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  image: z.string(),
});
export type CataloguePlaceItem = z.infer<typeof CataloguePlaceItem>;

const Facet = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type PlaceFacet = z.infer<typeof Facet>;

export const PlaceListResponse = pageOf(CataloguePlaceItem).extend({
  /** Every city and kind of the catalogue with its number of places (for the filters). */
  facets: z.object({ cities: z.array(Facet), kinds: z.array(Facet) }),
});
export type PlaceListResponse = z.infer<typeof PlaceListResponse>;

/* ------------------------------------------------------------------ custom activities */

const Currency = z.enum(CURRENCIES, { error: PLACES_MESSAGES.unknownCurrency });

/** Price: numeric, min 0, step 0.01, invalid becomes 0 (spec §5). */
const Price = z
  .union([z.number(), text().max(40), z.null()])
  .optional()
  .transform(parseActivityPrice)
  .pipe(z.number().max(CUSTOM_ACTIVITY_PRICE_LIMIT, PLACES_MESSAGES.priceTooHigh));

const Title = text({ error: PLACES_MESSAGES.customActivityRequired })
  .trim()
  .min(1, PLACES_MESSAGES.customActivityRequired)
  .max(CUSTOM_ACTIVITY_TITLE_MAX, `Please keep the title under ${CUSTOM_ACTIVITY_TITLE_MAX} characters`);
const Address = text({ error: PLACES_MESSAGES.customActivityRequired })
  .trim()
  .min(1, PLACES_MESSAGES.customActivityRequired)
  .max(CUSTOM_ACTIVITY_ADDRESS_MAX, `Please keep the address under ${CUSTOM_ACTIVITY_ADDRESS_MAX} characters`);
const Description = multilineText()
  .trim()
  .max(CUSTOM_ACTIVITY_DESCRIPTION_MAX, `Please keep the description under ${CUSTOM_ACTIVITY_DESCRIPTION_MAX} characters`);
const PlaceRef = text().trim().max(300).nullable();

/** custom_activities insert (spec §3, §5): title and address required; currency EUR, USD or GBP (default EUR). */
export const CreateCustomActivityBody = z.object({
  title: Title,
  description: Description.optional().default(''),
  address: Address,
  /** The place the address was found as (geocode search), if any. */
  placeId: PlaceRef.optional().default(null),
  /** From the geocode search; null when the address was typed by hand. */
  coordinates: LatLng.nullable().optional().default(null),
  price: Price,
  currency: Currency.optional().default('EUR'),
});
export type CreateCustomActivityBody = z.input<typeof CreateCustomActivityBody>;
export type CreateCustomActivity = z.output<typeof CreateCustomActivityBody>;

/** Staff edit a custom activity; `version` is the one they read (409 `stale` when it changed since). */
export const UpdateCustomActivityBody = z.object({
  title: Title.optional(),
  description: Description.optional(),
  address: Address.optional(),
  placeId: PlaceRef.optional(),
  coordinates: LatLng.nullable().optional(),
  price: z
    .union([z.number(), text().max(40), z.null()])
    .transform(parseActivityPrice)
    .pipe(z.number().max(CUSTOM_ACTIVITY_PRICE_LIMIT, PLACES_MESSAGES.priceTooHigh))
    .optional(),
  currency: Currency.optional(),
  version: z.number({ error: 'version is required' }).int().min(1).max(INT4_MAX, 'version is out of range'),
});
export type UpdateCustomActivityBody = z.input<typeof UpdateCustomActivityBody>;
export type UpdateCustomActivity = z.output<typeof UpdateCustomActivityBody>;

export const CustomActivity = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  address: z.string(),
  placeId: z.string().nullable(),
  coordinates: LatLng.nullable(),
  price: z.number(),
  currency: Currency,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who added it (a client in their workspace, or staff); null once that account is gone. */
  createdBy: z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() }).nullable(),
});
export type CustomActivity = z.infer<typeof CustomActivity>;

export const CustomActivityListQuery = z.object({
  q: text().trim().max(PLACE_QUERY_MAX, PLACES_MESSAGES.queryTooLong).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PLACES_PAGE_SIZE_MAX).default(24),
});
export const CustomActivityPage = pageOf(CustomActivity);
export type CustomActivityPage = z.infer<typeof CustomActivityPage>;

export const CustomActivityParams = z.object({ id: z.uuid(PLACES_MESSAGES.customActivityNotFound) });

/* ------------------------------------------------------------------ enrich-trip-activities */

/** {tripId}: 'Please select a trip first' without one (spec §5). */
export const EnrichBody = z.object({
  tripId: z
    .string({ error: PLACES_MESSAGES.selectTripFirst })
    .trim()
    .min(1, PLACES_MESSAGES.selectTripFirst)
    .pipe(z.uuid(PLACES_MESSAGES.selectTripFirst)),
});
export type EnrichBody = z.input<typeof EnrichBody>;

/** The answer of spec §7: message, enrichedCount, totalOptions, cacheHitCount, cacheHitPercentage, apiCallCount, skippedCount. */
export const EnrichResponse = z.object({
  message: z.string(),
  enrichedCount: z.number().int(),
  totalOptions: z.number().int(),
  cacheHitCount: z.number().int(),
  cacheHitPercentage: z.number(),
  apiCallCount: z.number().int(),
  skippedCount: z.number().int(),
  /** The trip's version after the write (unchanged when nothing was enriched). */
  version: z.number().int().nullable(),
});
export type EnrichResponse = z.infer<typeof EnrichResponse>;

/**
 * What the configured places provider can do, for the screens that offer it: 'Enrich with Google'
 * is offered only when Google Places is configured (the built-in catalogue has nothing to add to
 * options that came from it, so offering it there only ever answers 'Enriched 0 of N').
 */
export const PlacesCapabilities = z.object({ enrich: z.boolean() });
export type PlacesCapabilities = z.infer<typeof PlacesCapabilities>;
