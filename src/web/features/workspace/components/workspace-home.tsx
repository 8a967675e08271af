import { lazy, Suspense } from 'react';
import { useRouteLoaderData } from 'react-router';
import { SkeletonText } from '#web/components/ui/skeleton';
import { isStaff } from '#shared/permissions';
import type { SessionUser } from '#shared/contracts/auth';
import { useWorkspaceParams } from '#web/features/workspace/api/workspace-params';
import type { WorkspaceScope } from '#web/features/workspace/api/scope';

/**
 * The trip list and the trip are chunks of their own (ADR 033): /account with a trip open (a link,
 * a notification) does not load the list, nor the list the trip's screen.
 */
const MyTrips = lazy(() => import('./my-trips').then((m) => ({ default: m.MyTrips })));
const TripWorkspace = lazy(() => import('./trip-workspace').then((m) => ({ default: m.TripWorkspace })));

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
  return (
    <Suspense
      fallback={
        <div role="status" aria-label={tripId ? 'Loading trip' : 'Loading your trips'} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          <SkeletonText lines={6} />
        </div>
      }
    >
      {tripId ? <TripWorkspace key={tripId} scope={scope} tripId={tripId} /> : <MyTrips scope={scope} />}
    </Suspense>
  );
}
