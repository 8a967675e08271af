import { describe, expect, it } from 'vitest';
import {
  dayLegLabels,
  DISTANCE_COORDINATE_DECIMALS,
  HOTEL_START_MAX_METRES,
  OFFLINE_MODEL,
  WALK_PREFERRED_MAX_SECONDS,
  applyTripDistances,
  chooseJourney,
  dayStops,
  estimateLegs,
  legKey,
  roundCoordinates,
  tripDistancesMessage,
  tripLegs,
  tripStops,
  type Journey,
} from './distances.js';
import { greatCircleMetres } from './geo.js';
import type { Day, Option, TimeSlot } from './itinerary.js';

/* A small Rome day: the hotel near Piazza di Spagna, then three sights a short walk apart. */
const HOTEL = { lat: 41.9057, lng: 12.4823 };
const TREVI = { lat: 41.9009, lng: 12.4833 };
const PANTHEON = { lat: 41.8986, lng: 12.4769 };
const NAVONA = { lat: 41.8992, lng: 12.4731 };
const COLOSSEO = { lat: 41.8902, lng: 12.4922 };
const TIVOLI = { lat: 41.9633, lng: 12.7963 }; // Villa d'Este, a day trip
const FLORENCE = { lat: 43.7731, lng: 11.2560 }; // Uffizi: another city, 230 km away

let seq = 0;
function option(name: string, point: { lat: number; lng: number } | null, extra: Partial<Option> = {}): Option {
  return {
    id: `o${++seq}`,
    name,
    ...(point ? { coordinates: { ...point }, location: { ...point }, hasValidCoordinates: true } : { hasValidCoordinates: false }),
    ...extra,
  };
}

function slot(options: Option[], chosen: number | null, extra: Partial<TimeSlot> = {}): TimeSlot {
  return {
    id: `s${++seq}`,
    startTime: '09:00',
    endTime: '11:00',
    start_time: '09:00',
    end_time: '11:00',
    title: 'Morning',
    options,
    selectedPlace: chosen === null ? null : options[chosen]!.id,
    ...extra,
  };
}

function day(date: string, timeSlots: TimeSlot[]): Day {
  return { id: `d${++seq}`, date, title: date, timeSlots };
}

/** The estimator's answer for every leg the trip needs: what a provider would have measured. */
function measured(days: readonly Day[], hotel: { lat: number; lng: number } | null): Map<string, Journey | null> {
  return new Map(tripLegs(days, hotel).map((leg) => [legKey(leg.from, leg.to), chooseJourney(estimateLegs(leg.from, leg.to))]));
}

const chosen = (d: Day, i: number) => d.timeSlots[i]!.options.find((o) => o.id === d.timeSlots[i]!.selectedPlace)!;

describe('the offline estimator (great circle x detour, per-mode speed)', () => {
  it('is the great-circle distance times the detour factor of each mode', () => {
    const straight = greatCircleMetres(TREVI, COLOSSEO);
    expect(straight).toBeGreaterThan(1300);
    expect(straight).toBeLessThan(1400);
    const legs = estimateLegs(TREVI, COLOSSEO);
    for (const mode of ['walking', 'bicycling', 'driving', 'transit'] as const) {
      expect(legs[mode].distanceMeters).toBe(Math.round(straight * OFFLINE_MODEL[mode].detour));
    }
  });

  it('walks at 4.5 km/h, so about 24 minutes for the 1.8 km from Trevi to the Colosseum', () => {
    const walk = estimateLegs(TREVI, COLOSSEO).walking;
    expect(walk.durationSeconds).toBe(Math.round(walk.distanceMeters / (4.5 / 3.6)));
    expect(walk.durationSeconds / 60).toBeGreaterThan(20);
    expect(walk.durationSeconds / 60).toBeLessThan(28);
  });

  it('cycles faster than it walks; transit and driving carry their fixed time (stop, wait, parking)', () => {
    const legs = estimateLegs(TREVI, COLOSSEO);
    expect(legs.bicycling.durationSeconds).toBeLessThan(legs.walking.durationSeconds);
    expect(legs.transit.durationSeconds).toBeGreaterThanOrEqual(OFFLINE_MODEL.transit.fixedSeconds);
    expect(legs.driving.durationSeconds).toBeGreaterThanOrEqual(OFFLINE_MODEL.driving.fixedSeconds);
  });

  it('goes faster out of town: Rome to Tivoli by train or car takes about an hour, not three', () => {
    const legs = estimateLegs(HOTEL, TIVOLI);
    expect(legs.transit.durationSeconds / 60).toBeGreaterThan(45);
    expect(legs.transit.durationSeconds / 60).toBeLessThan(90);
    expect(legs.driving.durationSeconds / 60).toBeLessThan(75);
    expect(legs.walking.durationSeconds / 3600).toBeGreaterThan(5);
  });

  it('gives zero for the same point', () => {
    const legs = estimateLegs(TREVI, TREVI);
    expect(legs.walking).toEqual({ distanceMeters: 0, durationSeconds: 0 });
  });
});

