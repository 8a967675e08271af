import { ClientViewPage } from '#web/features/workspace/components/staff-pages';
import type { RouteHandle } from '#web/lib/head';

/** /backoffice/client-view?clientId=: the client's workspace as the client sees it (spec §2). */
export const clientViewRoute = {
  Component: ClientViewPage,
  handle: { head: () => ({ title: 'Client View · Maison Voyage' }) } satisfies RouteHandle,
};
