import { Link } from 'react-router';
import { CalendarDays, Eye, EyeOff, MapPin, Users, Wallet } from 'lucide-react';
import { toast } from '#web/components/ui/toaster';
import { cn } from '#web/lib/cn';
import { errorMessage } from '#web/lib/errors';
import { formatDateRange } from '#shared/domain/dates';
import { formatMoney } from '#shared/domain/costs';
import { travellersText } from '#shared/domain/labels';
import type { WorkspaceTrip } from '#shared/contracts/workspace';
import { useToggleTripVisibility } from '#web/features/workspace/api/trip-visibility';
import { TripCover } from './trip-cover';
import { TripFolderBadge, TripStatusPill } from './trip-status';

function VisibilityToggle({ trip }: { trip: WorkspaceTrip }) {
  const toggle = useToggleTripVisibility();
  const label = trip.visibleToClient ? 'Visible to client' : 'Hidden from client';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={trip.visibleToClient}
      aria-label={`${label}: ${trip.tripName}`}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { tripId: trip.id, visible: !trip.visibleToClient, version: trip.version },
          { onError: (err) => toast.error(`Error updating visibility: ${errorMessage(err)}`) },
        )
      }
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60',
        trip.visibleToClient
          ? 'border-emerald-700/25 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-300'
          : 'border-border-strong bg-surface-muted text-muted',
      )}
    >
      {trip.visibleToClient ? <Eye aria-hidden className="size-3.5" /> : <EyeOff aria-hidden className="size-3.5" />}
      {trip.visibleToClient ? 'Visible' : 'Hidden'}
    </button>
  );
}

/** One trip of the My Trips grid (spec §2): cover, status, folder badge, name, destination, dates, travellers, budget. */
export function TripCard({ trip, to, organizer }: { trip: WorkspaceTrip; to: string; organizer: boolean }) {
  return (
    <article
      data-testid="trip-card"
      className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm shadow-ink/5 transition-all hover:-translate-y-0.5 hover:border-accent-decor hover:shadow-lg hover:shadow-ink/10"
    >
      <div className="relative aspect-[16/10] overflow-hidden">
        <TripCover url={trip.photoUrl} destination={trip.destination} className="transition-transform duration-500 group-hover:scale-[1.03]" />
        {/* A solid backing keeps the translucent pills readable over any cover, light or dark. */}
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5 rounded-full bg-surface p-0.5 shadow-sm">
          <TripStatusPill status={trip.status} />
          <TripFolderBadge folder={trip.folder} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h3 className="font-display text-2xl leading-tight font-semibold text-foreground">
            <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-none">
              {trip.tripName}
            </Link>
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
            <MapPin aria-hidden className="size-3.5 text-accent" /> {trip.destination}
          </p>
        </div>
        <dl className="mt-auto grid gap-1.5 text-sm text-muted">
          <div className="flex items-center gap-2">
            <dt className="sr-only">Dates</dt>
            <CalendarDays aria-hidden className="size-3.5" />
            <dd>{formatDateRange(trip.startDate, trip.endDate, 'compact') ?? 'Dates to be confirmed'}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">Travellers</dt>
            <Users aria-hidden className="size-3.5" />
            <dd>{travellersText(trip.travelersAdults, trip.travelersChildren)}</dd>
          </div>
          {trip.budgetEur !== null ? (
            <div className="flex items-center gap-2">
              <dt className="sr-only">Budget</dt>
              <Wallet aria-hidden className="size-3.5" />
              <dd>{formatMoney(trip.budgetEur, trip.currency)}</dd>
            </div>
          ) : null}
        </dl>
        {organizer ? (
          <div className="relative z-10 flex items-center justify-between border-t border-border pt-3">
            <span className="text-xs text-muted">#{trip.friendlyId}</span>
            <VisibilityToggle trip={trip} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
