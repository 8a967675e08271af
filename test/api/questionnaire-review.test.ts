import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';

let t: TestApp;
let team: TestUser;
let client: TestUser;
let templateId: string;

beforeAll(async () => {
  t = await createTestApp();
  team = await t.user({ role: 'team' });
  client = await t.user({ role: 'client' });
  const demo = await t.database.db
    .insertInto('users')
    .values({ email: 'templates@example.com', role: 'no_access', approved: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  const days = [1, 2].map((n) => ({
    id: `tpl-d${n}`,
    date: `2027-05-1${n}`,
    title: `Day ${n}`,
    timeSlots: [
      {
        id: `tpl-d${n}-s1`,
        startTime: '09:00',
        endTime: '11:00',
        start_time: '09:00',
        end_time: '11:00',
        title: 'Morning',
        options: [{ id: `tpl-d${n}-o1`, name: 'Louvre', cost: 22 }],
        selectedPlace: `tpl-d${n}-o1`,
      },
    ],
  }));
  const tpl = await t.database.db
    .insertInto('trips')
    .values({
      trip_name: 'Paris, Classic & Romantic',
      destination: 'Paris',
      user_id: demo.id,
      is_template: true,
      visible_to_client: false,
      start_date: '2027-05-11',
      end_date: '2027-05-12',
      days: JSON.stringify(days),
      hotel: JSON.stringify({ name: 'Le Bristol', checkIn: '2027-05-11', checkOut: '2027-05-13', pricePerNight: 1200, rooms: 1 }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  templateId = tpl.id;
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH';
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
async function questionnaire(values: Record<string, unknown> = {}) {
  const row = await t.database.db
    .insertInto('trip_questionnaires')
    .values({
      name: 'Claire Dubois',
      email: `Claire${++seq}-${Date.now()}@Example.com`,
      destination: 'paris',
      duration: '3-5',
      budget: 'luxury',
      interests: ['food', 'romance'],
      travel_dates: JSON.stringify({ start: '2027-08-01', end: '2027-08-02' }),
      travelers: JSON.stringify({ adults: 3, children: 1 }),
      accommodation_preference: '5-star',
      travel_style: 'relaxed',
      special_requests: 'A table with a view',
      ...values,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  return row;
}

describe('GET /api/questionnaires/:id', () => {
  it('returns every answer, the folder as inbox, and no client yet', async () => {
    const q = await questionnaire();
    const res = await call('GET', `/api/questionnaires/${q.id}`, team);
    expect(res.status).toBe(200);
    expect(res.body.questionnaire).toMatchObject({
      id: q.id,
      name: 'Claire Dubois',
      destination: 'paris',
      notYetScheduled: false,
      startDate: '2027-08-01',
      endDate: '2027-08-02',
      duration: '3-5',
      adults: 3,
      children: 1,
      budget: 'luxury',
      interests: ['food', 'romance'],
      accommodationPreference: '5-star',
      travelStyle: 'relaxed',
      specialRequests: 'A table with a view',
      status: 'new',
      folder: 'inbox',
      version: 1,
    });
    expect(res.body.client).toBeNull();
  });

  it("answers 404 'Questionnaire not found' and 400 for a malformed id", async () => {
    const missing = await call('GET', '/api/questionnaires/00000000-0000-4000-8000-000000000000', team);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Questionnaire not found');
    expect((await call('GET', '/api/questionnaires/nope', team)).status).toBe(400);
  });

  it('is staff only', async () => {
    const q = await questionnaire();
    expect((await call('GET', `/api/questionnaires/${q.id}`, client)).status).toBe(403);
    expect((await call('GET', `/api/questionnaires/${q.id}`, null)).status).toBe(401);
  });
});

describe('PATCH /api/questionnaires/:id', () => {
  it('marks as processing or completed and moves between folders (inbox stored as null)', async () => {
    const q = await questionnaire();
    const processing = await call('PATCH', `/api/questionnaires/${q.id}`, team, { status: 'processing', version: 1 });
    expect(processing.status).toBe(200);
    expect(processing.body).toMatchObject({ status: 'processing', version: 2 });
    const completed = await call('PATCH', `/api/questionnaires/${q.id}`, team, { status: 'completed', folder: 'archived', version: 2 });
    expect(completed.body).toMatchObject({ status: 'completed', folder: 'archived', version: 3 });
    const back = await call('PATCH', `/api/questionnaires/${q.id}`, team, { status: 'new', folder: 'inbox', version: 3 });
    expect(back.body).toMatchObject({ status: 'new', folder: 'inbox', version: 4 });
    const row = await t.database.db.selectFrom('trip_questionnaires').select(['folder', 'status', 'version']).where('id', '=', q.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ folder: null, status: 'new', version: 4 });
  });

  it('names the version it read: of two changes of one version, one wins and the other gets 409 stale', async () => {
    const q = await questionnaire();
    const other = await t.user({ role: 'super_admin' });
    const shown = (await call('GET', `/api/questionnaires/${q.id}`, team)).body.questionnaire.version as number;
    const first = await call('PATCH', `/api/questionnaires/${q.id}`, team, { status: 'processing', version: shown });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).toBe(shown + 1);
    const second = await call('PATCH', `/api/questionnaires/${q.id}`, other, { folder: 'cancelled', version: shown });
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({ code: 'stale', message: expect.stringContaining('Someone else changed this questionnaire') });
    // The first change stands; nothing of the second was written.
    const stored = () => t.database.db.selectFrom('trip_questionnaires').select(['status', 'folder', 'version']).where('id', '=', q.id).executeTakeFirstOrThrow();
    expect(await stored()).toEqual({ status: 'processing', folder: null, version: shown + 1 });

    // At the same moment: exactly one of two changes naming one version wins, and it is the one stored.
    const v = shown + 1;
    const both = await Promise.all([
      call('PATCH', `/api/questionnaires/${q.id}`, team, { status: 'completed', version: v }),
      call('PATCH', `/api/questionnaires/${q.id}`, other, { folder: 'archived', version: v }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.error.code).toBe('stale');
    expect(await stored()).toEqual(
      both[0]!.status === 200 ? { status: 'completed', folder: null, version: v + 1 } : { status: 'processing', folder: 'archived', version: v + 1 },
    );
    // The list shows the version too, for the next change to name.
    const listed = await call('GET', '/api/questionnaires?folder=all&pageSize=100', team);
    expect(listed.body.items.find((i: { id: string }) => i.id === q.id)).toMatchObject({ version: v + 1 });
  });

  it('refuses unknown values, an empty update and a missing or odd version', async () => {
    const q = await questionnaire();
    expect((await call('PATCH', `/api/questionnaires/${q.id}`, team, { status: 'done', version: 1 })).status).toBe(400);
    expect((await call('PATCH', `/api/questionnaires/${q.id}`, team, { folder: 'trash', version: 1 })).status).toBe(400);
    const empty = await call('PATCH', `/api/questionnaires/${q.id}`, team, { version: 1 });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Nothing to update');
    const missing = await call('PATCH', `/api/questionnaires/${q.id}`, team, { status: 'processing' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toHaveProperty('version');
    for (const bad of [0, -1, 2.5, 'one', 2_147_483_648, null]) {
      const res = await call('PATCH', `/api/questionnaires/${q.id}`, team, { status: 'processing', version: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.error.fields, String(bad)).toHaveProperty('version');
    }
    const row = await t.database.db.selectFrom('trip_questionnaires').select(['status', 'version']).where('id', '=', q.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'new', version: 1 });
    const gone = await call('PATCH', '/api/questionnaires/00000000-0000-4000-8000-000000000000', team, { status: 'processing', version: 1 });
    expect(gone.status).toBe(404);
  });

  it('is staff only', async () => {
    const q = await questionnaire();
    expect((await call('PATCH', `/api/questionnaires/${q.id}`, client, { status: 'completed', version: 1 })).status).toBe(403);
  });
});

describe('POST /api/questionnaires/:id/client (Create Client)', () => {
  it('creates the client and a copy of the template for it, moved to the questionnaire dates', async () => {
    const q = await questionnaire();
    const email = q.email.toLowerCase();
    const res = await call('POST', `/api/questionnaires/${q.id}/client`, team, { templateTripId: templateId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.client).toMatchObject({ email, fullName: 'Claire Dubois', used: false });
    expect(res.body.trip).toMatchObject({ destination: 'Paris', startDate: '2027-08-01', endDate: '2027-08-02' });
    expect(res.body.tripDates.kind).toBe('same');

    const allowed = await t.database.db.selectFrom('allowed_client_emails').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(allowed).toMatchObject({ role: 'client', approved: true, used: false, added_by: team.id, destination: 'Paris', start_date: '2027-08-01', end_date: '2027-08-02', notes: 'A table with a view' });
    const user = await t.database.db.selectFrom('users').selectAll().where('id', '=', allowed.client_user_id!).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email, role: 'client', full_name: 'Claire Dubois' });

    const trip = await t.database.db.selectFrom('trips').selectAll().where('id', '=', res.body.trip.id).executeTakeFirstOrThrow();
    expect(trip).toMatchObject({ user_id: user.id, questionnaire_id: q.id, is_template: false, folder: 'in_progress', status: 'planning', visible_to_client: false, travelers_adults: 3, travelers_children: 1 });
    const days = trip.days as Array<{ id: string; date: string; timeSlots: Array<{ id: string; selectedPlace: string; options: Array<{ id: string }> }> }>;
    expect(days.map((d) => d.date)).toEqual(['2027-08-01', '2027-08-02']);
    expect(days.map((d) => d.id)).not.toContain('tpl-d1');
    expect(days[0]!.timeSlots[0]!.selectedPlace).toBe(days[0]!.timeSlots[0]!.options[0]!.id);
    expect(trip.hotel).toMatchObject({ checkIn: '2027-08-01', checkOut: '2027-08-03' });
    const link = await t.database.db.selectFrom('trip_clients').selectAll().where('trip_id', '=', trip.id).execute();
    expect(link).toHaveLength(1);
    const template = await t.database.db.selectFrom('trips').select(['user_id', 'is_template', 'days']).where('id', '=', templateId).executeTakeFirstOrThrow();
    expect(template.is_template).toBe(true);
    expect((template.days as Array<{ id: string }>)[0]!.id).toBe('tpl-d1');

    // The review now shows the client; a second Create Client is refused.
    const review = await call('GET', `/api/questionnaires/${q.id}`, team);
    expect(review.body.client).toMatchObject({ email, used: false });
    const again = await call('POST', `/api/questionnaires/${q.id}/client`, team, { templateTripId: templateId });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe('Client already exists!');

    // The client signs up with that e-mail and completes it from the mailbox: the same users
    // row gets the password; the record is Used.
    await t.activate(email, 'Claire Dubois');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: 'secret123', area: 'client' }),
    });
    expect(signIn.json().user.id).toBe(user.id);
    const usedNow = await call('GET', `/api/questionnaires/${q.id}`, team);
    expect(usedNow.body.client.used).toBe(true);
  });

  it('covers the requested dates: a longer request gets the template days, empty days before the closing day, and says so', async () => {
    // 10-16 May 2027 asked; the template has 2 days (11-12 May) and its hotel one night past its end.
    const q = await questionnaire({ travel_dates: JSON.stringify({ start: '2027-05-10', end: '2027-05-16' }) });
    const res = await call('POST', `/api/questionnaires/${q.id}/client`, team, { templateTripId: templateId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.trip).toMatchObject({ startDate: '2027-05-10', endDate: '2027-05-16' });
    expect(res.body.tripDates).toEqual({
      kind: 'extended',
      message: "The trip covers the requested dates (10 – 16 May 2027): the template's 2 days, with 5 empty days to plan before the closing day.",
    });
    const trip = await t.database.db.selectFrom('trips').selectAll().where('id', '=', res.body.trip.id).executeTakeFirstOrThrow();
    const days = trip.days as Array<{ date: string; title: string; timeSlots: unknown[] }>;
    expect(days.map((d) => d.date)).toEqual(['2027-05-10', '2027-05-11', '2027-05-12', '2027-05-13', '2027-05-14', '2027-05-15', '2027-05-16']);
    // The template's closing day stays last (issue 20); the stay keeps its night past the trip's end, as the template's.
    expect(days.map((d) => d.title)).toEqual(['Day 1', '', '', '', '', '', 'Day 2']);
    expect(days.map((d) => d.timeSlots.length)).toEqual([1, 6, 6, 6, 6, 6, 1]);
    expect(trip.hotel).toMatchObject({ checkIn: '2027-05-10', checkOut: '2027-05-17' });
  });

  it('covers a shorter request with the template days that fit, and names those left out', async () => {
    const q = await questionnaire({ travel_dates: JSON.stringify({ start: '2027-10-01', end: '2027-10-01' }) });
    const res = await call('POST', `/api/questionnaires/${q.id}/client`, team, { templateTripId: templateId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.trip).toMatchObject({ startDate: '2027-10-01', endDate: '2027-10-01' });
    expect(res.body.tripDates.kind).toBe('trimmed');
    expect(res.body.tripDates.message).toContain('left out (Day 2)');
    const trip = await t.database.db.selectFrom('trips').select(['days', 'hotel']).where('id', '=', res.body.trip.id).executeTakeFirstOrThrow();
    expect((trip.days as Array<{ date: string; title: string }>).map((d) => [d.date, d.title])).toEqual([['2027-10-01', 'Day 1']]);
    expect(trip.hotel).toMatchObject({ checkIn: '2027-10-01', checkOut: '2027-10-02' });
  });

  it('keeps the template dates when the questionnaire has none', async () => {
    const q = await questionnaire({ travel_dates: JSON.stringify({ not_yet_scheduled: true }) });
    const res = await call('POST', `/api/questionnaires/${q.id}/client`, team, { templateTripId: templateId });
    expect(res.status).toBe(201);
    expect(res.body.trip).toMatchObject({ startDate: '2027-05-11', endDate: '2027-05-12' });
    expect(res.body.tripDates).toEqual({
      kind: 'template-dates',
      message: "No travel dates were requested: the trip keeps the template's dates (11 – 12 May 2027).",
    });
  });

  it('reads impossible stored travel dates (2025-02-30) as not scheduled instead of failing', async () => {
    const q = await questionnaire({ travel_dates: JSON.stringify({ start: '2025-02-30', end: '2025-03-02' }) });
    const review = await call('GET', `/api/questionnaires/${q.id}`, team);
    expect(review.status).toBe(200);
    expect(review.body.questionnaire).toMatchObject({ startDate: null, endDate: null });
    const res = await call('POST', `/api/questionnaires/${q.id}/client`, team, { templateTripId: templateId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.trip).toMatchObject({ startDate: '2027-05-11', endDate: '2027-05-12' });
  });

  it('needs a chosen template trip, and an existing one', async () => {
    const q = await questionnaire();
    const none = await call('POST', `/api/questionnaires/${q.id}/client`, team, {});
    expect(none.status).toBe(400);
    expect(none.body.error.fields.templateTripId).toBe('Please choose a template trip');
    const unknown = await call('POST', `/api/questionnaires/${q.id}/client`, team, { templateTripId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    // Nothing was created.
    const allowed = await t.database.db.selectFrom('allowed_client_emails').select('id').where('email', '=', q.email.toLowerCase()).executeTakeFirst();
    expect(allowed).toBeUndefined();
  });

  it('is staff only (an anonymous caller is told to sign in again)', async () => {
    const q = await questionnaire();
    expect((await call('POST', `/api/questionnaires/${q.id}/client`, client, { templateTripId: templateId })).status).toBe(403);
    expect((await call('POST', `/api/questionnaires/${q.id}/client`, null, { templateTripId: templateId })).status).toBe(401);
  });
});
