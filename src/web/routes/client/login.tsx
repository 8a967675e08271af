import { ClientLoginPage } from '#web/features/auth/components/client-login-page';
import { signedOutRoute } from '#web/routes/signed-out-route';

/** /login: client sign-in, sign-up and the forgot-password modal (spec §2). */
export const loginRoute = signedOutRoute(<ClientLoginPage />, { title: 'Sign in · Maison Voyage' });
