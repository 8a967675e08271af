import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { billingApi } from '../helpers/billing-api.js';
import type { NewTrip } from '#server/db/types.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import { backofficeDefaultSlots } from '#shared/domain/slots.js';
import type { Day } from '#shared/domain/itinerary.js';

let t: TestApp;
let superAdmin: TestUser;
let team: TestUser;
let client: TestUser;
let otherClient: TestUser;
let organizer: TestUser;

let call: ReturnType<typeof billingApi>['call'];
let ok: ReturnType<typeof billingApi>['ok'];
let view: ReturnType<typeof billingApi>['view'];
let activity: ReturnType<typeof billingApi>['activity'];

beforeAll(async () => {
  t = await createTestApp();
  ({ call, ok, view, activity } = billingApi(t));
  superAdmin = await t.user({ role: 'super_admin', fullName: 'Sophie Admin' });
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
  client = await t.user({ role: 'client', fullName: 'Claire Client' });
  otherClient = await t.user({ role: 'client', fullName: 'Oscar Other' });
  organizer = await t.user({ role: 'organizer', fullName: 'Olivia Organizer' });
});
afterAll(async () => {
  await t?.close();
});

function day(date: string, title: string): Day {
  const slots = backofficeDefaultSlots();
  slots[0]!.options = [
    { id: `${date}-louvre`, name: 'Musée du Louvre', description: 'Guided visit', cost: 45.5, address: 'Rue de Rivoli, 75001 Paris' },
    { id: `${date}-orsay`, name: "Musée d'Orsay", cost: 16 },
  ];
  slots[0]!.selectedPlace = `${date}-louvre`;
  slots[1]!.options = [{ id: `${date}-boat`, name: 'Private boat on the Seine', cost: 'From 120 EUR', lockCost: true }];
  slots[1]!.selectedPlace = `${date}-boat`;
  slots[2]!.options = [{ id: `${date}-lunch`, name: 'Lunch', cost: 30 }];
  return { id: `day-${date}`, date, title, timeSlots: slots };
}

