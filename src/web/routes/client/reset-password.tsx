import { AppProviders } from '#web/app/providers';
import { ResetPasswordScreen } from '#web/features/auth/components/reset-password-screen';
import type { RouteHandle } from '#web/lib/head';

/** /reset-password: a client's new password from a reset link or a forced change (spec §2). */
export const resetPasswordRoute = {
  Component: () => (
    <AppProviders>
      <ResetPasswordScreen area="client" />
    </AppProviders>
  ),
  handle: { head: () => ({ title: 'Reset password · Maison Voyage', robots: 'noindex' }) } satisfies RouteHandle,
};
