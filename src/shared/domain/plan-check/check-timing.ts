// (2) Slots out of order (listed after a slot but starting earlier) or overlapping the slot above.
import { report, type DayRef, type PlanRun, type SlotRef } from './context.js';
import { timesFix } from './fixes.js';
import { MIN_SLOT_MINUTES } from './rules.js';
import { clock, timeWindow } from './text.js';
import type { PlanFix } from './types.js';

/** How a slot is named in a sentence: its chosen place, else its title. */
export function slotName(ref: SlotRef): string {
  return ref.chosen?.name.trim() || ref.slot.title.trim() || 'the slot above';
}

const timed = (day: DayRef) => day.slots.filter((s) => !Number.isNaN(s.start));

/** 'Sort by time': the slots follow their times. */
function sortFix(day: DayRef): PlanFix {
  return { kind: 'sort-slots', label: 'Sort this day by time', dayId: day.day.id };
}

/** 'Keep this order': the slots keep their order and take the day's time windows in turn (earliest first). */
function retimeFix(day: DayRef): PlanFix | null {
  const slots = timed(day);
  if (slots.length !== day.slots.length) return null;
  const windows = slots.map((s) => [s.start, s.end] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return {
    kind: 'set-times',
    label: 'Keep this order and move the times',
    dayId: day.day.id,
    times: slots.map((s, i) => ({ slotId: s.slot.id, startTime: clock(windows[i]![0]), endTime: clock(windows[i]![1]) })),
  };
}

/** Ways out of an overlap: end the slot above earlier, or start this one when the slot above ends. */
function overlapFixes(above: SlotRef, ref: SlotRef, next: SlotRef | undefined): (PlanFix | null)[] {
  const fixes: (PlanFix | null)[] = [];
  if (ref.start - above.start >= MIN_SLOT_MINUTES && above.end <= 24 * 60) {
    fixes.push(timesFix(above, above.start, ref.start, `End ${slotName(above)} at ${clock(ref.start)}`));
  }
  const start = above.end;
  const length = ref.end - ref.start;
  const limit = next && !Number.isNaN(next.start) ? next.start : 24 * 60;
  if (start + length <= limit) fixes.push(timesFix(ref, start, start + length, `Move to ${timeWindow(start, start + length)}`));
  else if (ref.end - start >= MIN_SLOT_MINUTES) fixes.push(timesFix(ref, start, ref.end, `Start at ${clock(start)}`));
  return fixes;
}

export function checkTiming(run: PlanRun): void {
  for (const day of run.days) {
    let previous: SlotRef | null = null;
    let latestEnd: SlotRef | null = null;
    const slots = timed(day);
    slots.forEach((ref, i) => {
      if (previous && ref.start < previous.start) {
        report(run, {
          code: 'order',
          severity: 'error',
          day,
          slot: ref,
          message: `Listed after ${slotName(previous)} (${timeWindow(previous.start, previous.end)}) but starts earlier, at ${clock(ref.start)}`,
          fixes: [sortFix(day), retimeFix(day)],
        });
      } else if (latestEnd && ref.start < latestEnd.end) {
        const both = ref.slot.options.length > 0 && latestEnd.slot.options.length > 0;
        report(run, {
          code: 'overlap',
          severity: both ? 'error' : 'warning',
          day,
          slot: ref,
          message: `${timeWindow(ref.start, ref.end)} overlaps ${slotName(latestEnd)} (${timeWindow(latestEnd.start, latestEnd.end)})`,
          fixes: overlapFixes(latestEnd, ref, slots[i + 1]),
        });
      }
      previous = ref;
      if (!latestEnd || ref.end > latestEnd.end) latestEnd = ref;
    });
  }
}
