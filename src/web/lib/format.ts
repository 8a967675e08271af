import type { BadgeTone } from '#web/components/ui/badge';
import { TRIP_STATUS_META, type TripStatus } from '#shared/domain/constants';

/**
 * Display helpers shared by the backoffice screens (English; 'YYYY-MM-DD' dates
 * are calendar days, read in UTC so they never move with the time zone).
 */

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayNoYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const asDate = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

/** '10 May 2027' from 'YYYY-MM-DD' or an ISO time; '' when missing; the value itself when unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = asDate(value);
  return Number.isNaN(d.getTime()) ? value : day.format(d);
}

/** '10 May 2027, 14:30' in the viewer's time zone; '' when missing. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateTime.format(d);
}

/**
 * A date range: 'full' gives '10 May 2027 – 14 May 2027'; 'compact' gives
 * '10 – 14 May 2027' or '28 Apr – 3 May 2027'. One side alone reads
 * 'From …' / 'Until …'; null when neither is known.
 */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  style: 'full' | 'compact' = 'full',
): string | null {
  if (!start && !end) return null;
  if (!start || !end) return start ? `From ${formatDate(start)}` : `Until ${formatDate(end)}`;
  const a = asDate(start);
  const b = asDate(end);
  if (Number.isNaN(a.getTime()) || Number.isNaN(b.getTime())) return `${start} – ${end}`;
  if (style === 'full' || a.getUTCFullYear() !== b.getUTCFullYear()) return `${day.format(a)} – ${day.format(b)}`;
  if (a.getUTCMonth() === b.getUTCMonth()) return `${a.getUTCDate()} – ${day.format(b)}`;
  return `${dayNoYear.format(a)} – ${day.format(b)}`;
}

/** Badge tone of each colour of TRIP_STATUS_META (spec §4 colour badges). */
const TONE_OF_COLOUR: Record<string, BadgeTone> = {
  slate: 'neutral',
  gray: 'gray',
  purple: 'purple',
  indigo: 'blue',
  green: 'green',
  amber: 'amber',
  blue: 'blue',
  orange: 'gold',
  red: 'red',
};

/** Label and badge tone of a trip status (TRIP_STATUS_META); older words are shown as they are, in gray. */
export function tripStatusBadge(status: string): { label: string; tone: BadgeTone } {
  const meta = TRIP_STATUS_META[status as TripStatus];
  if (!meta) return { label: status.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase()), tone: 'gray' };
  return { label: meta.label, tone: TONE_OF_COLOUR[meta.colour] ?? 'gray' };
}
