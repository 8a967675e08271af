import { ResetPasswordScreen } from '#web/features/auth/components/reset-password-screen';
import { signedOutRoute } from '#web/routes/signed-out-route';

/** /backoffice/reset-password: a team member's new password (spec §2 Password screens). */
export const backofficeResetPasswordRoute = signedOutRoute(<ResetPasswordScreen area="backoffice" />, {
  title: 'Reset password · Maison Voyage',
  robots: 'noindex',
});