describe('chooseJourney: the way a traveller would go', () => {
  it(`walks when the walk takes at most ${WALK_PREFERRED_MAX_SECONDS / 60} minutes`, () => {
    expect(chooseJourney(estimateLegs(TREVI, PANTHEON))?.mode).toBe('walking');
  });

  it('takes public transport beyond that, or the car where there is none', () => {
    expect(chooseJourney(estimateLegs(HOTEL, TIVOLI))?.mode).toBe('transit');
    const { transit: _none, ...noTransit } = estimateLegs(HOTEL, TIVOLI);
    expect(chooseJourney(noTransit)?.mode).toBe('driving');
  });

  it('still walks when walking is quicker than the alternatives', () => {
    const walk = { distanceMeters: 2600, durationSeconds: 1900 };
    expect(chooseJourney({ walking: walk, transit: { distanceMeters: 3000, durationSeconds: 2400 } })).toEqual({ mode: 'walking', ...walk });
  });

  it('is null when no mode has a route', () => {
    expect(chooseJourney({})).toBeNull();
    expect(chooseJourney({ walking: null, transit: null })).toBeNull();
  });
});

describe('rounded coordinates (the distance cache key)', () => {
  it(`rounds to ${DISTANCE_COORDINATE_DECIMALS} decimals (about 11 m)`, () => {
    expect(roundCoordinates({ lat: 41.890_249, lng: 12.492_231 })).toEqual({ lat: 41.8902, lng: 12.4922 });
    expect(roundCoordinates({ lat: -33.868_85, lng: 151.209_35 })).toEqual({ lat: -33.8689, lng: 151.2094 });
  });

  it('keys a directed pair: two spellings of one place share it, the way back does not', () => {
    expect(legKey({ lat: 41.890_21, lng: 12.492_24 }, TREVI)).toBe(legKey(COLOSSEO, { lat: 41.900_94, lng: 12.483_28 }));
    expect(legKey(TREVI, COLOSSEO)).not.toBe(legKey(COLOSSEO, TREVI));
  });
});

describe('tripLegs: the legs a trip needs measured', () => {
  it('goes from the hotel to the first chosen place of each day, then from each chosen place to the next', () => {
    const days = [
      day('2027-04-05', [slot([option('Trevi', TREVI), option('Spanish Steps', HOTEL)], 0), slot([option('Pantheon', PANTHEON)], 0)]),
      day('2027-04-06', [slot([option('Navona', NAVONA)], 0), slot([option('Colosseo', COLOSSEO)], 0)]),
    ];
    expect(tripLegs(days, HOTEL)).toEqual([
      { from: HOTEL, to: TREVI },
      { from: TREVI, to: PANTHEON },
      { from: HOTEL, to: NAVONA },
      { from: NAVONA, to: COLOSSEO },
    ]);
  });

  it('skips slots with nothing chosen, and lists a leg once however often the trip repeats it', () => {
    const days = [
      day('2027-04-05', [slot([option('Trevi', TREVI)], 0), slot([option('Navona', NAVONA)], null), slot([option('Pantheon', PANTHEON)], 0)]),
      day('2027-04-06', [slot([option('Trevi', TREVI)], 0), slot([option('Pantheon', PANTHEON)], 0)]),
    ];
    expect(tripLegs(days, null)).toEqual([{ from: TREVI, to: PANTHEON }]);
  });

  it('rounds the points it asks for', () => {
    const days = [day('2027-04-05', [slot([option('A', { lat: 41.900_94, lng: 12.483_28 })], 0), slot([option('B', PANTHEON)], 0)])];
    expect(tripLegs(days, null)).toEqual([{ from: TREVI, to: PANTHEON }]);
  });
});

