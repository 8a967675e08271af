// Bounds of travel data and the URL rule (issue 24, ADR 022): one home for each limit, used by
// the server's contracts (400 naming the field) and by the web forms (the same message next to
// the field). Reads clamp what older rows hold beyond them (costs.ts toCents, geo.ts).
import { z } from 'zod';
import { toTimestamp } from './durations.js';

/**
 * The most one priced item may cost, in EUR (a flight per person, a hotel night, an activity, a
 * custom activity, a billing line's unit price): far above any real luxury booking, far below
 * what numeric(12,2) holds (10^10) and what integer cents multiplied by people or nights can
 * count exactly (Number.MAX_SAFE_INTEGER).
 */
/** The calendar range a stored date may fall in: a birth year to a far booking, never year 0 or 9999. */
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2200;

export const PRICE_MAX_EUR = 1_000_000;
export const PRICE_MAX_CENTS = PRICE_MAX_EUR * 100;
export const PRICE_MAX_MESSAGE = 'Must be at most €1,000,000';
export const PRICE_MIN_MESSAGE = 'Must be 0 or more';

/** Rooms of a hotel booking (spec §5 rooms >= 1; at most 50). */
export const ROOMS_MAX = 50;
export const ROOMS_MESSAGE = `Rooms must be a whole number from 1 to ${ROOMS_MAX}`;

/** Nights counted for one hotel booking: a stay longer than a year is a typing error. */
export const NIGHTS_MAX = 366;
/** People or a quantity multiplying a line, as read from old rows (writes are bounded lower). */
export const MULTIPLIER_MAX = 10_000;

/** Lengths of the texts of a flight and a hotel. */
export const TRAVEL_TEXT_LIMITS = {
  airline: 100,
  flightNumber: 20,
  airport: 100,
  hotelName: 200,
  address: 300,
  placeId: 300,
} as const;

export const URL_MAX_LENGTH = 2048;
export const URL_MESSAGE = 'Must be a web address starting with http:// or https://';
export const IMAGE_URL_MESSAGE = 'Must be an image address starting with https:// (or one of ours, starting with /)';

export const LATITUDE_MESSAGE = 'Latitude must be between -90 and 90';
export const LONGITUDE_MESSAGE = 'Longitude must be between -180 and 180';
export const DATE_TIME_MESSAGE = 'Please enter a valid date and time';
export const ARRIVAL_BEFORE_DEPARTURE = 'The arrival cannot be before the departure';
export const CHECK_OUT_NOT_AFTER_CHECK_IN = 'Check-out must be after check-in';
export const STAY_TOO_LONG = `A hotel stay is at most ${NIGHTS_MAX} nights`;

export const tooLong = (n: number) => `Must be at most ${n} characters`;

/* --------------------------------------------------------------------------------------- URLs */

/** A link a person may follow: http: or https: with a host, nothing else (no javascript:, data:, file:). */
export function isSafeLinkUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > URL_MAX_LENGTH) return false;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** One of our own paths ('/images/rome.svg'); not '//host' (another site) nor '/\host'. */
function isOwnPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** An image we may load: https: with a host, or one of our own paths starting with '/'. */
export function isSafeImageUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > URL_MAX_LENGTH) return false;
  const text = value.trim();
  if (isOwnPath(text)) return true;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The URL to put in an href or src, or null when it is not safe (a stored `javascript:` from
 * before the rule, a `data:` image): components render nothing, or the text, instead.
 */
export function safeUrl(value: unknown, kind: 'link' | 'image' = 'link'): string | null {
  const ok = kind === 'image' ? isSafeImageUrl(value) : isSafeLinkUrl(value);
  return ok ? (value as string).trim() : null;
}

/** A link field of a write: '' (none) or an http(s) URL, trimmed, at most 2048 characters. */
export const LinkUrlSchema = z
  .string({ error: URL_MESSAGE })
  .trim()
  .max(URL_MAX_LENGTH, tooLong(URL_MAX_LENGTH))
  .refine((v) => v === '' || isSafeLinkUrl(v), URL_MESSAGE);

