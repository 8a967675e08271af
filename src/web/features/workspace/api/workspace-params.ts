import { useSearchParams } from 'react-router';
import type { TripPageParams } from '#web/lib/paths';
import type { TripDetail } from '#shared/contracts/trip-detail';

/**
 * The workspace's query parameters (spec §2): tripId, clientId, organizerMode, allowedEmailId.
 * `view` is how the trips are loaded: as the client sees them, or (organizerMode=true) all.
 */
export interface WorkspaceParams extends TripPageParams {
  view: 'client' | 'organizer';
}

export function readWorkspaceParams(search: URLSearchParams): WorkspaceParams {
  const text = (k: string) => search.get(k)?.trim() || undefined;
  const organizerMode = search.get('organizerMode') === 'true';
  return {
    tripId: text('tripId'),
    clientId: text('clientId'),
    organizerMode: organizerMode || undefined,
    allowedEmailId: text('allowedEmailId'),
    view: organizerMode ? 'organizer' : 'client',
  };
}

export function useWorkspaceParams(): WorkspaceParams {
  const [search] = useSearchParams();
  return readWorkspaceParams(search);
}

/** The parameters a section button or a trip link carries on (spec §2: tripId plus clientId, organizerMode, allowedEmailId). */
export function carryParams(p: WorkspaceParams, tripId?: string): TripPageParams {
  return { tripId: tripId ?? p.tripId, clientId: p.clientId, organizerMode: p.organizerMode, allowedEmailId: p.allowedEmailId };
}

/** What the trip screen shows: the overview or one day. */
export type WorkspaceView = { kind: 'overview' } | { kind: 'day'; dayId: string };

/** The view the address names: `day` is a day's number (1 for the first); anything else is the overview. */
export function viewOf(trip: Pick<TripDetail, 'days'>, day: string | null): WorkspaceView {
  const n = day !== null && /^\d{1,4}$/.test(day) ? Number(day) : 0;
  const chosen = n >= 1 ? trip.days[n - 1] : undefined;
  return chosen ? { kind: 'day', dayId: chosen.id } : { kind: 'overview' };
}

/** The address of a trip's day in the screen at `pathname`, keeping the parameters it carries. */
export function dayAddress(pathname: string, search: URLSearchParams, tripId: string, dayNumber: number | null): string {
  const next = new URLSearchParams(search);
  next.set('tripId', tripId);
  if (dayNumber && dayNumber > 0) next.set('day', String(dayNumber));
  else next.delete('day');
  return `${pathname}?${next.toString()}`;
}
