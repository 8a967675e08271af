import { useState } from 'react';
import { Luggage, SearchX } from 'lucide-react';
import { toast } from '#web/components/ui/toaster';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog, TypeToConfirmDialog } from '#web/components/ui/dialog';
import { EmptyState } from '#web/components/ui/empty-state';
import { ErrorState } from '#web/components/ui/error-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { ApiError } from '#web/lib/api';
import { formatTripNumber } from '#shared/domain/trip-id';
import { DASHBOARD_ALERTS, type TripListItem, type TripListResponse } from '#shared/contracts/trips';
import { useTripMutations } from '#web/features/dashboard/api';
import { TRIP_FOLDER_LABELS } from '#web/features/dashboard/format';
import type { DashboardState } from '#web/features/dashboard/url-state';
import { Pager } from './pager';
import { TripRow, tripGrid, type TripAction } from './trip-row';

const errorText = (e: unknown) => (e instanceof Error ? e.message : undefined);

export interface TripListProps {
  state: DashboardState;
  query: { data?: TripListResponse; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; isPlaceholderData?: boolean };
  canDelete: boolean;
  onPage: (page: number) => void;
  onClearFilters: () => void;
}

/** The trips of a tab: loading, empty and error states, rows, pages and the confirmations. */
export function TripList({ state, query, canDelete, onPage, onClearFilters }: TripListProps) {
  const m = useTripMutations();
  const [pending, setPending] = useState<Extract<TripAction, { kind: 'delete' | 'restore' | 'forever' }> | null>(null);

  function pin(trip: TripListItem) {
    m.pin.mutate(
      { id: trip.id, pinned: !trip.pinned },
      { onError: (e) => toast.error(DASHBOARD_ALERTS.pin, { description: errorText(e) }) },
    );
  }

  function visibility(trip: TripListItem) {
    m.visibility.mutate(
      { id: trip.id, visibleToClient: !trip.visibleToClient },
      { onError: (e) => toast.error(DASHBOARD_ALERTS.visibility, { description: errorText(e) }) },
    );
  }

  function act(action: TripAction) {
    if (action.kind !== 'move') return setPending(action);
    const label = TRIP_FOLDER_LABELS[action.folder];
    m.folder.mutate(
      { id: action.trip.id, folder: action.folder },
      {
        onSuccess: () => toast.success(`${formatTripNumber(action.trip.friendlyId)} moved to ${label}`),
        onError: (e) => toast.error(`Error saving folder: ${errorText(e) ?? 'Unknown error'}`),
      },
    );
  }

  async function handleConfirm() {
    if (!pending) return;
    const { trip, kind } = pending;
    try {
      if (kind === 'delete') {
        await m.folder.mutateAsync({ id: trip.id, folder: 'deleted' });
        toast.success(`${formatTripNumber(trip.friendlyId)} moved to Deleted`);
      } else if (kind === 'restore') {
        await m.restore.mutateAsync(trip.id);
        toast.success(DASHBOARD_ALERTS.restored);
      } else {
        await m.deleteForever.mutateAsync(trip.id);
        toast.success(`${formatTripNumber(trip.friendlyId)} deleted forever`);
      }
      setPending(null);
    } catch (e) {
      toast.error(kind === 'restore' ? DASHBOARD_ALERTS.restore : DASHBOARD_ALERTS.delete, { description: errorText(e) });
      if (e instanceof ApiError && (e.status === 404 || e.status === 409)) setPending(null);
    }
  }

  const data = query.data;
  const busyDialog = m.folder.isPending || m.restore.isPending || m.deleteForever.isPending;
  const filtered = state.q !== '' || state.status !== 'all';
  const showFolder = state.folder === 'any';
  const pendingLabel = pending ? `“${pending.trip.tripName || 'Untitled trip'}” (${formatTripNumber(pending.trip.friendlyId)})` : '';

  let body;
  if (query.isPending) body = <TripListSkeleton />;
  else if (query.isError && !data) {
    body = (
      <ErrorState
        title="Unable to load trips"
        message={errorText(query.error)}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (data && data.items.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={<SearchX />}
        title="No trips found"
        description={state.q ? `No trip matches “${state.q}” with these filters.` : 'No trip has this status here.'}
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<Luggage />}
        title={state.tab === 'assigned' ? 'No trips assigned to you' : `No trips in ${TRIP_FOLDER_LABELS[state.folder]}`}
        description={
          state.tab === 'assigned'
            ? 'Trips whose dedicated specialist is you will appear here.'
            : state.folder === 'deleted'
              ? 'Deleted trips wait here until they are restored or deleted forever.'
              : 'Trips appear here as the team creates them for clients.'
        }
      />
    );
  } else if (data) {
    body = (
      <>
        <div
          className={cn(
            'overflow-hidden rounded-lg border border-border bg-surface shadow-sm shadow-ink/5 transition-opacity',
            query.isPlaceholderData && 'opacity-60',
          )}
        >
          <div
            aria-hidden
            className={cn(
              'hidden border-b border-border bg-surface-muted/50 px-5 py-2.5 text-xs font-medium tracking-[0.12em] text-muted uppercase',
              tripGrid(state.folder === 'deleted'),
            )}
          >
            <span>Trip</span>
            <span>Client</span>
            <span>Dates</span>
            <span>Status</span>
            <span>Client view</span>
            <span>Specialist</span>
            <span className="text-right">Actions</span>
          </div>
          <ul aria-label="Trips" aria-busy={query.isPlaceholderData || undefined}>
            {data.items.map((trip) => (
              <TripRow
                key={trip.id}
                trip={trip}
                canDelete={canDelete}
                showFolder={showFolder}
                onPin={pin}
                onVisibility={visibility}
                onAction={act}
              />
            ))}
          </ul>
        </div>
        <Pager
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          shown={data.items.length}
          capped={data.totalCapped}
          onPage={onPage}
        />
      </>
    );
  }

  return (
    <>
      {body}
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onOpenChange={(open) => !open && setPending(null)}
        title="Delete this trip?"
        description={`${pendingLabel} moves to the Deleted folder. You can restore it from there, or delete it forever.`}
        confirmLabel="Delete"
        tone="danger"
        loading={busyDialog}
        onConfirm={handleConfirm}
      />
      <ConfirmDialog
        open={pending?.kind === 'restore'}
        onOpenChange={(open) => !open && setPending(null)}
        title="Restore this trip?"
        description={`${pendingLabel} goes back to In progress.`}
        confirmLabel="Restore"
        loading={busyDialog}
        onConfirm={handleConfirm}
      />
      <TypeToConfirmDialog
        open={pending?.kind === 'forever'}
        onOpenChange={(open) => !open && setPending(null)}
        title="Delete this trip forever?"
        description={`${pendingLabel}, its itinerary, billing items and notifications will be removed permanently. This cannot be undone.`}
        confirmLabel="Delete Forever"
        loading={busyDialog}
        onConfirm={handleConfirm}
      />
    </>
  );
}

function TripListSkeleton() {
  return (
    <div role="status" aria-label="Loading trips" className="overflow-hidden rounded-lg border border-border bg-surface">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={cn('flex flex-col gap-2 border-b border-border px-5 py-4 last:border-b-0', tripGrid(false))}>
          <div className="space-y-2">
            <Skeleton className="h-3 w-16" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="hidden h-4 w-3/4 lg:block" />
          <Skeleton className="hidden h-5 w-20 rounded-full lg:block" />
          <Skeleton className="h-7 w-20 rounded-full" />
          <Skeleton className="hidden h-4 w-2/3 lg:block" />
          <Skeleton className="hidden h-8 w-16 lg:block" />
        </div>
      ))}
    </div>
  );
}
