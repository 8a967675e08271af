import type { ReactNode } from 'react';
import { Link, useNavigate, useRouteLoaderData } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button, buttonClasses } from '#web/components/ui/button';
import { PageError } from '#web/components/ui/error-state';
import { SkeletonText } from '#web/components/ui/skeleton';
import { ApiError } from '#web/lib/api';
import { errorMessage } from '#web/lib/errors';
import { paths } from '#web/lib/paths';
import { isStaff } from '#shared/permissions';
import type { SessionUser } from '#shared/contracts/auth';
import type { TripDetail } from '#shared/contracts/trip-detail';
import { WORKSPACE_MESSAGES } from '#shared/contracts/workspace';
import { useWorkspaceParams, type WorkspaceParams } from '#web/features/workspace/api/workspace-params';
import { clientOfTrip, useWorkspaceTrip } from '#web/features/workspace/api/get-workspace-trips';

/** The way back from /itinerary and /activity-summary: the trip in the workspace, with the same parameters. */
export function backToTrip(p: WorkspaceParams): string {
  const q = new URLSearchParams();
  if (p.tripId) q.set('tripId', p.tripId);
  if (p.clientId) q.set('clientId', p.clientId);
  if (p.organizerMode) q.set('organizerMode', 'true');
  if (p.allowedEmailId) q.set('allowedEmailId', p.allowedEmailId);
  const s = q.toString();
  return paths.account() + (s ? `?${s}` : '');
}

/** 'Trip Not Found' with Go Back (spec §2 Itinerary page, §8). */
export function TripNotFound() {
  const navigate = useNavigate();
  return (
    <PageError
      title={WORKSPACE_MESSAGES.tripNotFound}
      message={WORKSPACE_MESSAGES.tripNotFoundText}
      action={
        <Button variant="secondary" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.account()))}>
          <ArrowLeft aria-hidden /> Go Back
        </Button>
      }
    />
  );
}

/** Loads the trip of the page's tripId and frames the page (back link, title), with loading and error states. */
export function TripPageFrame({ title, children }: { title: string; children: (trip: TripDetail) => ReactNode }) {
  const params = useWorkspaceParams();
  const user = useRouteLoaderData('client-area') as SessionUser | undefined;
  // Staff following section buttons with a clientId see only that client's trip: in client view
  // (no organizerMode) as the client does, in organizer mode any of theirs, never another's.
  const { trip: query, error, refetch } = useWorkspaceTrip(params.tripId, clientOfTrip(isStaff(user), params.clientId, params.view));
  if (!params.tripId) return <TripNotFound />;
  if (error) {
    if (error instanceof ApiError && error.status === 404) return <TripNotFound />;
    return (
      <PageError
        title="Error loading trip"
        message={`Error loading trip: ${errorMessage(error)}`}
        action={
          <Button variant="secondary" onClick={refetch}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!query.data) {
    return (
      <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <SkeletonText lines={10} label={`Loading ${title}`} />
      </main>
    );
  }
  const trip = query.data;
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={backToTrip(params)} className={buttonClasses('ghost', 'sm', '-ml-3 mb-6 text-muted')}>
        ← Back to trip
      </Link>
      <header className="mb-8 border-b border-border pb-6">
        <p className="text-xs font-medium tracking-[0.2em] text-accent uppercase">
          {trip.tripName} · #{trip.friendlyId}
        </p>
        <h1 className="mt-2 font-display text-4xl font-semibold text-foreground sm:text-5xl">{title}</h1>
        <p className="mt-2 text-muted">{trip.destination}</p>
      </header>
      {children(trip)}
    </main>
  );
}
