import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { STANDIN_KEY, startPlacesStandin, type PlacesStandin } from '../helpers/google-places-standin.js';
import type { NewTrip } from '#server/db/types.js';
import type { Day, Option } from '#shared/domain/itinerary.js';
import type { TripDetail, TripHistory } from '#shared/contracts/trip-detail.js';
import type { EnrichResponse } from '#shared/contracts/places.js';
import { PLACES_MESSAGES } from '#shared/domain/places.js';

/** enrich-trip-activities (spec §7) through POST /api/places/enrich {tripId}. */

const slot = (id: string, options: Option[]) => ({
  id,
  startTime: '09:00',
  endTime: '11:00',
  start_time: '09:00',
  end_time: '11:00',
  title: 'Morning',
  options,
});

/** A Rome day as staff might have typed it: two catalogue places without their facts, one place of their own, one complete option. */
function romeDay(): Day {
  return {
    id: 'day-1',
    date: '2027-05-10',
    title: 'Ancient Rome',
    timeSlots: [
      slot('s1', [
        { id: 'colosseo', placeId: 'rome-colosseo', name: 'Colosseo', cost: 18 },
        { id: 'capitolini', name: 'Musei Capitolini', address: 'Piazza del Campidoglio 1, 00186 Roma RM', cost: 16 },
      ]),
      slot('s2', [
        { id: 'aunt', name: 'Lunch at Aunt Maria’s', address: 'Somewhere in Testaccio' },
        {
          id: 'done',
          name: 'Pantheon',
          phone: '+39 06 6830 0230',
          website: 'https://www.pantheonroma.com',
          openingHours: ['Monday: 09:00–19:00'],
          types: ['church'],
          editorialSummary: 'Written by our specialist.',
          priceLevel: 1,
          coordinates: { lat: 41.8986, lng: 12.4769 },
        },
      ]),
    ],
  };
}

let t: TestApp;
let team: TestUser;
let client: TestUser;
let otherClient: TestUser;
let organizer: TestUser;

