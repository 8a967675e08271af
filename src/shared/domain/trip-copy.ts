// Rules of copying a trip (spec §7 clone-demo-trips, §5 clone by trip number): the copy gets new ids,
// its dates move with it, and its bookings start unbilled.
import { MAX_ITINERARY_DAYS } from './ai.js';
import { formatDate, formatDateRange } from './dates.js';
import { DAY_MS, toTimestamp, tripDurationDays } from './durations.js';
import { newId, normalizeItinerary, sortDaysByDate, type Day } from './itinerary.js';
import { backofficeDefaultSlots } from './slots.js';

type Loose = Record<string, unknown>;

/**
 * A deep copy of an itinerary with NEW ids for every day, slot and option, each day's date
 * moved by `shiftDays`; each slot's selectedPlace follows its option to the new id.
 */
export function copyItinerary(raw: unknown, shiftDays = 0): Day[] {
  const days = normalizeItinerary(structuredClone(raw ?? []));
  const copied = days.map((day) => {
    const timeSlots = day.timeSlots.map((slot) => {
      const ids = new Map<string, string>();
      const options = slot.options.map((o) => {
        const id = newId();
        ids.set(o.id, id);
        return { ...o, id };
      });
      const selected = slot.selectedPlace ? (ids.get(slot.selectedPlace) ?? null) : slot.selectedPlace;
      return { ...slot, id: newId(), options, ...(slot.selectedPlace !== undefined ? { selectedPlace: selected } : {}) };
    });
    return { ...day, id: newId(), date: shiftDate(day.date, shiftDays) ?? day.date, timeSlots };
  });
  return normalizeItinerary(copied);
}

/** 'YYYY-MM-DD' (or a date-time starting with one) moved by n days; other values unchanged. */
export function shiftDate<T>(value: T, n: number): T {
  if (typeof value !== 'string' || n === 0) return value;
  const m = /^(\d{4}-\d{2}-\d{2})(.*)$/s.exec(value);
  if (!m) return value;
  const ms = toTimestamp(m[1]);
  if (ms === null) return value;
  return (new Date(ms + n * DAY_MS).toISOString().slice(0, 10) + m[2]) as T;
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'); 0 when either is missing. */
export function dayOffset(from: string | null | undefined, to: string | null | undefined): number {
  const a = toTimestamp(from ?? null);
  const b = toTimestamp(to ?? null);
  return a === null || b === null ? 0 : Math.round((b - a) / DAY_MS);
}

/** The date fields of each booking of a trip, moved with the copy. */
export const BOOKING_DATE_KEYS = {
  flight: ['departure', 'arrival'],
  hotel: ['checkIn', 'checkOut'],
} as const satisfies Record<string, readonly string[]>;

/**
 * A flight or hotel copied for a new trip: dates shifted, billed flags cleared. `shiftDays` is one
 * shift for every date key, or one per key (a hotel's check-out follows the trip's end).
 */
export function copyBooking(
  value: unknown,
  shiftDays: number | Readonly<Record<string, number>>,
  dateKeys: readonly string[],
): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value ?? null;
  const copy: Loose = structuredClone(value as Loose);
  for (const k of dateKeys) {
    const n = typeof shiftDays === 'number' ? shiftDays : (shiftDays[k] ?? 0);
    if (k in copy) copy[k] = shiftDate(copy[k], n);
  }
  if ('billed' in copy) copy.billed = false;
  return copy;
}

/** Travellers of a copy: the ones asked for, else the source's; at least one adult, never fewer than no children. */
export function copyTravelers(
  source: { adults: number; children: number },
  asked?: { adults: number; children: number } | null,
): { adults: number; children: number } {
  return {
    adults: Math.max(1, asked?.adults ?? source.adults),
    children: Math.max(0, asked?.children ?? source.children),
  };
}

/* ------------------------------------------------------------------ dates asked for (ADR 006) */

/**
 * How the copy of a template meets the dates a client asked for (Create Client, ADR 006):
 * - `template-dates`: no dates asked; the copy keeps the template's;
 * - `moved`: only a start asked; the template's days move to start then;
 * - `same`: the request is as long as the template: its days, moved;
 * - `extended`: a longer request: the template's days, then empty days to plan;
 * - `trimmed`: a shorter request: the template's days that fit; the others are left out.
 */
export const DATES_FIT_KINDS = ['template-dates', 'moved', 'same', 'extended', 'trimmed'] as const;
export type DatesFitKind = (typeof DATES_FIT_KINDS)[number];

export interface DatesFit {
  kind: DatesFitKind;
  /** The copy's dates. */
  startDate: string | null;
  endDate: string | null;
  /** Days of the template's itinerary, and of the copy's. */
  templateDays: number;
  tripDays: number;
  /** Empty days added to fill the request. */
  emptyDays: number;
  /** Titles of the template's days left out of a shorter request. */
  leftOut: string[];
  /** The request is longer than an itinerary lays out at once (MAX_ITINERARY_DAYS). */
  capped: boolean;
}

/** The copy's dates and how far its start and end move from the template's. */
export interface CopyDates {
  startDate: string | null;
  endDate: string | null;
  /** Days added to the template's start (days, outbound flight, hotel check-in). */
  startShift: number;
  /** Days added to the template's end (return flight, hotel check-out). */
  endShift: number;
  /** What the request gave: no dates, a start alone, or both ends (the itinerary is fitted to them). */
  asked: 'none' | 'start' | 'range';
}

