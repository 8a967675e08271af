// Applying a fix descriptor to the days: pure and immutable (new arrays and objects, the input
// untouched). A fix naming a day, slot or option that is no longer there changes nothing and
// returns the same array, so a screen can tell the fix went stale (re-run the checker).
// Self-contained on purpose: the itinerary operations of the editor may take these over.
import { sortDaysByDate, type Day, type TimeSlot } from '#shared/domain/itinerary.js';
import { parseTime } from '#shared/domain/time.js';
import type { PlanFix } from './types.js';

type SlotFn = (slot: TimeSlot) => TimeSlot;

/** Replaces one slot of one day; the same array when the day or slot is not found or nothing changed. */
function mapSlot(days: readonly Day[], dayId: string, slotId: string, fn: SlotFn): Day[] {
  let changed = false;
  const next = days.map((day) => {
    if (day.id !== dayId) return day;
    const timeSlots = day.timeSlots.map((slot) => {
      if (slot.id !== slotId) return slot;
      const updated = fn(slot);
      if (updated !== slot) changed = true;
      return updated;
    });
    return changed ? { ...day, timeSlots } : day;
  });
  return changed ? next : (days as Day[]);
}

const withTimes = (slot: TimeSlot, startTime: string, endTime: string): TimeSlot =>
  slot.startTime === startTime && slot.endTime === endTime ? slot : { ...slot, startTime, start_time: startTime, endTime, end_time: endTime };

function findSlot(days: readonly Day[], dayId: string, slotId: string): TimeSlot | undefined {
  return days.find((d) => d.id === dayId)?.timeSlots.find((s) => s.id === slotId);
}

function moveOption(days: readonly Day[], fix: Extract<PlanFix, { kind: 'move-option' }>): Day[] {
  const source = findSlot(days, fix.dayId, fix.slotId);
  const target = findSlot(days, fix.toDayId, fix.toSlotId);
  const option = source?.options.find((o) => o.id === fix.optionId);
  if (!source || !target || !option || source === target || target.options.some((o) => o.id === option.id)) return days as Day[];
  const wasChosen = source.selectedPlace === option.id;
  const removed = mapSlot(days, fix.dayId, fix.slotId, (slot) => ({
    ...slot,
    options: slot.options.filter((o) => o.id !== option.id),
    selectedPlace: wasChosen ? null : (slot.selectedPlace ?? null),
  }));
  return mapSlot(removed, fix.toDayId, fix.toSlotId, (slot) => ({
    ...slot,
    options: [...slot.options, option],
    selectedPlace: wasChosen && !slot.selectedPlace ? option.id : (slot.selectedPlace ?? null),
  }));
}

/** The two slots change places; each takes the time window of the place it goes to. */
function swapSlots(days: readonly Day[], fix: Extract<PlanFix, { kind: 'swap-slots' }>): Day[] {
  const a = findSlot(days, fix.dayId, fix.slotId);
  const b = findSlot(days, fix.withDayId, fix.withSlotId);
  if (!a || !b || a === b) return days as Day[];
  const aThere = withTimes(a, b.startTime, b.endTime);
  const bHere = withTimes(b, a.startTime, a.endTime);
  return days.map((day) => {
    if (day.id !== fix.dayId && day.id !== fix.withDayId) return day;
    const timeSlots = day.timeSlots.map((slot) => {
      if (day.id === fix.dayId && slot.id === fix.slotId) return bHere;
      if (day.id === fix.withDayId && slot.id === fix.withSlotId) return aThere;
      return slot;
    });
    return { ...day, timeSlots };
  });
}

function setTimes(days: readonly Day[], fix: Extract<PlanFix, { kind: 'set-times' }>): Day[] {
  let next = days as Day[];
  for (const t of fix.times) {
    const start = parseTime(t.startTime);
    const end = parseTime(t.endTime);
    if (start === null || end === null) return days as Day[];
    next = mapSlot(next, fix.dayId, t.slotId, (slot) => withTimes(slot, start, end));
  }
  return next;
}

function sortSlots(days: readonly Day[], dayId: string): Day[] {
  const day = days.find((d) => d.id === dayId);
  if (!day) return days as Day[];
  const sorted = [...day.timeSlots].sort((a, b) => (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0));
  if (sorted.every((slot, i) => slot === day.timeSlots[i])) return days as Day[];
  return days.map((d) => (d === day ? { ...d, timeSlots: sorted } : d));
}

/**
 * The days with the fix applied. Unknown ids, an option already in the target slot, or invalid
 * times change nothing (the same array is returned).
 */
export function applyFix(days: readonly Day[], fix: PlanFix): Day[] {
  switch (fix.kind) {
    case 'choose-option':
      return mapSlot(days, fix.dayId, fix.slotId, (slot) =>
        slot.selectedPlace !== fix.optionId && slot.options.some((o) => o.id === fix.optionId) ? { ...slot, selectedPlace: fix.optionId } : slot,
      );
    case 'drop-option':
      return mapSlot(days, fix.dayId, fix.slotId, (slot) =>
        slot.options.some((o) => o.id === fix.optionId)
          ? { ...slot, options: slot.options.filter((o) => o.id !== fix.optionId), selectedPlace: slot.selectedPlace === fix.optionId ? null : (slot.selectedPlace ?? null) }
          : slot,
      );
    case 'move-option':
      return moveOption(days, fix);
    case 'swap-slots':
      return swapSlots(days, fix);
    case 'set-times':
      return setTimes(days, fix);
    case 'sort-slots':
      return sortSlots(days, fix.dayId);
    case 'set-day-date': {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(fix.date) || !days.some((d) => d.id === fix.dayId && d.date !== fix.date)) return days as Day[];
      return sortDaysByDate(days.map((d) => (d.id === fix.dayId ? { ...d, date: fix.date } : d)));
    }
  }
}
