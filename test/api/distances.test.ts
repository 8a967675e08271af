import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { STANDIN_KEY, startGoogleRoutesStandIn, type RoutesStandIn } from '../helpers/standins/google-routes.js';
import { createOfflineDistanceProvider, type DistanceProvider } from '#server/providers/distances/provider.js';
import { createGoogleRoutesProvider } from '#server/providers/distances/google-routes.js';
import { chooseJourney, estimateLegs, type TripLeg } from '#shared/domain/distances.js';
import { greatCircleMetres } from '#shared/domain/geo.js';
import type { Day, Option } from '#shared/domain/itinerary.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import type { TripDistancesResponse } from '#shared/contracts/distances.js';

/**
 * calculate-trip-distances (spec §7, issue 8 §2): POST /api/distances/trips/:tripId sets
 * distanceFromPrevious (m) and durationFromPrevious (s) on each chosen option, through the cache,
 * the provider and the trips service's versioned write.
 */

const HOTEL = { lat: 41.9057, lng: 12.4823 }; // near the Spanish Steps
const PLACES = {
  trevi: { name: 'Fontana di Trevi', lat: 41.9009, lng: 12.4833 },
  pantheon: { name: 'Pantheon', lat: 41.8986, lng: 12.4769 },
  navona: { name: 'Piazza Navona', lat: 41.8992, lng: 12.4731 },
  colosseo: { name: 'Colosseo', lat: 41.8902, lng: 12.4922 },
  forum: { name: 'Foro Romano', lat: 41.8925, lng: 12.4853 },
  capitoline: { name: 'Musei Capitolini', lat: 41.8933, lng: 12.4828 },
  borghese: { name: 'Galleria Borghese', lat: 41.9142, lng: 12.4923 },
};

let seq = 0;
const id = (p: string) => `${p}-${++seq}`;

function option(key: keyof typeof PLACES): Option {
  const p = PLACES[key];
  return { id: id(key), name: p.name, coordinates: { lat: p.lat, lng: p.lng }, location: { lat: p.lat, lng: p.lng } };
}

function slot(start: string, options: Option[], chosen: number | null) {
  const end = `${String(Number(start.slice(0, 2)) + 2).padStart(2, '0')}:00`;
  return { id: id('slot'), startTime: start, endTime: end, start_time: start, end_time: end, title: 'Morning', options, selectedPlace: chosen === null ? null : options[chosen]!.id };
}

function itinerary(): Day[] {
  return [
    {
      id: id('day'),
      date: '2027-04-05',
      title: 'Baroque Rome',
      timeSlots: [
        slot('09:00', [option('trevi'), option('borghese')], 0),
        slot('11:00', [option('pantheon')], 0),
        slot('13:00', [option('navona')], 0),
      ],
    },
    {
      id: id('day'),
      date: '2027-04-06',
      title: 'Ancient Rome',
      timeSlots: [slot('09:00', [option('colosseo')], 0), slot('11:00', [option('forum')], 0), slot('13:00', [option('capitoline')], 0)],
    },
  ];
}

/** The offline provider, counting what it is asked. */
function counting(inner: DistanceProvider = createOfflineDistanceProvider()) {
  const calls: TripLeg[][] = [];
  let before: (() => Promise<void>) | null = null;
  const provider: DistanceProvider = {
    kind: inner.kind,
    describe: inner.describe,
    async measure(legs, options) {
      calls.push([...legs]);
      const hook = before;
      before = null;
      await hook?.();
      return inner.measure(legs, options);
    },
  };
  return {
    provider,
    calls,
    legs: () => calls.reduce((n, c) => n + c.length, 0),
    /** Runs once, inside the next measurement (a colleague saving meanwhile). */
    beforeNext(fn: () => Promise<void>) {
      before = fn;
    },
  };
}

