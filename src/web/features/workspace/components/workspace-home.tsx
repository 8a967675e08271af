import { useRouteLoaderData } from 'react-router';
import { isStaff } from '#shared/permissions';
import type { SessionUser } from '#shared/contracts/auth';
import { useWorkspaceParams } from '#web/features/workspace/api/workspace-params';
import type { WorkspaceScope } from '#web/features/workspace/api/scope';
import { MyTrips } from './my-trips';
import { TripWorkspace } from './trip-workspace';

/**
 * /account (spec §2): My Trips, or with tripId the trip's detail. A clientId is honoured for
 * staff only (the server refuses it to anyone else); organizerMode=true shows organizer controls.
 */
export function AccountPage() {
  const user = useRouteLoaderData('client-area') as SessionUser | undefined;
  const params = useWorkspaceParams();
  const staff = isStaff(user);
  const scope: WorkspaceScope = {
    clientId: staff ? params.clientId : undefined,
    view: staff && params.clientId ? params.view : 'client',
    organizerMode: !!params.organizerMode,
    allowedEmailId: params.allowedEmailId,
  };
  return <WorkspaceHome scope={scope} tripId={params.tripId} />;
}

/** My Trips or one trip, for any scope (own, client view, organizer mode). */
export function WorkspaceHome({ scope, tripId }: { scope: WorkspaceScope; tripId?: string }) {
  return tripId ? <TripWorkspace key={tripId} scope={scope} tripId={tripId} /> : <MyTrips scope={scope} />;
}
