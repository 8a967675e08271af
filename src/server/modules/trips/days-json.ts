import type { Day } from '#shared/domain/itinerary.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';

/**
 * The JSON text of itineraries this process has written or read, by the very (read-only) array
 * the trip service hands out: the text a save sends to the database is the text of its answer,
 * and a trip opened again at the same version is not serialised again (issue 9 benchmarks).
 */
const texts = new WeakMap<readonly Day[], string>();

/** Remembers `text` as the JSON of `days` (which nobody changes afterwards). */
export function rememberDaysJson(days: readonly Day[], text: string): void {
  texts.set(days, text);
}

/** The JSON of `days`, written once per array. */
export function daysJson(days: readonly Day[]): string {
  let text = texts.get(days);
  if (text === undefined) {
    text = JSON.stringify(days);
    texts.set(days, text);
  }
  return text;
}

/**
 * The answer of a whole-trip route as JSON: the trip's fields, then its days as remembered. Any
 * other answer of such a route (an error) is written as it is.
 */
export function tripDetailJson(data: unknown): string {
  if (typeof data !== 'object' || data === null || !Array.isArray((data as TripDetail).days)) return JSON.stringify(data);
  const { days, ...rest } = data as TripDetail;
  const head = JSON.stringify(rest);
  return `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}"days":${daysJson(days)}}`;
}