describe('applyTripDistances: distanceFromPrevious (metres) and durationFromPrevious (seconds) on each chosen option', () => {
  it('measures the first place of the day from the hotel, and each next one from the previous chosen place', () => {
    const days = [day('2027-04-05', [slot([option('Trevi', TREVI)], 0), slot([option('Pantheon', PANTHEON)], 0), slot([option('Navona', NAVONA)], 0)])];
    const { days: out, summary } = applyTripDistances(days, HOTEL, measured(days, HOTEL));
    const [d] = out;
    const fromHotel = chooseJourney(estimateLegs(HOTEL, TREVI))!;
    expect(chosen(d!, 0)).toMatchObject({ distanceFromPrevious: fromHotel.distanceMeters, durationFromPrevious: fromHotel.durationSeconds });
    const leg = chooseJourney(estimateLegs(TREVI, PANTHEON))!;
    expect(chosen(d!, 1)).toMatchObject({ distanceFromPrevious: leg.distanceMeters, durationFromPrevious: leg.durationSeconds });
    expect(chosen(d!, 2).distanceFromPrevious).toBeGreaterThan(0);
    expect(summary).toMatchObject({ chosen: 3, measured: 3, missing: 0, withoutCoordinates: 0, startsOfDay: 0 });
  });

  it('also keeps the slot\'s own distanceFromPrevious in step (spec §3 Time slot)', () => {
    const days = [day('2027-04-05', [slot([option('Trevi', TREVI)], 0), slot([option('Pantheon', PANTHEON)], 0)])];
    const { days: out } = applyTripDistances(days, null, measured(days, null));
    expect(out[0]!.timeSlots[0]!.distanceFromPrevious).toBeUndefined();
    expect(out[0]!.timeSlots[1]!.distanceFromPrevious).toBe(chosen(out[0]!, 1).distanceFromPrevious);
  });

  it('leaves the first place of a day without a distance when the trip has no hotel coordinates', () => {
    const days = [day('2027-04-05', [slot([option('Trevi', TREVI, { distanceFromPrevious: 99, durationFromPrevious: 9 })], 0), slot([option('Pantheon', PANTHEON)], 0)])];
    const { days: out, summary } = applyTripDistances(days, null, measured(days, null));
    expect(chosen(out[0]!, 0)).not.toHaveProperty('distanceFromPrevious');
    expect(chosen(out[0]!, 0)).not.toHaveProperty('durationFromPrevious');
    expect(summary).toMatchObject({ chosen: 2, measured: 1, startsOfDay: 1 });
  });

  it('starts each day afresh: the first place of day 2 is not measured from the last of day 1', () => {
    const days = [day('2027-04-05', [slot([option('Trevi', TREVI)], 0)]), day('2027-04-06', [slot([option('Colosseo', COLOSSEO)], 0)])];
    const { days: out } = applyTripDistances(days, HOTEL, measured(days, HOTEL));
    const fromHotel = chooseJourney(estimateLegs(HOTEL, COLOSSEO))!;
    expect(chosen(out[1]!, 0).distanceFromPrevious).toBe(fromHotel.distanceMeters);
  });

  it(`does not start from a hotel more than ${HOTEL_START_MAX_METRES / 1000} km away (a day in another city)`, () => {
    const days = [day('2027-04-05', [slot([option('Villa d\'Este', TIVOLI)], 0)]), day('2027-04-08', [slot([option('Uffizi', FLORENCE)], 0)])];
    const { days: out, summary } = applyTripDistances(days, HOTEL, measured(days, HOTEL));
    expect(chosen(out[0]!, 0).distanceFromPrevious).toBeGreaterThan(20_000); // a day trip from the hotel
    expect(chosen(out[1]!, 0)).not.toHaveProperty('distanceFromPrevious');
    expect(summary.startsOfDay).toBe(1);
  });

  it('skips slots with nothing chosen: the next chosen place is measured from the last chosen one', () => {
    const days = [day('2027-04-05', [slot([option('Trevi', TREVI)], 0), slot([option('Colosseo', COLOSSEO)], null), slot([option('Pantheon', PANTHEON)], 0)])];
    const { days: out } = applyTripDistances(days, null, measured(days, null));
    expect(chosen(out[0]!, 2).distanceFromPrevious).toBe(chooseJourney(estimateLegs(TREVI, PANTHEON))!.distanceMeters);
  });

  it('a chosen place without coordinates gets no distance, and neither does the next one (its start is unknown)', () => {
    const days = [
      day('2027-04-05', [
        slot([option('Trevi', TREVI)], 0),
        slot([option('A private guide', null, { distanceFromPrevious: 500, durationFromPrevious: 400 })], 0),
        slot([option('Pantheon', PANTHEON, { distanceFromPrevious: 500 })], 0),
        slot([option('Navona', NAVONA)], 0),
      ]),
    ];
    const { days: out, summary } = applyTripDistances(days, null, measured(days, null));
    expect(chosen(out[0]!, 1)).not.toHaveProperty('distanceFromPrevious');
    expect(chosen(out[0]!, 1)).not.toHaveProperty('durationFromPrevious');
    expect(chosen(out[0]!, 2)).not.toHaveProperty('distanceFromPrevious');
    expect(chosen(out[0]!, 3).distanceFromPrevious).toBe(chooseJourney(estimateLegs(PANTHEON, NAVONA))!.distanceMeters);
    expect(summary).toMatchObject({ chosen: 4, measured: 1, withoutCoordinates: 1, missing: 1, startsOfDay: 1 });
  });

  it('treats coordinates of 0, 0 or off the globe as not available', () => {
    const days = [day('2027-04-05', [slot([option('Trevi', TREVI)], 0), slot([option('Null island', { lat: 0, lng: 0 })], 0), slot([option('Nowhere', { lat: 123, lng: 12 })], 0)])];
    const { summary } = applyTripDistances(days, null, measured(days, null));
    expect(summary.withoutCoordinates).toBe(2);
  });

  it('a leg the provider could not route is a missing distance, and clears an old value', () => {
    const days = [day('2027-04-05', [slot([option('Trevi', TREVI)], 0), slot([option('Pantheon', PANTHEON, { distanceFromPrevious: 1, durationFromPrevious: 1 })], 0)])];
    const journeys = new Map([[legKey(TREVI, PANTHEON), null]]);
    const { days: out, summary } = applyTripDistances(days, null, journeys);
    expect(chosen(out[0]!, 1)).not.toHaveProperty('distanceFromPrevious');
    expect(summary.missing).toBe(1);
  });

  it('clears stale distances from options that are not chosen', () => {
    const days = [day('2027-04-05', [slot([option('Trevi', TREVI), option('Old choice', COLOSSEO, { distanceFromPrevious: 800, durationFromPrevious: 600 })], 0)])];
    const { days: out } = applyTripDistances(days, HOTEL, measured(days, HOTEL));
    const other = out[0]!.timeSlots[0]!.options[1]!;
    expect(other).not.toHaveProperty('distanceFromPrevious');
    expect(other).not.toHaveProperty('durationFromPrevious');
  });

  it('writes whole metres and seconds', () => {
    const days = [day('2027-04-05', [slot([option('Trevi', TREVI)], 0), slot([option('Pantheon', PANTHEON)], 0)])];
    const journeys = new Map([[legKey(TREVI, PANTHEON), { mode: 'walking' as const, distanceMeters: 812.6, durationSeconds: 640.4 }]]);
    const { days: out } = applyTripDistances(days, null, journeys);
    expect(chosen(out[0]!, 1)).toMatchObject({ distanceFromPrevious: 813, durationFromPrevious: 640 });
  });

  it('changes nothing else and does not touch its input', () => {
    const days = [day('2027-04-05', [slot([option('Trevi', TREVI, { cost: 0, lockCost: true })], 0, { notes: 'Coins', theme: 'Baroque' })])];
    const before = structuredClone(days);
    const { days: out } = applyTripDistances(days, HOTEL, measured(days, HOTEL));
    expect(days).toEqual(before);
    expect(out[0]!.timeSlots[0]).toMatchObject({ notes: 'Coins', theme: 'Baroque', selectedPlace: days[0]!.timeSlots[0]!.selectedPlace });
    expect(chosen(out[0]!, 0)).toMatchObject({ name: 'Trevi', cost: 0, lockCost: true });
  });

  it('a trip with nothing chosen gets nothing measured', () => {
    const days = [day('2027-04-05', [slot([option('Trevi', TREVI)], null)])];
    expect(tripLegs(days, HOTEL)).toEqual([]);
    expect(applyTripDistances(days, HOTEL, new Map()).summary).toMatchObject({ chosen: 0, measured: 0 });
  });
});

