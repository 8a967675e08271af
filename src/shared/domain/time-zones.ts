// The destination's time zone (issue 11 calendar export): the agency plans Paris, Rome and Italy.

const ITALY = /\b(ital|rome|roma|florence|firenze|venice|venezia|milan|milano|naples|napoli|amalfi|tuscany|toscana|sicil|capri|como|positano|verona|bologna)/i;

/** Italy's mainland and islands, roughly: its box without the Riviera west of Ventimiglia and Corsica (France). */
function inItaly(lat: number, lng: number): boolean {
  const box = lat >= 35.4 && lat <= 47.1 && lng >= 6.6 && lng <= 18.6;
  const frenchRiviera = lat > 43.5 && lng < 7.55;
  const corsica = lat >= 41.3 && lat <= 43.1 && lng >= 8.5 && lng <= 9.6;
  return box && !frenchRiviera && !corsica;
}

/** 'Europe/Rome' for an Italian destination (by name, else by coordinates), otherwise 'Europe/Paris'. */
export function destinationTimeZone(trip: { destination?: string | null; destinationLatitude?: number | null; destinationLongitude?: number | null }): string {
  if (trip.destination && ITALY.test(trip.destination)) return 'Europe/Rome';
  const { destinationLatitude: lat, destinationLongitude: lng } = trip;
  if (typeof lat === 'number' && typeof lng === 'number' && inItaly(lat, lng)) return 'Europe/Rome';
  return 'Europe/Paris';
}

/* ------------------------------------------------- wall clocks of a zone (ADR 029) */

const FORMATS = new Map<string, Intl.DateTimeFormat>();
function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    FORMATS.set(timeZone, format);
  }
  return format;
}

/** True when the runtime knows the IANA zone ('America/New_York'). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Minutes the zone is ahead of UTC at an instant (Paris in July: 120; New York in January: -300). */
export function zoneOffsetMinutes(timeZone: string, utcMs: number): number {
  let year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
  for (const part of formatOf(timeZone).formatToParts(new Date(utcMs))) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
    else if (part.type === 'second') second = Number(part.value);
  }
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/** A change of a zone's offset: at that instant, from one offset to another (minutes ahead of UTC). */
export interface ZoneTransition {
  at: number;
  from: number;
  to: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Offsets are sampled every 2 days, then the change is found to the minute: every period of the time-zone database lasts longer. */
const SAMPLE_MS = 2 * DAY_MS;

function transitionBetween(timeZone: string, lo: number, hi: number, before: number): number {
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
    if (zoneOffsetMinutes(timeZone, mid) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

const YEARS = new Map<string, { initial: number; changes: ZoneTransition[] }>();

/**
 * A zone's offset at the start of a UTC year and its changes during that year, from the runtime's
 * time-zone data. Remembered (the rules do not change while we run): after the first call, offsets
 * of that zone and year cost a lookup instead of an Intl call.
 */
export function zoneYear(timeZone: string, year: number): { initial: number; changes: readonly ZoneTransition[] } {
  const key = `${timeZone} ${year}`;
  const known = YEARS.get(key);
  if (known) return known;
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const initial = zoneOffsetMinutes(timeZone, start);
  const changes: ZoneTransition[] = [];
  let prev = start;
  let prevOffset = initial;
  while (prev < end) {
    const t = Math.min(prev + SAMPLE_MS, end);
    const offset = zoneOffsetMinutes(timeZone, t);
    if (offset !== prevOffset) changes.push({ at: transitionBetween(timeZone, prev, t, prevOffset), from: prevOffset, to: offset });
    prev = t;
    prevOffset = offset;
  }
  // The change at the very end of the year belongs to the next one.
  const inYear = changes.filter((c) => c.at < end);
  const result = { initial, changes: inYear };
  if (YEARS.size > 2000) YEARS.clear();
  YEARS.set(key, result);
  return result;
}

/** Minutes the zone is ahead of UTC at an instant, read from the remembered year (zoneYear). */
export function offsetAt(timeZone: string, utcMs: number): number {
  const { initial, changes } = zoneYear(timeZone, new Date(utcMs).getUTCFullYear());
  let offset = initial;
  for (const c of changes) {
    if (c.at <= utcMs) offset = c.to;
    else break;
  }
  return offset;
}

/**
 * The instant of a wall-clock time in a zone ('2027-05-09', '19:30', 'America/New_York' -> 23:30
 * UTC), or null for a malformed date or time. A time the clocks skip (02:30 on the spring-forward
 * night) is read with the offset before the change, as calendars do.
 */
export function localToUtc(date: string, time: string, timeZone: string): number | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const naive = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(naive)) return null;
  // Two passes settle the offset even on a day the clocks change.
  let utc = naive - offsetAt(timeZone, naive) * 60_000;
  utc = naive - offsetAt(timeZone, utc) * 60_000;
  return utc;
}

/** The wall-clock time of an instant in a zone, 'YYYY-MM-DDTHH:MM'. */
export function utcToLocal(utcMs: number, timeZone: string): string {
  return new Date(utcMs + offsetAt(timeZone, utcMs) * 60_000).toISOString().slice(0, 16);
}
