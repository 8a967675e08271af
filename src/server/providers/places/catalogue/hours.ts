/**
 * Opening hours of catalogue places: `hours` holds Monday..Sunday, each 'closed' or ranges
 * 'HH:MM-HH:MM' joined by ',' ('24:00' ends a day). A range that ends before it starts runs
 * past midnight.
 */

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** [open, close) in minutes since midnight. */
export type Interval = readonly [number, number];

function minutes(text: string): number {
  const [h, m] = text.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** The intervals of one day's hours text; ranges past midnight end at 24:00 on that day. */
export function parseDayHours(day: string): Interval[] {
  if (day === 'closed') return [];
  return day.split(',').map((range) => {
    const [from = '00:00', to = '24:00'] = range.split('-');
    const open = minutes(from);
    let close = minutes(to);
    if (close <= open) close = 24 * 60;
    return [open, close] as const;
  });
}

/** Monday = 0 .. Sunday = 6 for a 'YYYY-MM-DD' date (read as a calendar date, no time zone). */
export function weekdayIndex(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** Minutes of [start, end) during which the place is open, from its intervals of that day. */
export function openMinutesWithin(intervals: readonly Interval[], start: number, end: number): number {
  let total = 0;
  for (const [open, close] of intervals) total += Math.max(0, Math.min(close, end) - Math.max(open, start));
  return total;
}

/** The interval covering a moment, if the place is open then. */
export function intervalAt(intervals: readonly Interval[], at: number): Interval | undefined {
  return intervals.find(([open, close]) => open <= at && at < close);
}

function clock(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** One day's hours as shown to people: '09:00–18:00', '12:00–15:00, 19:00–23:00' or 'Closed'. */
export function formatDayHours(day: string): string {
  if (day === 'closed') return 'Closed';
  return day
    .split(',')
    .map((range) => range.replace('-', '–'))
    .join(', ');
}

/** The display lines of an option's openingHours (spec §3): 'Monday: 09:00–18:00', ... 'Sunday: Closed'. */
export function openingHoursLines(hours: readonly string[]): string[] {
  return WEEKDAY_NAMES.map((name, i) => `${name}: ${formatDayHours(hours[i] ?? 'closed')}`);
}

export { clock as formatClock };
