import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowUpRight, Ellipsis, Eye, EyeOff, FolderInput, Pin, RotateCcw, Trash2 } from 'lucide-react';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
import { cn } from '#web/lib/cn';
import { formatTripNumber } from '#shared/domain/trip-id';
import { TRIP_FOLDERS } from '#shared/domain/constants';
import type { TripFolder, TripListItem } from '#shared/contracts/trips';
import { TRIP_FOLDER_LABELS, travellersText, tripStatusBadge } from '#shared/domain/labels';
import { formatDateRange } from '#shared/domain/dates';
import { paths } from '#web/lib/paths';

/** Columns of the trip list from 1024 px (wider actions in Deleted); below, each trip is a card. */
export function tripGrid(deletedView: boolean): string {
  return cn(
    'lg:grid lg:items-center lg:gap-x-5',
    deletedView
      ? 'lg:grid-cols-[minmax(0,2.3fr)_minmax(0,1.7fr)_minmax(0,1.4fr)_7rem_7rem_minmax(0,1fr)_17.5rem]'
      : 'lg:grid-cols-[minmax(0,2.3fr)_minmax(0,1.7fr)_minmax(0,1.4fr)_8rem_7.5rem_minmax(0,1.1fr)_5rem]',
  );
}

export type TripAction =
  | { kind: 'delete' | 'restore' | 'forever'; trip: TripListItem }
  | { kind: 'move'; trip: TripListItem; folder: TripFolder };

export interface TripRowProps {
  trip: TripListItem;
  /** super_admin: Delete, and in Deleted, Restore and Delete Forever. */
  canDelete: boolean;
  /** Show the folder under the status (views listing several folders). */
  showFolder: boolean;
  /** Its visibility is being saved: the switch waits for the answer (and the new version). */
  savingVisibility: boolean;
  onPin: (trip: TripListItem) => void;
  onVisibility: (trip: TripListItem) => void;
  onAction: (action: TripAction) => void;
}

