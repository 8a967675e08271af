import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { startChatStandIn, type ChatStandIn } from '../helpers/standins/chat-completions.js';
import { createOfflineAiProvider } from '#server/providers/ai/provider.js';
import type { AiCallOptions, AiProvider } from '#server/providers/ai/types.js';
import { aiTimeout } from '#server/providers/ai/errors.js';
import { loadCatalogue } from '#server/providers/places/catalogue/load.js';
import { ItinerarySchema } from '#shared/domain/itinerary.js';

/**
 * The AI routes (spec §7 generate-itinerary, generate-slot-activities, search-flights-ai; issue 8
 * §3): who may ask, the time-outs by context, and every provider failure as our error shape with
 * 4xx or 502, never a 500. They suggest only: no trip is written.
 */

const ITINERARY = { destination: 'Rome', startDate: '2027-05-03', endDate: '2027-05-05', adults: 2, preferences: { interests: ['history'], travelStyle: 'balanced' } };
const SLOT = { slotTitle: 'Lunch', destination: 'Rome', startTime: '13:00', endTime: '15:00', dayTitle: 'Ancient Rome', previousActivities: ['Colosseo'], travelersCount: 2, date: '2027-05-03' };
const FLIGHTS = { departureCity: 'London', arrivalCity: 'Rome', departureDate: '2027-05-03', returnDate: '2027-05-05', passengers: 2 };

/** The offline planner, recording each call's time-out; `fail` makes the next call throw. */
function spying() {
  const inner = createOfflineAiProvider(loadCatalogue());
  const seen: AiCallOptions[] = [];
  let fail: (() => never) | null = null;
  const record = (options?: AiCallOptions) => {
    seen.push(options ?? {});
    const f = fail;
    fail = null;
    f?.();
  };
  const provider: AiProvider = {
    kind: 'offline',
    describe: 'spy',
    async generateItinerary(request, options) {
      record(options);
      return inner.generateItinerary(request, options);
    },
    async generateSlotActivities(request, options) {
      record(options);
      return inner.generateSlotActivities(request, options);
    },
    async searchFlights(request, options) {
      record(options);
      return inner.searchFlights(request, options);
    },
  };
  return { provider, seen, failNext: (f: () => never) => (fail = f) };
}

