/**
 * The backoffice chunk: team sign-in, password screens and the staff screens.
 * Each export is a route object used lazily by app/routes.tsx.
 */
import { BackofficeLayout } from '../app/layouts/backoffice-layout';
import { requireBackoffice, requireSuperAdmin } from '../app/guards';
import { ComingSoon } from '../components/coming-soon';

export { backofficeLoginRoute } from '../routes/backoffice/login';
export { forgotPasswordRoute } from '../routes/backoffice/forgot-password';
export { backofficeResetPasswordRoute } from '../routes/backoffice/reset-password';

export const backofficeAreaRoute = {
  Component: BackofficeLayout,
  loader: () => requireBackoffice(),
};

export const dashboardRoute = { Component: () => <ComingSoon title="Dashboard" /> };
export const teamInvitationsRoute = { loader: () => requireSuperAdmin(), Component: () => <ComingSoon title="Team Rights" /> };
export const clientDatabaseRoute = { Component: () => <ComingSoon title="Client Database" /> };
export const clientDetailRoute = { Component: () => <ComingSoon title="Client Detail" /> };
export const questionnaireDetailRoute = { Component: () => <ComingSoon title="Questionnaire" /> };
export const tripDetailsRoute = { Component: () => <ComingSoon title="Trip Details" /> };
export const clientViewRoute = { Component: () => <ComingSoon title="Client View" /> };
export const organizerModeRoute = { Component: () => <ComingSoon title="Organizer Mode" /> };
export const profileSettingsRoute = { Component: () => <ComingSoon title="Profile Settings" description="Manage your professional profile" /> };
