import { BackofficeLoginPage } from '#web/features/auth/components/backoffice-login-page';
import { signedOutRoute } from '#web/routes/signed-out-route';

/** /backoffice/login: team sign-in (spec §2). */
export const backofficeLoginRoute = signedOutRoute(<BackofficeLoginPage />, { title: 'Team sign-in · Maison Voyage', robots: 'noindex' });
