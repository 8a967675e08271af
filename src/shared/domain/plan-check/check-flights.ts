// (6) Anything planned before the traveller can be there (landing, then the way to the hotel) or
// after they must leave for the airport (check-in before the flight, and the way there).
import { dayWindow, report, type DayRef, type PlanRun, type SlotRef } from './context.js';
import { dropFix, moveFix, swapFix, timesFix } from './fixes.js';
import { MIN_OPEN_MINUTES } from './rules.js';
import { clock, duration, roundDown, roundUp, shortDate } from './text.js';
import type { PlanFix } from './types.js';

const DAY_MINUTES = 24 * 60;
const flightClock = (at: number) => clock(at % DAY_MINUTES);
const flightDate = (at: number) => new Date(Math.floor(at / DAY_MINUTES) * 86_400_000).toISOString().slice(0, 10);

const hasOptions = (day: DayRef) => day.slots.some((s) => s.slot.options.length > 0);

/** The slot's fixes: new times inside the window (an hour at least), then for a chosen option: move it, swap it, remove it. */
function fixesFor(run: PlanRun, ref: SlotRef, start: number, end: number, label: string, direction: 'later' | 'earlier'): (PlanFix | null)[] {
  const fixes = [end - start >= MIN_OPEN_MINUTES ? timesFix(ref, start, end, label) : null];
  if (ref.chosen) fixes.push(moveFix(run, ref, ref.chosen, direction), swapFix(run, ref, ref.chosen), dropFix(ref, ref.chosen));
  return fixes;
}

/** A whole day the traveller is not there: before the landing day, or the landing too late for anything (and the same for leaving). */
function wholeDay(day: DayRef, at: number, verb: 'lands' | 'leaves'): { message: string; clientMessage: string } {
  const date = flightDate(at);
  if (date === day.day.date) {
    return {
      message: verb === 'lands' ? `The flight lands at ${flightClock(at)}, too late for anything this day` : `The flight leaves at ${flightClock(at)}, before anything this day`,
      clientMessage: `Your flight ${verb} at ${flightClock(at)}: nothing can be planned this day.`,
    };
  }
  const relation = verb === 'lands' ? 'before' : 'after';
  return {
    message: `The flight ${verb} on ${shortDate(date)} at ${flightClock(at)}: this day comes ${relation} it`,
    clientMessage: `Your flight ${verb} on ${shortDate(date)}: this day comes ${relation} ${verb === 'lands' ? 'you arrive' : 'you leave'}.`,
  };
}

export function checkFlights(run: PlanRun): void {
  const { arrival, departure } = run;
  if (!arrival && !departure) return;
  for (const day of run.days) {
    if (day.outside || day.dayNumber === null || !hasOptions(day)) continue;
    const { earliest, latest } = dayWindow(run, day);
    if (arrival && earliest >= DAY_MINUTES) {
      report(run, { code: 'before-landing', severity: 'error', day, ...wholeDay(day, arrival.flightAt, 'lands') });
      continue;
    }
    if (departure && latest <= 0) {
      report(run, { code: 'after-leaving', severity: 'error', day, ...wholeDay(day, departure.flightAt, 'leaves') });
      continue;
    }
    for (const ref of day.slots) {
      if (ref.slot.options.length === 0 || Number.isNaN(ref.start)) continue;
      const severity = ref.chosen ? 'error' : 'warning';
      if (arrival && ref.start < earliest) {
        const lands = flightClock(arrival.flightAt);
        const ready = roundUp(earliest);
        report(run, {
          code: 'before-landing',
          severity,
          day,
          slot: ref,
          optionId: ref.chosen?.id ?? null,
          message: `Starts at ${clock(ref.start)} but the flight lands at ${lands} (about ${duration(arrival.margin)} to the hotel)`,
          clientMessage: `This starts at ${clock(ref.start)}, before your flight lands at ${lands}.`,
          fixes: fixesFor(run, ref, ready, ref.end, `Start at ${clock(ready)}`, 'later'),
        });
      } else if (departure && ref.end > latest) {
        const leaves = flightClock(departure.flightAt);
        const leaveBy = roundDown(latest);
        const flightToday = departure.flightAt - day.dayNumber * DAY_MINUTES;
        report(run, {
          code: 'after-leaving',
          severity,
          day,
          slot: ref,
          optionId: ref.chosen?.id ?? null,
          ...(ref.start >= flightToday
            ? { message: `Starts at ${clock(ref.start)}, after the flight leaves at ${leaves}`, clientMessage: `Your flight leaves at ${leaves}, before this starts.` }
            : {
                message: `Ends at ${clock(ref.end)} but the ${leaves} flight means leaving for the airport by ${clock(leaveBy)}`,
                clientMessage: `Your flight leaves at ${leaves}: this ends after you need to leave for the airport (${clock(leaveBy)}).`,
              }),
          fixes: fixesFor(run, ref, ref.start, leaveBy, `End at ${clock(leaveBy)}`, 'earlier'),
        });
      }
    }
  }
}
