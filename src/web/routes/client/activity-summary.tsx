import { ActivitySummaryPage } from '#web/features/workspace/components/activity-summary-page';
import type { RouteHandle } from '#web/lib/head';

/** /activity-summary?tripId=: per-day costs and the grand total in EUR (spec §2 Activity summary page). */
export const activitySummaryRoute = {
  Component: ActivitySummaryPage,
  handle: { head: () => ({ title: 'Activity Summary · Maison Voyage' }) } satisfies RouteHandle,
};
