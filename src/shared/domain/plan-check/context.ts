// One run of the checker: the days in order with their weekdays and slot windows, the flights'
// windows per day, and cached readers (opening hours, travel times) shared by the checks.
import { chooseJourney, estimateLegs, HOTEL_START_MAX_METRES } from '#shared/domain/distances.js';
import { greatCircleMetres, isMappableCoordinates, type Coordinates } from '#shared/domain/geo.js';
import type { Day, Option, TimeSlot } from '#shared/domain/itinerary.js';
import { dayOpenIntervals, type Interval } from '#shared/domain/opening-hours.js';
import { selectedOption } from '#shared/domain/slots.js';
import { parseTime, timeToMinutes } from '#shared/domain/time.js';
import { ARRIVAL_EXIT_MINUTES, CHECK_IN_MINUTES, DEFAULT_TRANSFER_MINUTES } from './rules.js';
import { roundDown, roundUp } from './text.js';
import type { FindingCode, PlanFinding, PlanFix, PlanFlight, PlanInput, Severity } from './types.js';
import { isMealSlot, isPlaceToEat } from './venues.js';

const DAY_MINUTES = 24 * 60;

export interface SlotRef {
  slot: TimeSlot;
  day: DayRef;
  index: number;
  /** Minutes since the day's midnight; the end passes 24:00 for a slot past midnight. NaN when the times are unreadable. */
  start: number;
  end: number;
  chosen: Option | undefined;
  /** A Lunch or Dinner slot (venues.ts isMealSlot), read once. */
  meal: boolean;
}

export interface DayRef {
  day: Day;
  /** 1 for the first day of the trip. */
  number: number;
  /** Monday = 0 .. Sunday = 6; null for a day without a date. */
  weekday: number | null;
  /** Days since 1970 of its date; null without a date. */
  dayNumber: number | null;
  slots: SlotRef[];
  /** Outside the trip's dates (reported once for the day; its slots are not checked against flights). */
  outside: boolean;
}

/** When the traveller reaches the hotel after landing, or must leave for the airport, in minutes since 1970. */
export interface FlightWindow {
  /** The flight's local time, minutes since 1970. */
  flightAt: number;
  /** Ready at the hotel (arrival) or leaving for the airport (departure), minutes since 1970. */
  limitAt: number;
  /** Landing to hotel, or leaving to take-off, in minutes (rounded). */
  margin: number;
}

export interface PlanRun {
  input: PlanInput;
  days: DayRef[];
  hotel: Coordinates | null;
  arrival: FlightWindow | null;
  departure: FlightWindow | null;
  findings: PlanFinding[];
  /** isPlaceToEat of each option, read once a run. */
  food: Map<Option, boolean | null>;
}

/** 'YYYY-MM-DDTHH:MM' (seconds or a zone after it are ignored: flights are stored in the airport's local time) as minutes since 1970. */
export function localMinutes(value: string | null | undefined): number | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(value.trim()) : null;
  if (!match) return null;
  const [, y, m, d, hh, mm] = match.map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  if (Number.isNaN(ms) || hh > 23 || mm > 59) return null;
  return ms / 60_000 + hh * 60 + mm;
}

/** Days since 1970 of a 'YYYY-MM-DD' date; null when it is not one. */
export function dayNumberOf(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) ? null : ms / 86_400_000;
}

function slotWindow(slot: TimeSlot): [number, number] {
  const start = parseTime(slot.startTime);
  const end = parseTime(slot.endTime);
  if (start === null || end === null) return [NaN, NaN];
  const s = timeToMinutes(start);
  const e = timeToMinutes(end);
  return [s, e < s ? e + DAY_MINUTES : e];
}

/* ------------------------------------------------------------------ travel */

function minutesOf(seconds: number | null | undefined): number | null {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds / 60 : null;
}

/** Minutes between two stops: the context's lookup, else the offline estimator's journey. */
export function travelMinutes(run: PlanRun, from: Coordinates, to: Coordinates): number | null {
  const lookup = run.input.context?.travelSeconds;
  if (lookup) return minutesOf(lookup(from, to));
  return minutesOf(chooseJourney(estimateLegs(from, to))?.durationSeconds);
}

function transferMinutes(input: PlanInput, airport: Coordinates | null | undefined, hotel: Coordinates | null): number {
  if (!isMappableCoordinates(airport) || !hotel) return DEFAULT_TRANSFER_MINUTES;
  const lookup = input.context?.transferSeconds;
  const minutes = lookup ? minutesOf(lookup(airport, hotel)) : minutesOf(estimateLegs(airport, hotel).driving.durationSeconds);
  return minutes ?? DEFAULT_TRANSFER_MINUTES;
}

/** Where a day starts: the hotel, when it lies near the point (a day in another city has no start). */
export function hotelStart(run: PlanRun, point: Coordinates): Coordinates | null {
  return run.hotel && greatCircleMetres(run.hotel, point) <= HOTEL_START_MAX_METRES ? run.hotel : null;
}

/* ------------------------------------------------------------------ opening hours */

// Per lines array, the weekdays read so far: the editor keeps an option's arrays between edits,
// so a run after a change reads only what changed, and each run reads only the days it needs.
const hoursCache = new WeakMap<readonly string[], (readonly Interval[] | null | undefined)[]>();

