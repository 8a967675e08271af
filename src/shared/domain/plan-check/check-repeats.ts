// (3) The same place chosen twice in the trip (same option id, place id, or same name at
// near-identical coordinates), or offered in a slot while it is chosen elsewhere.
import { report, type PlanRun, type SlotRef } from './context.js';
import { dropFix } from './fixes.js';
import { dayLabel, timeWindow } from './text.js';
import { VenueIndex } from './venues.js';

/** 'on day 1 (Monday 10 May)', or 'earlier this day (09:00–11:00)'. */
function where(first: SlotRef, here: SlotRef): string {
  if (first.day === here.day) return `${first.index < here.index ? 'earlier this day' : 'later this day'} (${timeWindow(first.start, first.end)})`;
  const date = first.day.day.date ? ` (${dayLabel(first.day.day.date, first.day.weekday)})` : '';
  return `on day ${first.day.number}${date}`;
}

export function checkRepeats(run: PlanRun): void {
  const chosen = new VenueIndex<SlotRef>();
  for (const day of run.days) {
    for (const ref of day.slots) {
      if (!ref.chosen) continue;
      const key = VenueIndex.keyOf(ref.chosen, ref);
      const first = chosen.find(key);
      if (first) {
        report(run, {
          code: 'repeat',
          severity: 'warning',
          day,
          slot: ref,
          optionId: ref.chosen.id,
          message: `${ref.chosen.name} is already chosen ${where(first.ref, ref)}`,
          // Unchoosing would leave it offered here, itself a repeat: the fix is to remove it.
          fixes: [dropFix(ref, ref.chosen)],
        });
      } else chosen.add(key);
    }
  }
  for (const day of run.days) {
    for (const ref of day.slots) {
      if (ref.chosen) continue;
      for (const option of ref.slot.options) {
        const first = chosen.find(VenueIndex.keyOf(option, ref));
        if (!first) continue;
        report(run, {
          code: 'repeat',
          severity: 'warning',
          day,
          slot: ref,
          optionId: option.id,
          message: `${option.name} is offered here but already chosen ${where(first.ref, ref)}`,
          fixes: [dropFix(ref, option)],
        });
      }
    }
  }
}
