import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import type { NewTrip } from '#server/db/types.js';
import type { TripListItem, TripListResponse } from '#shared/contracts/trips.js';

let t: TestApp;
let superAdmin: TestUser;
let team: TestUser;
let otherTeam: TestUser;
let client: TestUser;
let clientUser: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.user({ role: 'super_admin', fullName: 'Sophie Admin' });
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
  otherTeam = await t.user({ role: 'team', fullName: 'Other Team' });
  client = await t.user({ role: 'client', fullName: 'Claire Client' });
  clientUser = { id: client.id };
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
/** Inserts a trip; created_at increases with each call so "newest first" is deterministic. */
async function makeTrip(values: Partial<NewTrip> = {}) {
  seq += 1;
  return t.database.db
    .insertInto('trips')
    .values({
      trip_name: `Trip ${seq}`,
      destination: 'Paris, France',
      days: '[]',
      created_at: new Date(Date.UTC(2024, 0, 1, 0, seq)),
      ...values,
    })
    .returning(['id', 'friendly_id'])
    .executeTakeFirstOrThrow();
}

async function clientWith(email: string, fullName: string) {
  return t.database.db
    .insertInto('users')
    .values({ email, full_name: fullName, role: 'client' })
    .returning('id')
    .executeTakeFirstOrThrow();
}

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

