import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { billingApi } from '../helpers/billing-api.js';
import { TRIP_MESSAGES } from '#shared/contracts/trips.js';
import type { BillingView } from '#shared/contracts/billing.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import { makeSlot, moveSlot } from '#shared/domain/slots.js';
import type { Day } from '#shared/domain/itinerary.js';

/**
 * Billing by identity (issue 18, ADR 025): a line names the day, slot and option it bills, so no
 * reordering bills an activity twice or moves a line onto another activity; a change of one line
 * or toggle merges with others' changes of the trip, and conflicts only on the same field.
 */

let t: TestApp;
let team: TestUser;
let colleague: TestUser;
let client: TestUser;
let api: ReturnType<typeof billingApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = billingApi(t);
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
  colleague = await t.user({ role: 'super_admin', fullName: 'Sophie Admin' });
  client = await t.user({ role: 'client', fullName: 'Claire Client' });
});
afterAll(async () => {
  await t?.close();
});

/** Day 1: the Louvre (09:00) then Orsay (11:00), each chosen; day 2: a boat (chosen) and a free slot with two options. */
function itinerary(): Day[] {
  const louvre = { ...makeSlot({ startTime: '09:00', endTime: '11:00', title: 'Morning' }), id: 'slot-louvre' };
  louvre.options = [
    { id: 'opt-louvre', name: 'Musée du Louvre', description: 'Guided visit', cost: 45.5 },
    { id: 'opt-louvre-night', name: 'Louvre by night', cost: 60 },
  ];
  louvre.selectedPlace = 'opt-louvre';
  const orsay = { ...makeSlot({ startTime: '11:00', endTime: '13:00', title: 'Late morning' }), id: 'slot-orsay' };
  orsay.options = [{ id: 'opt-orsay', name: "Musée d'Orsay", cost: 16 }];
  orsay.selectedPlace = 'opt-orsay';
  const boat = { ...makeSlot({ startTime: '15:00', endTime: '17:00', title: 'Afternoon' }), id: 'slot-boat' };
  boat.options = [{ id: 'opt-boat', name: 'Private boat on the Seine', cost: 120, lockCost: true }];
  boat.selectedPlace = 'opt-boat';
  const free = { ...makeSlot({ startTime: '17:00', endTime: '19:00', title: 'Evening' }), id: 'slot-free' };
  free.options = [
    { id: 'opt-opera', name: 'Palais Garnier', cost: 15 },
    { id: 'opt-jazz', name: 'Jazz at the Duc des Lombards', cost: 40 },
  ];
  return [
    { id: 'day-1', date: '2027-05-10', title: 'Museums', timeSlots: [louvre, orsay] },
    { id: 'day-2', date: '2027-05-11', title: 'The Seine', timeSlots: [boat, free] },
  ];
}