function openOn(lines: readonly string[], weekday: number): readonly Interval[] | null {
  let days = hoursCache.get(lines);
  if (!days) hoursCache.set(lines, (days = []));
  let day = days[weekday];
  if (day === undefined) day = days[weekday] = dayOpenIntervals(lines, weekday);
  return day;
}

/**
 * The option's intervals on a weekday, and for a window running past midnight (`until` beyond
 * 24:00) the next day's too, shifted by 24 h; null when its hours that day are unknown.
 */
export function hoursAround(option: Option, weekday: number, until = 0): { today: readonly Interval[]; around: readonly Interval[] } | null {
  const lines = option.openingHours;
  if (!lines || lines.length === 0) return null;
  const today = openOn(lines, weekday);
  if (!today) return null;
  if (until <= DAY_MINUTES) return { today, around: today };
  const next = openOn(lines, (weekday + 1) % 7) ?? [];
  return { today, around: [...today, ...next.map(([a, b]) => [a + DAY_MINUTES, b + DAY_MINUTES] as const)] };
}

/** isPlaceToEat, once per option and run. */
export function foodOf(run: PlanRun, option: Option): boolean | null {
  let food = run.food.get(option);
  if (food === undefined) run.food.set(option, (food = isPlaceToEat(option)));
  return food;
}

/* ------------------------------------------------------------------ the run */

function flightWindow(flight: PlanFlight | null | undefined, at: 'arrival' | 'departure', margin: (flightAt: number) => number): FlightWindow | null {
  const flightAt = localMinutes(flight?.[at]);
  if (flightAt === null) return null;
  const minutes = margin(flightAt);
  return { flightAt, limitAt: at === 'arrival' ? flightAt + minutes : flightAt - minutes, margin: minutes };
}

export function startRun(input: PlanInput): PlanRun {
  const hotel = isMappableCoordinates(input.hotel) ? { lat: input.hotel.lat, lng: input.hotel.lng } : null;
  const ctx = input.context ?? {};
  const start = input.startDate ?? '';
  const end = input.endDate ?? '';
  const days = input.days.map((day, i): DayRef => {
    const dayNumber = dayNumberOf(day.date);
    const ref: DayRef = {
      day,
      number: i + 1,
      // 1 January 1970 was a Thursday (Monday = 0).
      weekday: dayNumber === null ? null : (dayNumber + 3) % 7,
      dayNumber,
      slots: [],
      outside: dayNumber !== null && ((start !== '' && day.date < start) || (end !== '' && day.date > end)),
    };
    ref.slots = day.timeSlots.map((slot, index) => {
      const [s, e] = slotWindow(slot);
      return { slot, day: ref, index, start: s, end: e, chosen: selectedOption(slot), meal: isMealSlot(slot) };
    });
    return ref;
  });
  const arrival = flightWindow(input.outboundFlight, 'arrival', () =>
    roundUp(ARRIVAL_EXIT_MINUTES[ctx.domesticArrival ? 'domestic' : 'international'] + transferMinutes(input, ctx.arrivalAirport, hotel)),
  );
  const departure = flightWindow(input.returnFlight, 'departure', (flightAt) => {
    const margin = CHECK_IN_MINUTES[ctx.domesticDeparture ? 'domestic' : 'international'] + transferMinutes(input, ctx.departureAirport, hotel);
    return flightAt - roundDown(flightAt - margin);
  });
  return { input, days, hotel, arrival, departure, findings: [], food: new Map() };
}

/** The window of a day the traveller is in town: [earliest, latest) in minutes of that day (±Infinity when free). */
export function dayWindow(run: PlanRun, day: DayRef): { earliest: number; latest: number } {
  if (day.dayNumber === null) return { earliest: -Infinity, latest: Infinity };
  const midnight = day.dayNumber * DAY_MINUTES;
  return {
    earliest: run.arrival ? run.arrival.limitAt - midnight : -Infinity,
    latest: run.departure ? run.departure.limitAt - midnight : Infinity,
  };
}

/** Options a check looks at in a slot: the chosen one, else every option offered. */
export function optionsToCheck(ref: SlotRef): { option: Option; chosen: boolean }[] {
  return ref.chosen ? [{ option: ref.chosen, chosen: true }] : ref.slot.options.map((option) => ({ option, chosen: false }));
}

export interface FindingInput {
  code: FindingCode;
  severity: Severity;
  day: DayRef;
  slot?: SlotRef | null;
  optionId?: string | null;
  message: string;
  clientMessage?: string | null;
  fixes?: (PlanFix | null | undefined)[];
}

export function report(run: PlanRun, f: FindingInput): void {
  const slotId = f.slot?.slot.id ?? null;
  const optionId = f.optionId ?? null;
  run.findings.push({
    id: `${f.code}:${f.day.day.id}:${slotId ?? ''}:${optionId ?? ''}`,
    code: f.code,
    severity: f.severity,
    dayId: f.day.day.id,
    slotId,
    optionId,
    message: f.message,
    clientMessage: f.clientMessage ?? null,
    fixes: (f.fixes ?? []).filter((x): x is PlanFix => Boolean(x)),
  });
}
