import { useState } from 'react';
import { ChevronDown, Compass } from 'lucide-react';
import { LazyMap } from '#web/components/map/lazy-map';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog';
import { cn } from '#web/lib/cn';
import type { Day, Option } from '#shared/domain/itinerary';
import { formatActivityCost } from '#shared/domain/costs';
import type { TripDetail } from '#shared/contracts/trip-detail';
import { tripStops } from '#shared/domain/distances';

/** The activities proposed but not chosen, per day: what is left to discover. */
export function discoveries(days: readonly Day[]): { day: Day; number: number; options: Option[] }[] {
  return days
    .map((day, i) => ({
      day,
      number: i + 1,
      options: day.timeSlots.flatMap((s) => s.options.filter((o) => o.id !== s.selectedPlace)),
    }))
    .filter((d) => d.options.length > 0);
}

/**
 * The fullscreen 'Trip Map' dialog (spec §2): every chosen place of the trip, and a collapsible
 * 'Discovery' list. Loaded when first opened (trip-map-modal.tsx, ADR 033).
 */
export default function TripMapDialog({
  trip,
  onShowPlace,
  open,
  setOpen,
}: {
  trip: TripDetail;
  onShowPlace: (o: Option) => void;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const [listOpen, setListOpen] = useState(true);
  const found = discoveries(trip.days);
  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent size="xl" className="sm:max-w-[min(96vw,84rem)]">
          <DialogHeader>
            <DialogTitle>Trip Map</DialogTitle>
            <DialogDescription>
              {trip.tripName} · every chosen place, day by day.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
            <LazyMap stops={tripStops(trip.days)} title={`${trip.tripName} map`} className="h-[55dvh] min-h-[320px]" />
            <section aria-labelledby="discovery-title" className="flex min-h-0 flex-col rounded-xl border border-border bg-surface">
              <h3 id="discovery-title">
                <button
                  type="button"
                  aria-expanded={listOpen}
                  onClick={() => setListOpen((o) => !o)}
                  className="flex w-full items-center justify-between gap-2 px-4 py-3 text-left font-display text-xl font-semibold text-foreground"
                >
                  <span className="flex items-center gap-2">
                    <Compass aria-hidden className="size-4 text-accent" /> Discovery
                  </span>
                  <ChevronDown aria-hidden className={cn('size-4 text-muted transition-transform', listOpen && 'rotate-180')} />
                </button>
              </h3>
              {listOpen ? (
                <div className="max-h-[50dvh] overflow-y-auto border-t border-border px-4 py-3">
                  {found.length === 0 ? (
                    <p className="text-sm text-muted">Every proposed activity is chosen.</p>
                  ) : (
                    found.map(({ day, number, options }) => (
                      <div key={day.id} className="mb-4 last:mb-0">
                        <p className="text-[0.7rem] tracking-[0.18em] text-accent uppercase">Day {number}</p>
                        <ul className="mt-1 flex flex-col gap-1">
                          {options.map((o) => (
                            <li key={o.id}>
                              <button
                                type="button"
                                className="flex w-full items-baseline justify-between gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-surface-muted"
                                onClick={() => {
                                  onShowPlace(o);
                                  setOpen(false);
                                }}
                              >
                                <span className="min-w-0 truncate text-foreground">{o.name}</span>
                                <span className="shrink-0 text-xs text-muted">{formatActivityCost(o.cost)}</span>
                              </button>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))
                  )}
                </div>
              ) : null}
            </section>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