async function list(user: TestUser, query = ''): Promise<TripListResponse> {
  const res = await call(user, 'GET', `/api/trips${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const names = (r: TripListResponse) => r.items.map((i) => i.tripName);

describe('GET /api/trips (dashboard list)', () => {
  let a: { id: string; friendly_id: number };
  let b: { id: string; friendly_id: number };
  beforeAll(async () => {
    const marco = await clientWith('marco.rossi@example.com', 'Marco Rossi');
    a = await makeTrip({ trip_name: 'Honeymoon in Rome', destination: 'Rome, Italy', user_id: marco.id, status: 'proposed' });
    b = await makeTrip({ trip_name: 'Paris weekend', user_id: clientUser.id, dedicated_specialist_id: team.id });
    await makeTrip({ trip_name: 'Old Venice trip', destination: 'Venice, Italy', folder: 'archived' });
    await makeTrip({ trip_name: 'Binned trip', folder: 'deleted' });
    await makeTrip({ trip_name: 'Template Paris', is_template: true });
  });

  it('lists folder in_progress by default, newest first, with client and specialist, never templates', async () => {
    const r = await list(team);
    expect(names(r)).toEqual(['Paris weekend', 'Honeymoon in Rome']);
    expect(r.total).toBe(2);
    const paris = r.items[0]!;
    expect(paris).toMatchObject({
      friendlyId: b.friendly_id,
      folder: 'in_progress',
      visibleToClient: true,
      pinned: false,
      client: { id: clientUser.id, name: 'Claire Client', email: client.email },
      specialist: { id: team.id, name: 'Théo Team' },
      travelersAdults: 1,
      travelersChildren: 0,
    });
    expect(r.items[1]!.status).toBe('proposed');
  });

  it('filters by folder and status', async () => {
    expect(names(await list(team, '?folder=archived'))).toEqual(['Old Venice trip']);
    expect(names(await list(team, '?status=proposed'))).toEqual(['Honeymoon in Rome']);
    expect(names(await list(team, '?status=confirmed'))).toEqual([]);
  });

  it('searches trip name, destination, client name and e-mail, and the trip number', async () => {
    expect(names(await list(team, '?q=honeymoon'))).toEqual(['Honeymoon in Rome']);
    expect(names(await list(team, '?q=ROME'))).toEqual(['Honeymoon in Rome']);
    expect(names(await list(team, '?q=rossi'))).toEqual(['Honeymoon in Rome']);
    expect(names(await list(team, '?q=marco.rossi%40example'))).toEqual(['Honeymoon in Rome']);
    expect(names(await list(team, `?q=${encodeURIComponent(client.email)}`))).toEqual(['Paris weekend']);
    expect(names(await list(team, `?q=%23${b.friendly_id}`))).toEqual(['Paris weekend']);
    expect(names(await list(team, `?q=t-${a.friendly_id}`))).toEqual(['Honeymoon in Rome']);
    expect(names(await list(team, `?q=T-${a.friendly_id}`))).toEqual(['Honeymoon in Rome']);
    // LIKE wildcards are taken literally.
    expect(names(await list(team, '?q=%25'))).toEqual([]);
    // Search stays inside the folder.
    expect(names(await list(team, '?q=venice'))).toEqual([]);
    expect(names(await list(team, '?q=venice&folder=archived'))).toEqual(['Old Venice trip']);
  });

  it('finds a trip when every word of the search matches, each in any of the searched fields', async () => {
    // Client name + destination, in either order, any case, extra spaces.
    expect(names(await list(team, '?q=rossi%20rome'))).toEqual(['Honeymoon in Rome']);
    expect(names(await list(team, '?q=%20ROME%20%20marco%20'))).toEqual(['Honeymoon in Rome']);
    // E-mail + trip name; trip number + client name.
    expect(names(await list(team, `?q=${encodeURIComponent(`${client.email} weekend`)}`))).toEqual(['Paris weekend']);
    expect(names(await list(team, `?q=${encodeURIComponent(`#${a.friendly_id} rossi`)}`))).toEqual(['Honeymoon in Rome']);
    // Every word must match: one word matching nothing hides the trip.
    expect(names(await list(team, '?q=rossi%20paris'))).toEqual([]);
    expect(names(await list(team, `?q=${encodeURIComponent(`#${b.friendly_id} rossi`)}`))).toEqual([]);
  });

  it('shows the assigned-to-me tab across folders but deleted', async () => {
    expect(names(await list(team, '?scope=assigned'))).toEqual(['Paris weekend']);
    expect(names(await list(otherTeam, '?scope=assigned'))).toEqual([]);
  });

  it('shows the deleted folder to super_admin only', async () => {
    expect(names(await list(superAdmin, '?folder=deleted'))).toEqual(['Binned trip']);
    const res = await call(team, 'GET', '/api/trips?folder=deleted');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('pages on the server', async () => {
    const p1 = await list(team, '?pageSize=1&page=1');
    const p2 = await list(team, '?pageSize=1&page=2');
    const p3 = await list(team, '?pageSize=1&page=3');
    expect([p1.total, p1.page, p1.pageSize]).toEqual([2, 1, 1]);
    expect([...names(p1), ...names(p2)]).toEqual(['Paris weekend', 'Honeymoon in Rome']);
    expect(p3.items).toEqual([]);
  });

  it('rejects invalid filters with 400', async () => {
    for (const q of ['?folder=bin', '?status=nope', '?pageSize=1000', '?page=0', `?q=${'x'.repeat(101)}`, '?scope=mine']) {
      const res = await call(team, 'GET', `/api/trips${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
    }
  });

  it('refuses anonymous (401), clients and unapproved team (403)', async () => {
    expect((await call(null, 'GET', '/api/trips')).statusCode).toBe(401);
    expect((await call(client, 'GET', '/api/trips')).statusCode).toBe(403);
    const pending = await t.user({ role: 'team', approved: false });
    expect((await call(pending, 'GET', '/api/trips')).statusCode).toBe(403);
  });
});

