// Issue 24 (ADR 022): a create retried with its Idempotency-Key answers the first result and
// creates nothing; the same key for another request is refused; concurrent duplicates make one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { fourteenDayTrip } from '../helpers/billing-trip.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import type { BillingView } from '#shared/contracts/billing.js';
import type { CustomActivity } from '#shared/contracts/places.js';
import { IDEMPOTENCY_MESSAGES } from '#shared/contracts/common.js';

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

function post(user: TestUser, url: string, body: unknown, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: user.cookie, 'content-type': 'application/json', ...(key !== undefined ? { 'idempotency-key': key } : {}) },
    payload: JSON.stringify(body),
  });
}

async function newTrip(): Promise<TripDetail> {
  const { id } = await t.database.db
    .insertInto('trips')
    .values({ ...fourteenDayTrip(client.id), visible_to_client: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const res = await t.app.inject({ method: 'GET', url: `/api/trips/${id}`, headers: { cookie: team.cookie } });
  return res.json<TripDetail>();
}

const expensesOf = async (tripId: string) =>
  (await t.database.db.selectFrom('billing_items').select('id').where('trip_id', '=', tripId).where('item_type', '=', 'custom_expense').execute()).length;

const activity = { title: 'Private tasting at Roscioli', address: 'Via dei Giubbonari 21, Roma', price: 85 };

describe('POST /api/billing/:tripId/expenses with an Idempotency-Key', () => {
  it('a retry answers the same billing and adds no second expense', async () => {
    const trip = await newTrip();
    const body = { version: trip.version, title: 'Chauffeur, airport to hotel', unitCents: 18000, quantity: 1 };
    const first = await post(team, `/api/billing/${trip.id}/expenses`, body, 'expense-retry-1');
    expect(first.statusCode, first.body).toBe(200);
    const retry = await post(team, `/api/billing/${trip.id}/expenses`, body, 'expense-retry-1');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<BillingView>()).toEqual(first.json<BillingView>());
    expect(await expensesOf(trip.id)).toBe(1);
  });

  it('a retry after the answer was lost (committed, not stored) rebuilds it and adds nothing', async () => {
    const trip = await newTrip();
    const body = { version: trip.version, title: 'Opera tickets', unitCents: 25000, quantity: 2 };
    const first = await post(team, `/api/billing/${trip.id}/expenses`, body, 'expense-crash-1');
    expect(first.statusCode).toBe(200);
    // As if the process stopped between the commit and storing the answer.
    await sql`update idempotency_keys set response = null, status_code = null where key = 'expense-crash-1'`.execute(t.database.db);
    const retry = await post(team, `/api/billing/${trip.id}/expenses`, body, 'expense-crash-1');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<BillingView>().items.filter((i) => i.description === 'Opera tickets' || i.name === 'Opera tickets')).toHaveLength(1);
    expect(await expensesOf(trip.id)).toBe(1);
  });

  it('the same key with another body is refused with a clear message, and creates nothing', async () => {
    const trip = await newTrip();
    const body = { version: trip.version, title: 'Boat to Capri', unitCents: 90000, quantity: 1 };
    expect((await post(team, `/api/billing/${trip.id}/expenses`, body, 'expense-reuse-1')).statusCode).toBe(200);
    const other = await post(team, `/api/billing/${trip.id}/expenses`, { ...body, unitCents: 95000 }, 'expense-reuse-1');
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toBe(IDEMPOTENCY_MESSAGES.reused);
    expect(await expensesOf(trip.id)).toBe(1);
  });

  it('concurrent duplicates create one expense and both answer it', async () => {
    const trip = await newTrip();
    const body = { version: trip.version, title: 'Guide for the Vatican', unitCents: 40000, quantity: 1 };
    const answers = await Promise.all([1, 2, 3].map(() => post(team, `/api/billing/${trip.id}/expenses`, body, 'expense-race-1')));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(await expensesOf(trip.id)).toBe(1);
  });

  it('refuses a malformed key with a 400 naming the header', async () => {
    const trip = await newTrip();
    const res = await post(team, `/api/billing/${trip.id}/expenses`, { version: trip.version, title: 'x', unitCents: 100 }, 'no spaces allowed');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['Idempotency-Key']).toBe(IDEMPOTENCY_MESSAGES.invalid);
    expect(await expensesOf(trip.id)).toBe(0);
  });
});

describe('POST /api/custom-activities with an Idempotency-Key', () => {
  it('a retry returns the same id; another person may use the same key for their own', async () => {
    const first = await post(client, '/api/custom-activities', activity, 'activity-1');
    expect(first.statusCode, first.body).toBe(201);
    const retry = await post(client, '/api/custom-activities', activity, 'activity-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.json<CustomActivity>().id).toBe(first.json<CustomActivity>().id);
    const theirs = await post(team, '/api/custom-activities', activity, 'activity-1');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<CustomActivity>().id).not.toBe(first.json<CustomActivity>().id);
    const rows = await t.database.db.selectFrom('custom_activities').select('id').where('user_id', '=', client.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('concurrent duplicates create one activity, with one id in every answer', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => post(client, '/api/custom-activities', { ...activity, title: 'Vespa tour' }, 'activity-race')));
    const ids = new Set(answers.map((r) => (expect(r.statusCode, r.body).toBe(201), r.json<CustomActivity>().id)));
    expect(ids.size).toBe(1);
    const rows = await t.database.db.selectFrom('custom_activities').select('id').where('title', '=', 'Vespa tour').execute();
    expect(rows).toHaveLength(1);
  });

  it('forgets a key after 24 hours', async () => {
    const first = await post(client, '/api/custom-activities', { ...activity, title: 'Cooking class' }, 'activity-old');
    await sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'activity-old'`.execute(t.database.db);
    const later = await post(client, '/api/custom-activities', { ...activity, title: 'Cooking class' }, 'activity-old');
    expect(later.statusCode).toBe(201);
    expect(later.json<CustomActivity>().id).not.toBe(first.json<CustomActivity>().id);
  });
});

describe('POST /api/trips/:id/options with an Idempotency-Key', () => {
  it('a client’s retry answers the trip with the option once, not a conflict', async () => {
    const trip = await newTrip();
    const day = trip.days[0]!;
    const slot = day.timeSlots[0]!;
    const body = { version: trip.version, dayId: day.id, slotId: slot.id, option: { id: 'roscioli', name: 'Roscioli', website: 'https://www.salumeriaroscioli.com/' } };
    const first = await post(client, `/api/trips/${trip.id}/options`, body, 'option-1');
    expect(first.statusCode, first.body).toBe(201);
    const retry = await post(client, `/api/trips/${trip.id}/options`, body, 'option-1');
    expect(retry.statusCode, retry.body).toBe(201);
    const after = retry.json<TripDetail>();
    expect(after.version).toBe(first.json<TripDetail>().version);
    expect(after.days[0]!.timeSlots[0]!.options.filter((o) => o.id === 'roscioli')).toHaveLength(1);
  });
});
