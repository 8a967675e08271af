import { OrganizerModePage } from '#web/features/workspace/components/staff-pages';
import type { RouteHandle } from '#web/lib/head';

/** /backoffice/organizer-mode?clientId=(&tripId=): staff act for a client (spec §2, §6). */
export const organizerModeRoute = {
  Component: OrganizerModePage,
  handle: { head: () => ({ title: 'Organizer Mode · Maison Voyage' }) } satisfies RouteHandle,
};
