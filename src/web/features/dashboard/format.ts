import type { BadgeTone } from '../../components/ui/badge';
import {
  DESTINATION_LABELS,
  TRIP_STATUS_META,
  type Destination,
  type TripStatus,
} from '../../../shared/domain/constants';

/** Display helpers of the dashboard (English backoffice; dates are calendar days). */

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayNoYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const asDate = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

/** '12 May 2025' from 'YYYY-MM-DD' or an ISO time. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const d = asDate(value);
  return Number.isNaN(d.getTime()) ? value : day.format(d);
}

/** '12 – 19 May 2025', '28 Apr – 3 May 2025', or one side; null when no dates. */
export function formatDayRange(start: string | null | undefined, end: string | null | undefined): string | null {
  if (!start && !end) return null;
  if (!start || !end) return start ? `From ${formatDay(start)}` : `Until ${formatDay(end)}`;
  const a = asDate(start);
  const b = asDate(end);
  if (Number.isNaN(a.getTime()) || Number.isNaN(b.getTime())) return `${start} – ${end}`;
  if (a.getUTCFullYear() !== b.getUTCFullYear()) return `${day.format(a)} – ${day.format(b)}`;
  if (a.getUTCMonth() === b.getUTCMonth()) return `${a.getUTCDate()} – ${day.format(b)}`;
  return `${dayNoYear.format(a)} – ${day.format(b)}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 adults · 1 child'. */
export function formatTravellers(adults: number, children: number): string {
  const parts = [plural(adults, 'adult', 'adults')];
  if (children > 0) parts.push(plural(children, 'child', 'children'));
  return parts.join(' · ');
}

/** 'Received 3 days ago' style: today, yesterday, n days ago, else the date. */
export function formatReceived(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const days = Math.floor((Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) - Date.UTC(d.getFullYear(), d.getMonth(), d.getDate())) / 86_400_000);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return formatDay(iso);
}

export function destinationLabel(value: string): string {
  return DESTINATION_LABELS[value as Destination] ?? value;
}

const toneOfColour: Record<string, BadgeTone> = {
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

/** Badge of a trip status (TRIP_STATUS_META); older words shown as they are, in gray. */
export function tripStatusBadge(status: string): { label: string; tone: BadgeTone } {
  const meta = TRIP_STATUS_META[status as TripStatus];
  if (!meta) return { label: status.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase()), tone: 'gray' };
  return { label: meta.label, tone: toneOfColour[meta.colour] ?? 'gray' };
}

export const TRIP_FOLDER_LABELS: Record<string, string> = {
  any: 'All folders',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  archived: 'Archived',
  deleted: 'Deleted',
};

export const QUESTIONNAIRE_FOLDER_LABELS: Record<string, string> = {
  inbox: 'Inbox',
  active: 'Active',
  archived: 'Archived',
  cancelled: 'Cancelled',
  all: 'All',
};

export const QUESTIONNAIRE_STATUS_META: Record<string, { label: string; tone: BadgeTone }> = {
  new: { label: 'New', tone: 'gold' },
  processing: { label: 'Processing', tone: 'amber' },
  completed: { label: 'Completed', tone: 'green' },
};
