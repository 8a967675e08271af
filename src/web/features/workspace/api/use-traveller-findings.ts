import { useEffect, useMemo, useState } from 'react';
import type { TripDetail } from '#shared/contracts/trip-detail';
import type { PlanFinding } from '#shared/domain/plan-check/index';

type Checker = (trip: TripDetail) => PlanFinding[];

/**
 * What the plan checker finds that concerns the travellers (a closed venue, a tight connection),
 * in its calm words (ADR 032); the designer's findings stay in the editor. The checker loads after
 * the trip is on screen, in its own chunk: it keeps /account within its JavaScript budget (ADR 033),
 * and the notes it adds are a courtesy that may arrive a moment later.
 */
export function useTravellerFindings(trip: TripDetail): readonly PlanFinding[] {
  const [check, setCheck] = useState<Checker | null>(null);
  useEffect(() => {
    let live = true;
    void import('#shared/domain/plan-check/index').then((m) => {
      if (live) setCheck(() => (t: TripDetail) => m.clientFindings(m.checkPlan(m.planInputFromTrip(t))));
    });
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => (check ? check(trip) : []), [check, trip]);
}
