import type { BadgeTone } from '../../components/ui/badge';
import { TRIP_STATUS_META, type TripStatus } from '../../../shared/domain/constants';

/** Display helpers of the client screens (English backoffice; dates read as calendar days). */

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '10 May 2027' from 'YYYY-MM-DD' or an ISO time; '' when missing. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(d.getTime()) ? value : dateFormat.format(d);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateTimeFormat.format(d);
}

/** '10 May 2027 – 14 May 2027', one side when only one is known, null when neither. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string | null {
  if (!start && !end) return null;
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  return start ? `From ${formatDate(start)}` : `Until ${formatDate(end)}`;
}

const statusTones: Record<string, BadgeTone> = {
  slate: 'gray',
  gray: 'gray',
  purple: 'purple',
  indigo: 'purple',
  green: 'green',
  amber: 'amber',
  blue: 'blue',
  orange: 'amber',
  red: 'red',
};

/** Label and badge tone of a trip status (spec §4 colour badges). */
export function tripStatusBadge(status: string): { label: string; tone: BadgeTone } {
  const meta = TRIP_STATUS_META[status as TripStatus];
  if (!meta) return { label: status.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase()), tone: 'gray' };
  return { label: meta.label, tone: statusTones[meta.colour] ?? 'gray' };
}

/** The error text of a failed call, for the spec's 'Error ...: {message}' toasts. */
export function errorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : 'Unknown error';
}
