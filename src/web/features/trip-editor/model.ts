// The itinerary editor's changes as pure functions over the days on screen (spec §4 slots and
// days), and the undo history. No React here: unit-tested in model.test.ts.
import { addDay, addSlot, keepWindowsInPlace, moveSlot, removeSlot, setSlotTimes, sortDaysByDate, windowsWithSlotIn } from '#shared/domain/slots';
import { keepAiOptions, type Day, type Option, type TimeSlot } from '#shared/domain/itinerary';

export type SlotPatch = Partial<Pick<TimeSlot, 'title' | 'theme' | 'notes' | 'internalNote'>> & { startTime?: string; endTime?: string };

function mapDay(days: readonly Day[], dayId: string, fn: (day: Day) => Day): Day[] {
  let changed = false;
  const next = days.map((d) => {
    if (d.id !== dayId) return d;
    const n = fn(d);
    if (n !== d) changed = true;
    return n;
  });
  return changed ? next : (days as Day[]);
}

/** Adds a day (date and title required, else the same array); the new day has the six default slots. */
export function withDayAdded(days: readonly Day[], input: { date: string; title: string }): Day[] {
  return addDay(days, input);
}

export function withDayRemoved(days: readonly Day[], dayId: string): Day[] {
  return days.filter((d) => d.id !== dayId);
}

/** A day's date or title; the days stay sorted by date (spec §4). An empty title or bad date is ignored. */
export function withDayChanged(days: readonly Day[], dayId: string, patch: { date?: string; title?: string }): Day[] {
  const next = mapDay(days, dayId, (d) => {
    const date = patch.date !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(patch.date) ? patch.date : d.date;
    const title = patch.title !== undefined && patch.title.trim() !== '' ? patch.title.trim() : d.title;
    return date === d.date && title === d.title ? d : { ...d, date, title };
  });
  return next === days ? (days as Day[]) : sortDaysByDate(next);
}

/** Replaces a day's slots (AI for one day). */
export function withDaySlots(days: readonly Day[], dayId: string, timeSlots: TimeSlot[]): Day[] {
  return mapDay(days, dayId, (d) => ({ ...d, timeSlots }));
}

export function withSlotAdded(days: readonly Day[], dayId: string): Day[] {
  return mapDay(days, dayId, (d) => ({ ...d, timeSlots: addSlot(d.timeSlots) }));
}

export function withSlotRemoved(days: readonly Day[], dayId: string, slotId: string): Day[] {
  return mapDay(days, dayId, (d) => ({ ...d, timeSlots: removeSlot(d.timeSlots, slotId) }));
}

export function withSlotMoved(days: readonly Day[], dayId: string, slotId: string, direction: 'up' | 'down'): Day[] {
  return mapDay(days, dayId, (d) => {
    const i = d.timeSlots.findIndex((s) => s.id === slotId);
    const slots = moveSlot(d.timeSlots, i, direction);
    // The moved slot takes its new position's time window (issue 20: times that stay true).
    return slots === d.timeSlots ? d : { ...d, timeSlots: keepWindowsInPlace(d.timeSlots, slots) };
  });
}

/**
 * Moves a slot to a position in the same or another day (drag and drop). `index` is the
 * position in the target day's slots once the slot has left its own day. The moved slot takes
 * the time window of its new position.
 */
export function withSlotMovedTo(days: readonly Day[], slotId: string, toDayId: string, index: number): Day[] {
  const from = days.find((d) => d.timeSlots.some((s) => s.id === slotId));
  const to = days.find((d) => d.id === toDayId);
  if (!from || !to) return days as Day[];
  const slot = from.timeSlots.find((s) => s.id === slotId)!;
  const without = days.map((d) => (d.id === from.id ? { ...d, timeSlots: d.timeSlots.filter((s) => s.id !== slotId) } : d));
  const target = without.find((d) => d.id === toDayId)!;
  const at = Math.max(0, Math.min(index, target.timeSlots.length));
  if (from.id === toDayId && from.timeSlots.findIndex((s) => s.id === slotId) === at) return days as Day[];
  const moved = [...target.timeSlots.slice(0, at), slot, ...target.timeSlots.slice(at)];
  // Within a day each position keeps its window; into another day the windows are shared out in
  // order of start (issue 20: the slots' windows stay in order).
  const slots = from.id === toDayId ? keepWindowsInPlace(from.timeSlots, moved) : windowsWithSlotIn(moved);
  return without.map((d) => (d.id === toDayId ? { ...d, timeSlots: slots } : d));
}

/** Title, theme, note for the client, internal note or times of a slot; times keep both spellings equal (spec §3). Unchanged values give the same array. */
export function withSlotChanged(days: readonly Day[], dayId: string, slotId: string, patch: SlotPatch): Day[] {
  return mapDay(days, dayId, (d) => {
    let changed = false;
    const timeSlots = d.timeSlots.map((s) => {
      if (s.id !== slotId) return s;
      let n: TimeSlot = s;
      if (patch.startTime !== undefined || patch.endTime !== undefined) n = setSlotTimes(n, patch);
      for (const key of ['title', 'theme', 'notes', 'internalNote'] as const) {
        if (patch[key] !== undefined && patch[key] !== (n[key] ?? '')) n = { ...n, [key]: patch[key] };
      }
      if (n.startTime === s.startTime && n.endTime === s.endTime && n.title === s.title && n.theme === s.theme && n.notes === s.notes && n.internalNote === s.internalNote) {
        return s;
      }
      changed = true;
      return n;
    });
    return changed ? { ...d, timeSlots } : d;
  });
}

/** AI suggestions for one slot: at most 3 kept (spec §9); a choice that no longer exists is cleared. */
export function withSlotOptions(days: readonly Day[], dayId: string, slotId: string, options: Option[]): Day[] {
  return mapDay(days, dayId, (d) => ({
    ...d,
    timeSlots: d.timeSlots.map((s) => {
      if (s.id !== slotId) return s;
      const kept = keepAiOptions(options);
      return { ...s, options: kept, selectedPlace: kept.some((o) => o.id === s.selectedPlace) ? s.selectedPlace : null };
    }),
  }));
}

/** The chosen places of a day, in slot order, for the map. */
export function dayStops(day: Day | undefined) {
  if (!day) return [];
  return day.timeSlots.flatMap((s) => {
    const o = s.selectedPlace ? s.options.find((x) => x.id === s.selectedPlace) : undefined;
    if (!o) return [];
    const point = o.coordinates ?? o.location;
    return [{ id: `${s.id}:${o.id}`, name: o.name, address: o.address ?? null, lat: point?.lat ?? null, lng: point?.lng ?? null }];
  });
}

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
