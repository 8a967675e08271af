// What a save of the whole itinerary changed, in words for the trip's history (issue 9 §2:
// "who changed which part ... a day"). Days are matched by their stable ids.
import { formatDate } from './dates.js';
import type { Day } from './itinerary.js';

/**
 * Same JSON value: objects compared key by key whatever their order (a document read back from
 * jsonb has its keys reordered), a key holding undefined counted as absent. Stops at the first
 * difference, and builds no text (no JSON.stringify of two 150 KB documents on every save).
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const k in x) {
    if (x[k] === undefined) continue;
    keys++;
    if (!sameJson(x[k], y[k])) return false;
  }
  for (const k in y) if (y[k] !== undefined) keys--;
  return keys === 0;
}

const dayName = (day: Day, index: number) => `day ${index + 1}${day.date ? ` (${formatDate(day.date)})` : ''}`;

/** What a save of the whole itinerary changed: in words, and which days changed in place. */
export interface ItineraryChange {
  summary: string;
  /**
   * When the days are the same ones in the same order (the usual edit: a slot retitled, moved
   * within a day or to another day): the positions of the days whose content changed. Otherwise null.
   */
  changedInPlace: number[] | null;
}

/**
 * describeItineraryChange, with the positions of the days changed in place (one comparison of
 * each day; `same` may answer faster than sameJson, e.g. from texts the caller has).
 */
export function compareItineraries(
  before: readonly Day[],
  after: readonly Day[],
  same: (prev: Day, prevIndex: number, day: Day, index: number) => boolean = (prev, _p, day) => sameJson(prev, day),
): ItineraryChange {
  const old = new Map(before.map((d, i) => [d.id, { day: d, index: i }]));
  const now = new Set(after.map((d) => d.id));
  const parts: string[] = [];
  const changed: number[] = [];
  after.forEach((day, i) => {
    const prev = old.get(day.id);
    if (!prev) parts.push(`Added ${dayName(day, i)}`);
    else if (!same(prev.day, prev.index, day, i)) {
      parts.push(`Changed ${dayName(day, i)}`);
      changed.push(i);
    }
  });
  before.forEach((day, i) => {
    if (!now.has(day.id)) parts.push(`Removed ${dayName(day, i)}`);
  });
  const sameDays = before.length === after.length && before.every((d, i) => d.id === after[i]!.id);
  const changedInPlace = sameDays ? changed : null;
  if (parts.length === 0) {
    const moved = before.length === after.length && !sameDays;
    return { summary: moved ? 'Reordered the days' : 'No change to the itinerary', changedInPlace };
  }
  if (parts.length > 3) return { summary: `${parts.slice(0, 3).join('; ')} and ${parts.length - 3} more`, changedInPlace };
  return { summary: parts.join('; '), changedInPlace };
}

/** 'Added day 3 (12 Apr 2027)', 'Changed day 1 (10 Apr 2027)', 'Removed day 2 …', joined; 'Reordered the days'; or 'No change to the itinerary'. */
export function describeItineraryChange(before: readonly Day[], after: readonly Day[]): string {
  return compareItineraries(before, after).summary;
}