describe('tripDistancesMessage: the answer of calculate-trip-distances', () => {
  it('says how many activities were measured and why the others were not', () => {
    expect(tripDistancesMessage({ chosen: 6, measured: 6, missing: 0, withoutCoordinates: 0, startsOfDay: 0 })).toBe(
      'Distances calculated for 6 activities.',
    );
    expect(tripDistancesMessage({ chosen: 6, measured: 3, missing: 1, withoutCoordinates: 1, startsOfDay: 1 })).toBe(
      'Distances calculated for 3 of 6 activities: 1 without coordinates, 1 missing distance, 1 starts a day with no hotel nearby.',
    );
    expect(tripDistancesMessage({ chosen: 1, measured: 1, missing: 0, withoutCoordinates: 0, startsOfDay: 0 })).toBe(
      'Distances calculated for 1 activity.',
    );
    expect(tripDistancesMessage({ chosen: 9, measured: 5, missing: 2, withoutCoordinates: 0, startsOfDay: 2 })).toBe(
      'Distances calculated for 5 of 9 activities: 2 missing distances, 2 start a day with no hotel nearby.',
    );
  });

  it('asks for choices when nothing is chosen', () => {
    expect(tripDistancesMessage({ chosen: 0, measured: 0, missing: 0, withoutCoordinates: 0, startsOfDay: 0 })).toBe(
      'No activity is chosen yet: choose one in a time slot, then calculate distances.',
    );
  });
});

