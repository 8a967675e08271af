// Clock times "HH:MM" used by time slots (spec §3 Time slot, §4 slot rules).

const MINUTES_PER_DAY = 24 * 60;
const TIME_TEXT = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** Canonical "HH:MM" for a clock time ("9:00" -> "09:00", "09:00:00" -> "09:00"), or null when not a time. */
export function parseTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = TIME_TEXT.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Minutes since midnight of a canonical "HH:MM" time. */
export function timeToMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** "HH:MM" for minutes since midnight, wrapping at 24h. */
export function minutesToTime(total: number): string {
  const wrapped = ((Math.round(total) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** A time plus some hours, wrapping at 24h (spec §4: 23:00 + 2h = 01:00). */
export function addHours(time: string, hours: number): string {
  return minutesToTime(timeToMinutes(time) + hours * 60);
}

/** Legacy slot `time`: "09:00" or "09:00-11:00" (also with spaces or a dash variant). */
export function parseTimeRange(value: unknown): { start: string | null; end: string | null } {
  if (typeof value !== 'string') return { start: null, end: null };
  const [first = '', second] = value.split(/\s*[-–—]\s*/);
  return { start: parseTime(first), end: second === undefined ? null : parseTime(second) };
}
