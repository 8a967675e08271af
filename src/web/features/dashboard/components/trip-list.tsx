import { useState } from 'react';
import { Luggage } from 'lucide-react';
import { toast } from '#web/components/ui/toaster';
import { ConfirmDialog, TypeToConfirmDialog } from '#web/components/ui/dialog';
import { Skeleton, SkeletonLines } from '#web/components/ui/skeleton';
import { ListEmpty } from '#web/components/list/list-states';
import { LoadError } from '#web/components/ui/error-state';
import { Pager } from '#web/components/list/pager';
import { cn } from '#web/lib/cn';
import { ApiError } from '#web/lib/api';
import { errorMessage, isStale } from '#web/lib/errors';
import { formatTripNumber } from '#shared/domain/trip-id';
import { TRIP_FOLDER_LABELS } from '#shared/domain/labels';
import { DASHBOARD_ALERTS, type TripListItem, type TripListResponse } from '#shared/contracts/trips';
import { useDeleteTripForever } from '#web/features/dashboard/api/delete-trip-forever';
import { useMoveTripToFolder } from '#web/features/dashboard/api/move-trip-to-folder';
import { usePinTrip } from '#web/features/dashboard/api/pin-trip';
import { useRestoreTrip } from '#web/features/dashboard/api/restore-trip';
import { useSetTripVisibility, useTripsSavingVisibility } from '#web/features/dashboard/api/set-trip-visibility';
import { folderLabel, type DashboardState } from '#web/features/dashboard/url-state';
import { TripRow, tripGrid, type TripAction } from './trip-row';
import { ListTable } from './list-table';

export interface TripListProps {
  state: DashboardState;
  query: { data?: TripListResponse; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; isPlaceholderData?: boolean };
  canDelete: boolean;
  onPage: (page: number) => void;
  onClearFilters: () => void;
}

/**
 * The trips of a tab: loading, empty and error states, rows, pages and the confirmations.
 * Visibility and folder writes name the version of the row shown; a 409 (someone else changed
 * the trip) shows the server's message and reloads the list (useVersionedMutation).
 */
export function TripList({ state, query, canDelete, onPage, onClearFilters }: TripListProps) {
  const pinTrip = usePinTrip();
  const setVisibility = useSetTripVisibility();
  const savingVisibility = useTripsSavingVisibility();
  const moveToFolder = useMoveTripToFolder();
  const restore = useRestoreTrip();
  const deleteForever = useDeleteTripForever();
  const [pending, setPending] = useState<Extract<TripAction, { kind: 'delete' | 'restore' | 'forever' }> | null>(null);

  function pin(trip: TripListItem) {
    pinTrip.mutate(
      { id: trip.id, pinned: !trip.pinned },
      { onError: (e) => toast.error(DASHBOARD_ALERTS.pin, { description: e.message }) },
    );
  }

  function visibility(trip: TripListItem) {
    if (savingVisibility.has(trip.id)) return;
    setVisibility.mutate(
      { id: trip.id, visibleToClient: !trip.visibleToClient, version: trip.version },
      { onError: (e) => isStale(e) || toast.error(DASHBOARD_ALERTS.visibility, { description: e.message }) },
    );
  }

  function act(action: TripAction) {
    if (action.kind !== 'move') return setPending(action);
    const label = TRIP_FOLDER_LABELS[action.folder];
    moveToFolder.mutate(
      { id: action.trip.id, folder: action.folder, version: action.trip.version },
      {
        onSuccess: () => toast.success(`${formatTripNumber(action.trip.friendlyId)} moved to ${label}`),
        onError: (e) => isStale(e) || toast.error(`Error saving folder: ${errorMessage(e)}`),
      },
    );
  }

  async function handleConfirm() {
    if (!pending) return;
    const { trip, kind } = pending;
    try {
      if (kind === 'delete') {
        await moveToFolder.mutateAsync({ id: trip.id, folder: 'deleted', version: trip.version });
        toast.success(`${formatTripNumber(trip.friendlyId)} moved to Deleted`);
      } else if (kind === 'restore') {
        await restore.mutateAsync({ id: trip.id, version: trip.version });
        toast.success(DASHBOARD_ALERTS.restored);
      } else {
        await deleteForever.mutateAsync(trip.id);
        toast.success(`${formatTripNumber(trip.friendlyId)} deleted forever`);
      }
      setPending(null);
    } catch (e) {
      if (!isStale(e)) {
        toast.error(kind === 'restore' ? DASHBOARD_ALERTS.restore : DASHBOARD_ALERTS.delete, { description: errorMessage(e) });
      }
      if (e instanceof ApiError && (e.status === 404 || e.status === 409)) setPending(null);
    }
  }

  const data = query.data;
  const busyDialog = moveToFolder.isPending || restore.isPending || deleteForever.isPending;
  const filtered = state.q !== '' || state.status !== 'all';
  const showFolder = state.folder === 'any';
  const pendingLabel = pending ? `“${pending.trip.tripName || 'Untitled trip'}” (${formatTripNumber(pending.trip.friendlyId)})` : '';

  let body;
  if (query.isPending) body = <TripListSkeleton />;
  else if (query.isError && !data) body = <LoadError title="Unable to load trips" error={query.error} onRetry={query.refetch} />;
  else if (data && data.items.length === 0) {
    body = (
      <ListEmpty
        filtered={filtered}
        onClear={onClearFilters}
        filteredTitle="No trips found"
        filteredDescription={state.q ? `No trip matches “${state.q}” with these filters.` : 'No trip has this status here.'}
        icon={<Luggage />}
        title={state.tab === 'assigned' ? 'No trips assigned to you' : `No trips in ${folderLabel(state.tab, state.folder)}`}
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
        <ListTable
          label="Trips"
          grid={tripGrid(state.folder === 'deleted')}
          faded={query.isPlaceholderData}
          busy={query.isPlaceholderData}
          columns={
            <>
              <span>Trip</span>
              <span>Client</span>
              <span>Dates</span>
              <span>Status</span>
              <span>Client view</span>
              <span>Specialist</span>
              <span className="text-right">Actions</span>
            </>
          }
        >
          {data.items.map((trip) => (
            <TripRow
              key={trip.id}
              trip={trip}
              canDelete={canDelete}
              showFolder={showFolder}
              savingVisibility={savingVisibility.has(trip.id)}
              onPin={pin}
              onVisibility={visibility}
              onAction={act}
            />
          ))}
        </ListTable>
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
        description={`${pendingLabel} goes back to the Inbox (In progress).`}
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
          <SkeletonLines lines={['h-3 w-16', 'h-5 w-3/4', 'h-3 w-1/2']} className="gap-2" />
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
