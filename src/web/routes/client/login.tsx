import { AppProviders } from '#web/app/providers';
import { ClientLoginPage } from '#web/features/auth/components/client-login-page';
import type { RouteHandle } from '#web/lib/head';

/** /login: client sign-in, sign-up and the forgot-password modal (spec §2). */
export const loginRoute = {
  Component: () => (
    <AppProviders>
      <ClientLoginPage />
    </AppProviders>
  ),
  handle: { head: () => ({ title: 'Sign in · Maison Voyage' }) } satisfies RouteHandle,
};