describe('pins', () => {
  it('pins per user: pinned trips come first for that user only, and unpin restores the order', async () => {
    const older = await makeTrip({ trip_name: 'Pin me (older)', folder: 'completed' });
    await makeTrip({ trip_name: 'Newer completed', folder: 'completed' });
    const res = await call(team, 'PUT', `/api/trips/${older.id}/pin`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: older.id, pinned: true });
    // Pinning twice is harmless.
    expect((await call(team, 'PUT', `/api/trips/${older.id}/pin`)).statusCode).toBe(200);

    expect(names(await list(team, '?folder=completed'))).toEqual(['Pin me (older)', 'Newer completed']);
    expect((await list(team, '?folder=completed')).items[0]!.pinned).toBe(true);
    expect(names(await list(otherTeam, '?folder=completed'))).toEqual(['Newer completed', 'Pin me (older)']);
    // Paging keeps pinned first.
    expect(names(await list(team, '?folder=completed&pageSize=1&page=2'))).toEqual(['Newer completed']);

    const un = await call(team, 'DELETE', `/api/trips/${older.id}/pin`);
    expect(un.statusCode).toBe(200);
    expect(un.json().pinned).toBe(false);
    expect(names(await list(team, '?folder=completed'))).toEqual(['Newer completed', 'Pin me (older)']);
  });

  it('answers 404 for an unknown trip, 400 for a bad id, 403 for a client', async () => {
    expect((await call(team, 'PUT', '/api/trips/00000000-0000-4000-8000-000000000000/pin')).statusCode).toBe(404);
    const bad = await call(team, 'PUT', '/api/trips/not-a-uuid/pin');
    expect(bad.statusCode).toBe(400);
    const trip = await makeTrip();
    expect((await call(client, 'PUT', `/api/trips/${trip.id}/pin`)).statusCode).toBe(403);
  });

  it("answers 404 'Trip not found' (not 500) when the trip is deleted for ever while it is being pinned", async () => {
    const random = await call(team, 'PUT', `/api/trips/${crypto.randomUUID()}/pin`);
    expect(random.statusCode).toBe(404);
    expect(random.json().error.message).toBe('Trip not found');
    // The race: the trip disappears between the service's check and the insert of the pin.
    const trip = await makeTrip({ trip_name: 'Vanishing while pinned' });
    const db = t.database.db;
    await sql`create or replace function test_vanish_on_pin() returns trigger language plpgsql as $$
      begin delete from trips where id = new.trip_id and trip_name = 'Vanishing while pinned'; return new; end $$`.execute(db);
    await sql`create trigger test_vanish_on_pin before insert on pinned_trips for each row execute function test_vanish_on_pin()`.execute(db);
    try {
      const res = await call(team, 'PUT', `/api/trips/${trip.id}/pin`);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.message).toBe('Trip not found');
    } finally {
      await sql`drop trigger test_vanish_on_pin on pinned_trips`.execute(db);
      await sql`drop function test_vanish_on_pin()`.execute(db);
    }
  });

  it('hides deleted trips and templates from team members', async () => {
    const deleted = await makeTrip({ folder: 'deleted' });
    const template = await makeTrip({ is_template: true });
    expect((await call(team, 'PUT', `/api/trips/${deleted.id}/pin`)).statusCode).toBe(404);
    expect((await call(superAdmin, 'PUT', `/api/trips/${deleted.id}/pin`)).statusCode).toBe(200);
    expect((await call(superAdmin, 'PUT', `/api/trips/${template.id}/pin`)).statusCode).toBe(404);
  });
});

/** The version of a trip as stored: what a client shows after reading it. */
async function versionOf(id: string): Promise<number> {
  const row = await t.database.db.selectFrom('trips').select('version').where('id', '=', id).executeTakeFirstOrThrow();
  return row.version;
}

