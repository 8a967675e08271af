/**
 * The plan checker (issue 20; ADR 028): reads a trip and says what is wrong with its plan, per
 * day and slot, before the client sees it. Pure, no I/O, shared by the editor, the workspace,
 * the PDF and the planners; fast enough to run on every edit (a 14-day trip with 6 slots a day
 * in well under 5 ms: `npm run bench -- --only=planning`).
 *
 * Use:
 *   const findings = checkPlan(planInputFromTrip(trip, { arrivalAirport, departureAirport }));
 *   countFindings(findings)          // { error, warning, info, total }: the editor header's count
 *   findingsBySlot(findings).get(slotKey(day.id, slot.id))   // a slot's marks
 *   findingsByDay(findings).get(day.id)                      // a day's marks (slotId null: the day itself)
 *   clientFindings(findings)         // the workspace: only what concerns the travellers, calm words
 *   findingsWithCodes(findings, PLANNER_BLOCKING_CODES)      // a planner repairs or retries until empty
 *   findingsWithCodes(findings, ['closed'])                  // the PDF says so when any remain
 *   days = applyFix(days, finding.fixes[0])                  // a one-click fix; re-run checkPlan after
 *
 * Input (PlanInput): the days (spec §3 Day, Time slot, Option), the trip's dates, the travellers
 * (children's ages when known), the outbound and return flights (local date-times), the hotel's
 * point, and a context the caller resolves: the airports' points (the server's airport table),
 * whether a flight is domestic, a travel-time lookup (the distance cache) and a transfer lookup.
 * Without them the checker uses the offline estimator (distances.ts) and the defaults of rules.ts.
 *
 * Output (PlanFinding): a stable code and id, a severity, the day, slot and option concerned, a
 * sentence for the designer ('Galleria Borghese is closed on Mondays'), a calm sentence for the
 * travellers or null, and one-click fixes (PlanFix), the best first. What each check reads:
 * - closed: the chosen option (else every option offered) against its openingHours lines on the
 *   day's weekday, during the slot (needs MIN_OPEN_MINUTES open, past midnight included);
 * - order / overlap: each slot against the ones listed above it;
 * - repeat: chosen options that are one place (id, place id, or name within SAME_PLACE_METRES),
 *   and options offered where the place is chosen elsewhere;
 * - travel-time: between consecutive chosen stops of a day (and from the hotel on the arrival
 *   day): stored durationFromPrevious, else the lookup or estimator, against the gap plus
 *   TRAVEL_ALLOWANCE_MINUTES;
 * - age-restriction / dress-code: the option's minAge and dressCode (from the catalogue);
 * - before-landing / after-leaving: slots holding options against landing + the way to the hotel,
 *   and leaving for the airport (check-in + the way there);
 * - meal-without-food: a Lunch or Dinner slot (title or theme) holding what is not a place to eat;
 * - outside-dates: a day dated outside the trip's dates.
 */
export { checkPlan } from './check-plan.js';
export { applyFix } from './apply.js';
export { planInputFromTrip, type TripToCheck } from './from-trip.js';
export { clientFindings, countFindings, findingsByDay, findingsBySlot, findingsWithCodes, PLANNER_BLOCKING_CODES, slotKey, type FindingCounts } from './summary.js';
export { isMealSlot, isPlaceToEat } from './venues.js';
export * from './rules.js';
export * from './types.js';
