import { AccountPage } from '#web/features/workspace/components/workspace-home';
import type { RouteHandle } from '#web/lib/head';

/** /account: My Trips and a trip's detail (spec §2 'Account and trip workspace'). */
export const accountRoute = {
  Component: AccountPage,
  handle: { head: () => ({ title: 'My Trips · Maison Voyage' }) } satisfies RouteHandle,
};
