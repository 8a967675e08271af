// Distances between the chosen activities of a trip (spec §3 Option distanceFromPrevious /
// durationFromPrevious, distance_cache; §7 calculate-trip-distances; §9 distances). Pure: the
// server measures the legs (cache, then a provider) and writes the result; see ADR 014.
import { describeDistanceFromPrevious, greatCircleMetres, isMappableCoordinates, type Coordinates, type DistanceLabel, type DistanceUnit } from './geo.js';
import type { Day, Option, TimeSlot } from './itinerary.js';
import { selectedOption } from './slots.js';

/** The travel modes measured for every leg (spec §3 distance_cache: walking, bicycling, driving, transit). */
export const TRAVEL_MODES = ['walking', 'bicycling', 'driving', 'transit'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

/** One way between two points: whole metres and seconds. */
export interface Leg {
  distanceMeters: number;
  durationSeconds: number;
}

/** A leg by each mode; a mode with no route (a walk to an island) is absent or null. */
export type ModeLegs = { [M in TravelMode]?: Leg | null };

/** The way a traveller would go, with its mode. */
export interface Journey extends Leg {
  mode: TravelMode;
}

/**
 * The offline estimator (ADR 014): the great-circle distance times a detour factor (streets are
 * longer than the straight line), at a speed per mode, plus a fixed time where the mode has one.
 * Driving and transit go faster beyond their town part (ring roads and motorways; regional trains).
 * - walking: detour 1.3 (historic centres), 4.5 km/h: a sightseeing pace, not a commuter's 5 km/h;
 * - bicycling: detour 1.3, 15 km/h;
 * - driving: detour 1.35; 22 km/h over the first 10 km (town traffic), 70 km/h beyond; 5 min to park;
 * - transit: detour 1.4; 20 km/h over the first 15 km (metro, tram and bus with their stops),
 *   80 km/h beyond (regional trains); 10 min to walk to the stop and wait.
 */
export const OFFLINE_MODEL: Record<
  TravelMode,
  { detour: number; kmh: number; townMetres: number; outOfTownKmh: number; fixedSeconds: number }
> = {
  walking: { detour: 1.3, kmh: 4.5, townMetres: Infinity, outOfTownKmh: 4.5, fixedSeconds: 0 },
  bicycling: { detour: 1.3, kmh: 15, townMetres: Infinity, outOfTownKmh: 15, fixedSeconds: 0 },
  driving: { detour: 1.35, kmh: 22, townMetres: 10_000, outOfTownKmh: 70, fixedSeconds: 300 },
  transit: { detour: 1.4, kmh: 20, townMetres: 15_000, outOfTownKmh: 80, fixedSeconds: 600 },
};

const metresPerSecond = (kmh: number) => kmh / 3.6;

/** Every mode's leg between two points by the offline estimator. The same point gives zero. */
export function estimateLegs(from: Coordinates, to: Coordinates): Record<TravelMode, Leg> {
  const straight = greatCircleMetres(from, to);
  const legs = {} as Record<TravelMode, Leg>;
  for (const mode of TRAVEL_MODES) {
    const m = OFFLINE_MODEL[mode];
    const route = straight * m.detour;
    if (route === 0) {
      legs[mode] = { distanceMeters: 0, durationSeconds: 0 };
      continue;
    }
    const town = Math.min(route, m.townMetres);
    const seconds = town / metresPerSecond(m.kmh) + (route - town) / metresPerSecond(m.outOfTownKmh) + m.fixedSeconds;
    legs[mode] = { distanceMeters: Math.round(route), durationSeconds: Math.round(seconds) };
  }
  return legs;
}

/** A walk up to this long is how a traveller goes from one activity to the next. */
export const WALK_PREFERRED_MAX_SECONDS = 25 * 60;

/**
 * The way a traveller would go (what distanceFromPrevious and durationFromPrevious record): on foot
 * when the walk takes at most 25 minutes; beyond, by public transport, or by car where there is
 * none, unless walking is quicker still; by bicycle only when nothing else has a route.
 */
export function chooseJourney(legs: ModeLegs): Journey | null {
  const walk = legs.walking ?? null;
  if (walk && walk.durationSeconds <= WALK_PREFERRED_MAX_SECONDS) return { mode: 'walking', ...walk };
  const ride = legs.transit ? { mode: 'transit' as const, ...legs.transit } : legs.driving ? { mode: 'driving' as const, ...legs.driving } : null;
  if (ride && (!walk || ride.durationSeconds < walk.durationSeconds)) return ride;
  if (walk) return { mode: 'walking', ...walk };
  return legs.bicycling ? { mode: 'bicycling', ...legs.bicycling } : null;
}

/**
 * Legs are measured and cached between coordinates rounded to 4 decimals: about 11 m north-south
 * (8 m east-west in Rome), finer than any walking time and coarse enough that one place found
 * through two sources (catalogue, Places) usually shares its cache rows.
 */
export const DISTANCE_COORDINATE_DECIMALS = 4;
const SCALE = 10 ** DISTANCE_COORDINATE_DECIMALS;

export function roundCoordinates(point: Coordinates): Coordinates {
  const round = (x: number) => {
    const r = (Math.sign(x) * Math.round(Math.abs(x) * SCALE)) / SCALE; // halves away from zero, both hemispheres alike
    return r === 0 ? 0 : r; // no -0
  };
  return { lat: round(point.lat), lng: round(point.lng) };
}

/** The key of a directed leg between rounded points (the way back may differ: one-way streets). */
export function legKey(from: Coordinates, to: Coordinates): string {
  const a = roundCoordinates(from);
  const b = roundCoordinates(to);
  return `${a.lat},${a.lng}>${b.lat},${b.lng}`;
}

/**
 * A day starts at the trip's hotel when the hotel lies within this distance (as the crow flies) of
 * the day's first chosen activity. A trip through several cities records one hotel: a day in
 * another city starts at its first activity. 160 km is as far as the catalogue's day trips go.
 */
export const HOTEL_START_MAX_METRES = 160_000;

export interface TripLeg {
  from: Coordinates;
  to: Coordinates;
}

/** The point of an option: its coordinates, else its location, when valid and on the globe. */
export function optionPoint(option: Pick<Option, 'coordinates' | 'location'>): Coordinates | null {
  if (isMappableCoordinates(option.coordinates)) return { lat: option.coordinates.lat, lng: option.coordinates.lng };
  if (isMappableCoordinates(option.location)) return { lat: option.location.lat, lng: option.location.lng };
  return null;
}

/** A chosen place of a day as the maps show it (web map, same shape as its MapStop). */
export interface ChosenStop {
  /** `slotId:optionId`. */
  id: string;
  name: string;
  address: string | null;
  /** null when the option has no usable point (optionPoint): the map lists it as 'Coordinates not available'. */
  lat: number | null;
  lng: number | null;
  /** 'day.stop' (1.2) when the day's number is given; otherwise the map numbers the stops itself. */
  label?: string;
}

/** The chosen places of a day in slot order, for the maps of the editor and the workspace. */
export function dayStops(day: Day | undefined, dayNumber?: number): ChosenStop[] {
  if (!day) return [];
  const stops: ChosenStop[] = [];
  for (const slot of day.timeSlots) {
    const option = selectedOption(slot);
    if (!option) continue;
    const point = optionPoint(option);
    stops.push({
      id: `${slot.id}:${option.id}`,
      name: option.name,
      address: option.address ?? null,
      lat: point?.lat ?? null,
      lng: point?.lng ?? null,
      ...(dayNumber !== undefined && { label: `${dayNumber}.${stops.length + 1}` }),
    });
  }
  return stops;
}

/** Every chosen place of the trip, labelled 'day.stop' (the full itinerary map). */
export function tripStops(days: readonly Day[]): ChosenStop[] {
  return days.flatMap((d, i) => dayStops(d, i + 1));
}

type Stop =
  /** A chosen option with coordinates, measured from `from` (null: the first of a day with no hotel nearby, or after a stop without coordinates). */
  | { kind: 'point'; from: Coordinates | null; to: Coordinates; afterUnknown: boolean }
  | { kind: 'no-coordinates' };

/** Walks a day's chosen options in slot order and says, for each, where the traveller comes from. */
function legStops(day: Day, hotel: Coordinates | null): Map<TimeSlot, Stop> {
  const stops = new Map<TimeSlot, Stop>();
  const chosen = day.timeSlots.flatMap((slot) => {
    const option = selectedOption(slot);
    return option ? [{ slot, option }] : [];
  });
  const first = chosen[0] ? optionPoint(chosen[0].option) : null;
  let previous: Coordinates | null =
    hotel && first && greatCircleMetres(hotel, first) <= HOTEL_START_MAX_METRES ? roundCoordinates(hotel) : null;
  let afterUnknown = false;
  for (const { slot, option } of chosen) {
    const point = optionPoint(option);
    if (!point) {
      stops.set(slot, { kind: 'no-coordinates' });
      previous = null;
      afterUnknown = true;
      continue;
    }
    const to = roundCoordinates(point);
    stops.set(slot, { kind: 'point', from: previous, to, afterUnknown });
    previous = to;
    afterUnknown = false;
  }
  return stops;
}

function hotelPoint(hotel: Coordinates | null | undefined): Coordinates | null {
  return isMappableCoordinates(hotel) ? hotel : null;
}

/**
 * The legs a trip needs measured, each once: from the hotel (when near, see HOTEL_START_MAX_METRES)
 * to the first chosen activity of each day, then from each chosen activity to the next chosen one
 * of the same day. Slots with nothing chosen are skipped; points are rounded (the cache key).
 */
export function tripLegs(days: readonly Day[], hotel: Coordinates | null | undefined): TripLeg[] {
  const start = hotelPoint(hotel);
  const legs = new Map<string, TripLeg>();
  for (const day of days) {
    for (const stop of legStops(day, start).values()) {
      if (stop.kind === 'point' && stop.from) legs.set(legKey(stop.from, stop.to), { from: stop.from, to: stop.to });
    }
  }
  return [...legs.values()];
}

export interface TripDistanceSummary {
  /** Slots with a chosen activity. */
  chosen: number;
  /** Chosen activities given a distance and a duration. */
  measured: number;
  /** Chosen activities with coordinates but no distance: no route, or the previous one has no coordinates. */
  missing: number;
  /** Chosen activities without coordinates ('Coordinates not available'). */
  withoutCoordinates: number;
  /** First chosen activities of a day with no hotel coordinates near them: nothing to measure from. */
  startsOfDay: number;
}

function withoutDistance<O extends Option>(option: O): O {
  if (!('distanceFromPrevious' in option) && !('durationFromPrevious' in option)) return option;
  const { distanceFromPrevious: _d, durationFromPrevious: _t, ...rest } = option;
  return rest as O;
}

function slotWithDistance<S extends TimeSlot>(slot: S, metres: number | null): S {
  if (metres !== null) return { ...slot, distanceFromPrevious: metres };
  const { distanceFromPrevious: _d, ...rest } = slot;
  return rest as S;
}

/**
 * calculate-trip-distances (spec §7): sets distanceFromPrevious (metres) and durationFromPrevious
 * (seconds) on each slot's chosen option from the previous chosen one, and the slot's own
 * distanceFromPrevious to the same metres; a leg missing from `journeys` or null there is a
 * missing distance. Values of options not chosen, and of chosen ones that cannot be measured,
 * are removed (they described another choice). Nothing else changes; the input is not modified.
 */
export function applyTripDistances(
  days: readonly Day[],
  hotel: Coordinates | null | undefined,
  journeys: ReadonlyMap<string, Journey | null>,
): { days: Day[]; summary: TripDistanceSummary } {
  const start = hotelPoint(hotel);
  const summary: TripDistanceSummary = { chosen: 0, measured: 0, missing: 0, withoutCoordinates: 0, startsOfDay: 0 };
  const out = days.map((day) => {
    const stops = legStops(day, start);
    return {
      ...day,
      timeSlots: day.timeSlots.map((slot) => {
        const stop = stops.get(slot);
        let journey: Journey | null = null;
        if (stop) {
          summary.chosen++;
          if (stop.kind === 'no-coordinates') summary.withoutCoordinates++;
          else if (stop.from) {
            journey = journeys.get(legKey(stop.from, stop.to)) ?? null;
            if (journey) summary.measured++;
            else summary.missing++;
          } else if (stop.afterUnknown) summary.missing++;
          else summary.startsOfDay++;
        }
        const options = slot.options.map((option) => {
          const bare = withoutDistance(option);
          if (!journey || option.id !== slot.selectedPlace) return bare;
          return { ...bare, distanceFromPrevious: Math.round(journey.distanceMeters), durationFromPrevious: Math.round(journey.durationSeconds) };
        });
        return slotWithDistance({ ...slot, options }, journey ? Math.round(journey.distanceMeters) : null);
      }),
    };
  });
  return { days: out, summary };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The message answered by calculate-trip-distances. */
export function tripDistancesMessage(summary: TripDistanceSummary): string {
  if (summary.chosen === 0) return 'No activity is chosen yet: choose one in a time slot, then calculate distances.';
  const reasons = [
    summary.withoutCoordinates > 0 ? `${summary.withoutCoordinates} without coordinates` : '',
    summary.missing > 0 ? count(summary.missing, 'missing distance', 'missing distances') : '',
    summary.startsOfDay > 0 ? `${count(summary.startsOfDay, 'starts', 'start')} a day with no hotel nearby` : '',
  ].filter(Boolean);
  if (reasons.length === 0) return `Distances calculated for ${count(summary.measured, 'activity', 'activities')}.`;
  return `Distances calculated for ${summary.measured} of ${count(summary.chosen, 'activity', 'activities')}: ${reasons.join(', ')}.`;
}

/** What a screen shows above a chosen stop: the way from the hotel (the day's first stop) or from the previous chosen stop. */
export interface LegLabel extends DistanceLabel {
  from: 'hotel' | 'previous';
}

/**
 * The distance lines of a day as the screens show them (spec §9, issue 20), keyed by slot id: each
 * chosen stop after the day's first says how far it is from the previous chosen stop ('x.xx km'
 * in the editor, miles or feet in the workspace, the minutes), 'missing distance' when none was
 * calculated, 'Coordinates not available' when the stop has no point. The day's first stop has a
 * line only when a distance from the hotel was calculated (ADR 014: a day starts at the hotel when
 * it is near, else at its first stop). Slots with nothing chosen have no line.
 */
export function dayLegLabels(day: Pick<Day, 'timeSlots'>, unit: DistanceUnit): Map<string, LegLabel> {
  const labels = new Map<string, LegLabel>();
  let first = true;
  for (const slot of day.timeSlots) {
    const option = selectedOption(slot);
    if (!option) continue;
    if (first) {
      first = false;
      const fromHotel = typeof option.distanceFromPrevious === 'number' && optionPoint(option) !== null;
      if (fromHotel) labels.set(slot.id, { ...describeDistanceFromPrevious(option, unit), from: 'hotel' });
      continue;
    }
    labels.set(slot.id, { ...describeDistanceFromPrevious(option, unit), from: 'previous' });
  }
  return labels;
}
