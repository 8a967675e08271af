import { CalendarDays, MapPin, Users } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog';
import { formatDateRange } from '#shared/domain/dates';
import { travellersText } from '#shared/domain/labels';
import type { WorkspaceTrip } from '#shared/contracts/workspace';
import { TripCover } from './trip-cover';
import { TripStatusPill } from './trip-status';

/** 'Select a Trip' (spec §2): the trips to open a section with, when there are several. */
export function SelectTripDialog({
  open,
  onOpenChange,
  trips,
  onSelect,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trips: readonly WorkspaceTrip[];
  onSelect: (trip: WorkspaceTrip) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Select a Trip</DialogTitle>
          <DialogDescription>Choose the trip you would like to open.</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-3">
          {trips.map((trip) => (
            <li key={trip.id}>
              <button
                type="button"
                onClick={() => onSelect(trip)}
                className="group flex w-full items-center gap-4 rounded-lg border border-border bg-surface p-3 text-left transition-colors hover:border-accent hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <div className="size-16 shrink-0 overflow-hidden rounded-md sm:size-20">
                  <TripCover url={trip.photoUrl} destination={trip.destination} />
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="truncate font-display text-lg font-semibold text-foreground">{trip.tripName}</span>
                    <TripStatusPill status={trip.status} />
                  </div>
                  <span className="flex items-center gap-1.5 text-sm text-muted">
                    <MapPin aria-hidden className="size-3.5" /> {trip.destination}
                  </span>
                  <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
                    <span className="flex items-center gap-1.5">
                      <CalendarDays aria-hidden className="size-3.5" /> {formatDateRange(trip.startDate, trip.endDate, 'compact') ?? 'Dates to be confirmed'}
                    </span>
                    <span className="flex items-center gap-1.5">
                      <Users aria-hidden className="size-3.5" /> {travellersText(trip.travelersAdults, trip.travelersChildren)}
                    </span>
                  </span>
                </div>
              </button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
