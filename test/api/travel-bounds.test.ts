// Issue 24 (ADR 022): travel data has bounds on every write, and values stored out of range
// before the bounds (old rows) never make a read 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { fourteenDayTrip } from '../helpers/billing-trip.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import type { BillingView } from '#shared/contracts/billing.js';
import {
  ARRIVAL_BEFORE_DEPARTURE,
  CHECK_OUT_NOT_AFTER_CHECK_IN,
  IMAGE_URL_MESSAGE,
  LATITUDE_MESSAGE,
  PRICE_MAX_CENTS,
  PRICE_MAX_MESSAGE,
  ROOMS_MESSAGE,
  URL_MESSAGE,
} from '#shared/domain/bounds.js';

let t: TestApp;
let team: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
  client = await t.user({ role: 'client', fullName: 'Claire Client' });
});
afterAll(async () => {
  await t?.close();
});

function call(user: TestUser, method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: user.cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

async function newTrip(): Promise<TripDetail> {
  const { id } = await t.database.db
    .insertInto('trips')
    .values({ ...fourteenDayTrip(client.id), visible_to_client: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const res = await call(team, 'GET', `/api/trips/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TripDetail>();
}

const flight = {
  airline: 'Air France',
  flightNumber: 'AF1234',
  departureAirport: 'CDG',
  arrivalAirport: 'FCO',
  departure: '2027-05-10T09:30',
  arrival: '2027-05-10T11:35',
  price: 420,
};
const hotel = { name: 'Hotel de Russie', address: 'Via del Babuino 9, Roma', checkIn: '2027-05-10', checkOut: '2027-05-14', pricePerNight: 950, rooms: 2 };

/** A PATCH that must be refused with 400, naming `field` with `message`. */
async function refused(trip: TripDetail, body: Record<string, unknown>, field: string, message: string) {
  const res = await call(team, 'PATCH', `/api/trips/${trip.id}`, { version: trip.version, ...body });
  expect(res.statusCode, res.body).toBe(400);
  const error = res.json<{ error: { fields?: Record<string, string> } }>().error;
  expect(error.fields?.[field], JSON.stringify(error)).toBe(message);
  const after = await call(team, 'GET', `/api/trips/${trip.id}`);
  expect(after.json<TripDetail>().version).toBe(trip.version);
}

describe('PATCH /api/trips/:id: flights, hotel and information within bounds', () => {
  it('refuses an outbound flight priced 1e14 and keeps a realistic one', async () => {
    const trip = await newTrip();
    await refused(trip, { outboundFlight: { ...flight, price: 1e14 } }, 'outboundFlight.price', PRICE_MAX_MESSAGE);
    const ok = await call(team, 'PATCH', `/api/trips/${trip.id}`, { version: trip.version, outboundFlight: flight });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<TripDetail>().outboundFlight).toMatchObject({ price: 420, airline: 'Air France' });
  });

  it('refuses a 900 KB airline name and an arrival before the departure', async () => {
    const trip = await newTrip();
    await refused(trip, { returnFlight: { ...flight, airline: 'A'.repeat(900_000) } }, 'returnFlight.airline', 'Must be at most 100 characters');
    await refused(trip, { returnFlight: { ...flight, arrival: '2027-05-10T08:00' } }, 'returnFlight.arrival', ARRIVAL_BEFORE_DEPARTURE);
    await refused(trip, { returnFlight: { ...flight, departure: 'next tuesday' } }, 'returnFlight.departure', 'Please enter a valid date and time');
  });

  it('refuses rooms 2^53-1, a check-out before the check-in, a hotel at latitude 91', async () => {
    const trip = await newTrip();
    await refused(trip, { hotel: { ...hotel, rooms: Number.MAX_SAFE_INTEGER } }, 'hotel.rooms', ROOMS_MESSAGE);
    await refused(trip, { hotel: { ...hotel, checkIn: '2027-05-14', checkOut: '2027-05-10' } }, 'hotel.checkOut', CHECK_OUT_NOT_AFTER_CHECK_IN);
    await refused(trip, { hotel: { ...hotel, checkIn: 'soon' } }, 'hotel.checkIn', 'Please enter a valid date');
    await refused(trip, { hotel: { ...hotel, coordinates: { lat: 91, lng: 12.5 } } }, 'hotel.coordinates.lat', LATITUDE_MESSAGE);
    await refused(trip, { hotel: { ...hotel, pricePerNight: 1e14 } }, 'hotel.pricePerNight', PRICE_MAX_MESSAGE);
    await refused(trip, { destinationLatitude: 91 }, 'destinationLatitude', LATITUDE_MESSAGE);
  });

  it('drops fields no flight or hotel has, and keeps the place id of a hotel from search', async () => {
    const trip = await newTrip();
    const res = await call(team, 'PATCH', `/api/trips/${trip.id}`, {
      version: trip.version,
      outboundFlight: { ...flight, payload: 'x'.repeat(1000) },
      hotel: { ...hotel, placeId: 'hotel-de-russie', secret: { nested: true } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<TripDetail>();
    expect(saved.outboundFlight).not.toHaveProperty('payload');
    expect(saved.hotel).not.toHaveProperty('secret');
    expect(saved.hotel).toMatchObject({ placeId: 'hotel-de-russie', rooms: 2 });
    const row = await t.database.db.selectFrom('trips').select(['outbound_flight', 'hotel']).where('id', '=', trip.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toMatch(/payload|secret/);
  });

  it('accepts only an https (or our own) destination photo', async () => {
    const trip = await newTrip();
    await refused(trip, { destinationPhotoUrl: 'javascript:alert(1)' }, 'destinationPhotoUrl', IMAGE_URL_MESSAGE);
    await refused(trip, { destinationPhotoUrl: 'data:image/svg+xml,<svg/>' }, 'destinationPhotoUrl', IMAGE_URL_MESSAGE);
    await refused(trip, { destinationPhotoUrl: '//evil.example/x.png' }, 'destinationPhotoUrl', IMAGE_URL_MESSAGE);
    const ok = await call(team, 'PATCH', `/api/trips/${trip.id}`, { version: trip.version, destinationPhotoUrl: '/images/destinations/rome.svg' });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('options and itinerary saves within bounds', () => {
  it('refuses a javascript: website from a client adding an option to their own trip', async () => {
    const trip = await newTrip();
    const day = trip.days[0]!;
    const slot = day.timeSlots[0]!;
    const option = { id: 'evil', name: 'Click me', website: 'javascript:alert(document.cookie)' };
    const res = await call(client, 'POST', `/api/trips/${trip.id}/options`, { version: trip.version, dayId: day.id, slotId: slot.id, option });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ error: { fields?: Record<string, string> } }>().error.fields?.['option.website']).toBe(URL_MESSAGE);
    const image = await call(client, 'POST', `/api/trips/${trip.id}/options`, {
      version: trip.version, dayId: day.id, slotId: slot.id, option: { ...option, website: 'https://example.com', image: 'javascript:x' },
    });
    expect(image.statusCode, image.body).toBe(400);
    const ok = await call(client, 'POST', `/api/trips/${trip.id}/options`, {
      version: trip.version, dayId: day.id, slotId: slot.id, option: { ...option, website: 'https://www.roscioli.it/' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses an option cost of 1e14 in an itinerary save, as a number or as text', async () => {
    const trip = await newTrip();
    for (const cost of [1e14, 'about 100000000000000 EUR']) {
      const days = structuredClone(trip.days);
      days[0]!.timeSlots[0]!.options[0]!.cost = cost;
      const res = await call(team, 'PUT', `/api/trips/${trip.id}/days`, { version: trip.version, days });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.values(res.json<{ error: { fields?: Record<string, string> } }>().error.fields ?? {})).toContain(PRICE_MAX_MESSAGE);
    }
  });
});

describe('old rows stored out of range are read without a 5xx', () => {
  async function spoil(tripId: string) {
    const absurdFlight = { ...flight, price: 1e14, airline: 'A'.repeat(900_000), unknown: true };
    const absurdHotel = { ...hotel, pricePerNight: 1e14, rooms: Number.MAX_SAFE_INTEGER, checkIn: '0001-01-01', checkOut: '9999-12-31', coordinates: { lat: 91, lng: 500 } };
    await sql`update trips set outbound_flight = ${JSON.stringify(absurdFlight)}::jsonb, return_flight = ${JSON.stringify({ ...flight, price: 'lots' })}::jsonb,
      hotel = ${JSON.stringify(absurdHotel)}::jsonb, hotel_coordinates = ${JSON.stringify({ lat: 91, lng: 12.5 })}::jsonb,
      travelers_adults = 2, include_flight_in_billing = true, include_hotel_in_billing = true,
      destination_latitude = 91, destination_longitude = 500, destination_photo_url = 'javascript:alert(1)'
      where id = ${tripId}`.execute(t.database.db);
    const days = (await call(team, 'GET', `/api/trips/${tripId}`)).json<TripDetail>().days;
    const option = days[0]!.timeSlots[0]!.options[0]! as Record<string, unknown>;
    option.cost = 1e14;
    option.website = 'javascript:alert(1)';
    option.image = 'javascript:alert(2)';
    option.coordinates = { lat: 91, lng: 2.35 };
    option.location = { lat: 91, lng: 2.35 };
    await sql`update trips set days = ${JSON.stringify(days)}::jsonb, version = version + 1 where id = ${tripId}`.execute(t.database.db);
    await sql`insert into billing_items (trip_id, item_type, activity_name, unit_price, quantity, price, number_of_people)
      values (${tripId}, 'custom_expense', 'Old absurd line', 9999999999.99, 2147483647, 9999999999.99, 2147483647)`.execute(t.database.db);
  }

  it('serves the trip, its billing, distances and documents, clamped', async () => {
    const trip = await newTrip();
    await spoil(trip.id);
    const read = await call(team, 'GET', `/api/trips/${trip.id}`);
    expect(read.statusCode, read.body.slice(0, 300)).toBe(200);
    const detail = read.json<TripDetail>();
    const option = detail.days[0]!.timeSlots[0]!.options[0]!;
    expect(option.website).toBeUndefined();
    expect(option.image).toBeUndefined();
    expect(option.hasValidCoordinates).toBe(false);
    expect(detail.hotelCoordinates).toBeNull();

    const billing = await call(team, 'GET', `/api/billing/${trip.id}`);
    expect(billing.statusCode, billing.body.slice(0, 300)).toBe(200);
    const view = billing.json<BillingView>();
    const outbound = view.travel.find((l) => l.key === 'outbound');
    expect(outbound?.unitCents).toBe(PRICE_MAX_CENTS);
    expect(Number.isSafeInteger(view.totals.totalCents)).toBe(true);
    for (const item of view.items) expect(item.unitCents).toBeLessThanOrEqual(PRICE_MAX_CENTS);

    const clientView = await call(client, 'GET', `/api/billing/${trip.id}`);
    expect(clientView.statusCode).toBe(200);

    const distances = await call(team, 'POST', `/api/distances/trips/${trip.id}`);
    expect(distances.statusCode, distances.body.slice(0, 300)).toBe(200);

    for (const doc of ['statement.pdf', 'statement.pdf?currency=USD', 'itinerary.pdf', 'calendar.ics']) {
      const res = await call(team, 'GET', `/api/billing/${trip.id}/${doc}`);
      expect(res.statusCode, `${doc}: ${res.body.slice(0, 300)}`).toBe(200);
    }
    const workspace = await call(client, 'GET', `/api/trips/${trip.id}`);
    expect(workspace.statusCode).toBe(200);
  });
});
