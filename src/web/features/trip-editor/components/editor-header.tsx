import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, CalendarRange, Check, CircleAlert, Eye, EyeOff, FileText, Menu, Receipt, RotateCw, Wand2, type LucideIcon } from 'lucide-react';
import { Button, buttonClasses } from '#web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
import { Spinner } from '#web/components/ui/spinner';
import { cn } from '#web/lib/cn';
import { paths } from '#web/lib/paths';
import { saveStatusText, type SaveState } from '#web/features/trips';
import { formatTripNumber } from '#shared/domain/trip-id';
import type { TripDetail } from '#shared/contracts/trip-detail';

export const VISIBLE_TO_CLIENT = 'Visible to Client';
export const HIDDEN_FROM_CLIENT = 'Hidden from Client';

/** The client key used in links: their friendly id, else their user id (spec §2 client-view). */
export const clientKey = (trip: TripDetail) => (trip.client ? (trip.client.friendlyId ? String(trip.client.friendlyId) : trip.client.id) : null);

/**
 * The trip's pages, in the order the header shows them (buttons on wide screens, the menu on
 * phones): the workspace pages in organizer mode, then with a client View as Client and Organizer Mode,
 * which the phone menu sets apart (newGroup).
 */
function tripPages(trip: TripDetail): { label: string; to: string; icon: LucideIcon; newGroup?: boolean }[] {
  const p = { tripId: trip.id, organizerMode: true };
  const key = clientKey(trip);
  return [
    { label: 'Itinerary', to: paths.itinerary(p), icon: CalendarRange },
    { label: 'Billing', to: paths.billing(p), icon: Receipt },
    { label: 'Activity Summary', to: paths.activitySummary(p), icon: FileText },
    ...(key
      ? [
          { label: 'View as Client', to: paths.clientView(key), icon: Eye, newGroup: true },
          { label: 'Organizer Mode', to: paths.organizerMode(key, trip.id), icon: Wand2 },
        ]
      : []),
  ];
}

/** 'Saving...', 'Saved', or the failure with Retry (issue 9 §2: a visible save state). */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const text = saveStatusText(state);
  if (!text) return <span aria-live="polite" className="sr-only" />;
  return (
    <span
      aria-live="polite"
      data-testid="save-status"
      className={cn(
        'inline-flex items-center gap-1.5 text-sm',
        state.status === 'error' ? 'text-danger' : state.status === 'stale' ? 'text-danger' : 'text-muted',
      )}
    >
      {state.status === 'saving' && <Spinner size="sm" />}
      {state.status === 'saved' && <Check aria-hidden className="size-4 text-success" />}
      {(state.status === 'error' || state.status === 'stale') && <CircleAlert aria-hidden className="size-4" />}
      <span className="max-w-64 truncate sm:max-w-96" title={text}>
        {text}
      </span>
      {state.status === 'error' && state.pending > 0 && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden /> Retry
        </Button>
      )}
    </span>
  );
}

export interface EditorHeaderProps {
  trip: TripDetail;
  visible: boolean;
  onToggleVisible: () => void;
  state: SaveState;
  onRetry: () => void;
  /** The plan checker's count ('3 to check'), beside the save status. */
  checks?: ReactNode;
}

/**
 * The trip-details header (spec §2): back, '#friendly_id', the client's name or e-mail, the
 * workspace pages in organizer mode, 'View as Client' and 'Organizer Mode' with a client, the
 * visibility toggle; on phones the same actions in a menu.
 */
export function EditorHeader({ trip, visible, onToggleVisible, state, onRetry, checks }: EditorHeaderProps) {
  const pages = tripPages(trip);
  const who = trip.client ? trip.client.name || trip.client.email : null;
  const visibility = (
    <Button
      variant={visible ? 'secondary' : 'ghost'}
      size="sm"
      aria-pressed={visible}
      onClick={onToggleVisible}
      className={cn(!visible && 'border border-dashed border-border-strong')}
    >
      {visible ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
      {visible ? VISIBLE_TO_CLIENT : HIDDEN_FROM_CLIENT}
    </Button>
  );
  return (
    <header className="mb-8 border-b border-border pb-6">
      <div className="flex items-start gap-3">
        <Link to={paths.backoffice()} aria-label="Back" className={buttonClasses('ghost', 'icon', '-ml-2 mt-1 shrink-0')}>
          <ArrowLeft aria-hidden />
        </Link>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium tracking-[0.2em] text-accent uppercase">
            Trip <span data-testid="trip-number">{formatTripNumber(trip.friendlyId)}</span>
          </p>
          <h1 className="mt-1 font-display text-3xl font-semibold break-words text-foreground sm:text-4xl">{trip.tripName || 'Untitled trip'}</h1>
          <p className="mt-1 text-muted">{who ?? 'No client yet'}</p>
        </div>
        <div className="lg:hidden">
          <DropdownMenu>
            <DropdownMenuTrigger className={buttonClasses('secondary', 'icon')} aria-label="Trip actions">
              <Menu aria-hidden />
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {pages.map((page) => (
                <Fragment key={page.label}>
                  {page.newGroup && <DropdownMenuSeparator />}
                  <DropdownMenuItem asChild>
                    <Link to={page.to}>
                      <page.icon aria-hidden /> {page.label}
                    </Link>
                  </DropdownMenuItem>
                </Fragment>
              ))}
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={onToggleVisible}>
                {visible ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
                {visible ? VISIBLE_TO_CLIENT : HIDDEN_FROM_CLIENT}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Trip pages" className="hidden flex-wrap items-center gap-2 lg:flex">
          {pages.map((page) => (
            <Link key={page.label} to={page.to} className={buttonClasses('secondary', 'sm')}>
              <page.icon aria-hidden /> {page.label}
            </Link>
          ))}
          {visibility}
        </nav>
        <div className="lg:hidden">{visibility}</div>
        <div className="ml-auto flex flex-wrap items-center gap-3">
          {checks}
          <SaveStatus state={state} onRetry={onRetry} />
        </div>
      </div>
    </header>
  );
}