async function makeTrip(): Promise<string> {
  const row = await t.database.db
    .insertInto('trips')
    .values({
      trip_name: 'Paris by identity',
      destination: 'Paris',
      user_id: client.id,
      start_date: '2027-05-10',
      end_date: '2027-05-11',
      travelers_adults: 2,
      travelers_children: 1,
      days: JSON.stringify(itinerary()),
      hotel: JSON.stringify({ name: 'Le Meurice', checkIn: '2027-05-10', checkOut: '2027-05-11', pricePerNight: 480, rooms: 1 }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const LOUVRE = { dayId: 'day-1', slotId: 'slot-louvre', optionId: 'opt-louvre' };
const ORSAY = { dayId: 'day-1', slotId: 'slot-orsay', optionId: 'opt-orsay' };
const BOAT = { dayId: 'day-2', slotId: 'slot-boat', optionId: 'opt-boat' };

const add = (user: TestUser, id: string, activity: { dayId: string; slotId: string; optionId: string }) =>
  api.call(user, 'POST', `/api/billing/${id}/activities`, activity);

/** Saves the itinerary as the trip editor does, from the trip as it now is. */
async function saveDays(id: string, change: (days: Day[]) => Day[]): Promise<TripDetail> {
  const trip = await api.trip(team, id);
  const res = await api.call(team, 'PUT', `/api/trips/${id}/days`, { version: trip.version, days: change(structuredClone(trip.days)), mode: 'editor' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TripDetail;
}

const line = (b: BillingView, name: string) => b.items.find((i) => i.name === name)!;

async function storedLines(id: string) {
  return t.database.db.selectFrom('billing_items').selectAll().where('trip_id', '=', id).orderBy('added_at').execute();
}

describe('an activity is billed once whatever the reordering', () => {
  it('the double-billing sequence of issue 18: add the Louvre, swap its slot with the next, add it again: refused; the other activity can be added', async () => {
    const id = await makeTrip();
    let b = await api.ok(await add(team, id, LOUVRE));
    expect(line(b, 'Musée du Louvre')).toMatchObject({ dayNumber: 1, activityIndex: 0, itinerary: 'current', slotId: 'slot-louvre', optionId: 'opt-louvre' });

    await saveDays(id, (days) => [{ ...days[0]!, timeSlots: moveSlot(days[0]!.timeSlots, 0, 'down') }, days[1]!]);

    const again = await add(team, id, LOUVRE);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe('This activity is already in billing');
    b = await api.ok(await add(team, id, ORSAY));
    expect(b.items.map((i) => [i.name, i.dayNumber, i.activityIndex, i.itinerary])).toEqual([
      ["Musée d'Orsay", 1, 0, 'current'],
      ['Musée du Louvre', 1, 1, 'current'],
    ]);
    expect((await storedLines(id)).map((r) => r.activity_name)).toEqual(['Musée du Louvre', "Musée d'Orsay"]);
  });

  it('a slot moved to another day keeps its line: shown where it now is, and still refused a second time', async () => {
    const id = await makeTrip();
    await api.ok(await add(team, id, LOUVRE));
    await saveDays(id, (days) => {
      const [louvre, orsay] = days[0]!.timeSlots;
      return [{ ...days[0]!, timeSlots: [orsay!] }, { ...days[1]!, timeSlots: [...days[1]!.timeSlots, louvre!] }];
    });
    const b = await api.view(team, id);
    expect(line(b, 'Musée du Louvre')).toMatchObject({ dayNumber: 2, activityIndex: 2, date: '2027-05-11', time: '09:00', itinerary: 'current', nowCents: null });
    // Named by the day it was in when read: still found, still billed once.
    expect((await add(team, id, LOUVRE)).json().error.message).toBe('This activity is already in billing');
    expect((await add(team, id, { ...LOUVRE, dayId: 'day-2' })).statusCode).toBe(422);
  });

  it('deleting its slot or changing its choice flags the line, never re-points it; the new choice can be billed', async () => {
    const id = await makeTrip();
    await api.ok(await add(team, id, LOUVRE));
    await api.ok(await add(team, id, ORSAY));
    // Orsay's slot goes; the Louvre's slot now has its evening option chosen.
    const trip = await saveDays(id, (days) => [
      { ...days[0]!, timeSlots: [{ ...days[0]!.timeSlots[0]!, selectedPlace: 'opt-louvre-night' }] },
      days[1]!,
    ]);
    let b = await api.view(team, id);
    expect(line(b, "Musée d'Orsay")).toMatchObject({ itinerary: 'removed', dayNumber: null, activityIndex: null, date: '2027-05-10', slotId: 'slot-orsay' });
    expect(line(b, 'Musée du Louvre')).toMatchObject({ itinerary: 'changed', dayNumber: 1, activityIndex: 0, optionId: 'opt-louvre', amountCents: 13650, nowCents: null });
    // The flagged lines keep their amounts in the totals until staff act on them.
    expect(b.totals.totalCents).toBe(13650 + 4800);
    b = await api.ok(await add(team, id, { dayId: 'day-1', slotId: 'slot-louvre', optionId: 'opt-louvre-night' }));
    expect(b.items.map((i) => [i.name, i.itinerary])).toEqual([
      ['Musée du Louvre', 'changed'],
      ['Louvre by night', 'current'],
      ["Musée d'Orsay", 'removed'],
    ]);
    // The removed slot's activity cannot be added; an option that is not the choice neither.
    expect((await add(team, id, ORSAY)).json().error.message).toBe('Time slot not found');
    expect((await add(team, id, { dayId: 'gone', slotId: 'gone', optionId: 'opt-orsay' })).json().error.message).toBe('Day not found');
    const notChosen = await add(team, id, { dayId: 'day-2', slotId: 'slot-free', optionId: 'opt-opera' });
    expect(notChosen.statusCode).toBe(404);
    expect(notChosen.json().error.message).toBe('Activity not found');
    expect(trip.days[0]!.timeSlots).toHaveLength(1);
  });
});

describe('changes of one line merge with other changes of the trip', () => {
  it("a client's choice on another day does not make staff marking a line billed get 409", async () => {
    const id = await makeTrip();
    const seen = await api.ok(await add(team, id, LOUVRE));
    const louvre = line(seen, 'Musée du Louvre');
    // The client chooses an activity on day 2 after staff opened the billing page.
    const trip = await api.trip(client, id);
    const chosen = await api.call(client, 'PUT', `/api/trips/${id}/selection`, { version: trip.version, dayId: 'day-2', slotId: 'slot-free', optionId: 'opt-jazz', mode: 'editor' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const b = await api.ok(await api.call(team, 'PATCH', `/api/billing/${id}/items/${louvre.id}`, { billed: true, previous: false }));
    expect(line(b, 'Musée du Louvre').billed).toBe(true);
    expect(b.version).toBe(seen.version + 2);
    // The client's choice is kept.
    expect((await api.trip(team, id)).days[1]!.timeSlots[1]!.selectedPlace).toBe('opt-jazz');
  });

  it('two staff on two lines and the toggles, from one reading of the page: every change applies', async () => {
    const id = await makeTrip();
    await api.ok(await add(team, id, LOUVRE));
    const seen = await api.ok(await add(team, id, BOAT));
    const [louvre, boat] = [line(seen, 'Musée du Louvre'), line(seen, 'Private boat on the Seine')];
    await api.ok(await api.call(team, 'PATCH', `/api/billing/${id}/items/${louvre.id}`, { billed: true, previous: false }));
    await api.ok(await api.call(colleague, 'PATCH', `/api/billing/${id}/items/${boat.id}`, { lockCost: false, previous: true }));
    await api.ok(await api.call(colleague, 'PATCH', `/api/billing/${id}/items/${louvre.id}`, { description: 'Skip-the-line', previous: 'Guided visit' }));
    await api.ok(await api.call(team, 'PUT', `/api/billing/${id}/include`, { includeHotel: true, previous: false }));
    const b = await api.ok(await api.call(colleague, 'PUT', `/api/billing/${id}/travel/hotel`, { billed: true, previous: false }));
    expect(line(b, 'Musée du Louvre')).toMatchObject({ billed: true, description: 'Skip-the-line' });
    // Unlocked: 120 x 3 travellers.
    expect(line(b, 'Private boat on the Seine')).toMatchObject({ lockCost: false, amountCents: 36000 });
    expect(b).toMatchObject({ includeHotel: true, version: seen.version + 5 });
    expect(b.travel.find((l) => l.key === 'hotel')).toMatchObject({ billed: true, counted: true });
  });

  it('the same field changed by two people: the second gets 409 with the trip stale message, and nothing of it is written', async () => {
    const id = await makeTrip();
    const seen = await api.ok(await add(team, id, LOUVRE));
    const louvre = line(seen, 'Musée du Louvre');
    const item = `/api/billing/${id}/items/${louvre.id}`;
    const cases: [TestUser, 'PATCH' | 'PUT', string, unknown][] = [
      [team, 'PATCH', item, { billed: true, previous: false }],
      [team, 'PATCH', item, { lockCost: true, previous: false }],
      [team, 'PATCH', item, { description: 'Skip-the-line', previous: 'Guided visit' }],
      [team, 'PUT', `/api/billing/${id}/include`, { includeFlight: true, previous: false }],
      [team, 'PUT', `/api/billing/${id}/travel/hotel`, { billed: true, previous: false }],
    ];
    for (const [user, method, url, body] of cases) await api.ok(await api.call(user, method, url, body));
    const state = async () => {
      const v = await api.view(team, id);
      return { version: v.version, items: v.items, travel: v.travel, includeFlight: v.includeFlight, totals: v.totals };
    };
    const after = await state();
    const second = (body: Record<string, unknown>) => ({ ...body, ...('description' in body ? { description: 'Private tour' } : {}) });
    for (const [, method, url, body] of cases) {
      const res = await api.call(colleague, method, url, second(body as Record<string, unknown>));
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().error).toEqual({ code: 'stale', message: TRIP_MESSAGES.stale });
    }
    expect(await state()).toEqual(after);
  });

  it('a target gone answers 404 with its text; a change without the value it read is 400', async () => {
    const id = await makeTrip();
    const b = await api.ok(await add(team, id, LOUVRE));
    const louvre = line(b, 'Musée du Louvre');
    await api.ok(await api.call(team, 'DELETE', `/api/billing/${id}/items/${louvre.id}?version=${b.version}`));
    const gone = await api.call(team, 'PATCH', `/api/billing/${id}/items/${louvre.id}`, { billed: true, previous: false });
    expect([gone.statusCode, gone.json().error.message]).toEqual([404, 'Billing item not found']);
    const noFlight = await api.call(team, 'PUT', `/api/billing/${id}/travel/outbound`, { billed: true, previous: false });
    expect([noFlight.statusCode, noFlight.json().error.message]).toEqual([404, 'No such flight on this trip']);
    for (const body of [{ billed: true }, { billed: true, previous: 'no' }, { description: 'x', previous: false }, { previous: false }]) {
      expect((await api.call(team, 'PATCH', `/api/billing/${id}/items/${louvre.id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await api.call(team, 'PUT', `/api/billing/${id}/include`, { includeFlight: true, includeHotel: true, previous: false })).statusCode).toBe(400);
    expect((await api.call(team, 'POST', `/api/billing/${id}/activities`, { dayId: 'day-1', slotId: 'slot-louvre' })).statusCode).toBe(400);
  });

  it('each change is one trip write: version + 1, a history row of its own, one trip.changed; the billing module writes no trip row itself', async () => {
    const id = await makeTrip();
    const events: { version: number; parts: string[]; summary: string }[] = [];
    const unsubscribe = t.app.ctx.events.subscribe(`trip:${id}`, (e) => events.push(e as (typeof events)[number]));
    try {
      let b = await api.ok(await add(team, id, LOUVRE));
      b = await api.ok(await api.call(team, 'PATCH', `/api/billing/${id}/items/${line(b, 'Musée du Louvre').id}`, { billed: true, previous: false }));
      b = await api.ok(await api.call(team, 'PUT', `/api/billing/${id}/include`, { includeHotel: true, previous: false }));
      await expect.poll(() => events.length).toBe(3);
      expect(events.map((e) => [e.version, e.parts, e.summary])).toEqual([
        [b.version - 2, ['billing'], 'Added Musée du Louvre to billing'],
        [b.version - 1, ['billing'], 'Marked Musée du Louvre as billed'],
        [b.version, ['billing'], 'Included the hotel in the billing totals'],
      ]);
      const history = (await api.call(team, 'GET', `/api/trips/${id}/history`)).json() as { items: { part: string; summary: string; version: number; by: { id: string } }[] };
      expect(history.items.slice(0, 3).map((h) => [h.version, h.part, h.summary, h.by.id])).toEqual([
        [b.version, 'billing', 'Included the hotel in the billing totals', team.id],
        [b.version - 1, 'billing', 'Marked Musée du Louvre as billed', team.id],
        [b.version - 2, 'billing', 'Added Musée du Louvre to billing', team.id],
      ]);
    } finally {
      unsubscribe();
    }
    // The one write path (ADR 008, 025): no module but trips updates trips or writes its history.
    const modules = path.resolve('src/server/modules');
    const outside = readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.startsWith(`trips${path.sep}`))
      .filter((f) => /(updateTable|insertInto|deleteFrom)\(\s*'(trips|trip_changes)'/.test(readFileSync(path.join(modules, f), 'utf8')));
    expect(outside).toEqual([]);
  });
});

describe('activity lines store the price they were billed at', () => {
  it('stores unit price, people and price; says when the cost or the travellers changed, and re-prices on request', async () => {
    const id = await makeTrip();
    await api.ok(await add(team, id, LOUVRE));
    let b = await api.ok(await add(team, id, BOAT));
    const stored = async () => (await storedLines(id)).map((r) => [r.activity_name, Number(r.unit_price), r.number_of_people, Number(r.price)]);
    expect(await stored()).toEqual([
      ['Musée du Louvre', 45.5, 3, 136.5],
      ['Private boat on the Seine', 120, 3, 120],
    ]);
    // Locking prices the line once; Unlock all prices it per person again.
    const louvre = line(b, 'Musée du Louvre').id;
    b = await api.ok(await api.call(team, 'PATCH', `/api/billing/${id}/items/${louvre}`, { lockCost: true, previous: false }));
    expect((await stored())[0]).toEqual(['Musée du Louvre', 45.5, 3, 45.5]);
    await api.ok(await api.call(team, 'POST', `/api/billing/${id}/unlock-all`, { version: b.version }));
    expect(await stored()).toEqual([
      ['Musée du Louvre', 45.5, 3, 136.5],
      ['Private boat on the Seine', 120, 3, 360],
    ]);

    // The Louvre's cost goes up to 50 and a fourth traveller joins: the line keeps what it billed and says what it would be now.
    await saveDays(id, (days) => {
      days[0]!.timeSlots[0]!.options[0]!.cost = 50;
      return days;
    });
    const trip = await api.trip(team, id);
    expect((await api.call(team, 'PATCH', `/api/trips/${id}`, { version: trip.version, travelersAdults: 3 })).statusCode).toBe(200);
    b = await api.view(team, id);
    expect(line(b, 'Musée du Louvre')).toMatchObject({ amountCents: 13650, nowCents: 20000 });
    expect(line(b, 'Private boat on the Seine')).toMatchObject({ amountCents: 36000, nowCents: 48000 });

    // Re-pricing names both amounts it showed.
    const reprice = (body: unknown) => api.call(team, 'POST', `/api/billing/${id}/items/${louvre}/reprice`, body);
    expect((await reprice({ previousCents: 13650, nowCents: 19000 })).statusCode).toBe(409);
    expect((await reprice({ previousCents: 13000, nowCents: 20000 })).statusCode).toBe(409);
    b = await api.ok(await reprice({ previousCents: 13650, nowCents: 20000 }));
    expect(line(b, 'Musée du Louvre')).toMatchObject({ unitCents: 5000, numberOfPeople: 4, amountCents: 20000, nowCents: null });
    expect((await stored())[0]).toEqual(['Musée du Louvre', 50, 4, 200]);
    const history = (await api.call(team, 'GET', `/api/trips/${id}/history`)).json() as { items: { summary: string }[] };
    expect(history.items[0]!.summary).toBe('Re-priced Musée du Louvre at €200.00');
    // A line whose slot is gone cannot be re-priced.
    await saveDays(id, (days) => [{ ...days[0]!, timeSlots: [] }, days[1]!]);
    const gone = await reprice({ previousCents: 20000, nowCents: 20000 });
    expect([gone.statusCode, gone.json().error.message]).toEqual([404, 'Activity not found']);
  });
});