describe('dayLegLabels (the distance lines of a day on screen, issue 20)', () => {
  it('shows km and minutes between consecutive chosen stops, skipping slots with nothing chosen', () => {
    const a = slot([option('Trevi', TREVI)], 0);
    const empty = slot([option('Navona', NAVONA)], null);
    const b = slot([option('Pantheon', PANTHEON, { distanceFromPrevious: 820, durationFromPrevious: 660 })], 0);
    const labels = dayLegLabels(day('2026-05-11', [a, empty, b]), 'km');
    expect(labels.has(a.id)).toBe(false); // the day's first stop, no distance from the hotel
    expect(labels.has(empty.id)).toBe(false);
    expect(labels.get(b.id)).toEqual({ distance: '0.82 km', duration: '11 min', from: 'previous' });
  });

  it('shows miles, feet under 0.1 mi, and the first stop from the hotel when measured', () => {
    const a = slot([option('Trevi', TREVI, { distanceFromPrevious: 1609, durationFromPrevious: 1200 })], 0);
    const b = slot([option('Pantheon', PANTHEON, { distanceFromPrevious: 120, durationFromPrevious: 90 })], 0);
    const labels = dayLegLabels(day('2026-05-11', [a, b]), 'miles');
    expect(labels.get(a.id)).toEqual({ distance: '1.00 mi', duration: '20 min', from: 'hotel' });
    expect(labels.get(b.id)).toEqual({ distance: '394 ft', duration: '2 min', from: 'previous' });
  });

  it("says 'missing distance' where none was calculated, and when a stop has no point", () => {
    const a = slot([option('Trevi', TREVI)], 0);
    const b = slot([option('Pantheon', PANTHEON)], 0);
    const c = slot([option('Somewhere', null)], 0);
    const labels = dayLegLabels(day('2026-05-11', [a, b, c]), 'km');
    expect(labels.get(b.id)).toEqual({ distance: 'missing distance', duration: null, from: 'previous' });
    expect(labels.get(c.id)?.distance).toBe('Coordinates not available');
  });
});

describe('dayStops / tripStops (the maps of the editor and the workspace)', () => {
  it("lists a day's chosen places in slot order, a place without a usable point with no coordinates", () => {
    const trevi = slot([option('Trevi', TREVI), option('Navona', NAVONA)], 0);
    const empty = slot([option('Colosseo', COLOSSEO)], null);
    const zero = slot([option('Nowhere', null, { coordinates: { lat: 0, lng: 0 } })], 0);
    // A bad `coordinates` beside a good `location` (older data): the location is the point, as for distances.
    const pantheon = slot([option('Pantheon', null, { coordinates: { lat: 0, lng: 0 }, location: { ...PANTHEON } })], 0);
    const first = day('2026-05-11', [trevi, empty, zero, pantheon]);
    const stops = dayStops(first);
    expect(stops.map((s) => [s.id, s.name, s.lat])).toEqual([
      [`${trevi.id}:${trevi.options[0]!.id}`, 'Trevi', TREVI.lat],
      [`${zero.id}:${zero.options[0]!.id}`, 'Nowhere', null],
      [`${pantheon.id}:${pantheon.options[0]!.id}`, 'Pantheon', PANTHEON.lat],
    ]);
    expect(stops[0]).toEqual({ id: stops[0]!.id, name: 'Trevi', address: null, lat: TREVI.lat, lng: TREVI.lng });
    expect(dayStops(undefined)).toEqual([]);
  });

  it("labels the trip's stops 'day.stop'", () => {
    const first = day('2026-05-11', [slot([option('Trevi', TREVI)], 0), slot([option('Pantheon', PANTHEON)], 0)]);
    const second = day('2026-05-12', [slot([option('Colosseo', COLOSSEO)], 0)]);
    expect(tripStops([first, second]).map((s) => s.label)).toEqual(['1.1', '1.2', '2.1']);
  });
});
