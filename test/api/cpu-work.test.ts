import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { fourteenDayTrip } from '../helpers/billing-trip.js';
import { pdfText } from '../helpers/pdf-text.js';
import { GenerateItineraryRequest } from '#shared/contracts/ai.js';
import { planItinerary } from '#server/providers/ai/planner.js';
import { loadCatalogue } from '#server/providers/places/catalogue/load.js';
import { createWorkerPool, MAX_TASKS_PER_OWNER, WORK_QUEUE_FULL } from '#server/lib/worker-pool.js';
import { AppError } from '#server/lib/errors.js';

/**
 * CPU work off the event loop (issue 24, ADR 021): the PDFs are drawn in the worker pool and kept
 * per trip version, the offline planner plans there, and the pool serves people in turn.
 */
let t: TestApp;
let team: TestUser;
let client: TestUser;
let tripId: string;

function call(user: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: user.cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

const stats = () => t.app.ctx.services.billing.documentStats();

beforeAll(async () => {
  t = await createTestApp();
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
  client = await t.user({ role: 'client', fullName: 'Claire Dubois' });
  tripId = (await t.database.db.insertInto('trips').values(fourteenDayTrip(client.id)).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t?.close();
});

describe('the PDFs', () => {
  it('draws a version of the itinerary once, in a worker, and again once the trip changed', async () => {
    const before = stats();
    const workerTasks = t.app.ctx.cpu.stats().completed;
    const first = await call(client, 'GET', `/api/billing/${tripId}/itinerary.pdf`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(first.rawPayload)).join('\n')).toContain('Paris in Spring');
    expect(stats().renders).toBe(before.renders + 1);
    expect(t.app.ctx.cpu.stats().completed).toBe(workerTasks + 1);

    // Staff ask for the same version: served from memory, the same bytes.
    const second = await call(team, 'GET', `/api/billing/${tripId}/itinerary.pdf`);
    expect(second.statusCode).toBe(200);
    expect(stats().renders).toBe(before.renders + 1);
    expect(stats().hits).toBe(before.hits + 1);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(t.app.ctx.cpu.stats().completed).toBe(workerTasks + 1);

    // A new version is drawn again, and shows the change.
    const trip = (await call(team, 'GET', `/api/trips/${tripId}`)).json() as { version: number };
    expect((await call(team, 'PATCH', `/api/trips/${tripId}`, { version: trip.version, tripName: 'Paris in May' })).statusCode).toBe(200);
    const third = await call(client, 'GET', `/api/billing/${tripId}/itinerary.pdf`);
    expect(third.statusCode).toBe(200);
    expect(stats().renders).toBe(before.renders + 2);
    expect((await pdfText(third.rawPayload)).join('\n')).toContain('Paris in May');
  });

  it('asked several times at once, draws the document once', async () => {
    const before = stats().renders;
    const answers = await Promise.all([1, 2, 3].map(() => call(team, 'GET', `/api/billing/${tripId}/statement.pdf?currency=EUR`)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(stats().renders).toBe(before + 1);
    expect(answers[1]!.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
  });

  it('keeps the statement per currency: another currency is drawn, the same one is not', async () => {
    await call(team, 'GET', `/api/billing/${tripId}/statement.pdf?currency=EUR`);
    const before = stats().renders;
    const usd = await call(team, 'GET', `/api/billing/${tripId}/statement.pdf?currency=USD`);
    expect(usd.statusCode).toBe(200);
    expect((await pdfText(usd.rawPayload)).join('\n')).toContain('USD');
    expect(stats().renders).toBe(before + 1);
    await call(team, 'GET', `/api/billing/${tripId}/statement.pdf?currency=USD`);
    await call(team, 'GET', `/api/billing/${tripId}/statement.pdf?currency=EUR`);
    expect(stats().renders).toBe(before + 1);
  });

  it('a cached document is still refused to whoever may not see the trip', async () => {
    const stranger = await t.user({ role: 'client' });
    await call(team, 'GET', `/api/billing/${tripId}/itinerary.pdf`);
    expect((await call(stranger, 'GET', `/api/billing/${tripId}/itinerary.pdf`)).statusCode).toBe(404);
  });
});

describe('the offline planner', () => {
  it('plans in the worker the same itinerary as in the server thread', async () => {
    const body = {
      destination: 'Rome',
      startDate: '2027-04-05',
      endDate: '2027-04-18',
      adults: 2,
      preferences: { interests: ['culture', 'food'], travelStyle: 'balanced', budgetBand: 'luxury' },
    };
    const done = t.app.ctx.cpu.stats().completed;
    const res = await call(team, 'POST', '/api/ai/itinerary', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(t.app.ctx.cpu.stats().completed).toBe(done + 1);
    const here = planItinerary(loadCatalogue(), GenerateItineraryRequest.parse(body));
    // Option ids are fresh uuids each time; everything else is the same plan.
    const withoutIds = (v: unknown) => JSON.stringify(v).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'id');
    const answered = res.json() as { days: unknown[]; source: string };
    expect(answered.source).toBe('offline');
    expect(answered.days).toHaveLength(14);
    expect(withoutIds(answered.days)).toBe(withoutIds(here));
  });

  it('answers a destination it cannot plan with the planner\u2019s own 422 from the worker, not a 502', async () => {
    const res = await call(team, 'POST', '/api/ai/itinerary', { destination: 'Atlantis', startDate: '2027-04-05', endDate: '2027-04-07', adults: 2 });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'unknown_destination' } });
    expect(res.json().error.message).toContain('it cannot plan "Atlantis"');
  });
});

describe('the worker pool', () => {
  const request = GenerateItineraryRequest.parse({ destination: 'Rome', startDate: '2027-04-05', endDate: '2027-04-07', adults: 2 });

  it('serves people in turn: a burst of one waits behind itself, not in front of another', async () => {
    const pool = createWorkerPool({ size: 1 });
    try {
      const order: string[] = [];
      const run = (name: string, owner: string) => pool.run('plan-itinerary', { request }, { owner }).then(() => order.push(name));
      const burst = [run('a1', 'a'), run('a2', 'a'), run('a3', 'a'), run('a4', 'a')];
      const other = run('b1', 'b');
      await Promise.all([...burst, other]);
      // a1 was running when b1 came: then a2 and b1 in turn, then the rest of the burst.
      expect(order).toEqual(['a1', 'a2', 'b1', 'a3', 'a4']);
    } finally {
      await pool.close();
    }
  });

  it('runs its threads below the request thread: a worker yields the CPU to the event loop (Linux nice 10)', async () => {
    const niceOf = (tid: string) => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    const threads = () => readdirSync('/proc/self/task');
    const before = new Set(threads());
    const pool = createWorkerPool({ size: 1 });
    try {
      await pool.run('plan-itinerary', { request }, { owner: 'a' });
      // This process's own threads keep nice 0; the pool's new thread (and only it) runs at 10.
      expect(niceOf(String(process.pid))).toBe(0);
      const lowered = threads().filter((tid) => !before.has(tid) && niceOf(tid) === 10);
      expect(lowered.length).toBeGreaterThanOrEqual(1);
    } finally {
      await pool.close();
    }
  });

  it('caps the tasks one person has waiting or running, with a clear 429', async () => {
    const pool = createWorkerPool({ size: 1, maxPerOwner: 2 });
    try {
      const held = [pool.run('plan-itinerary', { request }, { owner: 'a' }), pool.run('plan-itinerary', { request }, { owner: 'a' })];
      const refused = await pool.run('plan-itinerary', { request }, { owner: 'a' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ status: 429, message: WORK_QUEUE_FULL });
      // Someone else is not held back by it.
      await expect(pool.run('plan-itinerary', { request }, { owner: 'b' })).resolves.toHaveLength(3);
      await Promise.all(held);
      expect(MAX_TASKS_PER_OWNER).toBe(16);
    } finally {
      await pool.close();
    }
  });
});
