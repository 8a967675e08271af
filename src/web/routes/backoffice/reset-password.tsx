import { AppProviders } from '#web/app/providers';
import { ResetPasswordScreen } from '#web/features/auth/components/reset-password-screen';
import type { RouteHandle } from '#web/lib/head';

/** /backoffice/reset-password: a team member's new password (spec §2 Password screens). */
export const backofficeResetPasswordRoute = {
  Component: () => (
    <AppProviders>
      <ResetPasswordScreen area="backoffice" />
    </AppProviders>
  ),
  handle: { head: () => ({ title: 'Reset password · Maison Voyage', robots: 'noindex' }) } satisfies RouteHandle,
};
