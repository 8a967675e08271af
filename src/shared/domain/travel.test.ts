import { describe, expect, it } from 'vitest';
import { FlightSchema, HotelSchema } from './travel.js';

describe('flight and hotel (§3, §5 numbers)', () => {
  it('flight price >= 0, default 0', () => {
    expect(FlightSchema.parse({ airline: 'Air France' }).price).toBe(0);
    expect(FlightSchema.safeParse({ price: -1 }).success).toBe(false);
  });

  it('hotel price per night >= 0, rooms >= 1 with default 1', () => {
    expect(HotelSchema.parse({ name: 'Le Bristol', pricePerNight: 900 }).rooms).toBe(1);
    expect(HotelSchema.safeParse({ pricePerNight: -5 }).success).toBe(false);
    expect(HotelSchema.safeParse({ rooms: 0 }).success).toBe(false);
  });
});
