import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import type { NewTrip } from '#server/db/types.js';
import type { WorkspaceTripsResponse } from '#shared/contracts/workspace.js';

let t: TestApp;
let team: TestUser;
let client: TestUser;
let otherClient: TestUser;
let organizer: TestUser;
let clientFriendlyId: number;

beforeAll(async () => {
  t = await createTestApp();
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
  client = await t.user({ role: 'client', fullName: 'Claire Client' });
  otherClient = await t.user({ role: 'client', fullName: 'Oscar Other' });
  organizer = await t.user({ role: 'organizer', fullName: 'Olivia Organizer' });
  clientFriendlyId = Number(
    (await t.database.db.selectFrom('users').select('friendly_id').where('id', '=', client.id).executeTakeFirstOrThrow()).friendly_id,
  );
});
afterAll(async () => {
  await t?.close();
});

function get(user: TestUser | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
}

async function makeTrip(values: Partial<NewTrip>) {
  return t.database.db
    .insertInto('trips')
    .values({ trip_name: 'Trip', destination: 'Paris', user_id: client.id, days: '[]', visible_to_client: true, ...values })
    .returning(['id', 'friendly_id'])
    .executeTakeFirstOrThrow();
}

describe('GET /api/workspace/trips (spec §7 trips by user)', () => {
  let hidden: string;
  let shared: string;
  beforeAll(async () => {
    const q = await t.database.db
      .insertInto('trip_questionnaires')
      .values({
        name: 'Claire',
        email: client.email,
        destination: 'paris',
        travel_dates: JSON.stringify({ not_yet_scheduled: true }),
        duration: '6-7',
        travelers: JSON.stringify({ adults: 2, children: 0 }),
        budget: 'luxury',
        interests: ['food', 'culture'],
        travel_style: 'relaxed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await makeTrip({ trip_name: 'Paris in May', start_date: '2027-05-10', questionnaire_id: q.id, status: 'confirmed', budget_eur: 12000 });
    hidden = (await makeTrip({ trip_name: 'Secret Rome', destination: 'Rome', start_date: '2027-03-01', visible_to_client: false })).id;
    await makeTrip({ trip_name: 'Old archived', status: 'archived' });
    await makeTrip({ trip_name: 'Binned', folder: 'deleted' });
    await makeTrip({ trip_name: 'Template', is_template: true });
    await makeTrip({ trip_name: 'Not mine', user_id: otherClient.id });
    // Shared through trip_clients with the client, owned by the organizer.
    shared = (await makeTrip({ trip_name: 'Lake Como', destination: 'Italy', user_id: organizer.id, start_date: '2027-01-01' })).id;
    await t.database.db.insertInto('trip_clients').values({ trip_id: shared, user_id: client.id }).execute();
    await makeTrip({ trip_name: 'Organizer hidden', user_id: organizer.id, visible_to_client: false });
  });

  it('a client sees their own and shared visible trips only, newest start first, never archived, deleted or templates', async () => {
    const r = await get(client, '/api/workspace/trips');
    expect(r.statusCode).toBe(200);
    const body = r.json<WorkspaceTripsResponse>();
    expect(body.trips.map((x) => x.tripName)).toEqual(['Paris in May', 'Lake Como']);
    expect(body.organizer).toBe(false);
    expect(body.owner).toMatchObject({ id: client.id, email: client.email, friendlyId: clientFriendlyId });
    expect(body.trips[0]).toMatchObject({ status: 'confirmed', budgetEur: 12000, visibleToClient: true });
    expect(body.trips.map((x) => x.id)).not.toContain(hidden);
  });

  it("'Your Travel Preferences' come from the first trip's questionnaire", async () => {
    const body = (await get(client, '/api/workspace/trips')).json<WorkspaceTripsResponse>();
    expect(body.preferences).toMatchObject({ budget: 'luxury', travelStyle: 'relaxed', interests: ['food', 'culture'] });
  });

  it('an organizer sees their trips hidden ones included, with organizer controls', async () => {
    const body = (await get(organizer, '/api/workspace/trips')).json<WorkspaceTripsResponse>();
    expect(body.organizer).toBe(true);
    expect(body.trips.map((x) => x.tripName).sort()).toEqual(['Lake Como', 'Organizer hidden']);
  });

  it('staff open a client by friendly id or user id: client view shows only visible trips, organizer mode all', async () => {
    const asClient = (await get(team, `/api/workspace/trips?clientId=${clientFriendlyId}&view=client`)).json<WorkspaceTripsResponse>();
    expect(asClient.trips.map((x) => x.tripName)).toEqual(['Paris in May', 'Lake Como']);
    expect(asClient.organizer).toBe(false);
    const asOrganizer = (await get(team, `/api/workspace/trips?clientId=${client.id}&view=organizer`)).json<WorkspaceTripsResponse>();
    expect(asOrganizer.trips.map((x) => x.tripName)).toEqual(['Paris in May', 'Secret Rome', 'Lake Como']);
    expect(asOrganizer.organizer).toBe(true);
    expect(asOrganizer.owner.email).toBe(client.email);
  });

  it("an unknown client answers 404 'Client not found'", async () => {
    const r = await get(team, '/api/workspace/trips?clientId=999999&view=organizer');
    expect(r.statusCode).toBe(404);
    expect(r.json().error.message).toBe('Client not found');
  });

  it('a client can never open another client\'s workspace (403), nor an organizer', async () => {
    expect((await get(otherClient, `/api/workspace/trips?clientId=${client.id}`)).statusCode).toBe(403);
    expect((await get(organizer, `/api/workspace/trips?clientId=${client.id}&view=organizer`)).statusCode).toBe(403);
    const other = (await get(otherClient, '/api/workspace/trips')).json<WorkspaceTripsResponse>();
    expect(other.trips.map((x) => x.tripName)).toEqual(['Not mine']);
  });

  it('bad input answers 400 naming the field; no session 401', async () => {
    const r = await get(team, '/api/workspace/trips?clientId=1&view=everything');
    expect(r.statusCode).toBe(400);
    expect(JSON.stringify(r.json())).toContain('view');
    expect((await get(null, '/api/workspace/trips')).statusCode).toBe(401);
  });
});

describe('GET /api/workspace/trips/:tripId: client view never shows a hidden trip (spec §2 client-view)', () => {
  let visible: string;
  let hidden: string;
  let others: string;
  beforeAll(async () => {
    visible = (await makeTrip({ trip_name: 'Seen by Claire' })).id;
    hidden = (await makeTrip({ trip_name: 'Hidden from Claire', visible_to_client: false })).id;
    others = (await makeTrip({ trip_name: "Oscar's", user_id: otherClient.id })).id;
  });
  const one = (user: TestUser, tripId: string, query = '') => get(user, `/api/workspace/trips/${tripId}${query}`);

  it('staff in client view get the trip the client sees, and 404 for one hidden from them, as the client does', async () => {
    const seen = await one(team, visible, `?clientId=${clientFriendlyId}&view=client`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ id: visible, tripName: 'Seen by Claire', visibleToClient: true });
    for (const clientId of [String(clientFriendlyId), client.id]) {
      const r = await one(team, hidden, `?clientId=${clientId}&view=client`);
      expect(r.statusCode).toBe(404);
      expect(r.json().error.message).toBe('Trip not found');
    }
    // The client themselves: the same answers.
    expect((await one(client, visible)).statusCode).toBe(200);
    expect((await one(client, hidden)).statusCode).toBe(404);
    // Another client's trip is not in this client's view either.
    expect((await one(team, others, `?clientId=${client.id}&view=client`)).statusCode).toBe(404);
  });

  it("organizer mode opens only this client's trips: another client's trip answers 404 (never B's trip under A's header)", async () => {
    for (const clientId of [String(clientFriendlyId), client.id]) {
      const r = await one(team, others, `?clientId=${clientId}&view=organizer`);
      expect(r.statusCode).toBe(404);
      expect(r.json().error.message).toBe('Trip not found');
    }
    // The same trip under its own client's header opens.
    expect((await one(team, others, `?clientId=${otherClient.id}&view=organizer`)).json()).toMatchObject({ id: others });
  });

  it('organizer mode and staff on their own read it whole; a client never opens another workspace', async () => {
    expect((await one(team, hidden, `?clientId=${client.id}&view=organizer`)).json()).toMatchObject({ id: hidden, visibleToClient: false });
    expect((await one(team, hidden)).statusCode).toBe(200);
    expect((await one(client, visible, `?clientId=${otherClient.id}&view=client`)).statusCode).toBe(403);
    expect((await one(otherClient, visible)).statusCode).toBe(404);
    expect((await one(team, 'not-a-uuid', `?clientId=${client.id}`)).statusCode).toBe(400);
    expect((await get(null, `/api/workspace/trips/${visible}`)).statusCode).toBe(401);
  });
});

describe('organizer actions are refused to clients (spec §6)', () => {
  it('a client can neither save days, nor toggle visibility, nor run AI, enrichment or distances on their trip', async () => {
    const trip = await makeTrip({ trip_name: 'Mine', start_date: '2027-06-01', end_date: '2027-06-02' });
    const version = (await get(client, `/api/trips/${trip.id}`)).json<{ version: number }>().version;
    const send = (method: 'PUT' | 'PATCH' | 'POST', url: string, body: unknown) =>
      t.app.inject({ method, url, headers: { cookie: client.cookie, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect((await send('PUT', `/api/trips/${trip.id}/days`, { version, days: [], mode: 'organizer' })).statusCode).toBe(403);
    expect((await send('PATCH', `/api/trips/${trip.id}`, { version, visibleToClient: false })).statusCode).toBe(403);
    expect((await send('POST', `/api/places/enrich`, { tripId: trip.id })).statusCode).toBe(403);
    expect((await send('POST', `/api/distances/trips/${trip.id}`, {})).statusCode).toBe(403);
    const ai = await send('POST', `/api/ai/slot-activities?tripId=${trip.id}`, { destination: 'Paris', startTime: '09:00', endTime: '11:00' });
    expect(ai.statusCode).toBe(403);
    // Nothing changed.
    expect((await get(client, `/api/trips/${trip.id}`)).json<{ version: number; visibleToClient: boolean }>()).toMatchObject({ version, visibleToClient: true });
  });

  it('an organizer of the trip may toggle its visibility and save its days', async () => {
    const trip = await makeTrip({ trip_name: 'Organized', user_id: organizer.id });
    const version = (await get(organizer, `/api/trips/${trip.id}`)).json<{ version: number }>().version;
    const r = await t.app.inject({
      method: 'PATCH',
      url: `/api/trips/${trip.id}`,
      headers: { cookie: organizer.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ version, visibleToClient: false }),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ visibleToClient: false });
  });
});
