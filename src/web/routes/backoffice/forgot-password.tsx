import { AppProviders } from '#web/app/providers';
import { ForgotPasswordPage } from '#web/features/auth/components/forgot-password-page';
import type { RouteHandle } from '#web/lib/head';

/** /backoffice/forgot-password: ask for a reset link (spec §2 Password screens). */
export const forgotPasswordRoute = {
  Component: () => (
    <AppProviders>
      <ForgotPasswordPage />
    </AppProviders>
  ),
  handle: { head: () => ({ title: 'Forgot password · Maison Voyage', robots: 'noindex' }) } satisfies RouteHandle,
};
