import { ForgotPasswordPage } from '#web/features/auth/components/forgot-password-page';
import { signedOutRoute } from '#web/routes/signed-out-route';

/** /backoffice/forgot-password: ask for a reset link (spec §2 Password screens). */
export const forgotPasswordRoute = signedOutRoute(<ForgotPasswordPage />, { title: 'Forgot password · Maison Voyage', robots: 'noindex' });
