import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import type { TripDetail, TripHistory } from '#shared/contracts/trip-detail.js';
import type { SpecialistList } from '#shared/contracts/team.js';
import { backofficeDefaultSlots } from '#shared/domain/slots.js';
import type { Day } from '#shared/domain/itinerary.js';

/**
 * What the trip editor (/backoffice/trip-details, issue 9) needs of the API beyond the trip
 * document's own tests: the history names the day a save changed, the specialist picker's
 * list, the flights and hotel cards' writes, and the numbers of spec §5.
 */
let t: TestApp;
let owner: TestUser;
let designer: TestUser;
let teamMember: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.user({ role: 'super_admin', fullName: 'Odile Owner' });
  designer = await t.user({ role: 'team', fullName: 'Diane Designer' });
  teamMember = await t.user({ role: 'team_member', fullName: 'Marc Member' });
  client = await t.user({ role: 'client', fullName: 'Chloé Client' });
});
afterAll(async () => {
  await t?.close();
});

function send(user: TestUser, method: 'GET' | 'PUT' | 'PATCH', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: user.cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

const makeDay = (date: string, title: string): Day => ({ id: `d-${date}`, date, title, timeSlots: backofficeDefaultSlots() });

async function newTrip() {
  return t.database.db
    .insertInto('trips')
    .values({ trip_name: 'Rome in April', destination: 'Rome', user_id: client.id, start_date: '2027-04-10', end_date: '2027-04-12', days: JSON.stringify([]) })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

async function trip(id: string): Promise<TripDetail> {
  const res = await send(designer, 'GET', `/api/trips/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TripDetail;
}

describe('itinerary history', () => {
  it('names the day each save added, changed or removed', async () => {
    const { id } = await newTrip();
    const first = [makeDay('2027-04-10', 'Arrival'), makeDay('2027-04-11', 'Vatican')];
    let v = (await trip(id)).version;
    expect((await send(designer, 'PUT', `/api/trips/${id}/days`, { version: v, days: first })).statusCode).toBe(200);
    const changed = [first[0]!, { ...first[1]!, timeSlots: first[1]!.timeSlots.slice(1) }];
    v = (await trip(id)).version;
    expect((await send(designer, 'PUT', `/api/trips/${id}/days`, { version: v, days: changed })).statusCode).toBe(200);
    v = (await trip(id)).version;
    expect((await send(designer, 'PUT', `/api/trips/${id}/days`, { version: v, days: [changed[1]] })).statusCode).toBe(200);
    const history = (await send(designer, 'GET', `/api/trips/${id}/history`)).json() as TripHistory;
    expect(history.items.slice(0, 3).map((h) => [h.part, h.summary, h.by?.name])).toEqual([
      ['days', 'Removed day 1 (10 Apr 2027)', 'Diane Designer'],
      ['days', 'Changed day 2 (11 Apr 2027)', 'Diane Designer'],
      ['days', 'Added day 1 (10 Apr 2027); Added day 2 (11 Apr 2027)', 'Diane Designer'],
    ]);
  });

  it('refuses a malformed itinerary with the field named, and records nothing', async () => {
    const { id } = await newTrip();
    const v = (await trip(id)).version;
    const bad = [{ ...makeDay('2027-04-10', 'Arrival'), timeSlots: [{ ...backofficeDefaultSlots()[0]!, startTime: '9h' }] }];
    const res = await send(designer, 'PUT', `/api/trips/${id}/days`, { version: v, days: bad });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('startTime');
    expect((await trip(id)).version).toBe(v);
    expect(((await send(designer, 'GET', `/api/trips/${id}/history`)).json() as TripHistory).items).toHaveLength(0);
  });
});

describe('specialist picker', () => {
  it('lists staff who can be specialists, and only a super admin assigns one', async () => {
    const list = (await send(designer, 'GET', '/api/team/specialists')).json() as SpecialistList;
    const ids = list.specialists.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([owner.id, designer.id, teamMember.id]));
    expect(ids).not.toContain(client.id);
    const { id } = await newTrip();
    const v = (await trip(id)).version;
    expect((await send(designer, 'PATCH', `/api/trips/${id}`, { version: v, dedicatedSpecialistId: teamMember.id })).statusCode).toBe(403);
    const res = await send(owner, 'PATCH', `/api/trips/${id}`, { version: v, dedicatedSpecialistId: teamMember.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TripDetail).specialist?.name).toBe('Marc Member');
  });
});

describe('flights and hotel cards', () => {
  it('saves one flight without touching the other, and clears both together', async () => {
    const { id } = await newTrip();
    let v = (await trip(id)).version;
    const outbound = { airline: 'ITA Airways', flightNumber: 'AZ317', departureAirport: 'CDG', arrivalAirport: 'FCO', departure: '2027-04-10T09:05', arrival: '2027-04-10T11:10', price: 180 };
    let res = await send(designer, 'PATCH', `/api/trips/${id}`, { version: v, outboundFlight: outbound });
    expect(res.statusCode).toBe(200);
    v = (res.json() as TripDetail).version;
    res = await send(designer, 'PATCH', `/api/trips/${id}`, { version: v, returnFlight: { ...outbound, flightNumber: 'AZ318', price: 150 } });
    expect((res.json() as TripDetail).outboundFlight).toMatchObject(outbound);
    v = (res.json() as TripDetail).version;
    res = await send(designer, 'PATCH', `/api/trips/${id}`, { version: v, outboundFlight: null, returnFlight: null });
    expect(res.json()).toMatchObject({ outboundFlight: null, returnFlight: null });
    const history = (await send(designer, 'GET', `/api/trips/${id}/history`)).json() as TripHistory;
    expect(history.items[0]!.part).toBe('flights');
  });

  it('refuses a negative flight price, a negative hotel price and no rooms, with the field', async () => {
    const { id } = await newTrip();
    const v = (await trip(id)).version;
    for (const body of [{ outboundFlight: { price: -1 } }, { hotel: { name: 'X', pricePerNight: -1, rooms: 1 } }, { hotel: { name: 'X', pricePerNight: 10, rooms: 0 } }]) {
      const res = await send(designer, 'PATCH', `/api/trips/${id}`, { version: v, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}).join()).toMatch(/outboundFlight|hotel/);
    }
    expect((await trip(id)).version).toBe(v);
  });

  it('keeps the hotel chosen from place search with its address and coordinates', async () => {
    const { id } = await newTrip();
    const v = (await trip(id)).version;
    const hotel = { name: 'Hotel de Russie', address: 'Via del Babuino 9, 00187 Roma', checkIn: '2027-04-10', checkOut: '2027-04-12', pricePerNight: 950, rooms: 1, coordinates: { lat: 41.9105, lng: 12.4769 }, placeId: 'catalogue:rome-hotel-de-russie' };
    const res = await send(designer, 'PATCH', `/api/trips/${id}`, { version: v, hotel });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ hotel, hotelAddress: hotel.address, hotelCoordinates: hotel.coordinates });
  });

  it('checks travellers and budget (spec §5 numbers)', async () => {
    const { id } = await newTrip();
    const v = (await trip(id)).version;
    for (const [field, value] of [['travelersAdults', 0], ['travelersChildren', -1], ['budgetEur', -5], ['currency', 'CHF']] as const) {
      const res = await send(designer, 'PATCH', `/api/trips/${id}`, { version: v, [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
  });
});
