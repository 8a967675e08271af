import { useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Compass, Database, SearchX } from 'lucide-react';
import { buttonClasses, Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { ErrorState } from '#web/components/ui/error-state';
import { Input } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/errors';
import { paths } from '#web/lib/paths';
import { ApiError } from '#web/lib/api';
import { WORKSPACE_MESSAGES, type WorkspaceTrip } from '#shared/contracts/workspace';
import { useWorkspaceTrips } from '#web/features/workspace/api/get-workspace-trips';
import type { WorkspaceScope } from '#web/features/workspace/api/scope';
import { PreferencesCard } from './preferences-card';
import { TripCard } from './trip-card';

/** The Upcoming grid shows trips being planned or confirmed (spec §2); the others follow under 'Other trips'. */
const UPCOMING = new Set(['confirmed', 'planning']);

/** Trips whose destination contains the search, case- and accent-insensitively. */
export function searchByDestination<T extends { destination: string }>(trips: readonly T[], search: string): T[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const q = fold(search.trim());
  return q ? trips.filter((t) => fold(t.destination).includes(q)) : [...trips];
}

function GridSkeleton() {
  return (
    <div role="status" aria-label="Loading trips" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-border">
          <Skeleton className="aspect-[16/10] rounded-none" />
          <div className="flex flex-col gap-3 p-5">
            <Skeleton className="h-7 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

function TripGrid({ title, trips, organizer, linkTo }: { title: string; trips: WorkspaceTrip[]; organizer: boolean; linkTo: (id: string) => string }) {
  if (!trips.length) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-5">
      <h2 className="font-display text-2xl font-semibold text-foreground">
        {title} <span className="ml-1 align-middle text-sm font-normal text-muted">({trips.length})</span>
      </h2>
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {trips.map((trip) => (
          <TripCard key={trip.id} trip={trip} to={linkTo(trip.id)} organizer={organizer} />
        ))}
      </div>
    </section>
  );
}

/** My Trips (spec §2): preferences, the Upcoming grid, search by destination, organizer visibility toggles. */
export function MyTrips({ scope, title = 'My Trips' }: { scope: WorkspaceScope; title?: string }) {
  const query = useWorkspaceTrips(scope.clientId, scope.view);
  const [search, setSearch] = useState('');
  const [params] = useSearchParams();
  const location = useLocation();
  const linkTo = (tripId: string) => {
    const next = new URLSearchParams(params);
    next.set('tripId', tripId);
    return `${location.pathname}?${next.toString()}`;
  };
  const filtered = useMemo(() => searchByDestination(query.data?.trips ?? [], search), [query.data, search]);

  const organizer = query.data?.organizer ?? false;
  const actingForClient = !!scope.clientId && scope.view === 'organizer';
  const owner = query.data?.owner;
  const allowedId = scope.allowedEmailId ?? owner?.allowedId ?? undefined;
  const clientDatabase =
    organizer && scope.clientId ? (
      <Link
        to={allowedId ? paths.clientDetailByAllowedEmail(allowedId) : paths.clientDetail(scope.clientId)}
        className={buttonClasses('secondary')}
      >
        <Database aria-hidden /> Client Database
      </Link>
    ) : null;

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow={scope.clientId && owner ? `${owner.fullName || owner.email}${owner.friendlyId ? ` · #${owner.friendlyId}` : ''}` : 'Your journeys'}
        title={title}
        subtitle="Manage all your travel plans in one place"
        actions={clientDatabase}
      />
      {query.isPending ? (
        <GridSkeleton />
      ) : query.isError ? (
        <ErrorState
          title={query.error instanceof ApiError && query.error.status === 404 ? WORKSPACE_MESSAGES.clientNotFound : WORKSPACE_MESSAGES.unableToLoad}
          message={errorMessage(query.error)}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <div className="flex flex-col gap-10">
          {query.data.preferences ? <PreferencesCard preferences={query.data.preferences} /> : null}
          {query.data.trips.length === 0 ? (
            // Client view shows the client's own empty state; staff acting for the client get the spec's message.
            <EmptyState
              icon={<Compass />}
              title={actingForClient ? WORKSPACE_MESSAGES.noTrips : 'No trips yet'}
              description={
                actingForClient
                  ? 'Create a trip for this client from the Client Database.'
                  : 'Your travel specialist is preparing your journey. It will appear here as soon as it is ready.'
              }
            />
          ) : (
            <>
              <div className="max-w-md">
                <label htmlFor="trip-search" className="sr-only">
                  Search by destination
                </label>
                <Input
                  id="trip-search"
                  type="search"
                  placeholder="Search by destination"
                  value={search}
                  maxLength={100}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </div>
              {filtered.length === 0 ? (
                <EmptyState icon={<SearchX />} title="No results found" description="Try a different search term" />
              ) : (
                <>
                  <TripGrid title="Upcoming" trips={filtered.filter((t) => UPCOMING.has(t.status))} organizer={organizer} linkTo={linkTo} />
                  <TripGrid title="Other trips" trips={filtered.filter((t) => !UPCOMING.has(t.status))} organizer={organizer} linkTo={linkTo} />
                </>
              )}
            </>
          )}
        </div>
      )}
    </main>
  );
}
