import { ResetPasswordScreen } from '#web/features/auth/components/reset-password-screen';
import { signedOutRoute } from '#web/routes/signed-out-route';

/** /reset-password: a client's new password from a reset link or a forced change (spec §2). */
export const resetPasswordRoute = signedOutRoute(<ResetPasswordScreen area="client" />, { title: 'Reset password · Maison Voyage', robots: 'noindex' });
