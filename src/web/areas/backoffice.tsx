/**
 * The backoffice chunk: team sign-in, password screens and the staff screens.
 * Each export is a route object used lazily by app/routes.tsx.
 */
import { BackofficeLayout } from '#web/app/layouts/backoffice-layout';
import { requireBackoffice } from '#web/app/guards';

export { backofficeLoginRoute } from '#web/routes/backoffice/login';
export { forgotPasswordRoute } from '#web/routes/backoffice/forgot-password';
export { backofficeResetPasswordRoute } from '#web/routes/backoffice/reset-password';

export const backofficeAreaRoute = {
  Component: BackofficeLayout,
  loader: () => requireBackoffice(),
};

export { dashboardRoute } from '#web/routes/backoffice/dashboard';
export { teamInvitationsRoute } from '#web/routes/backoffice/team-invitations';
export { clientDatabaseRoute } from '#web/routes/backoffice/client-database';
export { clientDetailRoute } from '#web/routes/backoffice/client-detail';
export { questionnaireDetailRoute } from '#web/routes/backoffice/questionnaire-detail';
export { clientViewRoute } from '#web/routes/backoffice/client-view';
export { organizerModeRoute } from '#web/routes/backoffice/organizer-mode';
export { profileSettingsRoute } from '#web/routes/backoffice/profile-settings';
export { placesRoute } from '#web/routes/backoffice/places';
