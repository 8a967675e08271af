// How the checker's sentences write times, durations and days ('Tuesday 11 May', 'about 1 h 35').
import { WEEKDAY_NAMES, type Interval } from '#shared/domain/opening-hours.js';
import { ROUND_MINUTES } from './rules.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'HH:MM' of minutes since midnight; 24:00 and later wrap (a slot past midnight). */
export function clock(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** '09:00–11:00' for a window in minutes. */
export function timeWindow(start: number, end: number): string {
  return `${clock(start)}–${clock(end)}`;
}

/** '45 min', '1 h', '1 h 35'. */
export function duration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  const rest = m % 60;
  return rest === 0 ? `${Math.floor(m / 60)} h` : `${Math.floor(m / 60)} h ${String(rest).padStart(2, '0')}`;
}

export const roundUp = (minutes: number) => Math.ceil(minutes / ROUND_MINUTES) * ROUND_MINUTES;
export const roundDown = (minutes: number) => Math.floor(minutes / ROUND_MINUTES) * ROUND_MINUTES;

/** 'Mondays' for Monday = 0. */
export const weekdays = (weekday: number) => `${WEEKDAY_NAMES[weekday]}s`;

/** '11 May' for '2027-05-11'. */
export function shortDate(date: string): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]}`;
}

/** 'Tuesday 11 May' for a date and its weekday. */
export function dayLabel(date: string, weekday: number | null): string {
  return weekday === null ? shortDate(date) : `${WEEKDAY_NAMES[weekday]} ${shortDate(date)}`;
}

/** A day's opening intervals as read: '09:00–13:00, 15:00–19:00'. */
export function intervalsText(intervals: readonly Interval[]): string {
  return intervals.map(([open, close]) => (open === 0 && close === 1440 ? 'all day' : `${clock(open)}–${close === 1440 ? '24:00' : clock(close)}`)).join(', ');
}