/** One trip: opens the trip details; pin, visibility and folder actions on the row. */
export function TripRow({ trip, canDelete, showFolder, savingVisibility, onPin, onVisibility, onAction }: TripRowProps) {
  const status = tripStatusBadge(trip.status);
  const number = formatTripNumber(trip.friendlyId);
  const name = trip.tripName || 'Untitled trip';
  const dates = formatDateRange(trip.startDate, trip.endDate, 'compact');
  const travellers = travellersText(trip.travelersAdults, trip.travelersChildren);
  const deleted = trip.folder === 'deleted';
  const moveTo = TRIP_FOLDERS.filter((f) => f !== 'deleted' && f !== trip.folder);

  return (
    <li
      className={cn(
        'group relative flex flex-col gap-2.5 border-b border-border px-4 py-4 transition-colors last:border-b-0 sm:px-5',
        'hover:bg-surface-muted/60 focus-within:bg-surface-muted/60',
        tripGrid(deleted),
        'lg:py-3.5',
        trip.pinned && 'bg-accent-soft/35 shadow-[inset_3px_0_0_var(--color-accent)]',
      )}
    >
      {/* Trip: number, name (the row's link), destination; on cards also status and dates. */}
      <div className="min-w-0 pr-20 lg:pr-0">
        <div className="mb-1 flex flex-wrap items-center gap-2 text-xs text-muted">
          <span className="font-medium tracking-wide tabular-nums">{number}</span>
          {trip.pinned ? (
            <span className="inline-flex items-center gap-1 text-accent">
              <Pin aria-hidden className="size-3 fill-current" /> Pinned
            </span>
          ) : null}
          <Badge tone={status.tone} className="lg:hidden">
            {status.label}
          </Badge>
        </div>
        <Link
          to={paths.tripDetails(trip.id)}
          className="block truncate font-display text-lg leading-snug font-semibold text-foreground after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-accent focus-visible:after:rounded-md focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring"
          title={name}
        >
          {name}
        </Link>
        <p className="truncate text-sm text-muted">{trip.destination || 'Destination to be decided'}</p>
        <p className="mt-1 text-sm text-muted lg:hidden">
          {dates ?? 'Dates to be set'} · {travellers}
        </p>
      </div>

      {/* Client */}
      <div className="min-w-0 text-sm">
        <span className="text-xs tracking-wide text-muted uppercase lg:hidden">Client </span>
        {trip.client ? (
          <>
            <span className="truncate text-foreground lg:block" title={trip.client.name || trip.client.email}>
              {trip.client.name || trip.client.email}
            </span>
            {trip.client.name ? (
              <span className="hidden truncate text-muted lg:block" title={trip.client.email}>
                {trip.client.email}
              </span>
            ) : null}
          </>
        ) : (
          <span className="text-muted">No client yet</span>
        )}
      </div>

      {/* Dates and travellers */}
      <div className="hidden min-w-0 text-sm lg:block">
        <span className="block truncate text-foreground">{dates ?? 'Dates to be set'}</span>
        <span className="block truncate text-muted">{travellers}</span>
      </div>

      {/* Status (and folder where the view mixes folders) */}
      <div className="hidden flex-col items-start gap-1 lg:flex">
        <Badge tone={status.tone}>{status.label}</Badge>
        {showFolder ? <span className="text-xs text-muted">{TRIP_FOLDER_LABELS[trip.folder]}</span> : null}
      </div>

      {/* Visibility + specialist share a line on cards. */}
      <div className="flex items-center justify-between gap-3 lg:contents">
        <div className="relative z-10 self-start lg:flex lg:items-center lg:self-auto">
          <VisibilityToggle trip={trip} name={name} saving={savingVisibility} onToggle={() => onVisibility(trip)} />
        </div>
        <div className="min-w-0 text-right text-sm lg:text-left">
          <span className="text-xs tracking-wide text-muted uppercase lg:hidden">Specialist </span>
          <span className={cn('truncate', trip.specialist ? 'text-foreground' : 'text-muted')}>
            {trip.specialist ? trip.specialist.name || trip.specialist.email : 'Unassigned'}
          </span>
        </div>
      </div>

      {/* Actions: top right on cards, last column on wide screens. */}
      <div className="absolute top-3 right-3 z-10 flex items-center gap-1 lg:static lg:justify-end">
        {deleted && canDelete ? (
          <div className="hidden items-center gap-2 lg:flex">
            <Button size="sm" variant="secondary" onClick={() => onAction({ kind: 'restore', trip })}>
              <RotateCcw aria-hidden /> Restore
            </Button>
            <Button size="sm" variant="danger" onClick={() => onAction({ kind: 'forever', trip })}>
              <Trash2 aria-hidden /> Delete Forever
            </Button>
          </div>
        ) : null}
        <button
          type="button"
          hidden={deleted}
          onClick={() => onPin(trip)}
          aria-pressed={trip.pinned}
          aria-label={`${trip.pinned ? 'Unpin' : 'Pin'} ${number} ${name}`}
          title={trip.pinned ? 'Unpin' : 'Pin to the top'}
          className={cn(
            'inline-flex size-9 items-center justify-center rounded-md transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring',
            trip.pinned ? 'text-accent' : 'text-muted hover:text-foreground',
          )}
        >
          <Pin aria-hidden className={cn('size-4', trip.pinned && 'fill-current')} />
        </button>
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger
            aria-label={`Actions for ${number} ${name}`}
            className="inline-flex size-9 items-center justify-center rounded-md text-muted transition-colors hover:bg-surface hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=open]:bg-surface data-[state=open]:text-foreground"
          >
            <Ellipsis aria-hidden className="size-4" />
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem asChild>
              <Link to={paths.tripDetails(trip.id)}>
                <ArrowUpRight aria-hidden /> Open trip
              </Link>
            </DropdownMenuItem>
            {deleted ? (
              canDelete ? (
                <>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem onSelect={() => onAction({ kind: 'restore', trip })}>
                    <RotateCcw aria-hidden /> Restore
                  </DropdownMenuItem>
                  <DropdownMenuItem tone="danger" onSelect={() => onAction({ kind: 'forever', trip })}>
                    <Trash2 aria-hidden /> Delete Forever
                  </DropdownMenuItem>
                </>
              ) : null
            ) : (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuLabel>Move to folder</DropdownMenuLabel>
                {moveTo.map((f) => (
                  <DropdownMenuItem key={f} onSelect={() => onAction({ kind: 'move', trip, folder: f })}>
                    <FolderInput aria-hidden /> {TRIP_FOLDER_LABELS[f]}
                  </DropdownMenuItem>
                ))}
                {canDelete ? (
                  <>
                    <DropdownMenuSeparator />
                    <DropdownMenuItem tone="danger" onSelect={() => onAction({ kind: 'delete', trip })}>
                      <Trash2 aria-hidden /> Delete
                    </DropdownMenuItem>
                  </>
                ) : null}
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </li>
  );
}

/** Visible / Masqué: whether the client sees the trip in their account. */
function VisibilityToggle({ trip, name, saving, onToggle }: { trip: TripListItem; name: string; saving: boolean; onToggle: () => void }) {
  const visible = trip.visibleToClient;
  const id = useId();
  // The name starts with the word shown (axe label-content-name-mismatch), then says what it is:
  // 'Masqué, visible to the client: #12 Name'.
  return (
    <>
      <span hidden id={`${id}-what`}>
        , visible to the client: {formatTripNumber(trip.friendlyId)} {name}
      </span>
      <button
        type="button"
        role="switch"
        aria-labelledby={`${id}-state ${id}-what`}
        aria-checked={visible}
        aria-busy={saving || undefined}
        onClick={onToggle}
        title={visible ? 'The client sees this trip. Click to hide it.' : 'Hidden from the client. Click to show it.'}
        className={cn(
          'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-xs font-medium ring-1 ring-inset transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          visible
            ? 'bg-emerald-50 text-emerald-800 ring-emerald-700/20 hover:bg-emerald-100 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/25 dark:hover:bg-emerald-400/20'
            : 'bg-surface-muted text-foreground ring-border-strong/40 hover:bg-surface',
        )}
      >
        {visible ? <Eye aria-hidden className="size-3.5" /> : <EyeOff aria-hidden className="size-3.5" />}
        <span id={`${id}-state`}>{visible ? 'Visible' : 'Masqué'}</span>
      </button>
    </>
  );
}