describe('PATCH /api/trips/:id/visibility', () => {
  it('toggles Visible / Masqué and returns the row with a new version', async () => {
    const trip = await makeTrip();
    const res = await call(team, 'PATCH', `/api/trips/${trip.id}/visibility`, { visibleToClient: false, version: 1 });
    expect(res.statusCode).toBe(200);
    const row: TripListItem = res.json();
    expect(row).toMatchObject({ id: trip.id, visibleToClient: false, version: 2 });
    const back = await call(team, 'PATCH', `/api/trips/${trip.id}/visibility`, { visibleToClient: true, version: 2 });
    expect(back.json()).toMatchObject({ visibleToClient: true, version: 3 });
  });

  it("refuses a stale version with 409 'stale', a missing version or bad input with 400, clients with 403", async () => {
    const trip = await makeTrip();
    const stale = await call(team, 'PATCH', `/api/trips/${trip.id}/visibility`, { visibleToClient: false, version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({
      code: 'stale',
      message: 'Someone else changed this trip while you were editing. Reload to see their changes.',
    });
    const missing = await call(team, 'PATCH', `/api/trips/${trip.id}/visibility`, { visibleToClient: false });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.version).toMatch(/version/);
    const bad = await call(team, 'PATCH', `/api/trips/${trip.id}/visibility`, { visibleToClient: 'yes', version: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.visibleToClient).toBeTruthy();
    for (const version of [0, 1.5, '1']) {
      const wrong = await call(team, 'PATCH', `/api/trips/${trip.id}/visibility`, { visibleToClient: false, version });
      expect(wrong.statusCode, String(version)).toBe(400);
    }
    const refused = await call(client, 'PATCH', `/api/trips/${trip.id}/visibility`, { visibleToClient: false, version: 1 });
    expect(refused.statusCode).toBe(403);
    const row = await t.database.db.selectFrom('trips').select(['visible_to_client', 'version']).where('id', '=', trip.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ visible_to_client: true, version: 1 });
  });

  it('answers 404 for a trip deleted for ever before the write', async () => {
    const res = await call(team, 'PATCH', `/api/trips/${crypto.randomUUID()}/visibility`, { visibleToClient: false, version: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Trip not found');
  });
});

describe('two people write the same trip from the same version', () => {
  it('one write wins, the other gets 409 stale, and nothing is silently overwritten', async () => {
    const trip = await makeTrip({ trip_name: 'Contested trip' });
    // Both read version 1, then write at the same moment: one hides the trip, the other archives it.
    const [hide, archive] = await Promise.all([
      call(team, 'PATCH', `/api/trips/${trip.id}/visibility`, { visibleToClient: false, version: 1 }),
      call(otherTeam, 'PATCH', `/api/trips/${trip.id}/folder`, { folder: 'archived', version: 1 }),
    ]);
    const statuses = [hide.statusCode, archive.statusCode].sort();
    expect(statuses, `${hide.body} / ${archive.body}`).toEqual([200, 409]);
    const loser = hide.statusCode === 409 ? hide : archive;
    expect(loser.json().error.code).toBe('stale');
    expect(loser.json().error.message).toMatch(/Someone else changed this trip/);
    const row = await t.database.db
      .selectFrom('trips')
      .select(['visible_to_client', 'folder', 'version'])
      .where('id', '=', trip.id)
      .executeTakeFirstOrThrow();
    // Exactly the winner's change is stored, once.
    expect(row.version).toBe(2);
    if (hide.statusCode === 200) expect(row).toMatchObject({ visible_to_client: false, folder: 'in_progress' });
    else expect(row).toMatchObject({ visible_to_client: true, folder: 'archived' });

    // The loser reloads (version 2) and applies their change on top: both changes are now kept.
    const retry =
      hide.statusCode === 409
        ? await call(team, 'PATCH', `/api/trips/${trip.id}/visibility`, { visibleToClient: false, version: 2 })
        : await call(otherTeam, 'PATCH', `/api/trips/${trip.id}/folder`, { folder: 'archived', version: 2 });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ visibleToClient: false, folder: 'archived', version: 3 });
  });

  it('of many writers racing on one version, exactly one wins', async () => {
    const trip = await makeTrip({ trip_name: 'Crowded trip' });
    const folders = ['completed', 'cancelled', 'archived', 'completed', 'cancelled', 'archived'] as const;
    const results = await Promise.all(
      folders.map((folder, i) => call(i % 2 ? team : otherTeam, 'PATCH', `/api/trips/${trip.id}/folder`, { folder, version: 1 })),
    );
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(folders.length - 1);
    const row = await t.database.db.selectFrom('trips').select(['folder', 'version']).where('id', '=', trip.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ folder: won[0]!.json().folder, version: 2 });
  });
});

