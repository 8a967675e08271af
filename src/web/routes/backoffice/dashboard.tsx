import { DashboardScreen } from '#web/features/dashboard/components/dashboard-screen';

/** /backoffice: the staff dashboard (spec §2 Backoffice dashboard). */
export const dashboardRoute = { Component: DashboardScreen };
