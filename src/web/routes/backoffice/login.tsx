import { AppProviders } from '#web/app/providers';
import { BackofficeLoginPage } from '#web/features/auth/components/backoffice-login-page';
import type { RouteHandle } from '#web/lib/head';

/** /backoffice/login: team sign-in (spec §2). */
export const backofficeLoginRoute = {
  Component: () => (
    <AppProviders>
      <BackofficeLoginPage />
    </AppProviders>
  ),
  handle: { head: () => ({ title: 'Team sign-in · Maison Voyage', robots: 'noindex' }) } satisfies RouteHandle,
};