describe('folders, delete and restore', () => {
  it('lets a team member move a trip between folders but not to Deleted', async () => {
    const trip = await makeTrip();
    const moved = await call(team, 'PATCH', `/api/trips/${trip.id}/folder`, { folder: 'archived', version: 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ folder: 'archived', version: 2 });
    const del = await call(team, 'PATCH', `/api/trips/${trip.id}/folder`, { folder: 'deleted', version: 2 });
    expect(del.statusCode).toBe(403);
    expect(del.json().error.code).toBe('forbidden');
    const bad = await call(team, 'PATCH', `/api/trips/${trip.id}/folder`, { folder: 'trash', version: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.folder).toBe('Unknown folder');
    const missing = await call(team, 'PATCH', `/api/trips/${trip.id}/folder`, { folder: 'completed' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.version).toBeTruthy();
    const stale = await call(team, 'PATCH', `/api/trips/${trip.id}/folder`, { folder: 'completed', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('stale');
    expect(await versionOf(trip.id)).toBe(2);
  });

  it('super_admin deletes (to Deleted), restores to in_progress, then deletes forever', async () => {
    const trip = await makeTrip({ trip_name: 'Lifecycle trip' });
    const del = await call(superAdmin, 'PATCH', `/api/trips/${trip.id}/folder`, { folder: 'deleted', version: 1 });
    expect(del.statusCode).toBe(200);
    expect(del.json().folder).toBe('deleted');
    expect(names(await list(superAdmin, '?folder=deleted&q=lifecycle'))).toEqual(['Lifecycle trip']);
    expect(names(await list(superAdmin, '?q=lifecycle'))).toEqual([]);

    const restored = await call(superAdmin, 'POST', `/api/trips/${trip.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ folder: 'in_progress', version: 3 });
    expect(names(await list(superAdmin, '?q=lifecycle'))).toEqual(['Lifecycle trip']);

    // Delete Forever only from the Deleted folder.
    const early = await call(superAdmin, 'DELETE', `/api/trips/${trip.id}`);
    expect(early.statusCode).toBe(422);
    await call(superAdmin, 'PATCH', `/api/trips/${trip.id}/folder`, { folder: 'deleted', version: 3 });
    const gone = await call(superAdmin, 'DELETE', `/api/trips/${trip.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ ok: true, id: trip.id });
    expect(await t.database.db.selectFrom('trips').select('id').where('id', '=', trip.id).executeTakeFirst()).toBeUndefined();
    expect((await call(superAdmin, 'DELETE', `/api/trips/${trip.id}`)).statusCode).toBe(404);
  });

  it('a team member cannot delete, restore or delete forever a trip', async () => {
    const trip = await makeTrip();
    const binned = await makeTrip({ folder: 'deleted' });
    expect((await call(team, 'PATCH', `/api/trips/${trip.id}/folder`, { folder: 'deleted', version: 1 })).statusCode).toBe(403);
    const restore = await call(team, 'POST', `/api/trips/${binned.id}/restore`);
    expect(restore.statusCode).toBe(403);
    const forever = await call(team, 'DELETE', `/api/trips/${binned.id}`);
    expect(forever.statusCode).toBe(403);
    expect(forever.json().error.code).toBe('forbidden');
    expect((await call(team, 'PATCH', `/api/trips/${binned.id}/folder`, { folder: 'in_progress', version: 1 })).statusCode).toBe(404);
    const rows = await t.database.db.selectFrom('trips').select(['id', 'folder']).where('id', 'in', [trip.id, binned.id]).execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.folder]))).toEqual({ [trip.id]: 'in_progress', [binned.id]: 'deleted' });
  });

  it('restore only applies to a deleted trip (422) and validates the id (400)', async () => {
    const trip = await makeTrip();
    expect((await call(superAdmin, 'POST', `/api/trips/${trip.id}/restore`)).statusCode).toBe(422);
    expect((await call(superAdmin, 'POST', '/api/trips/nope/restore')).statusCode).toBe(400);
    expect((await call(superAdmin, 'DELETE', '/api/trips/nope')).statusCode).toBe(400);
  });
});

