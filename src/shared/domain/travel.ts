// Flights and hotel stored on a trip (spec §3 Flight, Hotel; §5 Numbers). Prices are in EUR.
import { z } from 'zod';
import { DEFAULT_ROOMS, FLIGHT_PRICE_MIN, HOTEL_PRICE_MIN, ROOMS_MIN } from './constants.js';
import { CoordinatesSchema } from './itinerary.js';

/** A flight (spec §3): price is EUR per person, >= 0 (spec §5). */
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

/** A hotel (spec §3): pricePerNight EUR >= 0, rooms >= 1, default 1 (spec §5, §9). */
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
