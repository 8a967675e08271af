// Building one-click fixes: where an option could go instead (the next open slot, a swap), and
// the descriptors of the simple ones. Every candidate is checked with the same rules as the plan.
import { ITINERARY_LIMITS } from '#shared/domain/itinerary-write.js';
import type { Option } from '#shared/domain/itinerary.js';
import { openMinutesWithin } from '#shared/domain/opening-hours.js';
import { dayWindow, foodOf, hoursAround, type PlanRun, type SlotRef } from './context.js';
import { MIN_OPEN_MINUTES } from './rules.js';
import { clock, dayLabel, timeWindow } from './text.js';
import type { PlanFix } from './types.js';
import { sameVenue } from './venues.js';

/** A slot's window for opening hours: a slot of no length is its first minute. */
const span = (ref: SlotRef): [number, number] => [ref.start, Math.max(ref.end, ref.start + 1)];

/** How long the option is open during the slot (its weekday, past midnight too); null when its hours are unknown. */
export function openMinutesIn(option: Option, ref: SlotRef): number | null {
  if (ref.day.weekday === null || Number.isNaN(ref.start)) return null;
  const [start, end] = span(ref);
  const hours = hoursAround(option, ref.day.weekday, end);
  return hours ? openMinutesWithin(hours.around, start, end) : null;
}

/** Minutes a venue must be open in the slot: an hour, or the whole slot when shorter. */
export function neededMinutes(ref: SlotRef): number {
  const [start, end] = span(ref);
  return Math.min(MIN_OPEN_MINUTES, end - start);
}

/** Open long enough during the slot, or hours unknown. */
export function isOpenFor(option: Option, ref: SlotRef): boolean {
  const open = openMinutesIn(option, ref);
  return open === null || open >= neededMinutes(ref);
}

/** The slot lies within the days the traveller is in town (after landing, before leaving). */
function withinStay(run: PlanRun, ref: SlotRef): boolean {
  if (ref.day.outside || Number.isNaN(ref.start)) return false;
  const { earliest, latest } = dayWindow(run, ref.day);
  return ref.start >= earliest && ref.end <= latest;
}

/** A meal slot takes a place to eat; a place that is not one goes to a slot that is not a meal. */
function suits(run: PlanRun, option: Option, target: SlotRef, fromMeal: boolean): boolean {
  const food = foodOf(run, option);
  return food === false ? !target.meal : target.meal === fromMeal;
}

/** Where `ref` is, as a fix label says it: '14:00–16:00' the same day, else 'Tuesday 11 May, 14:00–16:00'. */
function whereLabel(from: SlotRef, to: SlotRef): string {
  const times = timeWindow(to.start, to.end);
  return to.day === from.day ? times : `${dayLabel(to.day.day.date, to.day.weekday)}, ${times}`;
}

/** Slots after `ref` (the rest of its day, then the following days), or before it on its day, nearest first. */
function* candidates(run: PlanRun, ref: SlotRef, direction: 'later' | 'earlier'): Generator<SlotRef> {
  const slots = ref.day.slots;
  if (direction === 'earlier') {
    for (let i = ref.index - 1; i >= 0; i--) yield slots[i]!;
    return;
  }
  for (let i = ref.index + 1; i < slots.length; i++) yield slots[i]!;
  for (const day of run.days.slice(ref.day.number)) yield* day.slots;
}

/** 'Move to …': the next slot with nothing chosen where the option is open, suits the slot and fits the stay. */
export function moveFix(run: PlanRun, ref: SlotRef, option: Option, direction: 'later' | 'earlier' = 'later'): PlanFix | null {
  for (const target of candidates(run, ref, direction)) {
    if (target.chosen || target.slot.options.length >= ITINERARY_LIMITS.optionsPerSlot) continue;
    if (target.slot.options.some((o) => o.id === option.id)) continue;
    if (target.end <= target.start || !withinStay(run, target) || !suits(run, option, target, ref.meal) || !isOpenFor(option, target)) continue;
    return {
      kind: 'move-option',
      label: `Move to ${whereLabel(ref, target)}`,
      dayId: ref.day.day.id,
      slotId: ref.slot.id,
      optionId: option.id,
      toDayId: target.day.day.id,
      toSlotId: target.slot.id,
    };
  }
  return null;
}

/**
 * 'Swap with …': a slot holding a chosen option, nearest day first, such that each venue suits
 * the other's slot (a meal takes a place to eat), is open in its window, and both fit the stay.
 */
export function swapFix(run: PlanRun, ref: SlotRef, option: Option): PlanFix | null {
  if (!withinStay(run, ref)) return null;
  const days = [...run.days].sort((a, b) => Math.abs(a.number - ref.day.number) - Math.abs(b.number - ref.day.number) || b.number - a.number);
  for (const day of days) {
    for (const target of day.slots) {
      const other = target.chosen;
      if (target === ref || !other || !withinStay(run, target)) continue;
      if (!suits(run, option, target, ref.meal) || !suits(run, other, ref, target.meal)) continue;
      if (sameVenue(option, other) || !isOpenFor(option, target) || !isOpenFor(other, ref)) continue;
      return {
        kind: 'swap-slots',
        label: `Swap with ${other.name} (${whereLabel(ref, target)})`,
        dayId: ref.day.day.id,
        slotId: ref.slot.id,
        withDayId: target.day.day.id,
        withSlotId: target.slot.id,
      };
    }
  }
  return null;
}

export function dropFix(ref: SlotRef, option: Option): PlanFix {
  return { kind: 'drop-option', label: `Remove ${option.name} from this slot`, dayId: ref.day.day.id, slotId: ref.slot.id, optionId: option.id };
}

export function chooseFix(ref: SlotRef, option: Option): PlanFix {
  return { kind: 'choose-option', label: `Choose ${option.name}`, dayId: ref.day.day.id, slotId: ref.slot.id, optionId: option.id };
}

/** New times for one slot; null when they would not be a slot (end before start, or past midnight). */
export function timesFix(ref: SlotRef, start: number, end: number, label: string): PlanFix | null {
  if (!(start < end) || start < 0 || end > 24 * 60) return null;
  return { kind: 'set-times', label, dayId: ref.day.day.id, times: [{ slotId: ref.slot.id, startTime: clock(start), endTime: clock(end) }] };
}

/**
 * Fixes for a chosen option that cannot stay, the best first: move it, swap it, remove it; for an
 * offered one: remove it. (Unchoosing is no fix: the place would stay offered, and be flagged as such.)
 */
export function relocateFixes(run: PlanRun, ref: SlotRef, option: Option, chosen: boolean, direction: 'later' | 'earlier' = 'later'): (PlanFix | null)[] {
  if (!chosen) return [dropFix(ref, option)];
  return [moveFix(run, ref, option, direction), swapFix(run, ref, option), dropFix(ref, option)];
}
