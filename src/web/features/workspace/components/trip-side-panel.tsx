import { lazy, Suspense } from 'react';
import { LazyMap } from '#web/components/map/lazy-map';
import { Skeleton } from '#web/components/ui/skeleton';
import { selectedOption } from '#shared/domain/slots';
import type { Day, Option } from '#shared/domain/itinerary';
import type { TripDetail } from '#shared/contracts/trip-detail';
import { dayStops, tripStops } from '#shared/domain/distances';
import { TripMapModal } from './trip-map-modal';

/** A place's details load when one is first opened (ADR 033). */
const PlaceDetail = lazy(() => import('./place-detail').then((m) => ({ default: m.PlaceDetail })));

export const SELECT_A_DAY = 'Select a day to view itinerary';
export const NO_ACTIVITIES_SELECTED = 'No activities selected yet';

/** 'Today's Itinerary': the chosen place of each slot of the day, in order. */
function TodaysItinerary({ day, onShowPlace }: { day: Day | undefined; onShowPlace: (o: Option) => void }) {
  const chosen = day?.timeSlots.flatMap((s) => {
    const o = selectedOption(s);
    return o ? [{ slot: s, option: o }] : [];
  });
  return (
    <section aria-label="Today's Itinerary" className="rounded-xl border border-border bg-surface p-5">
      <h2 className="font-display text-xl font-semibold text-foreground">Today&apos;s Itinerary</h2>
      {!day ? (
        <p className="mt-3 text-sm text-muted">{SELECT_A_DAY}</p>
      ) : !chosen?.length ? (
        <p className="mt-3 text-sm text-muted">{NO_ACTIVITIES_SELECTED}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3">
          {chosen.map(({ slot, option }, i) => (
            <li key={slot.id} className="flex gap-3">
              <span aria-hidden className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-primary-foreground">
                {i + 1}
              </span>
              <button type="button" className="min-w-0 text-left" onClick={() => onShowPlace(option)}>
                <span className="block text-xs text-muted tabular-nums">
                  {slot.startTime} – {slot.endTime}
                </span>
                <span className="block truncate text-sm font-medium text-foreground hover:text-accent">{option.name}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The right panel (spec §2): the map (hide, fullscreen, full itinerary), a place's details or Today's Itinerary. */
export function TripSidePanel({
  trip,
  day,
  dayNumber,
  place,
  onShowPlace,
  onClosePlace,
}: {
  trip: TripDetail;
  day: Day | undefined;
  dayNumber: number | undefined;
  place: Option | null;
  onShowPlace: (o: Option) => void;
  onClosePlace: () => void;
}) {
  const stops = day ? dayStops(day) : tripStops(trip.days);
  return (
    <div className="flex flex-col gap-4 p-4">
      <TripMapModal trip={trip} onShowPlace={onShowPlace} />
      <LazyMap
        stops={stops}
        fullItinerary={day ? tripStops(trip.days) : undefined}
        title={day ? `Day ${dayNumber} map` : 'Trip Map'}
        className="h-[320px] xl:h-[380px]"
      />
      {place ? (
        <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
          <PlaceDetail option={place} onClose={onClosePlace} />
        </Suspense>
      ) : (
        <TodaysItinerary day={day} onShowPlace={onShowPlace} />
      )}
    </div>
  );
}
