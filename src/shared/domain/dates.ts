// Dates as people read them ('10 May 2027'): the one formatter of the product's English screens.
//
// Two kinds of value, each read the one safe way:
// - a calendar day 'YYYY-MM-DD' (trip and travel dates) is read in UTC and printed in UTC, so it is
//   the same day in every time zone, on the server and in the browser;
// - an instant (an ISO time such as created_at) is printed in the viewer's time zone, or in the
//   `timeZone` given (tests, and any server-side text that must not depend on the host).

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DateOptions {
  /** IANA zone for instants; default: the runtime's (the viewer's, in a browser). */
  timeZone?: string;
  /** 'short' (default): '10 May 2027'; 'long': '10 September 2027'. */
  month?: 'short' | 'long';
  /** 'en' (default, British order) or 'fr' ('10 mai 2027', the blog's French pages). */
  lang?: 'en' | 'fr';
}

type Kind = 'day' | 'dayNoYear' | 'dateTime' | 'iso';
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: Kind, timeZone: string | undefined, options: DateOptions = {}): Intl.DateTimeFormat {
  const month = options.month ?? 'short';
  const locale = kind === 'iso' ? 'en-CA' : options.lang === 'fr' ? 'fr-FR' : 'en-GB';
  const key = `${kind}|${timeZone ?? ''}|${month}|${locale}`;
  let f = formatters.get(key);
  if (!f) {
    const parts: Intl.DateTimeFormatOptions =
      kind === 'day'
        ? { day: 'numeric', month, year: 'numeric' }
        : kind === 'dayNoYear'
          ? { day: 'numeric', month }
          : kind === 'dateTime'
            ? { day: 'numeric', month, year: 'numeric', hour: '2-digit', minute: '2-digit' }
            : { year: 'numeric', month: '2-digit', day: '2-digit' };
    f = new Intl.DateTimeFormat(locale, { ...parts, timeZone });
    formatters.set(key, f);
  }
  return f;
}

export const isCalendarDay = (value: string): boolean => CALENDAR_DAY.test(value);

/** A calendar day at UTC midnight, or an instant; null when unreadable. */
function readDate(value: string): Date | null {
  const d = new Date(isCalendarDay(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The zone a value is printed in: UTC for a calendar day, else the option's (or the runtime's). */
const zoneOf = (value: string, options: DateOptions) => (isCalendarDay(value) ? 'UTC' : options.timeZone);

/** '10 May 2027' ('10 September 2027', '10 mai 2027' with options); '' when missing; the value itself when unreadable. */
export function formatDate(value: string | null | undefined, options: DateOptions = {}): string {
  if (!value) return '';
  const d = readDate(value);
  return d ? formatter('day', zoneOf(value, options), options).format(d) : value;
}

/** '10 May 2027, 14:30'; '' when missing; the value itself when unreadable. */
export function formatDateTime(value: string | null | undefined, options: DateOptions = {}): string {
  if (!value) return '';
  const d = readDate(value);
  return d ? formatter('dateTime', zoneOf(value, options), options).format(d) : value;
}

/**
 * A range of calendar days: 'full' gives '10 May 2027 – 14 May 2027'; 'compact' gives
 * '10 – 14 May 2027' or '28 Apr – 3 May 2027'. One side alone reads 'From …' / 'Until …';
 * null when neither is known.
 */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  style: 'full' | 'compact' = 'full',
): string | null {
  if (!start && !end) return null;
  if (!start || !end) return start ? `From ${formatDate(start)}` : `Until ${formatDate(end)}`;
  const a = readDate(start);
  const b = readDate(end);
  if (!a || !b) return `${start} – ${end}`;
  const day = formatter('day', 'UTC');
  if (style === 'full' || a.getUTCFullYear() !== b.getUTCFullYear()) return `${formatDate(start)} – ${formatDate(end)}`;
  if (a.getUTCMonth() === b.getUTCMonth()) return `${a.getUTCDate()} – ${day.format(b)}`;
  return `${formatter('dayNoYear', 'UTC').format(a)} – ${day.format(b)}`;
}

/** The calendar day of an instant in a zone, as days since 1970 (for counting whole days). */
function dayNumber(d: Date, timeZone: string | undefined): number {
  const [y, m, day] = formatter('iso', timeZone).format(d).split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, day) / 86_400_000;
}

/** Whole calendar days from `iso` to `now` in the viewer's (or the given) zone; null when unreadable. */
export function daysAgo(iso: string, now: Date = new Date(), options: DateOptions = {}): number | null {
  const d = readDate(iso);
  if (!d) return null;
  const zone = zoneOf(iso, options);
  return dayNumber(now, zone) - dayNumber(d, zone);
}

/** 'Today', 'Yesterday', '3 days ago', else the date ('12 May 2027'); '' when unreadable. */
export function formatReceived(iso: string, now: Date = new Date(), options: DateOptions = {}): string {
  const days = daysAgo(iso, now, options);
  if (days === null) return '';
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return formatDate(iso, options);
}

/** The same inside a sentence: 'today', 'yesterday', '3 days ago', 'on 12 May 2027'. */
export function receivedPhrase(iso: string, now: Date = new Date(), options: DateOptions = {}): string {
  const days = daysAgo(iso, now, options);
  if (days === null) return '';
  return days < 7 ? formatReceived(iso, now, options).toLowerCase() : `on ${formatDate(iso, options)}`;
}
