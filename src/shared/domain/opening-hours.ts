// Opening hours (spec §3 Option openingHours, §9 'first 3 lines plus +N more'), in two forms:
// - the catalogue's `hours`: Monday..Sunday, each 'closed' or ranges 'HH:MM-HH:MM' joined by ','
//   ('24:00' ends a day; a range that ends before it starts runs past midnight), read by the
//   offline planner;
// - an option's display lines, as the catalogue writes them ('Monday: 09:00–18:00',
//   'Sunday: Closed') and as Google Places gives them ('Monday: 9:00 AM – 6:00 PM',
//   'Tuesday: Open 24 hours'), read by the plan checker (parseOpeningHours).

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

/* ------------------------------------------------------------------ display lines */

/**
 * A week of opening hours read from display lines: for Monday (0) .. Sunday (6), the intervals
 * the place is open that day ([] = closed all day), or null when no line for that day could be
 * read (unknown: nothing is concluded). A range past midnight ('18:00–02:00') opens on its day
 * until 24:00 and continues on the next day from 00:00.
 */
export type WeekHours = readonly (readonly Interval[] | null)[];

const DAY_LINE = /^\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s*:\s*(.*)$/i;
const DAY_PREFIXES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const CLOCK = /^(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i;
const CLOSED = /^(closed|ferm[ée]|chiuso)$/i;
const ALL_DAY = /^(open\s+)?24\s*(hours|h|hrs)$/i;

/** Minutes since midnight of '9:00', '09:00', '9', '9:30 AM', '12:00 PM', '24:00'; null when unreadable. */
function clockMinutes(text: string, meridiem: string | null): number | null {
  const match = CLOCK.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const half = (match[3] ?? meridiem ?? '').toLowerCase().replace(/\./g, '');
  if (minutes > 59) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'pm' ? 12 : 0);
  } else if (hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

function meridiemOf(text: string): string | null {
  return /(am|pm|a\.m\.|p\.m\.)\s*$/i.exec(text.trim())?.[1] ?? null;
}

/**
 * One day's text after 'Monday:': 'Closed', 'Open 24 hours', or ranges joined by ',' with an en
 * dash, an em dash or a hyphen ('9:00 AM – 1:00 PM, 2:00 – 6:00 PM': a start without AM/PM takes
 * its end's, as Google writes it). Each range as [open, close) where close may pass 24:00
 * (overnight); null when any part is unreadable.
 */
function parseDayText(text: string): [number, number][] | null {
  const body = text.trim();
  if (CLOSED.test(body)) return [];
  if (ALL_DAY.test(body)) return [[0, 24 * 60]];
  const ranges: [number, number][] = [];
  for (const part of body.split(/\s*[,;]\s*/)) {
    const ends = part.split(/\s*[–—-]\s*|\s+to\s+/i);
    if (ends.length !== 2) return null;
    const [from = '', to = ''] = ends;
    const close = clockMinutes(to, null);
    const open = clockMinutes(from, meridiemOf(from) ?? meridiemOf(to));
    if (open === null || close === null || open >= 24 * 60) return null;
    ranges.push([open, close <= open ? close + 24 * 60 : close]);
  }
  return ranges;
}

/** Unicode spaces (Google writes a narrow no-break space before AM/PM and thin spaces around the dash) as plain ones. */
const plainSpaces = (line: string) => line.replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, ' ');

/** One line read: its weekday and ranges (a close past 24:00 runs into the next day). */
interface DayLine {
  day: number;
  ranges: [number, number][];
}

// Lines repeat across places and trips ('Monday: 09:00–19:00'): each text is read once per
// process. Bounded: emptied when full.
const LINE_CACHE_MAX = 4096;
const lineCache = new Map<string, DayLine | null>();

function readLine(raw: string): DayLine | null {
  let line = lineCache.get(raw);
  if (line !== undefined) return line;
  const match = DAY_LINE.exec(plainSpaces(raw));
  const ranges = match ? parseDayText(match[2]!) : null;
  line = match && ranges ? { day: DAY_PREFIXES.indexOf(match[1]!.toLowerCase()), ranges } : null;
  if (lineCache.size >= LINE_CACHE_MAX) lineCache.clear();
  lineCache.set(raw, line);
  return line;
}

/** The line of a weekday: where it usually is (Monday first), else wherever it is. */
function lineOf(lines: readonly string[], weekday: number): DayLine | null {
  const usual = lines[weekday];
  const line = usual === undefined ? null : readLine(usual);
  if (line?.day === weekday) return line;
  for (const raw of lines) {
    const other = readLine(raw);
    if (other?.day === weekday) return other;
  }
  return null;
}

/**
 * The intervals a place is open on one weekday (Monday = 0), from its display lines: its own
 * ranges until 24:00, and from 00:00 what the day before runs past midnight ('Friday: 18:00–02:00'
 * opens Saturday until 02:00). [] when closed that day; null when no line for it can be read.
 * Reads only the lines it needs: the checker asks for one or two days of each option.
 */
export function dayOpenIntervals(lines: readonly string[], weekday: number): Interval[] | null {
  const today = lineOf(lines, weekday);
  if (!today) return null;
  const intervals: Interval[] = [];
  const before = lineOf(lines, (weekday + 6) % 7);
  for (const [, close] of before?.ranges ?? []) if (close > 24 * 60) intervals.push([0, close - 24 * 60]);
  for (const [open, close] of today.ranges) intervals.push([open, Math.min(close, 24 * 60)]);
  return intervals.length > 1 ? intervals.sort((a, b) => a[0] - b[0]) : intervals;
}

/**
 * The week of an option's openingHours lines ('Monday: 09:00–18:00', 'Tuesday: 9:00 AM –
 * 6:00 PM', 'Wednesday: Closed', 'Thursday: Open 24 hours', several ranges, past midnight).
 * Lines are found by their weekday name, in any order; a day without a readable line is null.
 * null when no line at all could be read.
 */
export function parseOpeningHours(lines: readonly string[] | null | undefined): WeekHours | null {
  if (!lines || lines.length === 0) return null;
  const week = WEEKDAY_NAMES.map((_, day) => dayOpenIntervals(lines, day));
  return week.some((day) => day !== null) ? week : null;
}