function call(user: TestUser | null, method: 'GET' | 'POST', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

async function makeTrip(app: TestApp, owner: TestUser, days: Day[], values: Partial<NewTrip> = {}) {
  return app.database.db
    .insertInto('trips')
    .values({ trip_name: 'Rome in May', destination: 'Rome', user_id: owner.id, days: JSON.stringify(days), ...values })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

const options = (trip: TripDetail) => new Map(trip.days.flatMap((d) => d.timeSlots.flatMap((s) => s.options)).map((o) => [o.id, o]));

beforeAll(async () => {
  t = await createTestApp();
  team = await t.user({ role: 'team' });
  client = await t.user({ role: 'client' });
  otherClient = await t.user({ role: 'client' });
  organizer = await t.user({ role: 'organizer' });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/places/enrich, offline (the catalogue)', () => {
  it("is not offered by the screens without Google Places: the capabilities say so (issue 21: 'Enriched 0 of 93')", async () => {
    const res = await call(team, 'GET', '/api/places/capabilities');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enrich: false });
    expect((await call(null, 'GET', '/api/places/capabilities')).statusCode).toBe(401);
  });

  it('fills the facts of options matched by placeId or by name and address, keeps the rest, and writes one new version', async () => {
    const { id } = await makeTrip(t, client, [romeDay()]);
    const res = await call(team, 'POST', '/api/places/enrich', { tripId: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EnrichResponse>()).toEqual({
      message: 'Enriched 2 of 4 activities; 2 already complete or not found.',
      enrichedCount: 2,
      totalOptions: 4,
      cacheHitCount: 0,
      cacheHitPercentage: 0,
      apiCallCount: 0,
      skippedCount: 2,
      version: 2,
    });
    const trip = (await call(team, 'GET', `/api/trips/${id}`)).json<TripDetail>();
    const o = options(trip);
    expect(o.get('colosseo')).toMatchObject({
      placeId: 'rome-colosseo',
      hasValidCoordinates: true,
      openingHours: expect.arrayContaining([expect.stringMatching(/^Monday: /)]),
      types: expect.arrayContaining(['landmark']),
      editorialSummary: expect.any(String),
      cost: 18,
    });
    expect(o.get('capitolini')).toMatchObject({ placeId: 'rome-musei-capitolini', website: expect.stringMatching(/^https:/), hasValidCoordinates: true });
    expect(o.get('aunt')!.openingHours).toBeUndefined();
    expect(o.get('done')!.editorialSummary).toBe('Written by our specialist.');
    const history = (await call(team, 'GET', `/api/trips/${id}/history`)).json<TripHistory>();
    expect(history.items[0]).toMatchObject({ part: 'days', summary: 'Enriched activities with places data', version: 2 });
  });

  it('writes nothing when there is nothing new, and says so', async () => {
    const { id } = await makeTrip(t, client, [romeDay()]);
    await call(team, 'POST', '/api/places/enrich', { tripId: id });
    const again = (await call(team, 'POST', '/api/places/enrich', { tripId: id })).json<EnrichResponse>();
    expect(again).toMatchObject({ enrichedCount: 0, totalOptions: 4, skippedCount: 4, version: null });
    expect((await call(team, 'GET', `/api/trips/${id}`)).json<TripDetail>().version).toBe(2);
    const empty = await makeTrip(t, client, []);
    expect((await call(team, 'POST', '/api/places/enrich', { tripId: empty.id })).json<EnrichResponse>()).toMatchObject({
      message: 'This trip has no activities to enrich yet.',
      totalOptions: 0,
    });
  });

  it('is for staff and the trip’s organizer; its client is refused, others do not see it', async () => {
    const { id } = await makeTrip(t, client, [romeDay()]);
    expect((await call(client, 'POST', '/api/places/enrich', { tripId: id })).statusCode).toBe(403);
    expect((await call(otherClient, 'POST', '/api/places/enrich', { tripId: id })).statusCode).toBe(404);
    expect((await call(organizer, 'POST', '/api/places/enrich', { tripId: id })).statusCode).toBe(404);
    const own = await makeTrip(t, organizer, [romeDay()]);
    const res = await call(organizer, 'POST', '/api/places/enrich', { tripId: own.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EnrichResponse>().enrichedCount).toBe(2);
  });

  it('asks for a trip first, in the spec’s words', async () => {
    for (const body of [{}, { tripId: '' }, { tripId: 'not-a-trip' }]) {
      const res = await call(team, 'POST', '/api/places/enrich', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(PLACES_MESSAGES.selectTripFirst);
    }
    expect((await call(team, 'POST', '/api/places/enrich', { tripId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});

describe('POST /api/places/enrich with Google Places (stand-in)', () => {
  let g: TestApp;
  let standin: PlacesStandin;
  let staff: TestUser;
  let owner: TestUser;

  beforeAll(async () => {
    standin = await startPlacesStandin();
    g = await createTestApp({ env: { GOOGLE_MAPS_API_KEY: STANDIN_KEY }, providers: { googlePlaces: { baseUrl: standin.url, timeoutMs: 1500 } } });
    staff = await g.user({ role: 'team' });
    owner = await g.user({ role: 'client' });
  });
  afterAll(async () => {
    await g?.close();
    await standin?.close();
  });
  beforeEach(() => {
    standin.mode = 'ok';
  });

  const wineDay = (): Day => ({
    id: 'd',
    date: '2027-05-11',
    title: 'Wine',
    timeSlots: [slot('s', [{ id: 'enoteca', name: 'Enoteca dei Coronari', address: 'Via dei Coronari 12, Roma', coordinates: { lat: 41.8998, lng: 12.4698 } }, { id: 'colosseo', placeId: 'rome-colosseo', name: 'Colosseo' }])],
  });

  it('asks Google for what the catalogue does not know, then answers the next trip from the cache', async () => {
    const first = await makeTrip(g, owner, [wineDay()]);
    const res = (await (await g.app.inject({ method: 'POST', url: '/api/places/enrich', headers: { cookie: staff.cookie, 'content-type': 'application/json' }, payload: JSON.stringify({ tripId: first.id }) })).json()) as EnrichResponse;
    expect(res).toMatchObject({ enrichedCount: 2, totalOptions: 2, apiCallCount: 2, cacheHitCount: 0, cacheHitPercentage: 0 });
    const second = await makeTrip(g, owner, [wineDay()]);
    const again = (await (await g.app.inject({ method: 'POST', url: '/api/places/enrich', headers: { cookie: staff.cookie, 'content-type': 'application/json' }, payload: JSON.stringify({ tripId: second.id }) })).json()) as EnrichResponse;
    expect(again).toMatchObject({ enrichedCount: 2, apiCallCount: 0, cacheHitCount: 2, cacheHitPercentage: 100 });
    const trip = (await g.app.inject({ method: 'GET', url: `/api/trips/${second.id}`, headers: { cookie: staff.cookie } })).json<TripDetail>();
    expect(options(trip).get('enoteca')).toMatchObject({ placeId: 'ChIJ_enoteca_Coronari_0001', phone: '+39 06 6880 0000', priceLevel: 2 });
  });

  it('writes nothing when Google fails, and answers 502', async () => {
    const { id } = await makeTrip(g, owner, [{ ...wineDay(), timeSlots: [slot('s', [{ id: 'x', name: 'Osteria di Zia Lina', address: 'Via del Moro 3, Roma' }])] }]);
    standin.mode = 'error';
    const res = await g.app.inject({ method: 'POST', url: '/api/places/enrich', headers: { cookie: staff.cookie, 'content-type': 'application/json' }, payload: JSON.stringify({ tripId: id }) });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('places_unavailable');
    const trip = (await g.app.inject({ method: 'GET', url: `/api/trips/${id}`, headers: { cookie: staff.cookie } })).json<TripDetail>();
    expect(trip.version).toBe(1);
  });
});
