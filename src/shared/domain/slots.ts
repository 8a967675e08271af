// Time-slot rules (spec §4 Slots, default slots) on one day's slots. All functions are
// immutable: they return new arrays and objects and never change their input. The operations
// on a whole itinerary (days, slots and options named by id) are itinerary-ops.ts, built on these.
import { DEFAULT_SLOT_TITLE, SLOT_DEFAULT_START, SLOT_LENGTH_HOURS } from './constants.js';
import { newId, sortDaysByDate, type Day, type Option, type TimeSlot } from './itinerary.js';
import { addHours, parseTime } from './time.js';

export { sortDaysByDate };

export interface SlotBlock {
  readonly startTime: string;
  readonly endTime: string;
  readonly title: string;
}

/** A grid of [start, end, title] blocks; a block without a title is an open slot (DEFAULT_SLOT_TITLE). */
function grid(blocks: readonly (readonly [start: string, end: string, title?: string])[]): readonly SlotBlock[] {
  return Object.freeze(blocks.map(([startTime, endTime, title = DEFAULT_SLOT_TITLE]) => ({ startTime, endTime, title })));
}

/** The backoffice day grid: 09:00-21:00 in two-hour blocks, Lunch 13-15, Dinner 19-21 (spec §4). */
export const DAY_GRID = grid([['09:00', '11:00'], ['11:00', '13:00'], ['13:00', '15:00', 'Lunch'], ['15:00', '17:00'], ['17:00', '19:00'], ['19:00', '21:00', 'Dinner']]);

/** Workspace default slots (spec §4). */
export const WORKSPACE_GRID = grid([['09:00', '10:00'], ['10:00', '11:00'], ['12:00', '14:00', 'Lunch'], ['14:00', '16:00'], ['16:00', '18:00'], ['19:00', '21:00', 'Dinner']]);

/** A new empty slot with both time spellings set. */
export function makeSlot({ startTime, endTime, title }: SlotBlock): TimeSlot {
  return { id: newId(), startTime, endTime, start_time: startTime, end_time: endTime, title, options: [], selectedPlace: null };
}

/** Six default slots of a new backoffice day: 09-11, 11-13, Lunch 13-15, 15-17, 17-19, Dinner 19-21 (spec §4). */
export function backofficeDefaultSlots(): TimeSlot[] {
  return DAY_GRID.map(makeSlot);
}

/** Six workspace default slots: 09-10, 10-11, Lunch 12-14, 14-16, 16-18, Dinner 19-21 (spec §4). */
export function workspaceDefaultSlots(): TimeSlot[] {
  return WORKSPACE_GRID.map(makeSlot);
}

/** A day with no slots gets 6 default slots (spec §4); backoffice defaults unless told otherwise. */
export function ensureDaySlots<D extends Day>(day: D, defaults: 'backoffice' | 'workspace' = 'backoffice'): D {
  if (day.timeSlots.length > 0) return day;
  return { ...day, timeSlots: defaults === 'workspace' ? workspaceDefaultSlots() : backofficeDefaultSlots() };
}

/** New slot starts where the last one ended and lasts 2 hours, wrapping at 24h; 09:00-11:00 when none (spec §4). */
export function addSlot(slots: readonly TimeSlot[], title: string = DEFAULT_SLOT_TITLE): TimeSlot[] {
  const startTime = parseTime(slots.at(-1)?.endTime) ?? SLOT_DEFAULT_START;
  return [...slots, makeSlot({ startTime, endTime: addHours(startTime, SLOT_LENGTH_HOURS), title })];
}

/** Move a slot up or down; the first cannot go up and the last cannot go down (spec §4). */
export function moveSlot<S>(slots: readonly S[], index: number, direction: 'up' | 'down'): S[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (!Number.isInteger(index) || index < 0 || index >= slots.length || target < 0 || target >= slots.length) {
    return slots as S[]; // unchanged: the same array
  }
  const next = [...slots];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * Times that stay true (issue 20): after slots changed places, each position keeps its time
 * window, so a slot moved takes the window of its new position and the day's windows stay in
 * order. `windows` are the slots in their former order (the same number as `slots`); a slot whose
 * times already match is returned as it is.
 */
export function keepWindowsInPlace<S extends TimeSlot>(windows: readonly Pick<TimeSlot, 'startTime' | 'endTime'>[], slots: readonly S[]): S[] {
  if (windows.length !== slots.length) return slots as S[];
  let changed = false;
  const next = slots.map((slot, i) => {
    const w = windows[i]!;
    if (slot.startTime === w.startTime && slot.endTime === w.endTime) return slot;
    changed = true;
    return setSlotTimes(slot, w);
  });
  return changed ? next : (slots as S[]);
}

/**
 * A slot brought into a day (dragged from another): the day's windows and the newcomer's,
 * sorted by start time, are given to the slots in their new order, so the windows stay in order.
 * Two windows that overlap stay overlapping (the plan checker flags them).
 */
export function windowsWithSlotIn<S extends TimeSlot>(slots: readonly S[]): S[] {
  const windows = slots.map((s) => ({ startTime: s.startTime, endTime: s.endTime })).sort((a, b) => a.startTime.localeCompare(b.startTime) || a.endTime.localeCompare(b.endTime));
  return keepWindowsInPlace(windows, slots);
}

/** Remove a slot by id (spec §4). */
export function removeSlot<S extends { id: string }>(slots: readonly S[], id: string): S[] {
  return slots.filter((slot) => slot.id !== id);
}

/** Change a slot's times keeping startTime/start_time and endTime/end_time equal (spec §3); invalid times are ignored. */
export function setSlotTimes<S extends TimeSlot>(slot: S, times: { startTime?: string; endTime?: string }): S {
  const startTime = parseTime(times.startTime) ?? slot.startTime;
  const endTime = parseTime(times.endTime) ?? slot.endTime;
  return { ...slot, startTime, start_time: startTime, endTime, end_time: endTime };
}

/** The chosen option of a slot, if any (spec §3: selectedPlace is the id of the chosen option). */
export function selectedOption(slot: TimeSlot): Option | undefined {
  return slot.selectedPlace ? slot.options.find((option) => option.id === slot.selectedPlace) : undefined;
}

/** 'N planned': the number of slots with a chosen place (spec §2 Itinerary editor). */
export function plannedSlotCount(day: Day): number {
  return day.timeSlots.filter((slot) => selectedOption(slot) !== undefined).length;
}