describe('calculate-trip-distances (offline estimator)', () => {
  let t: TestApp;
  let counter: ReturnType<typeof counting>;
  let staff: TestUser;
  let client: TestUser;
  let organizer: TestUser;
  let otherClient: TestUser;

  beforeAll(async () => {
    counter = counting();
    t = await createTestApp({ providers: { distances: counter.provider } });
    staff = await t.user({ role: 'team' });
    client = await t.user({ role: 'client' });
    organizer = await t.user({ role: 'organizer' });
    otherClient = await t.user({ role: 'client' });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    counter.calls.length = 0;
    await sql`delete from distance_cache`.execute(t.database.db);
  });

  async function newTrip(values: Record<string, unknown> = { hotel_coordinates: JSON.stringify(HOTEL) }) {
    const trip = await t.database.db
      .insertInto('trips')
      .values({ trip_name: 'Rome in April', destination: 'Rome', user_id: client.id, start_date: '2027-04-05', end_date: '2027-04-06', days: JSON.stringify(itinerary()), ...values })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
    await t.database.db.insertInto('trip_clients').values({ trip_id: trip.id, user_id: organizer.id }).execute();
    return trip;
  }

  async function calculate(user: TestUser | null, tripId: string) {
    return t.app.inject({ method: 'POST', url: `/api/distances/trips/${tripId}`, headers: user ? { cookie: user.cookie } : {} });
  }

  async function stored(tripId: string) {
    return t.database.db.selectFrom('trips').select(['days', 'version']).where('id', '=', tripId).executeTakeFirstOrThrow();
  }

  const chosenOf = (trip: TripDetail) => trip.days.flatMap((d) => d.timeSlots.map((s) => s.options.find((o) => o.id === s.selectedPlace)!));

  it('sets metres and seconds on each chosen option, from the hotel and then from the previous chosen one', async () => {
    const trip = await newTrip();
    const res = await calculate(staff, trip.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TripDistancesResponse;
    expect(body.message).toBe('Distances calculated for 6 activities.');
    expect(body.activities).toEqual({ chosen: 6, measured: 6, missing: 0, withoutCoordinates: 0, startsOfDay: 0 });
    expect(body.source).toBe('estimate');
    expect(body.legs).toEqual({ total: 6, fromCache: 0, measured: 6 });
    const [trevi, pantheon, , colosseo] = chosenOf(body.trip);
    const fromHotel = chooseJourney(estimateLegs(HOTEL, PLACES.trevi))!;
    expect(trevi).toMatchObject({ distanceFromPrevious: fromHotel.distanceMeters, durationFromPrevious: fromHotel.durationSeconds });
    const walk = chooseJourney(estimateLegs(PLACES.trevi, PLACES.pantheon))!;
    expect(pantheon).toMatchObject({ distanceFromPrevious: walk.distanceMeters, durationFromPrevious: walk.durationSeconds });
    expect(colosseo!.distanceFromPrevious).toBe(chooseJourney(estimateLegs(HOTEL, PLACES.colosseo))!.distanceMeters);
    // Not chosen: no distance.
    expect(body.trip.days[0]!.timeSlots[0]!.options[1]).not.toHaveProperty('distanceFromPrevious');
    // Written once, with the version check and the history.
    const row = await stored(trip.id);
    expect(row.version).toBe(trip.version + 1);
    expect(body.trip.version).toBe(row.version);
    const history = await t.database.db.selectFrom('trip_changes').select(['summary', 'part', 'user_id']).where('trip_id', '=', trip.id).execute();
    expect(history).toEqual([{ summary: 'Calculated distances', part: 'days', user_id: staff.id }]);
    expect(await t.app.ctx.services.distances.cachedCount()).toBe(6);
  });

  it('a second calculation of the same trip makes no provider call and writes nothing', async () => {
    const trip = await newTrip();
    await calculate(staff, trip.id);
    const version = (await stored(trip.id)).version;
    expect(counter.calls).toHaveLength(1);
    const again = await calculate(staff, trip.id);
    expect(again.statusCode).toBe(200);
    expect(counter.calls).toHaveLength(1);
    expect(again.json().legs).toEqual({ total: 6, fromCache: 6, measured: 0 });
    expect((await stored(trip.id)).version).toBe(version);
  });

  it('another trip through the same places reuses the cache; a new choice measures only its new legs', async () => {
    const first = await newTrip();
    await calculate(staff, first.id);
    const second = await newTrip();
    await calculate(staff, second.id);
    expect(counter.legs()).toBe(6);
    // Choose the Galleria Borghese instead of the Trevi Fountain: hotel -> Borghese, Borghese -> Pantheon.
    const days = (await t.app.ctx.services.trips.getDetail({ id: staff.id, role: 'team', approved: true }, second.id)).days;
    const choose = await t.app.inject({
      method: 'PUT',
      url: `/api/trips/${second.id}/selection`,
      headers: { cookie: staff.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ version: (await stored(second.id)).version, dayId: days[0]!.id, slotId: days[0]!.timeSlots[0]!.id, optionId: days[0]!.timeSlots[0]!.options[1]!.id }),
    });
    expect(choose.statusCode, choose.body).toBe(200);
    const res = await calculate(staff, second.id);
    expect(res.json().legs).toEqual({ total: 6, fromCache: 4, measured: 2 });
    expect(counter.calls.at(-1)!.map((l) => l.to)).toEqual(
      expect.arrayContaining([{ lat: PLACES.borghese.lat, lng: PLACES.borghese.lng }, { lat: PLACES.pantheon.lat, lng: PLACES.pantheon.lng }]),
    );
    const [borghese] = chosenOf(res.json().trip);
    expect(borghese!.name).toBe('Galleria Borghese');
    expect(borghese!.distanceFromPrevious).toBe(chooseJourney(estimateLegs(HOTEL, PLACES.borghese))!.distanceMeters);
    // The option no longer chosen loses its old distance.
    expect(res.json().trip.days[0].timeSlots[0].options[0]).not.toHaveProperty('distanceFromPrevious');
  });

  it('without hotel coordinates the first activity of each day has no distance, and the message says why', async () => {
    const trip = await newTrip({});
    const res = await calculate(staff, trip.id);
    expect(res.json().message).toBe('Distances calculated for 4 of 6 activities: 2 start a day with no hotel nearby.');
    const [trevi, pantheon] = chosenOf(res.json().trip);
    expect(trevi).not.toHaveProperty('distanceFromPrevious');
    expect(pantheon!.distanceFromPrevious).toBeGreaterThan(0);
  });

  it('uses the hotel\'s own coordinates when the trip has no hotel_coordinates column set', async () => {
    const trip = await newTrip({ hotel: JSON.stringify({ name: 'Hotel de Russie', coordinates: HOTEL, pricePerNight: 900, rooms: 1 }) });
    const res = await calculate(staff, trip.id);
    expect(res.json().activities.startsOfDay).toBe(0);
  });

  it('an organizer of the trip may calculate; its client, another client and anonymous may not, and nothing is written', async () => {
    const trip = await newTrip();
    expect((await calculate(organizer, trip.id)).statusCode).toBe(200);
    const version = (await stored(trip.id)).version;
    const calls = counter.calls.length;
    const refused = [
      [client, 403],
      [otherClient, 404],
      [null, 401],
    ] as const;
    for (const [user, status] of refused) {
      const res = await calculate(user, trip.id);
      expect(res.statusCode, res.body).toBe(status);
    }
    expect(counter.calls.length).toBe(calls);
    expect((await stored(trip.id)).version).toBe(version);
  });

  it('answers 404 for a trip that does not exist and 400 for a malformed id', async () => {
    expect((await calculate(staff, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await calculate(staff, 'not-a-trip');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Invalid trip id');
  });

  it('a trip with nothing chosen is told so, and not written', async () => {
    const trip = await newTrip({ days: JSON.stringify(itinerary().map((d) => ({ ...d, timeSlots: d.timeSlots.map((s) => ({ ...s, selectedPlace: null })) }))) });
    const res = await calculate(staff, trip.id);
    expect(res.json().message).toBe('No activity is chosen yet: choose one in a time slot, then calculate distances.');
    expect((await stored(trip.id)).version).toBe(trip.version);
    expect(counter.calls).toHaveLength(0);
  });

  it("never overwrites a colleague's change made while distances are measured: it measures the trip as it is now", async () => {
    const trip = await newTrip();
    // First pass: the staff member's read. Meanwhile a colleague chooses the Galleria Borghese.
    counter.beforeNext(async () => {
      const row = await stored(trip.id);
      const days = row.days as Day[];
      days[0]!.timeSlots[0]!.selectedPlace = days[0]!.timeSlots[0]!.options[1]!.id;
      await t.database.db.updateTable('trips').set({ days: JSON.stringify(days), version: row.version + 1 }).where('id', '=', trip.id).execute();
    });
    const res = await calculate(staff, trip.id);
    expect(res.statusCode, res.body).toBe(200);
    const [first] = chosenOf(res.json().trip);
    expect(first!.name).toBe('Galleria Borghese');
    expect(first!.distanceFromPrevious).toBe(chooseJourney(estimateLegs(HOTEL, PLACES.borghese))!.distanceMeters);
    expect((await stored(trip.id)).version).toBe(trip.version + 2);
  });
});

describe('calculate-trip-distances through Google Routes (local stand-in)', () => {
  let standIn: RoutesStandIn;
  let t: TestApp;
  let staff: TestUser;
  let client: TestUser;

  beforeAll(async () => {
    standIn = await startGoogleRoutesStandIn();
    t = await createTestApp({
      providers: { distances: createGoogleRoutesProvider({ apiKey: STANDIN_KEY, baseUrl: standIn.url, retryDelayMs: 10 }) },
    });
    staff = await t.user({ role: 'super_admin' });
    client = await t.user({ role: 'client' });
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });
  beforeEach(() => standIn.reset());

  async function newTrip() {
    return t.database.db
      .insertInto('trips')
      .values({ trip_name: 'Rome', destination: 'Rome', user_id: client.id, days: JSON.stringify(itinerary()), hotel_coordinates: JSON.stringify(HOTEL) })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
  }

  const calculate = (tripId: string) => t.app.inject({ method: 'POST', url: `/api/distances/trips/${tripId}`, headers: { cookie: staff.cookie } });

  it("writes Google's figures, caches them as Google's, and asks Google nothing the second time", async () => {
    const trip = await newTrip();
    const res = await calculate(trip.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().source).toBe('google');
    expect(standIn.calls).toHaveLength(6 * 4);
    const [trevi] = res.json().trip.days[0].timeSlots[0].options;
    const metres = Math.round(greatCircleMetres(HOTEL, PLACES.trevi) * 1.2);
    expect(trevi).toMatchObject({ distanceFromPrevious: metres, durationFromPrevious: Math.round(metres / 1.3) });
    const cached = await t.database.db.selectFrom('distance_cache').select(['source', 'travel_mode', 'walking_distance_text', 'walking_duration_text']).execute();
    expect(cached).toHaveLength(6);
    expect(new Set(cached.map((c) => c.source))).toEqual(new Set(['google']));
    expect(cached.every((c) => / km$/.test(c.walking_distance_text!) && / min$/.test(c.walking_duration_text!))).toBe(true);

    standIn.calls.length = 0;
    const again = await calculate(trip.id);
    expect(again.statusCode).toBe(200);
    expect(standIn.calls).toHaveLength(0);
  });

  it('a refused key is a 502 with our error shape, and the trip is not written', async () => {
    await sql`delete from distance_cache`.execute(t.database.db);
    const trip = await newTrip();
    standIn.script.push('refuse');
    const res = await calculate(trip.id);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('distances_failed');
    expect(res.json().error.message).toMatch(/^Failed to calculate distances: Google Routes answered 403 \(PERMISSION_DENIED/);
    const row = await t.database.db.selectFrom('trips').select(['version', 'days']).where('id', '=', trip.id).executeTakeFirstOrThrow();
    expect(row.version).toBe(trip.version);
    expect(JSON.stringify(row.days)).not.toContain('distanceFromPrevious');
  });

  it('an estimate cached before the key was set is measured again by Google', async () => {
    await sql`delete from distance_cache`.execute(t.database.db);
    const trip = await newTrip();
    const offline = await createTestAppSharingCache();
    await offline(trip.id);
    expect(await t.app.ctx.services.distances.cachedCount()).toBe(6);
    const res = await calculate(trip.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().legs).toEqual({ total: 6, fromCache: 0, measured: 6 });
    const sources = await t.database.db.selectFrom('distance_cache').select('source').execute();
    expect(sources.every((s) => s.source === 'google')).toBe(true);
  });

  /** The same database as seen by a server without GOOGLE_MAPS_API_KEY: it fills the cache with estimates. */
  async function createTestAppSharingCache() {
    const { createDistancesService } = await import('#server/modules/distances/service.js');
    const offline = createDistancesService(
      { db: t.database.db, providers: { ...t.app.ctx.providers, distances: createOfflineDistanceProvider() } },
      { trips: t.app.ctx.services.trips },
    );
    return (tripId: string) => offline.calculateTrip({ id: staff.id, role: 'super_admin', approved: true }, tripId);
  }
});
