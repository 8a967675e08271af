// Flights and hotel stored on a trip (spec §3 Flight, Hotel; §5 Numbers). Prices are in EUR.
import { z } from 'zod';
import { DEFAULT_ROOMS, FLIGHT_PRICE_MIN, HOTEL_PRICE_MIN, ROOMS_MIN } from './constants.js';
import { CoordinatesSchema } from './itinerary.js';
import {
  DATE_TIME_MESSAGE,
  PointSchema,
  PriceSchema,
  ROOMS_MAX,
  ROOMS_MESSAGE,
  TRAVEL_TEXT_LIMITS,
  flightOrderProblem,
  isFlightDateTime,
  isStayDate,
  stayProblem,
  tooLong,
} from './bounds.js';

/** A flight (spec §3) as stored and read: price is EUR per person, >= 0 (spec §5). Writes use FlightWriteSchema. */
export const FlightSchema = z.looseObject({
  airline: z.string().optional(),
  flightNumber: z.string().optional(),
  departureAirport: z.string().optional(),
  arrivalAirport: z.string().optional(),
  departure: z.string().optional(),
  arrival: z.string().optional(),
  price: z.number().min(FLIGHT_PRICE_MIN).default(0),
  billed: z.boolean().optional(),
});

/** A hotel (spec §3) as stored and read: pricePerNight EUR >= 0, rooms >= 1, default 1 (spec §5, §9). Writes use HotelWriteSchema. */
export const HotelSchema = z.looseObject({
  name: z.string().optional(),
  address: z.string().optional(),
  checkIn: z.string().optional(),
  checkOut: z.string().optional(),
  pricePerNight: z.number().min(HOTEL_PRICE_MIN).default(0),
  rooms: z.number().int().min(ROOMS_MIN).default(DEFAULT_ROOMS),
  coordinates: CoordinatesSchema.optional(),
  billed: z.boolean().optional(),
});

export type Flight = z.infer<typeof FlightSchema>;
export type Hotel = z.infer<typeof HotelSchema>;

/* ---------------------------------------------------------------------- writes (issue 24) */

const short = (max: number) => z.string().trim().max(max, tooLong(max));
const flightTime = z
  .string()
  .trim()
  .refine((v) => v === '' || isFlightDateTime(v), DATE_TIME_MESSAGE);
const stayDate = z
  .string()
  .trim()
  .refine((v) => v === '' || isStayDate(v), 'Please enter a valid date');

/**
 * A flight as PATCH /api/trips/:id stores it (ADR 022): known fields only (others are dropped),
 * texts bounded, date-times ISO in years 1900-2200, price 0 to €1,000,000 per person, the
 * arrival not before the departure.
 */
export const FlightWriteSchema = z
  .object({
    airline: short(TRAVEL_TEXT_LIMITS.airline).optional(),
    flightNumber: short(TRAVEL_TEXT_LIMITS.flightNumber).optional(),
    departureAirport: short(TRAVEL_TEXT_LIMITS.airport).optional(),
    arrivalAirport: short(TRAVEL_TEXT_LIMITS.airport).optional(),
    departure: flightTime.optional(),
    arrival: flightTime.optional(),
    price: PriceSchema.default(0),
    billed: z.boolean().optional(),
  })
  .superRefine((f, ctx) => {
    const problem = flightOrderProblem(f.departure, f.arrival);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['arrival'] });
  });

/**
 * A hotel as PATCH /api/trips/:id stores it (ADR 022): known fields only (`placeId` of a hotel
 * chosen from place search included, ADR 019), price per night 0 to €1,000,000, rooms 1 to 50,
 * check-in and check-out dates with check-out after check-in (at most 366 nights), coordinates
 * on the globe.
 */
export const HotelWriteSchema = z
  .object({
    name: short(TRAVEL_TEXT_LIMITS.hotelName).optional(),
    address: short(TRAVEL_TEXT_LIMITS.address).optional(),
    checkIn: stayDate.optional(),
    checkOut: stayDate.optional(),
    pricePerNight: PriceSchema.default(0),
    rooms: z
      .number({ error: ROOMS_MESSAGE })
      .int(ROOMS_MESSAGE)
      .min(ROOMS_MIN, ROOMS_MESSAGE)
      .max(ROOMS_MAX, ROOMS_MESSAGE)
      .default(DEFAULT_ROOMS),
    coordinates: PointSchema.optional(),
    placeId: short(TRAVEL_TEXT_LIMITS.placeId).nullable().optional(),
    billed: z.boolean().optional(),
  })
  .superRefine((h, ctx) => {
    const problem = stayProblem(h.checkIn, h.checkOut);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['checkOut'] });
  });

export type FlightWrite = z.infer<typeof FlightWriteSchema>;
export type HotelWrite = z.infer<typeof HotelWriteSchema>;

/* ----------------------------------------------------------------------- reads (issue 24) */

function clip(value: unknown, max: number): string | undefined {
  return typeof value === 'string' ? value.slice(0, max) : undefined;
}

function withoutUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * A stored flight as it is served (ADR 022): its known fields only, texts cut to their bounds (a
 * row written before the bounds may hold a 900 KB airline name); null when unreadable. The price
 * is kept as stored (the editor shows it and refuses to save it); billing clamps it.
 */
export function readFlight(value: unknown): Flight | null {
  if (value === null || value === undefined) return null;
  const parsed = FlightSchema.safeParse(value);
  if (!parsed.success) return null;
  const f = parsed.data;
  return withoutUndefined({
    airline: clip(f.airline, TRAVEL_TEXT_LIMITS.airline),
    flightNumber: clip(f.flightNumber, TRAVEL_TEXT_LIMITS.flightNumber),
    departureAirport: clip(f.departureAirport, TRAVEL_TEXT_LIMITS.airport),
    arrivalAirport: clip(f.arrivalAirport, TRAVEL_TEXT_LIMITS.airport),
    departure: clip(f.departure, 40),
    arrival: clip(f.arrival, 40),
    price: f.price,
    billed: f.billed,
  });
}

/** A stored hotel as it is served: known fields only, texts cut, rooms within 1-50, coordinates only on the globe. */
export function readHotel(value: unknown): Hotel | null {
  if (value === null || value === undefined) return null;
  const parsed = HotelSchema.safeParse(value);
  if (!parsed.success) return null;
  const h = parsed.data;
  const point = h.coordinates;
  return withoutUndefined({
    name: clip(h.name, TRAVEL_TEXT_LIMITS.hotelName),
    address: clip(h.address, TRAVEL_TEXT_LIMITS.address),
    checkIn: clip(h.checkIn, 40),
    checkOut: clip(h.checkOut, 40),
    pricePerNight: h.pricePerNight,
    rooms: Math.min(ROOMS_MAX, h.rooms),
    coordinates: point && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180 ? point : undefined,
    placeId: clip(h.placeId, TRAVEL_TEXT_LIMITS.placeId),
    billed: h.billed,
  });
}
