// (1) A venue closed on that day at that time, from the option's openingHours lines.
import type { Option } from '#shared/domain/itinerary.js';
import { hoursAround, optionsToCheck, report, type PlanRun, type SlotRef } from './context.js';
import { neededMinutes, openMinutesIn, relocateFixes } from './fixes.js';
import { duration, intervalsText, weekdays, timeWindow } from './text.js';

function sentences(option: Option, ref: SlotRef, open: number): { message: string; clientMessage: string } {
  const name = option.name.trim() || 'This place';
  const day = weekdays(ref.day.weekday!);
  const today = hoursAround(option, ref.day.weekday!)!.today;
  if (today.length === 0) {
    const text = `${name} is closed on ${day}`;
    return { message: text, clientMessage: `${text}.` };
  }
  const hours = `open ${intervalsText(today)}`;
  if (open === 0) {
    return {
      message: `${name} is closed at ${timeWindow(ref.start, ref.end)} on ${day} (${hours})`,
      clientMessage: `${name} is closed at this time on ${day} (${hours}).`,
    };
  }
  return {
    message: `${name} is open only ${duration(open)} of ${timeWindow(ref.start, ref.end)} on ${day} (${hours})`,
    clientMessage: `${name} is open only part of this time on ${day} (${hours}).`,
  };
}

export function checkClosed(run: PlanRun): void {
  for (const day of run.days) {
    if (day.weekday === null) continue;
    for (const ref of day.slots) {
      for (const { option, chosen } of optionsToCheck(ref)) {
        const open = openMinutesIn(option, ref);
        if (open === null || open >= neededMinutes(ref)) continue;
        report(run, {
          code: 'closed',
          severity: chosen && open === 0 ? 'error' : 'warning',
          day,
          slot: ref,
          optionId: option.id,
          ...sentences(option, ref, open),
          fixes: relocateFixes(run, ref, option, chosen),
        });
      }
    }
  }
}