describe('GET /api/trips/templates', () => {
  it('lists the template trips for staff, with their day count', async () => {
    const template = await makeTrip({
      trip_name: 'Template of the picker',
      is_template: true,
      days: JSON.stringify([{ id: 'd1', date: '2027-05-10', title: 'One', timeSlots: [] }]),
    });
    const res = await call(team, 'GET', '/api/trips/templates');
    expect(res.statusCode).toBe(200);
    const item = res.json().items.find((i: { id: string }) => i.id === template.id);
    expect(item).toMatchObject({ tripName: 'Template of the picker', friendlyId: template.friendly_id, dayCount: 1 });
    expect(res.json().items.every((i: { tripName: string }) => i.tripName !== 'Paris weekend')).toBe(true);
    expect((await call(client, 'GET', '/api/trips/templates')).statusCode).toBe(403);
  });
});

describe('GET /api/dashboard/counts', () => {
  it('counts trips in progress, inbox questionnaires and trips assigned to me', async () => {
    const before = (await call(otherTeam, 'GET', '/api/dashboard/counts')).json();
    await makeTrip({ dedicated_specialist_id: otherTeam.id });
    await makeTrip({ dedicated_specialist_id: otherTeam.id, folder: 'archived' });
    await makeTrip({ dedicated_specialist_id: otherTeam.id, folder: 'deleted' });
    await makeTrip({ dedicated_specialist_id: otherTeam.id, is_template: true });
    const q = { email: 'q@example.com', destination: 'paris', duration: '3-5', budget: 'luxury' };
    await t.database.db
      .insertInto('trip_questionnaires')
      .values([
        { ...q, name: 'Inbox one' },
        { ...q, name: 'Active one', folder: 'active' },
      ])
      .execute();
    const res = await call(otherTeam, 'GET', '/api/dashboard/counts');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      trips: before.trips + 1,
      survey: before.survey + 1,
      assignedToMe: before.assignedToMe + 2,
    });
    const inProgress = await list(otherTeam, '?pageSize=1');
    expect(inProgress.total).toBe(res.json().trips);
    expect((await list(otherTeam, '?scope=assigned')).total).toBe(res.json().assignedToMe);
  });

  it('refuses anonymous (401) and clients (403)', async () => {
    expect((await call(null, 'GET', '/api/dashboard/counts')).statusCode).toBe(401);
    expect((await call(client, 'GET', '/api/dashboard/counts')).statusCode).toBe(403);
  });
});

describe('broad searches', () => {
  it('stop counting at 1,000 (totalCapped) and still page past it', async () => {
    await sql`
      insert into trips (trip_name, destination, days, created_at)
      select 'Capped search ' || g, 'Lisbon, Portugal', '[]', timestamp '2020-01-01' + g * interval '1 minute'
      from generate_series(1, 1003) g
    `.execute(t.database.db);
    const first = await list(team, '?q=capped%20search');
    expect([first.total, first.totalCapped, first.items.length]).toEqual([1000, true, 25]);
    expect(first.items[0]!.tripName).toBe('Capped search 1003');
    const beyond = await list(team, '?q=capped%20search&page=41');
    expect(beyond.items.map((i) => i.tripName)).toEqual(['Capped search 3', 'Capped search 2', 'Capped search 1']);
    const folderView = await list(team, '?pageSize=1');
    expect(folderView.totalCapped).toBe(false);
    expect(folderView.total).toBeGreaterThan(1000);
  });
});
