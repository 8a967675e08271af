import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import type { QuestionnaireListResponse } from '#shared/contracts/questionnaire-list.js';

let t: TestApp;
let team: TestUser;
let client: TestUser;

let seq = 0;
async function makeQuestionnaire(values: {
  name: string;
  email?: string;
  destination?: string;
  status?: string;
  folder?: string | null;
  travel_dates?: string;
}) {
  seq += 1;
  return t.database.db
    .insertInto('trip_questionnaires')
    .values({
      email: `${values.name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      destination: 'paris',
      duration: '6-7',
      budget: 'luxury',
      interests: ['food', 'culture'],
      created_at: new Date(Date.UTC(2024, 0, 1, 0, seq)),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await createTestApp();
  team = await t.user({ role: 'team' });
  client = await t.user({ role: 'client' });
  await makeQuestionnaire({
    name: 'Alice Martin',
    destination: 'rome',
    travel_dates: JSON.stringify({ start: '2025-05-01', end: '2025-05-08' }),
  });
  await makeQuestionnaire({ name: 'Bruno Keller', status: 'processing' });
  await makeQuestionnaire({ name: 'Chloé Durand', status: 'completed', folder: 'archived', destination: 'italy' });
  await makeQuestionnaire({ name: 'Dora Weiss', email: 'dora@weiss.example', folder: 'active' });
});
afterAll(async () => {
  await t?.close();
});

async function list(query = '', user: TestUser = team): Promise<QuestionnaireListResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/questionnaires${query}`, headers: { cookie: user.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const names = (r: QuestionnaireListResponse) => r.items.map((i) => i.name);

describe('GET /api/questionnaires (staff list)', () => {
  it('lists the inbox (no folder) by default, newest first, with the answers', async () => {
    const r = await list();
    expect(names(r)).toEqual(['Bruno Keller', 'Alice Martin']);
    expect(r.total).toBe(2);
    expect(r.items[1]).toMatchObject({
      email: 'alice.martin@example.com',
      destination: 'rome',
      travelDates: { notYetScheduled: false, start: '2025-05-01', end: '2025-05-08' },
      duration: '6-7',
      travelers: { adults: 2, children: 0 },
      budget: 'luxury',
      interests: ['food', 'culture'],
      status: 'new',
      folder: 'inbox',
      version: 1,
    });
    expect(r.items[0]!.travelDates).toEqual({ notYetScheduled: true, start: null, end: null });
  });

  it('filters by status and folder', async () => {
    expect(names(await list('?status=processing'))).toEqual(['Bruno Keller']);
    expect(names(await list('?folder=archived'))).toEqual(['Chloé Durand']);
    expect(names(await list('?folder=all'))).toEqual(['Dora Weiss', 'Chloé Durand', 'Bruno Keller', 'Alice Martin']);
    expect(names(await list('?folder=all&status=completed'))).toEqual(['Chloé Durand']);
  });

  it('searches name, e-mail and destination, case-insensitively', async () => {
    expect(names(await list('?folder=all&q=keller'))).toEqual(['Bruno Keller']);
    expect(names(await list('?folder=all&q=WEISS.example'))).toEqual(['Dora Weiss']);
    expect(names(await list('?folder=all&q=italy'))).toEqual(['Chloé Durand']);
    expect(names(await list('?q=rome'))).toEqual(['Alice Martin']);
    expect(names(await list('?folder=all&q=_'))).toEqual([]);
  });

  it('needs every word of the search to match, each in any field', async () => {
    expect(names(await list('?q=martin%20rome'))).toEqual(['Alice Martin']);
    expect(names(await list('?q=ROME%20alice.martin'))).toEqual(['Alice Martin']);
    expect(names(await list('?q=martin%20paris'))).toEqual([]);
  });

  it('pages on the server', async () => {
    const p2 = await list('?folder=all&pageSize=3&page=2');
    expect(names(p2)).toEqual(['Alice Martin']);
    expect([p2.total, p2.page, p2.pageSize]).toEqual([4, 2, 3]);
  });

  it('rejects invalid filters with 400', async () => {
    for (const q of ['?status=old', '?folder=spam', '?pageSize=0', '?page=abc']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/questionnaires${q}`, headers: { cookie: team.cookie } });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
    }
  });

  it('is for staff only: 401 anonymous, 403 client', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/questionnaires' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/questionnaires', headers: { cookie: client.cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });
});
