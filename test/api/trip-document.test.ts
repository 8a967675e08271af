import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import type { NewTrip } from '#server/db/types.js';
import type { TripDetail, TripHistory } from '#shared/contracts/trip-detail.js';
import type { NotificationList } from '#shared/contracts/notifications.js';
import { backofficeDefaultSlots } from '#shared/domain/slots.js';
import type { Day } from '#shared/domain/itinerary.js';

let t: TestApp;
let superAdmin: TestUser;
let team: TestUser;
let colleague: TestUser;
let client: TestUser;
let otherClient: TestUser;
let organizer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.user({ role: 'super_admin', fullName: 'Sophie Admin' });
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
  colleague = await t.user({ role: 'team', fullName: 'Camille Colleague' });
  client = await t.user({ role: 'client', fullName: 'Claire Client' });
  otherClient = await t.user({ role: 'client', fullName: 'Oscar Other' });
  organizer = await t.user({ role: 'organizer', fullName: 'Olivia Organizer' });
});
afterAll(async () => {
  await t?.close();
});

function call(user: TestUser | null, method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

function day(date: string, title: string, withOptions = false): Day {
  const slots = backofficeDefaultSlots();
  if (withOptions) {
    slots[0]!.options = [
      { id: `${date}-louvre`, name: 'Musée du Louvre', cost: 22, address: 'Rue de Rivoli, 75001 Paris', coordinates: { lat: 48.8606, lng: 2.3376 } },
      { id: `${date}-orsay`, name: "Musée d'Orsay", cost: 16, address: "1 Rue de la Légion d'Honneur, 75007 Paris" },
    ];
  }
  return { id: `day-${date}`, date, title, timeSlots: slots };
}

async function makeTrip(values: Partial<NewTrip> = {}) {
  return t.database.db
    .insertInto('trips')
    .values({ trip_name: 'Paris in May', destination: 'Paris', user_id: client.id, start_date: '2027-05-10', end_date: '2027-05-12', days: JSON.stringify([day('2027-05-10', 'Arrival', true)]), ...values })
    .returning(['id', 'friendly_id'])
    .executeTakeFirstOrThrow();
}

async function read(user: TestUser, id: string): Promise<TripDetail> {
  const res = await call(user, 'GET', `/api/trips/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TripDetail;
}

describe('GET /api/trips/:id', () => {
  it('gives staff the whole trip with its days, client and specialist', async () => {
    const { id, friendly_id } = await makeTrip({ dedicated_specialist_id: colleague.id });
    const trip = await read(team, id);
    expect(trip.friendlyId).toBe(Number(friendly_id));
    expect(trip.client).toMatchObject({ id: client.id, name: 'Claire Client' });
    expect(trip.specialist).toMatchObject({ id: colleague.id, name: 'Camille Colleague' });
    expect(trip.days).toHaveLength(1);
    expect(trip.days[0]!.timeSlots).toHaveLength(6);
    expect(trip.days[0]!.timeSlots[0]!.options[0]).toMatchObject({ name: 'Musée du Louvre', hasValidCoordinates: true });
  });

  it('shows a client their own visible trip and nothing else', async () => {
    const { id } = await makeTrip();
    expect((await call(client, 'GET', `/api/trips/${id}`)).statusCode).toBe(200);
    const other = await call(otherClient, 'GET', `/api/trips/${id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Trip not found');
    const hidden = await makeTrip({ visible_to_client: false });
    expect((await call(client, 'GET', `/api/trips/${hidden.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/trips/${id}`)).statusCode).toBe(401);
  });

  it('lets an organizer see their own trip even when hidden from clients', async () => {
    const { id } = await makeTrip({ user_id: organizer.id, visible_to_client: false });
    expect((await call(organizer, 'GET', `/api/trips/${id}`)).statusCode).toBe(200);
  });

  it('never shows a client a template or a deleted trip', async () => {
    const template = await makeTrip({ is_template: true });
    const deleted = await makeTrip({ folder: 'deleted' });
    expect((await call(client, 'GET', `/api/trips/${template.id}`)).statusCode).toBe(404);
    expect((await call(client, 'GET', `/api/trips/${deleted.id}`)).statusCode).toBe(404);
    expect((await call(team, 'GET', `/api/trips/${deleted.id}`)).statusCode).toBe(404);
    expect((await call(superAdmin, 'GET', `/api/trips/${deleted.id}`)).statusCode).toBe(200);
  });

  it('answers 400 on a malformed id', async () => {
    expect((await call(team, 'GET', '/api/trips/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('PATCH /api/trips/:id', () => {
  it('changes each field and bumps the version', async () => {
    const { id } = await makeTrip();
    const fields = {
      tripName: 'Paris, slowly',
      description: 'Five days of museums and markets',
      status: 'proposed',
      startDate: '2027-05-11',
      endDate: '2027-05-15',
      travelersAdults: 2,
      travelersChildren: 1,
      destination: 'Paris, France',
      destinationLatitude: 48.8566,
      destinationLongitude: 2.3522,
      budgetEur: 12000,
      currency: 'USD',
      visibleToClient: false,
      outboundFlight: { airline: 'Air France', flightNumber: 'AF 7', departureAirport: 'JFK', arrivalAirport: 'CDG', departure: '2027-05-10T18:30', arrival: '2027-05-11T07:45', price: 850 },
      returnFlight: null,
      hotel: { name: 'Le Bristol', address: '112 Rue du Faubourg Saint-Honoré, 75008 Paris', checkIn: '2027-05-11', checkOut: '2027-05-15', pricePerNight: 1400, rooms: 1, coordinates: { lat: 48.8718, lng: 2.3151 } },
      includeFlightInBilling: true,
      includeHotelInBilling: true,
    };
    let version = (await read(team, id)).version;
    for (const [key, value] of Object.entries(fields)) {
      const res = await call(team, 'PATCH', `/api/trips/${id}`, { version, [key]: value });
      expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
      const trip = res.json() as TripDetail;
      expect(trip.version).toBe(version + 1);
      version = trip.version;
    }
    const trip = await read(team, id);
    expect(trip).toMatchObject({ ...fields, returnFlight: null, hotelAddress: fields.hotel.address, hotelCoordinates: fields.hotel.coordinates });
    expect(trip.updatedBy).toMatchObject({ id: team.id, name: 'Théo Team' });
  });

  it('refuses bad values with the field named, and changes nothing', async () => {
    const { id } = await makeTrip();
    const before = await read(team, id);
    const bad: [string, unknown][] = [
      ['travelersAdults', 0],
      ['travelersChildren', -1],
      ['budgetEur', -5],
      ['currency', 'JPY'],
      ['status', 'sleeping'],
      ['startDate', '2027-02-30'],
      ['tripName', ''],
      ['travelersAdults', 1.5],
    ];
    for (const [key, value] of bad) {
      const res = await call(team, 'PATCH', `/api/trips/${id}`, { version: before.version, [key]: value });
      expect(res.statusCode, key).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), key).toContain(key);
    }
    const end = await call(team, 'PATCH', `/api/trips/${id}`, { version: before.version, endDate: '2027-05-01' });
    expect(end.statusCode).toBe(422);
    expect(end.json().error.message).toBe('The end date cannot be before the start date');
    expect((await call(team, 'PATCH', `/api/trips/${id}`, { version: before.version })).statusCode).toBe(400);
    expect((await read(team, id)).version).toBe(before.version);
  });

  it('lets only a super admin assign the specialist, and only to staff', async () => {
    const { id } = await makeTrip();
    const v = (await read(team, id)).version;
    const byTeam = await call(team, 'PATCH', `/api/trips/${id}`, { version: v, dedicatedSpecialistId: colleague.id });
    expect(byTeam.statusCode).toBe(403);
    expect(byTeam.json().error.message).toBe('Only super admins can change the dedicated specialist.');
    const toClient = await call(superAdmin, 'PATCH', `/api/trips/${id}`, { version: v, dedicatedSpecialistId: client.id });
    expect(toClient.statusCode).toBe(422);
    const ok = await call(superAdmin, 'PATCH', `/api/trips/${id}`, { version: v, dedicatedSpecialistId: colleague.id });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as TripDetail).specialist?.id).toBe(colleague.id);
    const cleared = await call(superAdmin, 'PATCH', `/api/trips/${id}`, { version: v + 1, dedicatedSpecialistId: null });
    expect((cleared.json() as TripDetail).specialist).toBeNull();
  });

  it('refuses clients, and lets an organizer of the trip toggle only its visibility', async () => {
    const { id } = await makeTrip({ user_id: organizer.id });
    const v = (await read(team, id)).version;
    expect((await call(client, 'PATCH', `/api/trips/${id}`, { version: v, tripName: 'Mine' })).statusCode).toBe(404);
    const mine = await makeTrip();
    expect((await call(client, 'PATCH', `/api/trips/${mine.id}`, { version: 1, visibleToClient: false })).statusCode).toBe(403);
    expect((await call(organizer, 'PATCH', `/api/trips/${id}`, { version: v, tripName: 'Mine' })).statusCode).toBe(403);
    expect((await call(organizer, 'PATCH', `/api/trips/${id}`, { version: v, visibleToClient: false })).statusCode).toBe(200);
  });

  it('answers 409 stale to the second of two writes that read the same version, and keeps the first', async () => {
    const { id } = await makeTrip();
    const v = (await read(team, id)).version;
    const [a, b] = await Promise.all([
      call(team, 'PATCH', `/api/trips/${id}`, { version: v, tripName: 'Written by Théo' }),
      call(colleague, 'PATCH', `/api/trips/${id}`, { version: v, tripName: 'Written by Camille' }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error).toMatchObject({ code: 'stale', message: expect.stringContaining('Someone else changed this trip') });
    const winner = a.statusCode === 200 ? 'Written by Théo' : 'Written by Camille';
    expect((await read(team, id)).tripName).toBe(winner);
  });
});

describe('PUT /api/trips/:id/days', () => {
  it('stores a valid itinerary normalised, keeps ids, drops unknown fields and sorts days', async () => {
    const { id } = await makeTrip({ days: '[]' });
    const v = (await read(team, id)).version;
    const second = { ...day('2027-05-12', 'Montmartre', true), secret: 'dropped' };
    const first = day('2027-05-11', 'Louvre', true);
    first.timeSlots[0]!.selectedPlace = '2027-05-11-louvre';
    first.timeSlots[1]!.selectedPlace = 'no-such-option';
    const res = await call(team, 'PUT', `/api/trips/${id}/days`, { version: v, days: [second, first] });
    expect(res.statusCode, res.body).toBe(200);
    const trip = res.json() as TripDetail;
    expect(trip.days.map((d) => d.id)).toEqual(['day-2027-05-11', 'day-2027-05-12']);
    expect(trip.days[1]).not.toHaveProperty('secret');
    expect(trip.days[0]!.timeSlots[0]!.selectedPlace).toBe('2027-05-11-louvre');
    expect(trip.days[0]!.timeSlots[1]!.selectedPlace).toBeNull();
    expect(trip.days[0]!.timeSlots[0]!).toMatchObject({ start_time: '09:00', startTime: '09:00', end_time: '11:00' });
  });

  it('stores exactly the itinerary it answers: a whole save, a save of one day, after a write elsewhere, over an older shape', async () => {
    const stored = async (id: string) => (await t.database.db.selectFrom('trips').select(['days', 'version']).where('id', '=', id).executeTakeFirstOrThrow());
    const save = async (id: string, version: number, days: Day[]) => {
      const res = await call(team, 'PUT', `/api/trips/${id}/days`, { version, days });
      expect(res.statusCode, res.body).toBe(200);
      const trip = res.json() as TripDetail;
      expect((await stored(id)).days).toEqual(trip.days);
      expect((await read(team, id)).days).toEqual(trip.days);
      return trip;
    };
    const { id } = await makeTrip({ days: '[]' });
    let trip = await save(id, (await read(team, id)).version, ['2027-05-10', '2027-05-11', '2027-05-12', '2027-05-13'].map((d, i) => day(d, `Day ${i + 1}`, true)));
    // One slot of one day retitled, then a slot moved from day 1 to day 2.
    let days = structuredClone(trip.days);
    days[2]!.timeSlots[0]!.title = 'Opera';
    trip = await save(id, trip.version, days);
    expect(trip.days[2]!.timeSlots[0]!.title).toBe('Opera');
    days = structuredClone(trip.days);
    days[1]!.timeSlots.unshift(days[0]!.timeSlots.shift()!);
    trip = await save(id, trip.version, days);
    expect(trip.days[1]!.timeSlots[0]!.options[0]!.name).toBe('Musée du Louvre');
    expect(trip.days[0]!.timeSlots).toHaveLength(5);
    // Another server process writes the trip (its own version): the next save starts from that.
    const elsewhere = structuredClone(trip.days);
    elsewhere[3]!.title = 'Changed elsewhere';
    await t.database.db.updateTable('trips').set({ days: JSON.stringify(elsewhere), version: trip.version + 1 }).where('id', '=', id).execute();
    trip = await read(team, id);
    expect(trip.days[3]!.title).toBe('Changed elsewhere');
    days = structuredClone(trip.days);
    days[0]!.title = 'First day';
    trip = await save(id, trip.version, days);
    expect(trip.days.map((d) => d.title)).toEqual(['First day', 'Day 2', 'Day 3', 'Changed elsewhere']);
    // An itinerary stored in an older shape (slots, time ranges) is written whole, in the current one.
    const legacy = await makeTrip({ days: JSON.stringify([1, 2, 3].map((n) => ({ id: `old-${n}`, date: `2027-05-1${n}`, title: `Old ${n}`, slots: [{ id: `s-${n}`, time: '10:00-12:00', title: 'Walk', options: [] }] }))) });
    const old = await read(team, legacy.id);
    days = structuredClone(old.days);
    days[0]!.title = 'Renewed';
    await save(legacy.id, old.version, days);
    expect(JSON.stringify((await stored(legacy.id)).days)).not.toMatch(/"slots"|"time"/);
  });

  it('with days=if-changed, leaves the days out of the answer only when they were stored exactly as sent', async () => {
    const { id } = await makeTrip();
    const trip = await read(team, id);
    const days = structuredClone(trip.days);
    days[0]!.timeSlots[1]!.title = 'Seine cruise';
    const lean = await call(team, 'PUT', `/api/trips/${id}/days?days=if-changed`, { version: trip.version, days });
    expect(lean.statusCode, lean.body).toBe(200);
    const saved = lean.json() as TripDetail;
    expect(saved).not.toHaveProperty('days');
    expect(saved).toMatchObject({ id, version: trip.version + 1, tripName: 'Paris in May', updatedBy: { name: 'Théo Team' } });
    expect((await read(team, id)).days).toEqual(days);
    // Not as sent (a day to sort, an unknown field dropped): the answer carries the stored days.
    const extra = [day('2027-05-12', 'Later'), { ...days[0]!, note: 'dropped' }];
    const full = await call(team, 'PUT', `/api/trips/${id}/days?days=if-changed`, { version: saved.version, days: extra });
    expect((full.json() as TripDetail).days.map((d) => d.title)).toEqual(['Arrival', 'Later']);
    // By default the answer always carries them.
    const again = await call(team, 'PUT', `/api/trips/${id}/days`, { version: saved.version + 1, days: (full.json() as TripDetail).days });
    expect((again.json() as TripDetail).days).toHaveLength(2);
    expect((await call(team, 'PUT', `/api/trips/${id}/days?days=never`, { version: saved.version + 2, days: [] })).statusCode).toBe(400);
  });

  it('refuses a malformed itinerary with the field, and stores nothing', async () => {
    const { id } = await makeTrip();
    const before = await read(team, id);
    const broken = day('2027-05-11', 'Louvre');
    (broken.timeSlots[2] as { startTime: string }).startTime = '25:00';
    const res = await call(team, 'PUT', `/api/trips/${id}/days`, { version: before.version, days: [broken] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain('days.0.timeSlots.2.startTime');
    const noId = await call(team, 'PUT', `/api/trips/${id}/days`, { version: before.version, days: [{ date: '2027-05-11', title: 'x', timeSlots: [] }] });
    expect(noId.statusCode).toBe(400);
    expect((await read(team, id)).days).toEqual(before.days);
  });

  it('is refused to clients, and to a stale version', async () => {
    const { id } = await makeTrip();
    const v = (await read(team, id)).version;
    expect((await call(client, 'PUT', `/api/trips/${id}/days`, { version: v, days: [] })).statusCode).toBe(403);
    expect((await call(team, 'PUT', `/api/trips/${id}/days`, { version: v, days: [] })).statusCode).toBe(200);
    const again = await call(colleague, 'PUT', `/api/trips/${id}/days`, { version: v, days: [day('2027-05-10', 'Lost?')] });
    expect(again.statusCode).toBe(409);
    expect((await read(team, id)).days).toEqual([]);
  });

  it('records who changed which part in the history', async () => {
    const { id } = await makeTrip();
    const v = (await read(team, id)).version;
    await call(team, 'PATCH', `/api/trips/${id}`, { version: v, tripName: 'Renamed' });
    await call(colleague, 'PUT', `/api/trips/${id}/days`, { version: v + 1, days: [] });
    const res = await call(team, 'GET', `/api/trips/${id}/history`);
    const history = res.json() as TripHistory;
    expect(history.items.map((h) => [h.part, h.by?.name, h.version])).toEqual([
      ['days', 'Camille Colleague', v + 2],
      ['info', 'Théo Team', v + 1],
    ]);
    expect(history.items[1]!.summary).toBe('Changed trip name');
    expect((await call(client, 'GET', `/api/trips/${id}/history`)).statusCode).toBe(403);
  });

  it('notifies the trip\u2019s clients of activity changes in organizer mode only', async () => {
    const { id } = await makeTrip();
    const trip = await read(team, id);
    const unread = async () => ((await call(client, 'GET', '/api/notifications')).json() as NotificationList).unreadCount;
    const start = await unread();
    const days = structuredClone(trip.days);
    days[0]!.timeSlots[1]!.options.push({ id: 'new-opt', name: 'Sainte-Chapelle', cost: 13 });
    await call(team, 'PUT', `/api/trips/${id}/days`, { version: trip.version, days });
    expect(await unread()).toBe(start);
    days[0]!.timeSlots[1]!.options.push({ id: 'new-opt-2', name: 'Conciergerie', cost: 13 });
    days[0]!.timeSlots[0]!.options = days[0]!.timeSlots[0]!.options.slice(1);
    const res = await call(team, 'PUT', `/api/trips/${id}/days`, { version: trip.version + 1, days, mode: 'organizer' });
    expect(res.statusCode).toBe(200);
    const list = (await call(client, 'GET', '/api/notifications')).json() as NotificationList;
    expect(list.unreadCount).toBe(start + 2);
    expect(list.items.slice(0, 2).map((n) => [n.type, n.activityName, n.dayNumber]).sort()).toEqual([
      ['activity_created', 'Conciergerie', 1],
      ['activity_removed', 'Musée du Louvre', 1],
    ]);
    expect(list.items[0]!.trip).toMatchObject({ id, tripName: 'Paris in May' });
  });

  it('tells the clients of a hidden trip nothing, not even in organizer mode', async () => {
    const { id } = await makeTrip({ visible_to_client: false });
    const trip = await read(team, id);
    const unread = async () => ((await call(client, 'GET', '/api/notifications')).json() as NotificationList).unreadCount;
    const start = await unread();
    const mails = () => (existsSync(t.mailDir) ? readdirSync(t.mailDir).length : 0);
    const outbox = mails();
    const days = structuredClone(trip.days);
    days[0]!.timeSlots[1]!.options.push({ id: 'hidden-opt', name: 'Conciergerie', cost: 13 });
    const res = await call(team, 'PUT', `/api/trips/${id}/days`, { version: trip.version, days, mode: 'organizer' });
    expect(res.statusCode).toBe(200);
    expect(await unread()).toBe(start);
    expect(mails()).toBe(outbox);
  });
});

describe('PUT /api/trips/:id/selection', () => {
  it('lets the client choose an activity, and clear it again', async () => {
    const { id } = await makeTrip();
    const trip = await read(client, id);
    const slot = trip.days[0]!.timeSlots[0]!;
    const chosen = await call(client, 'PUT', `/api/trips/${id}/selection`, { version: trip.version, dayId: trip.days[0]!.id, slotId: slot.id, optionId: slot.options[1]!.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((chosen.json() as TripDetail).days[0]!.timeSlots[0]!.selectedPlace).toBe(slot.options[1]!.id);
    const cleared = await call(client, 'PUT', `/api/trips/${id}/selection`, { version: trip.version + 1, dayId: trip.days[0]!.id, slotId: slot.id, optionId: null });
    expect((cleared.json() as TripDetail).days[0]!.timeSlots[0]!.selectedPlace).toBeNull();
  });

  it('answers 404 for an unknown day, slot or activity and 409 for a stale version', async () => {
    const { id } = await makeTrip();
    const trip = await read(client, id);
    const d = trip.days[0]!;
    const s = d.timeSlots[0]!;
    const base = { version: trip.version, dayId: d.id, slotId: s.id, optionId: s.options[0]!.id };
    expect((await call(client, 'PUT', `/api/trips/${id}/selection`, { ...base, dayId: 'nope' })).json().error.message).toBe('Day not found');
    expect((await call(client, 'PUT', `/api/trips/${id}/selection`, { ...base, slotId: 'nope' })).json().error.message).toBe('Slot not found');
    expect((await call(client, 'PUT', `/api/trips/${id}/selection`, { ...base, optionId: 'nope' })).json().error.message).toBe('Activity not found');
    expect((await call(otherClient, 'PUT', `/api/trips/${id}/selection`, base)).statusCode).toBe(404);
    expect((await call(client, 'PUT', `/api/trips/${id}/selection`, base)).statusCode).toBe(200);
    expect((await call(client, 'PUT', `/api/trips/${id}/selection`, base)).statusCode).toBe(409);
  });

  it('merges a choice read on an older version when its slot is as the client saw it: staff adding to one slot never refuses a choice in another (issue 18)', async () => {
    const { id } = await makeTrip();
    const seen = await read(client, id);
    const d1 = seen.days[0]!;
    // Staff add an activity to the evening while the client has the trip open.
    const added = await call(team, 'POST', `/api/trips/${id}/options`, {
      version: seen.version,
      dayId: d1.id,
      slotId: d1.timeSlots[2]!.id,
      option: { id: 'opt-janou', name: 'Chez Janou', cost: 40 },
      mode: 'organizer',
    });
    expect(added.statusCode, added.body).toBe(201);
    const slot = d1.timeSlots[0]!;
    expect(slot.options.length).toBeGreaterThan(1);
    const choice = { version: seen.version, dayId: d1.id, slotId: slot.id, optionId: slot.options[1]!.id, previous: slot.selectedPlace ?? null };
    const chosen = await call(client, 'PUT', `/api/trips/${id}/selection`, choice);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const after = chosen.json() as TripDetail;
    expect(after.version).toBe(seen.version + 2);
    expect(after.days[0]!.timeSlots[0]!.selectedPlace).toBe(slot.options[1]!.id);
    expect(after.days[0]!.timeSlots[2]!.options.map((o) => o.id)).toContain('opt-janou');
    // The same slot changed since the client read it: their stale choice is refused, nothing written.
    const other = { ...choice, optionId: slot.options[0]!.id };
    const refused = await call(client, 'PUT', `/api/trips/${id}/selection`, other);
    expect(refused.statusCode).toBe(409);
    expect((await read(client, id)).version).toBe(after.version);
    // Without `previous` a stale version is refused as before.
    const { previous: _previous, ...blind } = choice;
    expect((await call(client, 'PUT', `/api/trips/${id}/selection`, blind)).statusCode).toBe(409);
  });
});

describe('POST /api/trips/:id/options (spec §4: adding an activity appends it to the slot options)', () => {
  const place = { id: 'opt-tuileries', name: 'Jardin des Tuileries', cost: 'Free', address: 'Place de la Concorde, 75001 Paris', coordinates: { lat: 48.8635, lng: 2.327 } };
  const unread = async (user: TestUser) => ((await call(user, 'GET', '/api/notifications')).json() as NotificationList).unreadCount;

  it('lets a client add an activity to an empty slot of their trip: versioned, recorded as them, live to staff, no notification', async () => {
    const { id } = await makeTrip();
    const trip = await read(client, id);
    const d = trip.days[0]!;
    const empty = d.timeSlots[1]!;
    expect(empty.options).toEqual([]);
    const heard: object[] = [];
    const stop = t.app.ctx.events.subscribe(`trip:${id}`, (e) => heard.push(e));
    const before = await unread(client);
    const res = await call(client, 'POST', `/api/trips/${id}/options`, {
      version: trip.version,
      dayId: d.id,
      slotId: empty.id,
      option: { ...place, unknownField: 'dropped' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json() as TripDetail;
    expect(saved.version).toBe(trip.version + 1);
    const added = saved.days[0]!.timeSlots[1]!.options;
    expect(added).toHaveLength(1);
    // Normalised by the shared schema: unknown fields dropped, coordinates checked.
    expect(added[0]).toMatchObject({ id: 'opt-tuileries', name: 'Jardin des Tuileries', hasValidCoordinates: true });
    expect(added[0]).not.toHaveProperty('unknownField');
    // Nothing else of the itinerary changed.
    expect(saved.days[0]!.timeSlots[0]).toEqual(d.timeSlots[0]);
    // The history names the client; staff hear it live; the client notified no one.
    const history = (await call(team, 'GET', `/api/trips/${id}/history`)).json() as TripHistory;
    expect(history.items[0]).toMatchObject({ part: 'days', by: { id: client.id }, summary: expect.stringContaining('Jardin des Tuileries') });
    await expect.poll(() => heard.length).toBeGreaterThan(0);
    stop();
    expect(heard[0]).toMatchObject({ type: 'trip.changed', version: saved.version, by: { id: client.id } });
    expect(await unread(client)).toBe(before);
    // And they may choose it.
    const chosen = await call(client, 'PUT', `/api/trips/${id}/selection`, { version: saved.version, dayId: d.id, slotId: empty.id, optionId: 'opt-tuileries' });
    expect(chosen.statusCode).toBe(200);
  });

  it('in organizer mode staff adding one notify the clients (activity_created)', async () => {
    const { id } = await makeTrip();
    const trip = await read(team, id);
    const before = await unread(client);
    const res = await call(team, 'POST', `/api/trips/${id}/options`, {
      version: trip.version,
      dayId: trip.days[0]!.id,
      slotId: trip.days[0]!.timeSlots[2]!.id,
      option: { id: 'opt-janou', name: 'Chez Janou', cost: 40 },
      mode: 'organizer',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await unread(client)).toBe(before + 1);
    const list = (await call(client, 'GET', '/api/notifications')).json() as NotificationList;
    expect(list.items.find((n) => n.activityName === 'Chez Janou')).toMatchObject({ type: 'activity_created' });
  });

  it('refuses a stale version (409), unknown day or slot (404), a bad option (400), a duplicate or a full slot (422)', async () => {
    const { id } = await makeTrip();
    const trip = await read(client, id);
    const d = trip.days[0]!;
    const base = { version: trip.version, dayId: d.id, slotId: d.timeSlots[0]!.id, option: place };
    const post = (body: unknown, user: TestUser = client) => call(user, 'POST', `/api/trips/${id}/options`, body);
    expect((await post({ ...base, dayId: 'nope' })).json().error.message).toBe('Day not found');
    expect((await post({ ...base, slotId: 'nope' })).json().error.message).toBe('Slot not found');
    const bad = await post({ ...base, option: { id: 'x', name: 'x'.repeat(400) } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('option');
    expect((await post({ ...base, option: { ...place, id: d.timeSlots[0]!.options[0]!.id } })).statusCode).toBe(422);
    expect((await post(base)).statusCode).toBe(201);
    // Read before that addition: another addition names its slot by id and merges onto it (issue 18).
    const merged = await post({ ...base, option: { ...place, id: 'late' } });
    expect(merged.statusCode, merged.body).toBe(201);
    expect((merged.json() as TripDetail).days[0]!.timeSlots[0]!.options.map((o) => o.id)).toEqual(expect.arrayContaining(['opt-tuileries', 'late']));
    // A slot holds at most ITINERARY_LIMITS.optionsPerSlot (20) activities.
    const now = await read(client, id);
    const days = structuredClone(now.days);
    days[0]!.timeSlots[3]!.options = Array.from({ length: 20 }, (_, i) => ({ id: `full-${i}`, name: `Activity ${i}` }));
    const filled = (await call(team, 'PUT', `/api/trips/${id}/days`, { version: now.version, days })).json() as TripDetail;
    const full = await post({ ...base, version: filled.version, slotId: days[0]!.timeSlots[3]!.id, option: { ...place, id: 'one-more' } });
    expect(full.statusCode).toBe(422);
    expect(full.json().error.message).toBe('A time slot holds at most 20 activities');
  });

  it('is refused on a trip the caller may not see: another client, a hidden trip (404), no session (401)', async () => {
    const { id } = await makeTrip();
    const hidden = await makeTrip({ visible_to_client: false });
    const trip = await read(team, id);
    const body = { version: trip.version, dayId: trip.days[0]!.id, slotId: trip.days[0]!.timeSlots[1]!.id, option: place };
    expect((await call(otherClient, 'POST', `/api/trips/${id}/options`, body)).statusCode).toBe(404);
    expect((await call(client, 'POST', `/api/trips/${hidden.id}/options`, body)).statusCode).toBe(404);
    expect((await call(null, 'POST', `/api/trips/${id}/options`, body)).statusCode).toBe(401);
    expect((await read(team, id)).version).toBe(trip.version);
  });
});

describe('notifications', () => {
  it('are the user\u2019s own: read one, read all, delete', async () => {
    const { id } = await makeTrip();
    const trip = await read(team, id);
    const days = structuredClone(trip.days);
    days[0]!.timeSlots[2]!.options.push({ id: 'lunch-1', name: 'Le Comptoir', cost: 45 }, { id: 'lunch-2', name: 'Chez Janou', cost: 40 });
    await call(team, 'PUT', `/api/trips/${id}/days`, { version: trip.version, days, mode: 'organizer' });
    const list = (await call(client, 'GET', '/api/notifications')).json() as NotificationList;
    const mine = list.items.find((n) => n.activityName === 'Le Comptoir')!;
    expect((await call(otherClient, 'PATCH', `/api/notifications/${mine.id}`, { isRead: true })).statusCode).toBe(404);
    expect((await call(otherClient, 'DELETE', `/api/notifications/${mine.id}`)).statusCode).toBe(404);
    await call(client, 'PATCH', `/api/notifications/${mine.id}`, { isRead: true });
    const after = (await call(client, 'GET', '/api/notifications')).json() as NotificationList;
    expect(after.unreadCount).toBe(list.unreadCount - 1);
    await call(client, 'POST', '/api/notifications/read-all');
    expect(((await call(client, 'GET', '/api/notifications')).json() as NotificationList).unreadCount).toBe(0);
    expect((await call(client, 'DELETE', `/api/notifications/${mine.id}`)).statusCode).toBe(200);
    expect(((await call(client, 'GET', '/api/notifications')).json() as NotificationList).items.some((n) => n.id === mine.id)).toBe(false);
  });
});

describe('live events', () => {
  it('a saved change reaches an open stream of the trip within 2 seconds, with who made it', async () => {
    const { id } = await makeTrip();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const res = await fetch(`${base}/api/trips/${id}/events`, { headers: { cookie: colleague.cookie }, signal: abort.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const received = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return text;
        text += decoder.decode(value);
        if (text.includes('event: trip.changed')) return text;
      }
    })();
    const v = (await read(team, id)).version;
    const started = Date.now();
    await call(team, 'PATCH', `/api/trips/${id}`, { version: v, tripName: 'Live' });
    const out = await Promise.race([received, new Promise<string>((r) => setTimeout(() => r('timeout'), 2000))]);
    expect(out).toContain('event: trip.changed');
    expect(Date.now() - started).toBeLessThan(2000);
    const data = JSON.parse(out.split('event: trip.changed\ndata: ')[1]!.split('\n')[0]!);
    expect(data).toMatchObject({ tripId: id, version: v + 1, parts: ['info'], by: { id: team.id, name: 'Théo Team' } });
    abort.abort();
  });

  it('refuses a stream of a trip the viewer may not see', async () => {
    const { id } = await makeTrip();
    expect((await call(otherClient, 'GET', `/api/trips/${id}/events`)).statusCode).toBe(404);
  });
});

describe('days that share an id (a legacy document or a careless caller)', () => {
  const stored = async (id: string) =>
    (await t.database.db.selectFrom('trips').select('days').where('id', '=', id).executeTakeFirstOrThrow()).days as Day[];
  const twins = (slots = backofficeDefaultSlots()): Day[] => [
    { id: 'dup', date: '2027-05-10', title: 'Arrival', timeSlots: slots },
    { id: 'dup', date: '2027-05-11', title: 'Louvre day', timeSlots: slots },
    day('2027-05-12', 'Versailles'),
    day('2027-05-13', 'Departure'),
  ];

  it('are stored and served with ids of their own, so a later save of one day reaches the database', async () => {
    const { id } = await makeTrip({ days: '[]' });
    let trip = await read(team, id);
    const saved = await call(team, 'PUT', `/api/trips/${id}/days`, { version: trip.version, days: twins(), mode: 'editor' });
    expect(saved.statusCode, saved.body).toBe(200);
    trip = await read(team, id);
    expect(trip.days.map((d) => d.id)).toEqual(['dup', 'dup-2', 'day-2027-05-12', 'day-2027-05-13']);
    expect((await stored(id)).map((d) => d.id)).toEqual(['dup', 'dup-2', 'day-2027-05-12', 'day-2027-05-13']);
    // Day 1 retitled as day 2 is titled: served and stored alike.
    const res = await call(team, 'PUT', `/api/trips/${id}/days`, {
      version: trip.version,
      days: trip.days.map((d, i) => (i === 0 ? { ...d, title: 'Louvre day' } : d)),
      mode: 'editor',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(team, id)).days.map((d) => d.title)).toEqual(['Louvre day', 'Louvre day', 'Versailles', 'Departure']);
    expect((await stored(id)).map((d) => d.title)).toEqual(['Louvre day', 'Louvre day', 'Versailles', 'Departure']);
  });

  it('a choice made on a trip stored with repeated day ids lands on one day, the same in the database', async () => {
    const slots = backofficeDefaultSlots();
    slots[0]!.options = [{ id: 'opt', name: 'Musée du Louvre', cost: 22 }];
    const { id } = await makeTrip({ days: JSON.stringify(twins(slots)), visible_to_client: true });
    const trip = await read(client, id);
    expect(trip.days.map((d) => d.id).slice(0, 2)).toEqual(['dup', 'dup-2']);
    const res = await call(client, 'PUT', `/api/trips/${id}/selection`, {
      version: trip.version,
      dayId: 'dup',
      slotId: slots[0]!.id,
      optionId: 'opt',
      mode: 'editor',
    });
    expect(res.statusCode, res.body).toBe(200);
    const served = (await read(team, id)).days.map((d) => d.timeSlots[0]!.selectedPlace ?? null);
    const inDatabase = (await stored(id)).map((d) => d.timeSlots[0]!.selectedPlace ?? null);
    expect(served).toEqual(['opt', null, null, null]);
    expect(inDatabase).toEqual(served);
  });
});
