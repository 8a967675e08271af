// checkPlan: every check over one run, the findings in the order of the plan.
import { checkClosed } from './check-closed.js';
import { checkDates } from './check-dates.js';
import { checkFlights } from './check-flights.js';
import { checkMeals } from './check-meals.js';
import { checkRepeats } from './check-repeats.js';
import { checkTiming } from './check-timing.js';
import { checkTravel } from './check-travel.js';
import { checkTravellers } from './check-travellers.js';
import { startRun } from './context.js';
import { FINDING_CODES, SEVERITIES, type PlanFinding, type PlanInput } from './types.js';

/**
 * The findings of a plan: per day and slot, in the plan's order (days, then the day's own
 * findings, then slots in their order), the most severe first within a slot. Pure: the same
 * input gives the same findings, with the same ids.
 */
export function checkPlan(input: PlanInput): PlanFinding[] {
  const run = startRun(input);
  checkDates(run);
  checkFlights(run);
  checkTiming(run);
  checkClosed(run);
  checkRepeats(run);
  checkTravel(run);
  checkTravellers(run);
  checkMeals(run);
  const position = new Map<string, number>();
  run.days.forEach((day, d) => {
    position.set(day.day.id, d * 1000);
    day.slots.forEach((ref, s) => position.set(`${day.day.id}/${ref.slot.id}`, d * 1000 + s + 1));
  });
  // Slot ids are unique within their day only (itinerary.ts withUniqueIds).
  const rank = (f: PlanFinding) => position.get(f.slotId === null ? f.dayId : `${f.dayId}/${f.slotId}`) ?? 0;
  return run.findings.sort(
    (a, b) => rank(a) - rank(b) || SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity) || FINDING_CODES.indexOf(a.code) - FINDING_CODES.indexOf(b.code),
  );
}
