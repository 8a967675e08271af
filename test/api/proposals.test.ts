// Versions a client approves (issue 22, ADR 037): each write keeps its change, reversible; the
// history explains it; staff open the trip as it was and restore it whole or one part; 'Send to
// client' tells the travellers what changed; the client sees what changed since they last looked,
// approves the version sent or asks for changes, and their specialist hears of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { fourteenDayTrip } from '../helpers/billing-trip.js';
import type { TripDetail, TripHistory } from '#shared/contracts/trip-detail.js';
import type { TripVersionView } from '#shared/contracts/proposals.js';
import { TRIP_MESSAGES } from '#shared/contracts/trips.js';

let t: TestApp;
let team: TestUser;
let specialist: TestUser;
let client: TestUser;
let otherClient: TestUser;

function call(user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

async function ok<T>(user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown): Promise<T> {
  const res = await call(user, method, url, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as T;
}

async function newTrip(opts: { visible?: boolean } = {}): Promise<string> {
  const row = await t.database.db
    .insertInto('trips')
    .values({ ...fourteenDayTrip(client.id, specialist.id), visible_to_client: opts.visible ?? true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const getTrip = (id: string) => ok<TripDetail>(team, 'GET', `/api/trips/${id}`);

beforeAll(async () => {
  t = await createTestApp();
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
  specialist = await t.user({ role: 'team', fullName: 'Sophie Specialist', email: 'sophie@agency.example' });
  client = await t.user({ role: 'client', fullName: 'Claire Durand', email: 'claire@example.com' });
  otherClient = await t.user({ role: 'client', fullName: 'Otto Other' });
});
afterAll(async () => {
  await t?.close();
});

describe('versions: diff, history, open and restore', () => {
  it('keeps each change with its sentences; opens the trip as it was; restores the hotel, one day, then the whole trip', async () => {
    const id = await newTrip();
    const v1 = await getTrip(id);
    // Three changes: the hotel price, a choice on day 3, the outbound flight cleared.
    const v2 = await ok<TripDetail>(team, 'PATCH', `/api/trips/${id}`, { version: v1.version, hotel: { ...v1.hotel!, pricePerNight: 1600 } });
    const days = structuredClone(v2.days);
    const slot = days[2]!.timeSlots[1]!;
    const [first, second] = slot.options;
    slot.selectedPlace = second!.id;
    const v3 = await ok<TripDetail>(team, 'PUT', `/api/trips/${id}/days`, { version: v2.version, days });
    const v4 = await ok<TripDetail>(team, 'PATCH', `/api/trips/${id}`, { version: v3.version, outboundFlight: null });
    expect(v4.outboundFlight).toBeNull();

    const history = await ok<TripHistory>(team, 'GET', `/api/trips/${id}/history`);
    expect(history.items.map((i) => i.version)).toEqual([v4.version, v3.version, v2.version]);
    expect(history.items[2]!.details.map((d) => d.text)).toEqual(['Hotel price per night: €1,450 -> €1,600']);
    expect(history.items[1]!.details[0]).toMatchObject({
      text: `Day 3, ${slot.startTime}-${slot.endTime}: ${first!.name} -> ${second!.name}`,
      dayId: days[2]!.id,
      dayNumber: 3,
    });
    expect(history.items[0]!.details[0]!.text).toBe('Outbound flight removed (Air France AF 7 JFK-CDG)');
    expect(history.items.every((i) => i.restorable)).toBe(true);
    // One person within a minute: one group.
    expect(history.groups).toHaveLength(1);
    expect(history.groups[0]!.itemIds).toEqual(history.items.map((i) => i.id));

    // The trip as it was at version 1, read-only: the hotel, the choice and the flight of then.
    const was = await ok<TripVersionView>(team, 'GET', `/api/trips/${id}/versions/${v1.version}`);
    expect(was.trip.hotel?.pricePerNight).toBe(1450);
    expect(was.trip.outboundFlight?.flightNumber).toBe('AF 7');
    expect(was.trip.days[2]!.timeSlots[1]!.selectedPlace).toBe(first!.id);
    expect(was.currentVersion).toBe(v4.version);
    expect(was.changesSince.map((l) => l.text)).toContain('Outbound flight removed (Air France AF 7 JFK-CDG)');

    // Restore the flights alone (clearing them is undoable), then one day, as new versions.
    const r1 = await ok<TripDetail>(team, 'POST', `/api/trips/${id}/versions/${v1.version}/restore`, { version: v4.version, part: 'flights' });
    expect(r1.version).toBe(v4.version + 1);
    expect(r1.outboundFlight?.flightNumber).toBe('AF 7');
    expect(r1.hotel?.pricePerNight).toBe(1600);
    const r2 = await ok<TripDetail>(team, 'POST', `/api/trips/${id}/versions/${v1.version}/restore`, { version: r1.version, part: 'day', dayId: days[2]!.id });
    expect(r2.days[2]!.timeSlots[1]!.selectedPlace).toBe(first!.id);
    expect(r2.hotel?.pricePerNight).toBe(1600);
    // Stale: the version read is not the trip's.
    const staleRes = await call(team, 'POST', `/api/trips/${id}/versions/${v1.version}/restore`, { version: r1.version, part: 'hotel' });
    expect(staleRes.statusCode).toBe(409);
    expect(staleRes.json().error.message).toBe(TRIP_MESSAGES.stale);
    // Whole: the trip is as it was at version 1 again.
    const r3 = await ok<TripDetail>(team, 'POST', `/api/trips/${id}/versions/${v1.version}/restore`, { version: r2.version });
    expect(r3.hotel?.pricePerNight).toBe(1450);
    expect(r3.days).toEqual(v1.days);
    const after = await ok<TripHistory>(team, 'GET', `/api/trips/${id}/history?limit=1`);
    expect(after.items[0]!.summary).toBe(`Restored the trip as of version ${v1.version}`);
    expect(after.items[0]!.details.map((d) => d.text)).toEqual(['Hotel price per night: €1,600 -> €1,450']);
    expect(after.nextBefore).toBe(r3.version);
    // Restoring what is already so writes nothing.
    const same = await ok<TripDetail>(team, 'POST', `/api/trips/${id}/versions/${v1.version}/restore`, { version: r3.version });
    expect(same.version).toBe(r3.version);
  });

  it('refuses bad versions and days with a clear 4xx, and clients never restore', async () => {
    const id = await newTrip();
    const v = await getTrip(id);
    expect((await call(team, 'GET', `/api/trips/${id}/versions/${v.version + 5}`)).statusCode).toBe(404);
    expect((await call(team, 'GET', `/api/trips/${id}/versions/abc`)).statusCode).toBe(400);
    expect((await call(team, 'POST', `/api/trips/${id}/versions/${v.version}/restore`, { version: v.version, part: 'day' })).statusCode).toBe(400);
    expect((await call(team, 'POST', `/api/trips/${id}/versions/${v.version}/restore`, { version: v.version, part: 'day', dayId: 'nope' })).statusCode).toBe(404);
    expect((await call(client, 'POST', `/api/trips/${id}/versions/${v.version}/restore`, { version: v.version })).statusCode).toBe(403);
    expect((await call(team, 'GET', `/api/trips/${id}/history?limit=501`)).statusCode).toBe(400);
  });

  it('a change older than what is kept cannot be opened past (410), legacy history included', async () => {
    const id = await newTrip();
    const v1 = await getTrip(id);
    const v2 = await ok<TripDetail>(team, 'PATCH', `/api/trips/${id}`, { version: v1.version, tripName: 'Paris again' });
    await t.database.db.updateTable('trip_changes').set({ diff: null }).where('trip_id', '=', id).execute();
    expect((await call(team, 'GET', `/api/trips/${id}/versions/${v1.version}`)).statusCode).toBe(410);
    const history = await ok<TripHistory>(team, 'GET', `/api/trips/${id}/history`);
    expect(history.items[0]).toMatchObject({ version: v2.version, restorable: true });
  });
});
