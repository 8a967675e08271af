import { useMemo } from 'react';
import type { Day } from '#shared/domain/itinerary';
import type { TripDetail } from '#shared/contracts/trip-detail';
import { checkPlan, countFindings, findingsBySlot, planInputFromTrip, slotKey, type PlanFinding } from '#shared/domain/plan-check/index';

/**
 * The plan checker over the itinerary on screen (ADR 028, 032): run on every edit (well under
 * 5 ms for 14 days), in the browser, with what the web knows (no airport table: the checker's
 * default transfer; the estimator for legs without a stored time).
 */
export function usePlanFindings(trip: TripDetail, days: readonly Day[]) {
  return useMemo(() => {
    const findings = checkPlan(planInputFromTrip({ ...trip, days }));
    const bySlot = findingsBySlot(findings);
    const byDayOnly = new Map<string, PlanFinding[]>();
    for (const f of findings) if (f.slotId === null) byDayOnly.set(f.dayId, [...(byDayOnly.get(f.dayId) ?? []), f]);
    const perDay = new Map<string, number>();
    for (const f of findings) if (f.severity !== 'info') perDay.set(f.dayId, (perDay.get(f.dayId) ?? 0) + 1);
    return {
      findings,
      counts: countFindings(findings),
      /** A slot's findings. */
      ofSlot: (dayId: string, slotId: string) => bySlot.get(slotKey(dayId, slotId)) ?? [],
      /** Findings about the day itself (its date). */
      ofDay: (dayId: string) => byDayOnly.get(dayId) ?? [],
      /** How many errors and warnings a day and its slots have (the day's mark). */
      dayCount: (dayId: string) => perDay.get(dayId) ?? 0,
    };
  }, [trip, days]);
}

export type PlanFindings = ReturnType<typeof usePlanFindings>;
