import { z } from 'zod';
import { INTERESTS } from '#shared/domain/constants.js';
import { CATALOGUE_CITIES, PLACE_KINDS, type CatalogueCity } from '#shared/domain/places.js';

/**
 * The built-in places catalogue (issue 8 §1): real places, one JSON file per
 * city in this folder (`<city>.json`, an array of CataloguePlace), loaded into
 * the database at start. Facts only: no ratings or review counts.
 */

// The cities and kinds are shared with the web (its filters and labels): defined once there.
export { CATALOGUE_CITIES, CATALOGUE_CITY_LABELS, PLACE_KINDS } from '#shared/domain/places.js';
export type { CatalogueCity, PlaceKind } from '#shared/domain/places.js';

/**
 * Where the places of a city must lie (south, west, north, east), checked by the
 * catalogue's test. Day trips may lie up to DAY_TRIP_MAX_KM from the city's centre.
 */
export const CITY_BOUNDS: Record<CatalogueCity, { south: number; west: number; north: number; east: number; centre: { lat: number; lng: number } }> = {
  paris: { south: 48.79, west: 2.2, north: 48.93, east: 2.48, centre: { lat: 48.8566, lng: 2.3522 } },
  rome: { south: 41.78, west: 12.33, north: 41.99, east: 12.6, centre: { lat: 41.9028, lng: 12.4964 } },
  florence: { south: 43.72, west: 11.15, north: 43.83, east: 11.33, centre: { lat: 43.7696, lng: 11.2558 } },
  venice: { south: 45.38, west: 12.25, north: 45.52, east: 12.45, centre: { lat: 45.4408, lng: 12.3155 } },
  milan: { south: 45.39, west: 9.04, north: 45.55, east: 9.3, centre: { lat: 45.4642, lng: 9.19 } },
  'amalfi-coast': { south: 40.53, west: 14.18, north: 40.71, east: 14.8, centre: { lat: 40.634, lng: 14.6027 } },
  tuscany: { south: 42.2, west: 9.6, north: 44.5, east: 12.4, centre: { lat: 43.3188, lng: 11.3308 } },
  naples: { south: 40.78, west: 14.12, north: 40.92, east: 14.35, centre: { lat: 40.8518, lng: 14.2681 } },
};
export const DAY_TRIP_MAX_KM = 160;

/** One day's opening hours, local time: 'closed' or ranges '09:00-18:00' (several joined by ','; '24:00' ends a day). */
export const DayHours = z
  .string()
  .regex(/^(closed|([01]\d|2[0-3]):[0-5]\d-(([01]\d|2[0-3]):[0-5]\d|24:00)(,([01]\d|2[0-3]):[0-5]\d-(([01]\d|2[0-3]):[0-5]\d|24:00))*)$/, 'Expected closed or HH:MM-HH:MM[,HH:MM-HH:MM]');

export const CataloguePlace = z.strictObject({
  /** Stable, unique across the catalogue: '<city>-<slug of the name>'. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  city: z.enum(CATALOGUE_CITIES),
  name: z.string().min(2),
  /** Full postal address with postcode and town, as a visitor would type it into a map. */
  address: z.string().min(8),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  kind: z.enum(PLACE_KINDS),
  /** Lower snake case, most telling first: 'art_museum', 'church', 'trattoria', 'rooftop_bar', ... */
  types: z.array(z.string().regex(/^[a-z]+(_[a-z]+)*$/)).min(1).max(6),
  /** Questionnaire interests the place serves (spec §3 interest ids). */
  interests: z.array(z.enum(INTERESTS)).min(1),
  /** Written for this product: one to three sentences on why to go and what to expect. */
  description: z.string().min(60).max(420),
  /** Typical cost per person in EUR (0 when free); for hotels, a typical nightly rate of a double room. */
  costEur: z.number().min(0),
  /** Restaurants, cafés and hotels: 1 (€) to 4 (€€€€). */
  priceLevel: z.number().int().min(1).max(4).optional(),
  /** Hotels: the official star classification. */
  stars: z.number().int().min(1).max(5).optional(),
  /** A typical visit (a meal, a museum visit, a day trip) in minutes. */
  durationMinutes: z.number().int().min(15).max(720),
  /** Children under this age are not admitted: only where the description says so (the plan checker reads it). */
  minAge: z.number().int().min(1).max(21).optional(),
  /** What visitors must wear ('Covered shoulders', 'Jacket advised'): only where the description says so. */
  dressCode: z.string().min(3).max(80).optional(),
  /** Monday to Sunday, local time. */
  hours: z.array(DayHours).length(7),
  website: z.url().optional(),
  /** International format: '+33 1 40 20 50 50'. */
  phone: z.string().regex(/^\+\d[\d ]{6,18}$/).optional(),
});
export type CataloguePlace = z.infer<typeof CataloguePlace>;
export const CatalogueFile = z.array(CataloguePlace);