/** Where a copy of a trip dated `source` lands for the dates asked (a valid range, a start alone, or none). */
export function copyDates(
  source: { startDate: string | null; endDate: string | null },
  asked: { startDate?: string | null; endDate?: string | null } = {},
): CopyDates {
  const start = toTimestamp(asked.startDate ?? null) === null ? null : asked.startDate!;
  const end = start && tripDurationDays(start, asked.endDate ?? null) !== null ? asked.endDate! : null;
  if (!start) return { startDate: source.startDate, endDate: source.endDate, startShift: 0, endShift: 0, asked: 'none' };
  const startShift = source.startDate ? dayOffset(source.startDate, start) : 0;
  if (!end) {
    return { startDate: start, endDate: shiftDate(source.endDate, startShift), startShift, endShift: startShift, asked: 'start' };
  }
  const endShift = source.endDate ? dayOffset(source.endDate, end) : startShift;
  return { startDate: start, endDate: end, startShift, endShift, asked: 'range' };
}

/**
 * Fits a copied itinerary (already moved by `dates.startShift`) to the copy's dates: days outside
 * them are left out, dates without a day get an empty day with the default slots, up to
 * MAX_ITINERARY_DAYS. Undated days are kept. Without a fitted range the days stay as they are.
 */
export function fitItineraryToDates(days: readonly Day[], dates: CopyDates, templateDays = days.length): { days: Day[]; fit: DatesFit } {
  const base = { startDate: dates.startDate, endDate: dates.endDate, templateDays, emptyDays: 0, leftOut: [], capped: false };
  if (dates.asked !== 'range' || !dates.startDate || !dates.endDate) {
    const kind: DatesFitKind = dates.asked === 'start' ? 'moved' : 'template-dates';
    return { days: [...days], fit: { ...base, kind, tripDays: days.length } };
  }
  const wanted = tripDurationDays(dates.startDate, dates.endDate)!;
  const laidOut = Math.min(wanted, MAX_ITINERARY_DAYS);
  const lastDate = shiftDate(dates.startDate, laidOut - 1);
  const inRange = (d: Day) => d.date !== '' && d.date >= dates.startDate! && d.date <= lastDate;
  let kept = days.filter((d) => d.date === '' || inRange(d));
  const leftOut = days.filter((d) => d.date !== '' && !inRange(d)).map((d) => d.title.trim() || formatDate(d.date));
  // A longer trip keeps the template's closing day (its farewell dinner, the way to the airport)
  // on its own last day; the days to plan come before it (issue 20).
  const dated = sortDaysByDate(kept.filter((d) => d.date !== ''));
  const closing = dated.length >= 2 && leftOut.length === 0 ? dated.at(-1)! : null;
  if (closing && closing.date < lastDate) kept = kept.map((d) => (d === closing ? { ...d, date: lastDate } : d));
  const covered = new Set(kept.map((d) => d.date));
  const empty: Day[] = [];
  for (let i = 0; i < laidOut; i++) {
    const date = shiftDate(dates.startDate, i);
    if (!covered.has(date)) empty.push({ id: newId(), date, title: '', timeSlots: backofficeDefaultSlots() });
  }
  const result = sortDaysByDate([...kept, ...empty]);
  const kind: DatesFitKind = leftOut.length ? 'trimmed' : empty.length ? 'extended' : 'same';
  return {
    days: result,
    fit: { ...base, kind, tripDays: result.length, emptyDays: empty.length, leftOut, capped: wanted > laidOut },
  };
}

const daysWord = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** What the staff member is told about the dates of the trip made from a template (Create Client). */
export function datesFitMessage(fit: DatesFit): string {
  const range = formatDateRange(fit.startDate, fit.endDate, 'compact');
  const template = `the template's ${daysWord(fit.templateDays)}`;
  let text: string;
  switch (fit.kind) {
    case 'template-dates':
      text = range
        ? `No travel dates were requested: the trip keeps the template's dates (${range}).`
        : `No travel dates were requested: the trip keeps ${template}, without dates.`;
      break;
    case 'moved':
      text = `Only a start date was requested: ${template} now start on ${formatDate(fit.startDate)}.`;
      break;
    case 'same':
      text = `The trip covers the requested dates (${range}) with ${template}.`;
      break;
    case 'extended':
      text =
        `The trip covers the requested dates (${range}): ${template}, with ` +
        `${fit.emptyDays} empty day${fit.emptyDays === 1 ? '' : 's'} to plan before the closing day.`;
      break;
    case 'trimmed': {
      const n = fit.leftOut.length;
      text =
        `The trip covers the requested dates (${range}): ${template} did not all fit, ` +
        `so ${n === 1 ? 'one was' : `${n} were`} left out (${fit.leftOut.join('; ')})` +
        (fit.emptyDays ? ` and ${fit.emptyDays} empty day${fit.emptyDays === 1 ? ' was' : 's were'} added to plan.` : '.');
      break;
    }
  }
  return fit.capped ? `${text} The itinerary lays out the first ${MAX_ITINERARY_DAYS} days; add the others in the editor.` : text;
}
