import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import { backofficeDefaultSlots } from '#shared/domain/slots.js';
import type { Day } from '#shared/domain/itinerary.js';

let t: TestApp;
let team: TestUser;
let client: TestUser;
let tripId: string;

beforeAll(async () => {
  t = await createTestApp();
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
  client = await t.user({ role: 'client', fullName: 'Claire Client' });
  const days: Day[] = [{ id: 'day-1', date: '2027-05-10', title: 'Arrival', timeSlots: backofficeDefaultSlots() }];
  tripId = (
    await t.database.db
      .insertInto('trips')
      .values({ trip_name: 'Paris in May', destination: 'Paris', user_id: client.id, days: JSON.stringify(days), visible_to_client: true })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t?.close();
});

const mailsToClient = () => t.mails().filter((m) => m.includes(`To: ${client.email}`) && m.includes('New activities await your choice'));

async function addActivity(name: string, mode: 'organizer' | 'editor' = 'organizer') {
  const trip = (await t.app.inject({ method: 'GET', url: `/api/trips/${tripId}`, headers: { cookie: team.cookie } })).json<TripDetail>();
  const days = structuredClone(trip.days);
  days[0]!.timeSlots[0]!.options.push({ id: `opt-${name}`, name, cost: 10 });
  const r = await t.app.inject({
    method: 'PUT',
    url: `/api/trips/${tripId}/days`,
    headers: { cookie: team.cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ version: trip.version, days, mode }),
  });
  expect(r.statusCode).toBe(200);
}

describe('e-mail when new activities await the client (at most one per trip per hour)', () => {
  it('the first new activity in organizer mode mails the client; the next ones within the hour do not', async () => {
    await addActivity('Louvre');
    expect(mailsToClient()).toHaveLength(1);
    expect(mailsToClient()[0]).toContain('Paris in May');
    await addActivity('Orsay');
    await addActivity('Rodin');
    expect(mailsToClient()).toHaveLength(1);
    // Every change is still a notification.
    const n = await t.database.db.selectFrom('notifications').select('activity_name').where('user_id', '=', client.id).execute();
    expect(n.map((x) => x.activity_name).sort()).toEqual(['Louvre', 'Orsay', 'Rodin']);
  });

  it('an hour later the next new activity mails again', async () => {
    await t.database.db.updateTable('notification_emails').set({ sent_at: sql<Date>`now() - interval '61 minutes'` }).execute();
    await addActivity('Orangerie');
    expect(mailsToClient()).toHaveLength(2);
  });

  it('the backoffice editor (not organizer mode) neither notifies nor mails', async () => {
    await t.database.db.updateTable('notification_emails').set({ sent_at: sql<Date>`now() - interval '2 hours'` }).execute();
    await addActivity('Tuileries', 'editor');
    expect(mailsToClient()).toHaveLength(2);
  });
});
