import type { BadgeTone } from '#web/components/ui/badge';
import { DESTINATION_LABELS, type Destination } from '#shared/domain/constants';
import { formatDate } from '#web/lib/format';

/** Display helpers of the dashboard; dates and trip status badges come from src/web/lib/format.ts. */

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
  return formatDate(iso);
}

export function destinationLabel(value: string): string {
  return DESTINATION_LABELS[value as Destination] ?? value;
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
