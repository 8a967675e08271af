import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { billingApi } from '../helpers/billing-api.js';
import { migrate } from '#server/db/migrate.js';

/**
 * Migration 018 (issue 18, ADR 025): lines written by position, as the code before it wrote them,
 * are linked to the day, slot and option they bill, read from the trip's days as the product
 * reads them; what cannot be matched is kept and flagged; activity lines get their price.
 */

let t: TestApp;
let team: TestUser;
let api: ReturnType<typeof billingApi>;

beforeAll(async () => {
  t = await createTestApp({ stopBeforeMigration: '018' });
  api = billingApi(t);
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
});
afterAll(async () => {
  await t?.close();
});

const slot = (id: string, start: string, options: { id: string; name: string; cost?: number }[], chosen: string | null) => ({
  id,
  startTime: start,
  endTime: start,
  start_time: start,
  end_time: start,
  title: 'Activity',
  options,
  selectedPlace: chosen,
});

/**
 * Stored out of date order (the product sorts days by date): 11 May first, then 10 May, whose
 * slots are under the older `slots` key, and an undated day last. On 10 May the Louvre was
 * billed in slot 0 and the slots were swapped since: the Louvre is now slot 1 (issue 18).
 */
const STORED_DAYS = [
  {
    id: 'day-11',
    date: '2027-05-11T00:00:00Z',
    title: 'Seine',
    timeSlots: [slot('s-boat', '09:00', [{ id: 'o-boat', name: 'Boat', cost: 120 }, { id: 'o-lunch', name: 'Lunch', cost: 30 }], 'o-lunch')],
  },
  {
    id: 'day-10',
    date: '2027-05-10',
    title: 'Museums',
    slots: [
      slot('s-orsay', '11:00', [{ id: 'o-orsay', name: 'Orsay', cost: 16 }], 'o-orsay'),
      slot('s-louvre', '09:00', [{ id: 'o-louvre', name: 'Louvre', cost: 50 }], 'o-louvre'),
      'not a slot',
      slot('s-sainte', '15:00', [{ id: 'o-sainte', name: 'Sainte-Chapelle', cost: 13 }], 'o-sainte'),
    ],
  },
  { id: 'day-x', date: '', title: 'Some day', timeSlots: [slot('s-picnic', '12:00', [{ id: 'o-picnic', name: 'Picnic', cost: 20 }], 'o-picnic')] },
];

describe('migration 018: billing lines by identity', () => {
  it('links positional lines to their slot and option, keeps and flags the others, stores activity prices', async () => {
    const trip = await t.database.db
      .insertInto('trips')
      .values({ trip_name: 'Legacy', destination: 'Paris', travelers_adults: 2, travelers_children: 0, days: JSON.stringify(STORED_DAYS) })
      .returning('id')
      .executeTakeFirstOrThrow();
    let minute = 0;
    const line = (name: string, dayNumber: number | null, activityIndex: number | null, extra: Record<string, unknown> = {}) => ({
      trip_id: trip.id,
      activity_name: name,
      day_number: dayNumber,
      activity_index: activityIndex,
      unit_price: 10,
      number_of_people: 2,
      price: 0,
      item_type: 'activity',
      added_at: new Date(Date.UTC(2026, 0, 1, 0, minute++)),
      ...extra,
    });
    // Columns only: the rows exactly as the code before migration 018 wrote them.
    await t.database.db
      .insertInto('billing_items')
      .values([
        line('Louvre', 1, 0), // billed in slot 0; the slots were swapped since: slot 0 is now Orsay
        line('Louvre', 1, 1, { unit_price: 50 }), // the same Louvre billed again after the swap (the bug)
        line('Louvre', 1, 1), // and a third time
        line('Sainte-Chapelle', 1, 2, { lock_cost: true, unit_price: 13 }), // index 2 once 'not a slot' is left out
        line('Boat', 2, 0), // the boat was chosen when billed; lunch is chosen now
        line('Picnic', 3, 0), // the undated day sorts last
        line('Versailles', 4, 0), // no such day
        line('Taxi', null, null, { item_type: 'custom_expense', unit_price: 65, quantity: 2, price: 130 }),
      ])
      .execute();

    // Later migrations run after it too; 018 must be among those applied now.
    expect(await migrate(t.database)).toContain('018_billing_by_identity');

    const rows = await t.database.db.selectFrom('billing_items').selectAll().where('trip_id', '=', trip.id).orderBy('added_at').execute();
    expect(rows.map((r) => [r.activity_name, r.day_id, r.slot_id, r.option_id, Number(r.price)])).toEqual([
      ['Louvre', null, null, null, 20],
      ['Louvre', 'day-10', 's-louvre', 'o-louvre', 100],
      ['Louvre', null, null, null, 20],
      ['Sainte-Chapelle', 'day-10', 's-sainte', 'o-sainte', 13],
      ['Boat', 'day-11', 's-boat', 'o-boat', 20],
      ['Picnic', 'day-x', 's-picnic', 'o-picnic', 20],
      ['Versailles', null, null, null, 20],
      ['Taxi', null, null, null, 130],
    ]);

    // The billing page reads them where their slots are now, and flags what staff must look at.
    const b = await api.view(team, trip.id);
    expect(b.items.map((i) => [i.name, i.dayNumber, i.activityIndex, i.itinerary])).toEqual([
      ['Louvre', 1, 1, 'current'],
      ['Sainte-Chapelle', 1, 2, 'current'],
      ['Boat', 2, 0, 'changed'],
      ['Picnic', 3, 0, 'current'],
      ['Louvre', null, null, 'unmatched'],
      ['Louvre', null, null, 'unmatched'],
      ['Versailles', null, null, 'unmatched'],
      ['Taxi', null, null, null],
    ]);
    // Amounts are those billed; the unit price of the Louvre line is its option's cost: nothing to re-price.
    expect(b.items.find((i) => i.dayNumber === 1 && i.activityIndex === 1)).toMatchObject({ amountCents: 10000, nowCents: null });
    expect(b.totals.totalCents).toBe(2000 + 10000 + 2000 + 1300 + 2000 + 2000 + 2000 + 13000);

    // From now on the Louvre is billed once; Orsay, which the first line pointed at by position, can be added.
    const louvre = await api.call(team, 'POST', `/api/billing/${trip.id}/activities`, { dayId: 'day-10', slotId: 's-louvre', optionId: 'o-louvre' });
    expect(louvre.json().error.message).toBe('This activity is already in billing');
    const orsay = await api.call(team, 'POST', `/api/billing/${trip.id}/activities`, { dayId: 'day-10', slotId: 's-orsay', optionId: 'o-orsay' });
    expect(orsay.statusCode, orsay.body).toBe(200);
  });
});
