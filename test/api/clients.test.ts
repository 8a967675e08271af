import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, mailText, type TestApp, type TestUser } from '../helpers/app.js';
import { searchCondition } from '#server/modules/clients/repo.js';

let t: TestApp;
let team: TestUser;
let admin: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  team = await t.user({ role: 'team' });
  admin = await t.user({ role: 'super_admin' });
  client = await t.user({ role: 'client' });
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function call(method: Method, url: string, who: TestUser | null, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      ...(who ? { cookie: who.cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}

let seq = 0;
async function newClient(overrides: Record<string, unknown> = {}) {
  const email = `client${++seq}-${Date.now()}@example.com`;
  const res = await call('POST', '/api/clients', team, {
    email,
    fullName: `Claire ${seq}`,
    destination: 'Paris',
    startDate: '2027-05-10',
    endDate: '2027-05-14',
    notes: 'Anniversary',
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.client as { key: string; email: string; userId: string; allowedId: string; friendlyId: number };
}

async function tripOf(userId: string, values: Record<string, unknown> = {}) {
  return t.database.db
    .insertInto('trips')
    .values({ trip_name: 'A trip', destination: 'Rome', user_id: userId, days: '[]', ...values })
    .returning(['id', 'friendly_id'])
    .executeTakeFirstOrThrow();
}

describe('POST /api/clients', () => {
  it('creates the allowed-client record and a users row without password', async () => {
    const c = await newClient({ email: '  New.Client@Example.com ' });
    expect(c.email).toBe('new.client@example.com');
    expect(c.friendlyId).toBeGreaterThan(1000);
    expect(c.key).toBe(String(c.friendlyId));
    const allowed = await t.database.db.selectFrom('allowed_client_emails').selectAll().where('id', '=', c.allowedId).executeTakeFirstOrThrow();
    expect(allowed).toMatchObject({ role: 'client', approved: true, used: false, added_by: team.id, client_user_id: c.userId, destination: 'Paris', start_date: '2027-05-10' });
    const user = await t.database.db.selectFrom('users').selectAll().where('id', '=', c.userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'client', email: 'new.client@example.com' });
    const creds = await t.database.db.selectFrom('auth_accounts').select('id').where('user_id', '=', c.userId).execute();
    expect(creds).toHaveLength(0);
    const dest = await t.database.db.selectFrom('client_destinations').selectAll().where('user_id', '=', c.userId).execute();
    expect(dest.map((d) => d.destination)).toEqual(['Paris']);
  });

  it("refuses a missing e-mail with 'Email is required' and a known one with 'Client already exists!'", async () => {
    const missing = await call('POST', '/api/clients', team, { email: '  ', fullName: 'X' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.email).toBe('Email is required');
    const c = await newClient();
    const again = await call('POST', '/api/clients', team, { email: c.email.toUpperCase() });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe('Client already exists!');
    const staff = await call('POST', '/api/clients', team, { email: admin.email });
    expect(staff.status).toBe(422);
    expect(staff.body.error.fields.email).toBe('User with this email already exists');
  });

  it("refuses an impossible date (2025-02-30) with 400 'Please enter a valid date', not 500", async () => {
    const email = `impossible-${Date.now()}@example.com`;
    const res = await call('POST', '/api/clients', team, { email, startDate: '2025-02-30', endDate: '2025-03-02' });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.fields.startDate).toBe('Please enter a valid date');
    expect(await t.database.db.selectFrom('allowed_client_emails').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('is refused to clients and anonymous callers', async () => {
    expect((await call('POST', '/api/clients', client, { email: 'x@example.com' })).status).toBe(403);
    expect((await call('POST', '/api/clients', null, { email: 'x@example.com' })).status).toBe(401);
  });
});

describe('GET /api/clients (client database)', () => {
  it('pages and searches by e-mail, full name or destination; Used follows sign-up', async () => {
    const a = await newClient({ fullName: 'Béatrice Zanzibar', destination: 'Italy' });
    const b = await newClient({ fullName: 'Octave Quill', destination: 'Rome' });
    const trip = await tripOf(b.userId);
    await tripOf(b.userId, { folder: 'deleted' });
    const shared = await tripOf(a.userId);
    await t.database.db.insertInto('trip_clients').values({ trip_id: shared.id, user_id: b.userId }).execute();

    const byName = await call('GET', '/api/clients?search=zanzi', team);
    expect(byName.status).toBe(200);
    expect(byName.body.items.map((i: { email: string }) => i.email)).toEqual([a.email]);
    const byDest = await call('GET', '/api/clients?search=ITALY', team);
    expect(byDest.body.items.map((i: { email: string }) => i.email)).toContain(a.email);
    expect(byDest.body.items.map((i: { email: string }) => i.email)).not.toContain(b.email);
    const byFullName = await call('GET', `/api/clients?search=${encodeURIComponent('octave quill')}`, team);
    expect(byFullName.body.items[0]).toMatchObject({ email: b.email, fullName: 'Octave Quill', used: false, tripNumbers: [trip.friendly_id, shared.friendly_id] });
    expect(byName.body.items[0].tripNumbers).toEqual([shared.friendly_id]);
    const byEmail = await call('GET', `/api/clients?search=${encodeURIComponent(b.email.toUpperCase())}`, team);
    expect(byEmail.body.total).toBe(1);
    // Every word must match, each in any field: name + destination, in any order.
    const byWords = await call('GET', `/api/clients?search=${encodeURIComponent('italy zanzibar')}`, team);
    expect(byWords.body.items.map((i: { email: string }) => i.email)).toEqual([a.email]);
    const notAllWords = await call('GET', `/api/clients?search=${encodeURIComponent('zanzibar rome')}`, team);
    expect(notAllWords.body.items.map((i: { email: string }) => i.email)).not.toContain(a.email);
    const none = await call('GET', '/api/clients?search=%25_nothing_', team);
    expect(none.body).toMatchObject({ items: [], total: 0 });

    const page1 = await call('GET', '/api/clients?page=1&pageSize=1', team);
    const page2 = await call('GET', '/api/clients?page=2&pageSize=1', team);
    expect(page1.body.items).toHaveLength(1);
    expect(page1.body.total).toBeGreaterThanOrEqual(2);
    expect(page2.body.items[0].key).not.toBe(page1.body.items[0].key);

    // The client signs up with the e-mail: the card turns Used.
    const activated = await t.activate(a.email, 'Béatrice Zanzibar');
    expect(activated.redirectTo).toBe('/login?activation=done');
    const after = await call('GET', '/api/clients?search=zanzi', team);
    expect(after.body.items[0]).toMatchObject({ used: true, userId: a.userId });
  });

  it('rejects a bad page and refuses non-staff', async () => {
    expect((await call('GET', '/api/clients?page=0', team)).status).toBe(400);
    expect((await call('GET', '/api/clients', client)).status).toBe(403);
    expect((await call('GET', '/api/clients', null)).status).toBe(401);
  });

  it('uses the trigram index expression for searches', async () => {
    const { sql } = await import('kysely');
    // One transaction keeps the setting and the plan on the same connection (PGlite and PostgreSQL).
    const plan = await t.database.db.transaction().execute(async (tx) => {
      await sql`set local enable_seqscan = off`.execute(tx);
      const query = tx.selectFrom('allowed_client_emails as a').select('a.id').where(searchCondition('zanzi')).compile();
      return tx.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` });
    });
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('allowed_client_emails_search_trgm');
  });
});

describe('GET /api/clients/:clientId', () => {
  it('answers by friendly id, user id or record id, hiding deleted and archived trips', async () => {
    const c = await newClient();
    const shown = await tripOf(c.userId, { trip_name: 'Shown' });
    await tripOf(c.userId, { trip_name: 'Deleted', folder: 'deleted' });
    await tripOf(c.userId, { trip_name: 'Archived', status: 'archived' });
    await t.database.db
      .insertInto('trip_questionnaires')
      .values({ name: 'C', email: c.email.toUpperCase(), destination: 'rome', duration: '6-7', budget: 'luxury', interests: ['food'] })
      .execute();
    for (const key of [String(c.friendlyId), c.userId, c.allowedId]) {
      const res = await call('GET', `/api/clients/${key}`, team);
      expect(res.status, key).toBe(200);
      expect(res.body.client).toMatchObject({ email: c.email, key: String(c.friendlyId), notes: 'Anniversary' });
      expect(res.body.trips.map((x: { id: string }) => x.id)).toEqual([shown.id]);
      expect(res.body.questionnaire).toMatchObject({ destination: 'rome', startDate: null, endDate: null, adults: 2 });
      expect(res.body.account).toMatchObject({ hasUser: true, hasPassword: false, role: 'client' });
      expect(res.body.destinations[0].destination).toBe('Paris');
    }
  });

  it("answers 404 'Client not found' for unknown ids and for staff users", async () => {
    const unknown = await call('GET', '/api/clients/999999', team);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Client not found');
    expect((await call('GET', `/api/clients/${admin.id}`, team)).status).toBe(404);
    expect((await call('GET', '/api/clients/not-an-id', team)).status).toBe(404);
  });

  it('shows a self-signed-up client without record', async () => {
    const res = await call('GET', `/api/clients/${client.id}`, team);
    expect(res.status).toBe(200);
    expect(res.body.client).toMatchObject({ allowedId: null, used: true, email: client.email });
    expect(res.body.account.hasPassword).toBe(true);
  });

  it('is staff only', async () => {
    expect((await call('GET', `/api/clients/${client.id}`, client)).status).toBe(403);
  });
});

describe('PATCH /api/clients/:clientId', () => {
  it('saves users and allowed_client_emails together', async () => {
    const c = await newClient();
    const email = `renamed-${Date.now()}@example.com`;
    const res = await call('PATCH', `/api/clients/${c.friendlyId}`, team, {
      email: email.toUpperCase(),
      fullName: 'Claire Renamed',
      phone: '+33 6 00 00 00 00',
      notes: '',
      destination: 'Rome',
      startDate: '',
      endDate: null,
      version: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.client).toMatchObject({ email, fullName: 'Claire Renamed', phone: '+33 6 00 00 00 00', notes: null, destination: 'Rome', startDate: null });
    const user = await t.database.db.selectFrom('users').selectAll().where('id', '=', c.userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email, full_name: 'Claire Renamed' });
    expect(res.body.destinations.map((d: { destination: string }) => d.destination).sort()).toEqual(['Paris', 'Rome']);
  });

  it("needs an e-mail ('Email is required'), dates in order and a free e-mail", async () => {
    const c = await newClient();
    const other = await newClient();
    const missing = await call('PATCH', `/api/clients/${c.key}`, team, { email: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.email).toBe('Email is required');
    const dates = await call('PATCH', `/api/clients/${c.key}`, team, { email: c.email, startDate: '2027-05-10', endDate: '2027-05-01', version: 1 });
    expect(dates.body.error.fields.endDate).toBe('End date must be on or after the start date');
    const taken = await call('PATCH', `/api/clients/${c.key}`, team, { email: other.email, version: 1 });
    expect(taken.status).toBe(422);
    expect(taken.body.error.fields.email).toBe('User with this email already exists');
  });

  it('creates the record for a client who signed up without one', async () => {
    const solo = await t.user({ role: 'client' });
    const res = await call('PATCH', `/api/clients/${solo.id}`, team, { email: solo.email, notes: 'VIP', version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.client).toMatchObject({ notes: 'VIP', used: true });
    expect(res.body.client.allowedId).toBeTruthy();
  });

  it('is staff only', async () => {
    expect((await call('PATCH', `/api/clients/${client.id}`, client, { email: client.email, version: 1 })).status).toBe(403);
  });

  it('names the version it read: of two saves of one version, one wins and the other gets 409 stale', async () => {
    const c = await newClient();
    const shown = (await call('GET', `/api/clients/${c.key}`, team)).body.client.version as number;
    expect(shown).toBe(1);
    const first = await call('PATCH', `/api/clients/${c.key}`, team, { email: c.email, notes: 'Prefers the Ritz', version: shown });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.client.version).toBe(shown + 1);
    const second = await call('PATCH', `/api/clients/${c.key}`, admin, { email: c.email, notes: 'Allergic to shellfish', version: shown });
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({ code: 'stale', message: expect.stringContaining('Someone else saved this client') });
    // The first one's notes are kept; a save naming the new version goes through.
    expect((await call('GET', `/api/clients/${c.key}`, team)).body.client.notes).toBe('Prefers the Ritz');
    const again = await call('PATCH', `/api/clients/${c.key}`, admin, { email: c.email, notes: 'Both', version: shown + 1 });
    expect(again.status).toBe(200);
    // At the same moment: exactly one of two saves naming one version wins.
    const v = again.body.client.version as number;
    const both = await Promise.all([
      call('PATCH', `/api/clients/${c.key}`, team, { email: c.email, notes: 'A', version: v }),
      call('PATCH', `/api/clients/${c.key}`, admin, { email: c.email, notes: 'B', version: v }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    // A record without a users row carries the version too.
    const missingVersion = await call('PATCH', `/api/clients/${c.key}`, team, { email: c.email });
    expect(missingVersion.status).toBe(400);
    expect(missingVersion.body.error.fields).toHaveProperty('version');
  });
});

describe('a client completing sign-up while staff edit the record (ADR 020)', () => {
  const post = (url: string, body: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const activationToken = (email: string) =>
    t.mails().map(mailText).filter((m) => m.includes(`To: ${email}`)).at(-1)!.match(/reset-password\?token=([\w-]+)&activate=1/)![1]!;

  it('the name typed at sign-up moves the version: a save naming the version read before gets 409', async () => {
    const c = await newClient({ fullName: undefined });
    const shown = (await call('GET', `/api/clients/${c.key}`, team)).body.client.version as number;
    const signUp = await post('/api/auth/sign-up', { fullName: 'Ines Own', email: c.email, password: 'secret123', confirmPassword: 'secret123' });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const save = await call('PATCH', `/api/clients/${c.key}`, team, { email: c.email, fullName: 'Staff Typed', version: shown });
    expect(save.status).toBe(409);
    expect((await call('GET', `/api/clients/${c.key}`, team)).body.client.fullName).toBe('Ines Own');
  });

  it('so does the name given with the first password on the activation link', async () => {
    const c = await newClient();
    await post('/api/auth/sign-up', { fullName: 'Anyone', email: c.email, password: 'secret123', confirmPassword: 'secret123' });
    const shown = (await call('GET', `/api/clients/${c.key}`, team)).body.client.version as number;
    const done = await post('/api/auth/reset-password', { token: activationToken(c.email), password: 'secret123', confirmPassword: 'secret123', fullName: 'Ines Chosen' });
    expect(done.statusCode, done.body).toBe(200);
    const save = await call('PATCH', `/api/clients/${c.key}`, team, { email: c.email, fullName: 'Staff Typed', version: shown });
    expect(save.status).toBe(409);
    const row = await t.database.db.selectFrom('users').select('full_name').where('id', '=', c.userId).executeTakeFirstOrThrow();
    expect(row.full_name).toBe('Ines Chosen');
  });
});

describe('POST /api/clients/:clientId/trips (Create New Trip)', () => {
  it('starts a blank trip for the client and remembers the destination once', async () => {
    const c = await newClient();
    const res = await call('POST', `/api/clients/${c.key}/trips`, team, { destination: 'Venice', startDate: '2027-10-01', endDate: '2027-10-05' });
    expect(res.status).toBe(201);
    expect(res.body.trip).toMatchObject({ destination: 'Venice', tripName: 'Venice Trip', startDate: '2027-10-01' });
    const again = await call('POST', `/api/clients/${c.key}/trips`, team, { destination: 'Venice' });
    expect(again.status).toBe(201);
    const trip = await t.database.db.selectFrom('trips').selectAll().where('id', '=', res.body.trip.id).executeTakeFirstOrThrow();
    expect(trip).toMatchObject({ user_id: c.userId, status: 'planning', folder: 'in_progress', is_template: false, visible_to_client: false });
    const link = await t.database.db.selectFrom('trip_clients').selectAll().where('trip_id', '=', trip.id).execute();
    expect(link).toEqual([{ trip_id: trip.id, user_id: c.userId }]);
    const detail = await call('GET', `/api/clients/${c.key}`, team);
    expect(detail.body.destinations.filter((d: { destination: string }) => d.destination === 'Venice')).toHaveLength(1);
    expect(detail.body.trips).toHaveLength(2);
  });

  it("needs a destination ('Destination is required')", async () => {
    const c = await newClient();
    const res = await call('POST', `/api/clients/${c.key}/trips`, team, { destination: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.destination).toBe('Destination is required');
  });

  it('is staff only', async () => {
    expect((await call('POST', `/api/clients/${client.id}/trips`, client, { destination: 'Rome' })).status).toBe(403);
  });
});

describe('POST /api/clients/:clientId/clone (clone by trip number)', () => {
  it("copies any trip by number ('T-' in any case stripped) with new day, slot and option ids", async () => {
    const c = await newClient();
    const owner = await newClient();
    const days = [
      {
        id: 'd1',
        date: '2027-05-10',
        title: 'Day one',
        timeSlots: [
          {
            id: 's1',
            startTime: '09:00',
            endTime: '11:00',
            start_time: '09:00',
            end_time: '11:00',
            title: 'Louvre',
            options: [
              { id: 'o1', name: 'Louvre', cost: 22 },
              { id: 'o2', name: "Musée d'Orsay", cost: 16 },
            ],
            selectedPlace: 'o2',
          },
        ],
      },
    ];
    const source = await tripOf(owner.userId, {
      trip_name: 'Source',
      days: JSON.stringify(days),
      hotel: JSON.stringify({ name: 'Ritz', checkIn: '2027-05-10', checkOut: '2027-05-12', pricePerNight: 900, rooms: 1, billed: true }),
      status: 'confirmed',
      folder: 'completed',
      visible_to_client: false,
      budget_eur: 5000,
    });
    const res = await call('POST', `/api/clients/${c.key}/clone`, team, { tripNumber: ` t-${source.friendly_id} ` });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.trip.friendlyId).not.toBe(source.friendly_id);
    const copy = await t.database.db.selectFrom('trips').selectAll().where('id', '=', res.body.trip.id).executeTakeFirstOrThrow();
    expect(copy).toMatchObject({ user_id: c.userId, trip_name: 'Source', status: 'planning', folder: 'in_progress', visible_to_client: false, is_template: false, budget_eur: 5000 });
    expect(copy.hotel).toMatchObject({ name: 'Ritz', billed: false });
    const day = (copy.days as Array<{ id: string; timeSlots: Array<{ id: string; selectedPlace: string; options: Array<{ id: string; name: string }> }> }>)[0]!;
    expect(day.id).not.toBe('d1');
    const slot = day.timeSlots[0]!;
    expect(slot.id).not.toBe('s1');
    expect(slot.options.map((o) => o.id)).not.toContain('o1');
    expect(slot.options.find((o) => o.id === slot.selectedPlace)?.name).toBe("Musée d'Orsay");
    // The source is untouched.
    const src = await t.database.db.selectFrom('trips').select('days').where('id', '=', source.id).executeTakeFirstOrThrow();
    expect((src.days as Array<{ id: string }>)[0]!.id).toBe('d1');
    const plain = await call('POST', `/api/clients/${c.key}/clone`, team, { tripNumber: `#${source.friendly_id}` });
    expect(plain.status).toBe(201);
  });

  it("does not keep the source's questionnaire, clones templates by number, never deleted trips", async () => {
    const c = await newClient();
    const owner = await newClient();
    const q = await t.database.db
      .insertInto('trip_questionnaires')
      .values({
        name: 'Source Owner',
        email: owner.email,
        destination: 'rome',
        duration: '3-5',
        budget: 'luxury',
        interests: ['food'],
        travel_dates: JSON.stringify({ not_yet_scheduled: true }),
        travelers: JSON.stringify({ adults: 2, children: 0 }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const source = await tripOf(owner.userId, { questionnaire_id: q.id });
    const res = await call('POST', `/api/clients/${c.key}/clone`, team, { tripNumber: `T-${source.friendly_id}` });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const copy = await t.database.db.selectFrom('trips').select('questionnaire_id').where('id', '=', res.body.trip.id).executeTakeFirstOrThrow();
    expect(copy.questionnaire_id).toBeNull();

    const template = await tripOf(owner.userId, { is_template: true, trip_name: 'Template by number', start_date: '2027-06-14', end_date: '2027-06-17' });
    // Templates (shown to staff as #1001-#1003) are cloned by number like any trip: the copy is a client's trip.
    const tpl = await call('POST', `/api/clients/${c.key}/clone`, team, { tripNumber: `#${template.friendly_id}` });
    expect(tpl.status, JSON.stringify(tpl.body)).toBe(201);
    expect(tpl.body.trip).toMatchObject({ tripName: 'Template by number', startDate: '2027-06-14', endDate: '2027-06-17' });
    const made = await t.database.db.selectFrom('trips').select(['is_template', 'user_id', 'folder']).where('id', '=', tpl.body.trip.id).executeTakeFirstOrThrow();
    expect(made).toEqual({ is_template: false, user_id: c.userId, folder: 'in_progress' });
    const still = await t.database.db.selectFrom('trips').select('is_template').where('id', '=', template.id).executeTakeFirstOrThrow();
    expect(still.is_template).toBe(true);
    await t.database.db.deleteFrom('trips').where('id', '=', template.id).execute(); // the template list test expects its own only
    const deleted = await tripOf(owner.userId, { folder: 'deleted' });
    const del = await call('POST', `/api/clients/${c.key}/clone`, team, { tripNumber: `#${deleted.friendly_id}` });
    expect(del.status).toBe(404);
    expect(del.body.error.message).toBe(`No trip found with number #${deleted.friendly_id}`);
  });

  it("names the client's other live trips whose dates overlap the copy's, and none when they do not", async () => {
    const c = await newClient();
    const owner = await newClient();
    const paris = await tripOf(c.userId, { trip_name: 'Paris weekend', start_date: '2027-09-12', end_date: '2027-09-15' });
    await tripOf(c.userId, { trip_name: 'Cancelled', start_date: '2027-09-10', end_date: '2027-09-11', folder: 'cancelled' });
    await tripOf(c.userId, { trip_name: 'Binned', start_date: '2027-09-10', end_date: '2027-09-11', folder: 'deleted' });
    await tripOf(c.userId, { trip_name: 'Before', start_date: '2027-09-01', end_date: '2027-09-09' });
    const source = await tripOf(owner.userId, { trip_name: 'Rome, Eternal City', start_date: '2027-09-10', end_date: '2027-09-16' });
    const res = await call('POST', `/api/clients/${c.key}/clone`, team, { tripNumber: `#${source.friendly_id}` });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.overlaps).toEqual([
      { id: paris.id, friendlyId: paris.friendly_id, tripName: 'Paris weekend', destination: 'Rome', startDate: '2027-09-12', endDate: '2027-09-15' },
    ]);
    const elsewhere = await tripOf(owner.userId, { trip_name: 'October', start_date: '2027-10-01', end_date: '2027-10-03' });
    const none = await call('POST', `/api/clients/${c.key}/clone`, team, { tripNumber: `#${elsewhere.friendly_id}` });
    expect(none.body.overlaps).toEqual([]);
  });

  it("answers 'No trip found with number {value}' and validates the input", async () => {
    const c = await newClient();
    const none = await call('POST', `/api/clients/${c.key}/clone`, team, { tripNumber: 'T-999999' });
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe('No trip found with number 999999');
    const junk = await call('POST', `/api/clients/${c.key}/clone`, team, { tripNumber: 'abc' });
    expect(junk.body.error.message).toBe('No trip found with number abc');
    const empty = await call('POST', `/api/clients/${c.key}/clone`, team, { tripNumber: '' });
    expect(empty.status).toBe(400);
  });

  it('is staff only', async () => {
    expect((await call('POST', `/api/clients/${client.id}/clone`, client, { tripNumber: 'T-1001' })).status).toBe(403);
  });
});

describe('POST /api/clients/:clientId/reset-password', () => {
  it('e-mails a reset link to a client with an account', async () => {
    const before = t.mails().length;
    const res = await call('POST', `/api/clients/${client.id}/reset-password`, team);
    expect(res.status).toBe(200);
    const mails = t.mails().slice(before).map(mailText);
    expect(mails.some((m) => m.includes(client.email) && /\/reset-password\?token=/.test(m))).toBe(true);
  });

  it('refuses a client who has not signed up yet', async () => {
    const c = await newClient();
    const res = await call('POST', `/api/clients/${c.key}/reset-password`, team);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('This client has not created an account yet');
  });

  it('is staff only', async () => {
    expect((await call('POST', `/api/clients/${client.id}/reset-password`, client)).status).toBe(403);
    expect((await call('POST', `/api/clients/${client.id}/reset-password`, null)).status).toBe(401);
  });
});

describe('DELETE /api/clients/:clientId', () => {
  it('removes the record and the user; the trips move to the deleted folder', async () => {
    const c = await newClient();
    const trip = await tripOf(c.userId);
    const res = await call('DELETE', `/api/clients/${c.key}`, admin);
    expect(res.status).toBe(200);
    expect(await t.database.db.selectFrom('users').select('id').where('id', '=', c.userId).executeTakeFirst()).toBeUndefined();
    expect(await t.database.db.selectFrom('allowed_client_emails').select('id').where('id', '=', c.allowedId).executeTakeFirst()).toBeUndefined();
    const kept = await t.database.db.selectFrom('trips').selectAll().where('id', '=', trip.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ folder: 'deleted', user_id: null });
    expect((await call('GET', `/api/clients/${c.key}`, team)).status).toBe(404);
  });

  it('answers 404 for an unknown client and refuses everyone but super admins (spec §6)', async () => {
    expect((await call('DELETE', '/api/clients/999999', admin)).status).toBe(404);
    const c = await newClient();
    expect((await call('DELETE', `/api/clients/${c.key}`, client)).status).toBe(403);
    const byTeam = await call('DELETE', `/api/clients/${c.key}`, team);
    expect(byTeam.status).toBe(403);
    expect(byTeam.body.error.code).toBe('forbidden');
    expect(await t.database.db.selectFrom('users').select('id').where('id', '=', c.userId).executeTakeFirst()).toBeDefined();
    expect((await call('GET', `/api/clients/${c.key}`, team)).status).toBe(200);
  });
});

describe('GET /api/trips/templates', () => {
  it('lists template trips only', async () => {
    const demo = await t.database.db.insertInto('users').values({ email: `demo-${Date.now()}@example.com`, role: 'no_access', approved: false }).returning('id').executeTakeFirstOrThrow();
    await t.database.db.insertInto('trips').values({ trip_name: 'Paris template', destination: 'Paris', user_id: demo.id, is_template: true, days: JSON.stringify([{ id: 'a', date: '2027-01-01', title: 'x', timeSlots: [] }]) }).execute();
    const res = await call('GET', '/api/trips/templates', admin);
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0]).toMatchObject({ tripName: 'Paris template', dayCount: 1 });
  });

  it('is staff only', async () => {
    expect((await call('GET', '/api/trips/templates', client)).status).toBe(403);
    expect((await call('GET', '/api/trips/templates', null)).status).toBe(401);
  });
});