/** An image field of a write: '' (none), an https URL or one of our paths. */
export const ImageUrlSchema = z
  .string({ error: IMAGE_URL_MESSAGE })
  .trim()
  .max(URL_MAX_LENGTH, tooLong(URL_MAX_LENGTH))
  .refine((v) => v === '' || isSafeImageUrl(v), IMAGE_URL_MESSAGE);

/* ----------------------------------------------------------------------------- numbers, places */

/** A price in EUR of one item: 0 to PRICE_MAX_EUR. */
export const PriceSchema = z
  .number({ error: 'Must be a number' })
  .min(0, PRICE_MIN_MESSAGE)
  .max(PRICE_MAX_EUR, PRICE_MAX_MESSAGE);

export const LatitudeSchema = z.number({ error: LATITUDE_MESSAGE }).min(-90, LATITUDE_MESSAGE).max(90, LATITUDE_MESSAGE);
export const LongitudeSchema = z.number({ error: LONGITUDE_MESSAGE }).min(-180, LONGITUDE_MESSAGE).max(180, LONGITUDE_MESSAGE);
export const PointSchema = z.object({ lat: LatitudeSchema, lng: LongitudeSchema });

/** The first problem of a price typed in a form (the same words the server answers), or null. */
export function priceProblem(value: number): string | null {
  if (!Number.isFinite(value) || value < 0) return PRICE_MIN_MESSAGE;
  if (value > PRICE_MAX_EUR) return PRICE_MAX_MESSAGE;
  return null;
}

/** The problem of a rooms count typed in a form, or null. */
export function roomsProblem(value: number): string | null {
  return Number.isInteger(value) && value >= 1 && value <= ROOMS_MAX ? null : ROOMS_MESSAGE;
}

/* ------------------------------------------------------------------------------------- dates */

const DATE_TIME = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
const DATE_ONLY = /^(\d{4})-\d{2}-\d{2}$/;

function inYears(year: string | undefined): boolean {
  const y = Number(year);
  return y >= DATE_MIN_YEAR && y <= DATE_MAX_YEAR;
}

/** A flight's date-time as the form sends it ('2027-05-10T09:30', seconds and a zone allowed), in years 1900-2200. */
export function isFlightDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  return m !== null && inYears(m[1]) && toTimestamp(value) !== null && toTimestamp(value.slice(0, 10)) !== null;
}

/** A hotel's check-in or check-out date 'YYYY-MM-DD' that exists, in years 1900-2200. */
export function isStayDate(value: string): boolean {
  const m = DATE_ONLY.exec(value);
  return m !== null && inYears(m[1]) && toTimestamp(value) !== null;
}

/** The order rule of a flight (spec: arrival after departure), or null when fine or not both given. */
export function flightOrderProblem(departure: string | undefined, arrival: string | undefined): string | null {
  const from = departure ? toTimestamp(departure) : null;
  const to = arrival ? toTimestamp(arrival) : null;
  return from !== null && to !== null && to < from ? ARRIVAL_BEFORE_DEPARTURE : null;
}

/** The order rule of a stay: check-out after check-in, at most NIGHTS_MAX nights; null when fine or not both given. */
export function stayProblem(checkIn: string | undefined, checkOut: string | undefined): string | null {
  const from = checkIn ? toTimestamp(checkIn) : null;
  const to = checkOut ? toTimestamp(checkOut) : null;
  if (from === null || to === null) return null;
  if (to <= from) return CHECK_OUT_NOT_AFTER_CHECK_IN;
  return (to - from) / 86_400_000 > NIGHTS_MAX ? STAY_TOO_LONG : null;
}

/** A number read from an old row, kept within [min, max]; not a number gives `fallback`. */
export function clampNumber(value: number, min: number, max: number, fallback = min): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}
