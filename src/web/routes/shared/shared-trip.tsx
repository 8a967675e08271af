import { AppProviders } from '#web/app/providers';
import { SharedTripPage } from '#web/features/shares';
import type { RouteHandle } from '#web/lib/head';

/** /shared/:token: a trip shared with a companion, read-only, no session (ADR 031). Never indexed. */
export const sharedTripRoute = {
  Component: () => (
    <AppProviders>
      <SharedTripPage />
    </AppProviders>
  ),
  handle: { head: () => ({ title: 'A shared journey · Maison Voyage', robots: 'noindex, nofollow' }) } satisfies RouteHandle,
};
