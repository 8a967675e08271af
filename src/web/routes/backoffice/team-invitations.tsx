import { useLoaderData } from 'react-router';
import { requireSuperAdmin } from '#web/app/guards';
import { TeamRightsPage } from '#web/features/team/components/team-rights-page';
import type { SessionUser } from '#shared/contracts/auth';

/** /backoffice/team-invitations (spec §2 Team Rights): super admins only; others are sent to /backoffice. */
export const teamInvitationsRoute = {
  loader: () => requireSuperAdmin(),
  Component: function TeamInvitations() {
    const user = useLoaderData() as SessionUser;
    return <TeamRightsPage actor={user} />;
  },
};