describe('AI routes (offline planner)', () => {
  let t: TestApp;
  let spy: ReturnType<typeof spying>;
  let staff: TestUser;
  let client: TestUser;
  let organizer: TestUser;
  let otherOrganizer: TestUser;
  let tripId: string;

  beforeAll(async () => {
    spy = spying();
    t = await createTestApp({ providers: { ai: spy.provider } });
    staff = await t.user({ role: 'team' });
    client = await t.user({ role: 'client' });
    organizer = await t.user({ role: 'organizer' });
    otherOrganizer = await t.user({ role: 'organizer' });
    const trip = await t.database.db
      .insertInto('trips')
      .values({ trip_name: 'Rome in May', destination: 'Rome', user_id: client.id, days: '[]' })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
    tripId = trip.id;
    await t.database.db.insertInto('trip_clients').values({ trip_id: tripId, user_id: organizer.id }).execute();
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    spy.seen.length = 0;
  });

  const post = (user: TestUser | null, url: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(user ? { cookie: user.cookie } : {}) },
      payload: JSON.stringify(body),
    });

  it('generate-itinerary: staff get one day per date with the spec grid and up to 3 options a slot', async () => {
    const res = await post(staff, '/api/ai/itinerary?context=backoffice', ITINERARY);
    expect(res.statusCode, res.body).toBe(200);
    const { days, source } = res.json();
    expect(source).toBe('offline');
    expect(ItinerarySchema.parse(days).map((d: { date: string }) => d.date)).toEqual(['2027-05-03', '2027-05-04', '2027-05-05']);
    for (const day of days) for (const slot of day.timeSlots) expect(slot.options.length).toBeLessThanOrEqual(3);
  });

  it('gives 200000 ms in the backoffice and 120000 ms in the workspace; only staff get the backoffice\'s', async () => {
    await post(staff, '/api/ai/itinerary?context=backoffice', ITINERARY);
    await post(staff, '/api/ai/itinerary?context=workspace', ITINERARY);
    await post(staff, '/api/ai/itinerary', ITINERARY);
    await post(organizer, `/api/ai/itinerary?context=backoffice&tripId=${tripId}`, ITINERARY);
    expect(spy.seen.map((o) => o.timeoutMs)).toEqual([200_000, 120_000, 120_000, 120_000]);
    expect(spy.seen.every((o) => o.signal instanceof AbortSignal)).toBe(true);
  });

  it('an organizer plans for a trip they organize, not without one, and not for another', async () => {
    expect((await post(organizer, `/api/ai/itinerary?tripId=${tripId}`, ITINERARY)).statusCode).toBe(200);
    const without = await post(organizer, '/api/ai/itinerary', ITINERARY);
    expect(without.statusCode).toBe(403);
    expect(without.json().error.message).toBe('AI planning is for the team, or for the organizer of this trip.');
    expect((await post(otherOrganizer, `/api/ai/itinerary?tripId=${tripId}`, ITINERARY)).statusCode).toBe(404);
  });

  it('a client may not plan, not even for their own trip; anonymous is asked to sign in', async () => {
    expect((await post(client, '/api/ai/itinerary', ITINERARY)).statusCode).toBe(403);
    expect((await post(client, `/api/ai/itinerary?tripId=${tripId}`, ITINERARY)).statusCode).toBe(403);
    const anonymous = await post(null, '/api/ai/itinerary', ITINERARY);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('Not authenticated. Please log in again.');
    expect(spy.seen).toHaveLength(0);
  });

  it('staff naming a trip that does not exist get 404', async () => {
    expect((await post(staff, '/api/ai/itinerary?tripId=00000000-0000-4000-8000-000000000000', ITINERARY)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and the field, before any planning', async () => {
    const noDestination = await post(staff, '/api/ai/itinerary', { ...ITINERARY, destination: ' ' });
    expect(noDestination.statusCode).toBe(400);
    expect(noDestination.json().error.fields.destination).toBe('Please enter a destination');
    const backwards = await post(staff, '/api/ai/itinerary', { ...ITINERARY, endDate: '2027-05-01' });
    expect(backwards.json().error.fields.endDate).toBe('The end date must be on or after the start date');
    const context = await post(staff, '/api/ai/itinerary?context=office', ITINERARY);
    expect(context.statusCode).toBe(400);
    expect(spy.seen).toHaveLength(0);
  });

  it('a destination the offline planner does not cover is a 422 that says what it knows', async () => {
    const res = await post(staff, '/api/ai/itinerary', { ...ITINERARY, destination: 'Reykjavik' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/^The built-in planner knows .*Rome.*; it cannot plan "Reykjavik"/);
  });

  it('a provider time-out is 502 with the spec\'s message', async () => {
    spy.failNext(() => {
      throw aiTimeout();
    });
    const res = await post(staff, '/api/ai/itinerary', ITINERARY);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({ code: 'ai_timeout', message: 'Request timed out. Please try again.' });
  });

  it('an unexpected provider error is a 502 with the spec\'s words, never a 500', async () => {
    spy.failNext(() => {
      throw new TypeError('Cannot read properties of undefined');
    });
    const itinerary = await post(staff, '/api/ai/itinerary', ITINERARY);
    expect(itinerary.statusCode).toBe(502);
    expect(itinerary.json().error).toEqual({ code: 'ai_failed', message: 'Failed to generate itinerary' });
    spy.failNext(() => {
      throw new Error('boom');
    });
    const flights = await post(staff, '/api/ai/flights', FLIGHTS);
    expect(flights.json().error.message).toBe('Failed to search flights with AI');
  });

  it('generate-slot-activities: up to 3 places, none of the day\'s previous activities', async () => {
    const res = await post(organizer, `/api/ai/slot-activities?tripId=${tripId}`, SLOT);
    expect(res.statusCode, res.body).toBe(200);
    const { places } = res.json();
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(3);
    expect(places.map((p: { name: string }) => p.name)).not.toContain('Colosseo');
    expect((await post(client, `/api/ai/slot-activities?tripId=${tripId}`, SLOT)).statusCode).toBe(403);
    expect((await post(staff, '/api/ai/slot-activities', { ...SLOT, startTime: '25:00' })).statusCode).toBe(400);
  });

  it('search-flights-ai: staff get suggestions to verify, never bookings; clients and organizers are refused', async () => {
    const res = await post(staff, '/api/ai/flights', FLIGHTS);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, suggestion: true });
    expect(body.flights.outbound).toMatchObject({ departureAirport: 'LHR', arrivalAirport: 'FCO', suggestion: true, airline: '', flightNumber: '', price: null });
    expect(body.note).toMatch(/not a booking/);
    expect((await post(organizer, '/api/ai/flights', FLIGHTS)).statusCode).toBe(403);
    expect((await post(client, '/api/ai/flights', FLIGHTS)).statusCode).toBe(403);
  });

  it("search-flights-ai refuses missing cities and dates in the spec's words", async () => {
    const cities = await post(staff, '/api/ai/flights', { ...FLIGHTS, arrivalCity: '' });
    expect(cities.statusCode).toBe(400);
    expect(cities.json().error.message).toBe('Please enter both departure and arrival cities');
    const dates = await post(staff, '/api/ai/flights', { ...FLIGHTS, returnDate: '' });
    expect(dates.json().error.message).toBe('Trip dates are required');
  });

  it('writes no trip', async () => {
    const before = await t.database.db.selectFrom('trips').select(['version', 'days']).where('id', '=', tripId).executeTakeFirstOrThrow();
    await post(organizer, `/api/ai/itinerary?tripId=${tripId}`, ITINERARY);
    await post(organizer, `/api/ai/slot-activities?tripId=${tripId}`, SLOT);
    const after = await t.database.db.selectFrom('trips').select(['version', 'days']).where('id', '=', tripId).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('limits each user to 30 suggestions a minute (a model costs money)', async () => {
    const limited = await t.user({ role: 'super_admin' });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await post(limited, '/api/ai/slot-activities', SLOT)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another user is not held back by it.
    expect((await post(staff, '/api/ai/slot-activities', SLOT)).statusCode).toBe(200);
  });
});

describe('AI routes with an OpenAI-compatible model (local stand-in)', () => {
  let chat: ChatStandIn;
  let t: TestApp;
  let staff: TestUser;

  beforeAll(async () => {
    chat = await startChatStandIn();
    t = await createTestApp({ env: { AI_BASE_URL: chat.baseUrl, AI_API_KEY: 'standin-key', AI_MODEL: 'standin-model' } });
    staff = await t.user({ role: 'super_admin' });
  });
  afterAll(async () => {
    await t?.close();
    await chat?.close();
  });

  const post = (url: string, body: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', cookie: staff.cookie }, payload: JSON.stringify(body) });

  it('uses the model named by AI_BASE_URL, AI_API_KEY and AI_MODEL', async () => {
    expect(t.app.ctx.providers.ai.kind).toBe('model');
    chat.answer = {
      content: JSON.stringify({
        days: [
          {
            date: '2027-05-03',
            title: 'Ancient Rome',
            timeSlots: [
              {
                startTime: '09:00',
                endTime: '11:00',
                title: 'Morning',
                theme: 'Ancient sites',
                notes: 'Book ahead.',
                options: [{ name: 'Colosseum', description: 'The amphitheatre.', address: 'Piazza del Colosseo', city: 'Rome', costEur: 18, kind: 'sight', notes: 'Book ahead.' }],
              },
            ],
          },
        ],
      }),
    };
    const res = await post('/api/ai/itinerary?context=backoffice', { ...ITINERARY, endDate: '2027-05-03' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().source).toBe('model');
    expect(res.json().days[0].timeSlots[0].options[0].name).toBe('Colosseo');
  });

  it('a malformed answer is 502 "Invalid response format from AI service"', async () => {
    chat.answer = { content: 'Sure! Here is your itinerary: day 1, the Colosseum...' };
    const res = await post('/api/ai/itinerary', ITINERARY);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({ code: 'ai_invalid_response', message: 'Invalid response format from AI service' });
  });

  it('an answer with no days is 502 "Generated itinerary is empty"', async () => {
    chat.answer = { content: JSON.stringify({ days: [] }) };
    const res = await post('/api/ai/itinerary', ITINERARY);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('Generated itinerary is empty');
  });

  it('a failing model service is 502, not 500', async () => {
    chat.answer = { status: 500 };
    const res = await post('/api/ai/slot-activities', SLOT);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('ai_failed');
  });
});
