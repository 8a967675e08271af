import { formatDateRange } from './dates.js';
import { formatTripNumber } from './trip-id.js';

/** What an overlap check needs of a trip: its number, name and dates (ISO yyyy-mm-dd or null). */
export interface DatedTrip {
  id: string;
  friendlyId: number;
  tripName: string;
  startDate: string | null;
  endDate: string | null;
}

/** Both dates, in order (a single date stands for a one-day trip); null without dates. */
function span(t: DatedTrip): [string, string] | null {
  const start = t.startDate ?? t.endDate;
  const end = t.endDate ?? t.startDate;
  if (!start || !end) return null;
  return start <= end ? [start, end] : [end, start];
}

/**
 * The other trips whose dates share at least one day with the trip's (both ends included):
 * a client cannot be on two trips at once, so staff are warned. Trips without dates overlap none.
 */
export function overlappingTrips<T extends DatedTrip>(trip: DatedTrip, others: readonly T[]): T[] {
  const a = span(trip);
  if (!a) return [];
  return others.filter((o) => {
    if (o.id === trip.id) return false;
    const b = span(o);
    return b !== null && a[0] <= b[1] && b[0] <= a[1];
  });
}

const named = (t: DatedTrip) => `${formatTripNumber(t.friendlyId)} ${t.tripName} (${formatDateRange(t.startDate, t.endDate, 'compact')})`;

/** The warning shown after a copy whose dates overlap other trips of the client; null when none do. */
export function overlapWarning(trip: DatedTrip, overlaps: readonly DatedTrip[]): string | null {
  if (!overlaps.length) return null;
  const list = overlaps.map(named);
  const others = list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
  return `The dates of ${named(trip)} overlap the client's ${overlaps.length === 1 ? 'trip' : 'trips'} ${others}.`;
}
