/**
 * The backoffice chunk: team sign-in, password screens and the staff screens.
 * Each export is a route object used lazily by app/routes.tsx.
 */
import { BackofficeLayout } from '../app/layouts/backoffice-layout';
import { requireBackoffice } from '../app/guards';
import { ComingSoon } from '../components/coming-soon';

export { backofficeLoginRoute } from '../routes/backoffice/login';
export { forgotPasswordRoute } from '../routes/backoffice/forgot-password';
export { backofficeResetPasswordRoute } from '../routes/backoffice/reset-password';

export const backofficeAreaRoute = {
  Component: BackofficeLayout,
  loader: () => requireBackoffice(),
};

export { dashboardRoute } from '../routes/backoffice/dashboard';
export { teamInvitationsRoute } from '../routes/backoffice/team-invitations';
export { clientDatabaseRoute } from '../routes/backoffice/client-database';
export { clientDetailRoute } from '../routes/backoffice/client-detail';
export { questionnaireDetailRoute } from '../routes/backoffice/questionnaire-detail';
export const tripDetailsRoute = { Component: () => <ComingSoon title="Trip Details" /> };
export const clientViewRoute = { Component: () => <ComingSoon title="Client View" /> };
export const organizerModeRoute = { Component: () => <ComingSoon title="Organizer Mode" /> };
export { profileSettingsRoute } from '../routes/backoffice/profile-settings';
