// The itinerary editor's own rules: re-applying after a 409, the undo history and the date 'Add
// Day' proposes. The changes themselves are the shared itinerary operations
// (#shared/domain/itinerary-ops, ADR 034). No React here: unit-tested in model.test.ts.
import { sortDaysByDate, type Day } from '#shared/domain/itinerary';

/**
 * After a 409: the person's itinerary re-applied on a colleague's, day by day (days matched by
 * their stable ids, against the version both started from). A day only one of them changed
 * keeps that change (added, edited or removed); a day both changed keeps the person's, since
 * they chose to re-apply. Sorted by date.
 */
export function mergeDays(base: readonly Day[], mine: readonly Day[], theirs: readonly Day[]): Day[] {
  const same = (a: Day | undefined, b: Day | undefined) => (a === undefined || b === undefined ? a === b : JSON.stringify(a) === JSON.stringify(b));
  const byId = (days: readonly Day[]) => new Map(days.map((d) => [d.id, d]));
  const [b, m, t] = [byId(base), byId(mine), byId(theirs)];
  const ids = [...new Set([...theirs.map((d) => d.id), ...mine.map((d) => d.id)])];
  const out: Day[] = [];
  for (const id of ids) {
    const day = same(m.get(id), b.get(id)) ? t.get(id) : m.get(id);
    if (day) out.push(day);
  }
  return sortDaysByDate(out);
}

/* ------------------------------------------------------------------ undo */

/** At least 20 steps are asked (issue 9 §2); we keep 50. */
export const UNDO_LIMIT = 50;

/** The undo button's accessible name: 'Undo (1 step)', 'Undo (3 steps)', 'Undo (nothing to undo)'. */
export function undoLabel(steps: number): string {
  if (steps <= 0) return 'Undo (nothing to undo)';
  return `Undo (${steps} ${steps === 1 ? 'step' : 'steps'})`;
}

export interface UndoHistory {
  /** Earlier itineraries, oldest first. */
  past: Day[][];
}

export const emptyHistory: UndoHistory = { past: [] };

/** Records the itinerary as it was before a change. */
export function pushUndo(h: UndoHistory, before: Day[]): UndoHistory {
  const past = [...h.past, before];
  return { past: past.length > UNDO_LIMIT ? past.slice(past.length - UNDO_LIMIT) : past };
}

/** The itinerary to go back to, and the history without it; null when there is nothing to undo. */
export function popUndo(h: UndoHistory): { days: Day[]; history: UndoHistory } | null {
  const days = h.past.at(-1);
  if (!days) return null;
  return { days, history: { past: h.past.slice(0, -1) } };
}

/** A keystroke that should undo the itinerary: Ctrl+Z / Cmd+Z outside a text field (where it undoes typing). */
export function isUndoKey(e: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }, target: EventTarget | null): boolean {
  if (!(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || e.key.toLowerCase() !== 'z') return false;
  const el = target as { tagName?: string; isContentEditable?: boolean } | null;
  const tag = el?.tagName?.toLowerCase();
  return !(tag === 'input' || tag === 'textarea' || tag === 'select' || el?.isContentEditable);
}

/* ------------------------------------------------------------------ add day */

function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The date 'Add Day' proposes (issue 20): the first date of the trip that no day has yet; when
 * every date has its day (or the trip has no dates), the day after the last day. `outside` says
 * the date falls outside the trip's dates: the editor asks before adding it there.
 */
export function proposedDayDate(days: readonly Pick<Day, 'date'>[], start: string | null, end: string | null): { date: string; outside: boolean } {
  const taken = new Set(days.map((d) => d.date).filter(Boolean));
  if (start && end && start <= end) {
    for (let date = start, i = 0; date <= end && i < 400; date = addDays(date, 1), i++) {
      if (!taken.has(date)) return { date, outside: false };
    }
  }
  const last = [...taken].sort().at(-1);
  const date = last ? addDays(last, 1) : (start ?? '');
  return { date, outside: isOutsideTrip(date, start, end) };
}

/** A date before the trip's first day or after its last (the editor asks before adding a day there). */
export function isOutsideTrip(date: string, start: string | null, end: string | null): boolean {
  return !!date && ((!!start && date < start) || (!!end && date > end));
}