async function makeTrip(values: Partial<NewTrip> = {}) {
  return t.database.db
    .insertInto('trips')
    .values({
      trip_name: 'Paris in May',
      destination: 'Paris',
      user_id: client.id,
      start_date: '2027-05-10',
      end_date: '2027-05-14',
      travelers_adults: 2,
      travelers_children: 1,
      days: JSON.stringify([day('2027-05-10', 'Arrival'), day('2027-05-11', 'Museums')]),
      outbound_flight: JSON.stringify({ airline: 'Air France', flightNumber: 'AF 7', departureAirport: 'JFK', arrivalAirport: 'CDG', departure: '2027-05-09T18:00', price: 389.9 }),
      return_flight: JSON.stringify({ airline: 'Air France', flightNumber: 'AF 8', departureAirport: 'CDG', arrivalAirport: 'JFK', price: 410 }),
      hotel: JSON.stringify({ name: 'Le Meurice', address: '228 Rue de Rivoli', checkIn: '2027-05-10', checkOut: '2027-05-14', pricePerNight: 480.25, rooms: 1 }),
      ...values,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

describe('billing of a trip', () => {
  it('bills a whole trip in organizer mode with totals to the cent', async () => {
    const { id } = await makeTrip();
    let b = await view(team, id);
    expect(b.items).toEqual([]);
    expect(b.can).toEqual({ organize: true, addRemove: true });
    expect(b.rate).toMatchObject({ base: 'EUR', target: 'USD', rate: 1.1, source: 'default' });
    // Flights and hotel are listed but not counted until included.
    expect(b.travel.map((l) => [l.key, l.amountCents, l.counted])).toEqual([
      ['outbound', 116970, false],
      ['return', 123000, false],
      ['hotel', 192100, false],
    ]);
    expect(b.totals.totalCents).toBe(0);

    // Louvre 45.50 x 3 travellers = 136.50
    b = await ok(await call(team, 'POST', `/api/billing/${id}/activities`, await activity(id, 0, 0)));
    expect(b.items).toHaveLength(1);
    expect(b.items[0]).toMatchObject({ name: 'Musée du Louvre', dayNumber: 1, activityIndex: 0, numberOfPeople: 3, unitCents: 4550, amountCents: 13650, lockCost: false, billed: false, date: '2027-05-10', time: '09:00' });
    // The boat's cost is locked: 120.00 once.
    b = await ok(await call(superAdmin, 'POST', `/api/billing/${id}/activities`, await activity(id, 0, 1)));
    expect(b.items[1]).toMatchObject({ name: 'Private boat on the Seine', unitCents: 12000, amountCents: 12000, lockCost: true });
    // Custom expense 19.99 x 3 = 59.97
    b = await ok(await call(team, 'POST', `/api/billing/${id}/expenses`, { version: b.version, title: 'Museum pass', unitCents: 1999, quantity: 3 }));
    expect(b.items[2]).toMatchObject({ itemType: 'custom_expense', name: 'Museum pass', quantity: 3, amountCents: 5997 });
    expect(b.totals).toEqual({ totalCents: 31647, billedCents: 0, unbilledCents: 31647 });

    // Mark the Louvre billed: billed_at set.
    const louvre = b.items[0]!.id;
    b = await ok(await call(team, 'PATCH', `/api/billing/${id}/items/${louvre}`, { billed: true, previous: false }));
    expect(b.items[0]!.billed).toBe(true);
    expect(b.items[0]!.billedAt).toBeTruthy();
    expect(b.totals).toEqual({ totalCents: 31647, billedCents: 13650, unbilledCents: 17997 });

    // Include flights and hotel; the outbound flight is billed.
    await ok(await call(team, 'PUT', `/api/billing/${id}/include`, { includeFlight: true, previous: false }));
    await ok(await call(team, 'PUT', `/api/billing/${id}/include`, { includeHotel: true, previous: false }));
    b = await ok(await call(team, 'PUT', `/api/billing/${id}/travel/outbound`, { billed: true, previous: false }));
    expect(b.includeFlight && b.includeHotel).toBe(true);
    // billed 136.50 + 1169.70 = 1306.20; unbilled 120 + 59.97 + 1230 + 1921 = 3330.97
    expect(b.totals).toEqual({ totalCents: 463717, billedCents: 130620, unbilledCents: 333097 });

    // The client reads the same statement, read-only.
    const seen = await view(client, id);
    expect(seen.totals).toEqual(b.totals);
    expect(seen.can).toEqual({ organize: false, addRemove: false });

    // Unmark: billed_at cleared.
    b = await ok(await call(team, 'PATCH', `/api/billing/${id}/items/${louvre}`, { billed: false, previous: true }));
    expect(b.items[0]).toMatchObject({ billed: false, billedAt: null });

    // The history names each change.
    const history = (await call(team, 'GET', `/api/trips/${id}/history`)).json() as { items: { part: string; summary: string }[] };
    expect(history.items.filter((h) => h.part === 'billing').map((h) => h.summary)).toContain('Added the expense Museum pass');
  });

  it('refuses a second copy of one activity and a slot without a choice', async () => {
    const { id } = await makeTrip();
    await ok(await call(team, 'POST', `/api/billing/${id}/activities`, await activity(id, 1, 0)));
    const again = await call(team, 'POST', `/api/billing/${id}/activities`, await activity(id, 1, 0));
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe('This activity is already in billing');
    const noChoice = await call(team, 'POST', `/api/billing/${id}/activities`, await activity(id, 1, 2));
    expect(noChoice.statusCode).toBe(404);
    expect(noChoice.json().error.message).toBe('Activity not found');
    const noSlot = await call(team, 'POST', `/api/billing/${id}/activities`, { ...(await activity(id, 1, 0)), slotId: 'nope' });
    expect(noSlot.json().error.message).toBe('Time slot not found');
    expect((await view(team, id)).items).toHaveLength(1);
  });

  it('validates custom expenses with the spec messages and changes nothing', async () => {
    const { id } = await makeTrip();
    const b = await view(team, id);
    const cases: [unknown, string][] = [
      [{ version: b.version, title: '  ', unitCents: 100 }, 'Please enter a title for the expense'],
      [{ version: b.version, unitCents: 100 }, 'Please enter a title for the expense'],
      [{ version: b.version, title: 'Taxi', unitCents: 0 }, 'Please enter a valid unit price'],
      [{ version: b.version, title: 'Taxi', unitCents: -5 }, 'Please enter a valid unit price'],
      [{ version: b.version, title: 'Taxi', unitCents: 'ten' }, 'Please enter a valid unit price'],
      [{ version: b.version, title: 'Taxi', unitCents: 100, quantity: 0 }, 'Quantity must be a whole number of at least 1'],
      [{ version: b.version, title: 'Taxi', unitCents: 100, quantity: 1.5 }, 'Quantity must be a whole number of at least 1'],
      // The largest unit price times the largest quantity still fits the amount column.
      [{ version: b.version, title: 'Yacht', unitCents: 100_000_000, quantity: 10_000 }, 'Quantity must be a whole number of at least 1'],
    ];
    for (const [body, message] of cases) {
      const res = await call(team, 'POST', `/api/billing/${id}/expenses`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const tooHigh = await call(team, 'DELETE', `/api/billing/${id}/items?version=3000000000`);
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error.message).toMatch(/version is out of range/);
    const after = await view(team, id);
    expect(after.items).toEqual([]);
    expect(after.version).toBe(b.version);
    // Quantity defaults to 1.
    const added = await ok(await call(team, 'POST', `/api/billing/${id}/expenses`, { version: b.version, title: 'Taxi', unitCents: 6500 }));
    expect(added.items[0]).toMatchObject({ quantity: 1, amountCents: 6500 });
  });

  it('names the version it read: a stale write gets 409 and changes nothing', async () => {
    const { id } = await makeTrip();
    const b = await view(team, id);
    await ok(await call(team, 'POST', `/api/billing/${id}/expenses`, { version: b.version, title: 'Taxi', unitCents: 6500 }));
    const late = await call(superAdmin, 'POST', `/api/billing/${id}/expenses`, { version: b.version, title: 'Flowers', unitCents: 9000 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('stale');
    expect((await view(team, id)).items.map((i) => i.name)).toEqual(['Taxi']);
  });

  it('edits descriptions, locks and unlocks, unlocks all, deletes one and removes all', async () => {
    const { id } = await makeTrip();
    await ok(await call(team, 'POST', `/api/billing/${id}/activities`, await activity(id, 0, 0)));
    let b = await ok(await call(team, 'POST', `/api/billing/${id}/activities`, await activity(id, 0, 1)));
    b = await ok(await call(team, 'POST', `/api/billing/${id}/expenses`, { version: b.version, title: 'Taxi', unitCents: 6500, quantity: 2 }));
    const [louvre, boat, taxi] = b.items.map((i) => i.id);
    b = await ok(await call(team, 'PATCH', `/api/billing/${id}/items/${louvre}`, { description: 'Skip-the-line, 2 hours', previous: 'Guided visit' }));
    expect(b.items[0]!.description).toBe('Skip-the-line, 2 hours');
    b = await ok(await call(team, 'PATCH', `/api/billing/${id}/items/${louvre}`, { lockCost: true, previous: false }));
    expect(b.items[0]).toMatchObject({ lockCost: true, amountCents: 4550 });
    const two = await call(team, 'PATCH', `/api/billing/${id}/items/${louvre}`, { lockCost: false, billed: true, previous: true });
    expect(two.statusCode).toBe(400);
    b = await ok(await call(team, 'POST', `/api/billing/${id}/unlock-all`, { version: b.version }));
    expect(b.items.map((i) => i.lockCost)).toEqual([false, false, false]);
    // Boat unlocked: 120 x 3 = 360.00; Louvre 136.50; taxi 130.00
    expect(b.items.find((i) => i.id === boat)!.amountCents).toBe(36000);
    expect(b.totals.totalCents).toBe(13650 + 36000 + 13000);
    b = await ok(await call(team, 'DELETE', `/api/billing/${id}/items/${taxi}?version=${b.version}`));
    expect(b.items.map((i) => i.id)).toEqual([louvre, boat]);
    const gone = await call(team, 'DELETE', `/api/billing/${id}/items/${taxi}?version=${b.version}`);
    expect(gone.statusCode).toBe(404);
    b = await ok(await call(superAdmin, 'DELETE', `/api/billing/${id}/items?version=${b.version}`));
    expect(b.items).toEqual([]);
    expect(b.totals.totalCents).toBe(0);
  });

  it('unselects all activities through the itinerary write', async () => {
    const { id } = await makeTrip();
    const b = await view(team, id);
    const after = await ok(await call(team, 'POST', `/api/billing/${id}/unselect-all`, { version: b.version }));
    expect(after.version).toBe(b.version + 1);
    const trip = (await call(team, 'GET', `/api/trips/${id}`)).json() as TripDetail;
    expect(trip.days.flatMap((d) => d.timeSlots).every((s) => !s.selectedPlace)).toBe(true);
  });
});

describe('billing permissions (spec §6)', () => {
  it('lets only team and super_admin add or remove items, with the spec message', async () => {
    const { id } = await makeTrip({ user_id: organizer.id });
    const b = await view(organizer, id);
    expect(b.can).toEqual({ organize: true, addRemove: false });
    const res = await call(organizer, 'POST', `/api/billing/${id}/expenses`, { version: b.version, title: 'Taxi', unitCents: 6500 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Your role (organizer) does not have permission to add billing items. Only team members can add billing items.');
    const removeAll = await call(organizer, 'DELETE', `/api/billing/${id}/items?version=${b.version}`);
    expect(removeAll.statusCode).toBe(403);
    // An organizer of the trip may still organize: the include toggles.
    const toggled = await ok(await call(organizer, 'PUT', `/api/billing/${id}/include`, { includeHotel: true, previous: false }));
    expect(toggled.includeHotel).toBe(true);
  });

  it('gives clients a read-only statement and hides other trips', async () => {
    const { id } = await makeTrip();
    const b = await view(team, id);
    const added = await ok(await call(team, 'POST', `/api/billing/${id}/expenses`, { version: b.version, title: 'Taxi', unitCents: 6500 }));
    const item = added.items[0]!.id;
    const refusals = [
      call(client, 'POST', `/api/billing/${id}/expenses`, { version: added.version, title: 'Mine', unitCents: 100 }),
      call(client, 'PATCH', `/api/billing/${id}/items/${item}`, { billed: true, previous: false }),
      call(client, 'POST', `/api/billing/${id}/unlock-all`, { version: added.version }),
      call(client, 'PUT', `/api/billing/${id}/include`, { includeFlight: true, previous: false }),
    ];
    const answers = await Promise.all(refusals);
    expect(answers.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(answers[1]!.json().error.message).toBe('Billing is only available in organizer mode');
    expect(answers[0]!.json().error.message).toBe('Your role (client) does not have permission to add billing items. Only team members can add billing items.');
    expect((await call(otherClient, 'GET', `/api/billing/${id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/billing/${id}`)).statusCode).toBe(401);
    const hidden = await makeTrip({ visible_to_client: false });
    expect((await call(client, 'GET', `/api/billing/${hidden.id}`)).statusCode).toBe(404);
    expect((await view(team, id)).items[0]!.billed).toBe(false);
  });
});

describe("'Clear all' removes the billing items too (spec §4)", () => {
  /** A trip of `owner` with two billed items (an activity and an expense), as `by` sees it. */
  async function billedTrip(owner: TestUser = client) {
    const { id } = await makeTrip({ user_id: owner.id });
    let b = await ok(await call(team, 'POST', `/api/billing/${id}/activities`, await activity(id, 0, 0)));
    b = await ok(await call(team, 'POST', `/api/billing/${id}/expenses`, { version: b.version, title: 'Museum pass', unitCents: 1999 }));
    expect(b.items).toHaveLength(2);
    return { id, version: b.version };
  }

  const clearAll = (user: TestUser | null, id: string, body: unknown) => call(user, 'POST', `/api/trips/${id}/clear-activities`, body);
  const history = async (id: string) =>
    ((await call(team, 'GET', `/api/trips/${id}/history`)).json() as { items: { part: string; summary: string; version: number }[] }).items;
  const choices = (trip: TripDetail) => trip.days.flatMap((d) => d.timeSlots.map((s) => [s.options.length, s.selectedPlace ?? null]));

  it('clears every activity and choice and removes the items in one write: one version, one history entry, one live event', async () => {
    const { id, version } = await billedTrip();
    const before = (await call(team, 'GET', `/api/trips/${id}`)).json() as TripDetail;
    const historyBefore = (await history(id)).length;
    const events: { version: number; parts: string[]; summary: string }[] = [];
    const unsubscribe = t.app.ctx.events.subscribe(`trip:${id}`, (e) => events.push(e as (typeof events)[number]));
    try {
      const res = await clearAll(team, id, { version });
      expect(res.statusCode, res.body).toBe(200);
      const trip = res.json() as TripDetail;
      expect(trip.version).toBe(version + 1);
      // The slots stay, with their times and titles; no activity, no choice.
      expect(trip.days.map((d) => d.timeSlots.map((s) => [s.startTime, s.title]))).toEqual(
        before.days.map((d) => d.timeSlots.map((s) => [s.startTime, s.title])),
      );
      expect(choices(trip).every(([n, chosen]) => n === 0 && chosen === null)).toBe(true);
      const b = await view(team, id);
      expect(b.items).toEqual([]);
      expect(b.version).toBe(version + 1);
      const after = await history(id);
      expect(after).toHaveLength(historyBefore + 1);
      expect(after[0]).toMatchObject({ part: 'days', summary: 'Cleared all activities and billing items', version: version + 1 });
      // On PostgreSQL events travel through NOTIFY: those of the setup's own writes (versions up to
      // `version`) may still arrive after the subscription. The clear itself is one event.
      const ours = () => events.filter((e) => e.version > version);
      await expect.poll(() => ours().length).toBe(1);
      expect(ours()[0]).toMatchObject({ version: version + 1, parts: ['days', 'billing'] });
    } finally {
      unsubscribe();
    }
    // The trip's clients are told what went (organizer mode).
    const notes = (await call(client, 'GET', '/api/notifications')).json() as { items: { type: string; trip: { id: string } | null }[] };
    expect(notes.items.some((n) => n.type === 'activity_removed' && n.trip?.id === id)).toBe(true);
  });

  it('names the version it read: a stale one gets 409 and keeps the activities and the items', async () => {
    const { id, version } = await billedTrip();
    const res = await clearAll(superAdmin, id, { version: version - 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('stale');
    const b = await view(team, id);
    expect(b.items).toHaveLength(2);
    expect(b.version).toBe(version);
    const trip = (await call(team, 'GET', `/api/trips/${id}`)).json() as TripDetail;
    expect(trip.days[0]!.timeSlots[0]!.selectedPlace).toBe('2027-05-10-louvre');
  });

  it('clearing one day keeps the billing items', async () => {
    const { id, version } = await billedTrip();
    const trip = (await call(team, 'GET', `/api/trips/${id}`)).json() as TripDetail;
    const days = trip.days.map((d, i) => (i === 0 ? { ...d, timeSlots: d.timeSlots.map((s) => ({ ...s, options: [], selectedPlace: null })) } : d));
    const res = await call(team, 'PUT', `/api/trips/${id}/days`, { version, days, mode: 'organizer' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await view(team, id)).items).toHaveLength(2);
  });

  it('is refused to clients and strangers, and to an organizer who may not remove billing items; nothing changes', async () => {
    const { id, version } = await billedTrip(organizer);
    expect((await clearAll(null, id, { version })).statusCode).toBe(401);
    expect((await clearAll(otherClient, id, { version })).statusCode).toBe(404);
    const own = await billedTrip(client);
    expect((await clearAll(client, own.id, { version: own.version })).statusCode).toBe(403);
    // The organizer of the trip may clear activities, but removing billing items is team and
    // super_admin's (spec §6): refused with the spec's message, and the whole write rolls back.
    const refused = await clearAll(organizer, id, { version });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Your role (organizer) does not have permission to add billing items. Only team members can add billing items.');
    for (const [trip, v] of [[id, version], [own.id, own.version]] as const) {
      const b = await view(team, trip);
      expect(b.items).toHaveLength(2);
      expect(b.version).toBe(v);
      const detail = (await call(team, 'GET', `/api/trips/${trip}`)).json() as TripDetail;
      expect(detail.days[0]!.timeSlots[0]!.options).toHaveLength(2);
    }
    // With no billing items, the organizer's Clear all goes through.
    const plain = await makeTrip({ user_id: organizer.id });
    const v = (await view(organizer, plain.id)).version;
    const cleared = await clearAll(organizer, plain.id, { version: v });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(choices(cleared.json() as TripDetail).every(([n]) => n === 0)).toBe(true);
  });

  it('bad input answers 400 naming the field', async () => {
    const { id } = await billedTrip();
    const res = await clearAll(team, id, {});
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('version');
    expect((await clearAll(team, 'not-a-trip', { version: 1 })).statusCode).toBe(400);
  });
});
