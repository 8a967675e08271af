// Rules of copying a trip (spec §7 clone-demo-trips, §5 clone by trip number): the copy gets new ids,
// its dates move with it, and its bookings start unbilled.
import { DAY_MS, toTimestamp } from './durations.js';
import { newId, normalizeItinerary, type Day } from './itinerary.js';

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

/** A flight or hotel copied for a new trip: dates shifted, billed flags cleared. */
export function copyBooking(value: unknown, shiftDays: number, dateKeys: readonly string[]): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value ?? null;
  const copy: Loose = structuredClone(value as Loose);
  for (const k of dateKeys) if (k in copy) copy[k] = shiftDate(copy[k], shiftDays);
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
