import { useState } from 'react';
import { ChevronDown, MapPin } from 'lucide-react';
import { LegLine, PlaceImage } from '#web/components/trip';
import { ItineraryPdfLink } from '#web/features/billing';
import { cn } from '#web/lib/cn';
import { formatDate } from '#shared/domain/dates';
import { selectedOption } from '#shared/domain/slots';
import type { Day } from '#shared/domain/itinerary';
import { dayLegLabels } from '#shared/domain/distances';
import { TripPageFrame } from './trip-page-frame';
import { NO_ACTIVITIES_SELECTED } from './trip-side-panel';

function ItineraryDay({ day, number, open, onToggle }: { day: Day; number: number; open: boolean; onToggle: () => void }) {
  const legs = open ? dayLegLabels(day, 'miles') : null;
  return (
    <li className="overflow-hidden rounded-xl border border-border bg-surface">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-surface-muted sm:px-6"
        >
          <span className="min-w-0">
            <span className="block text-xs font-medium tracking-[0.2em] text-accent uppercase">
              Day {number}
              {day.date ? ` · ${formatDate(day.date)}` : ''}
            </span>
            <span className="block font-display text-2xl font-semibold text-foreground">{day.title || `Day ${number}`}</span>
          </span>
          <ChevronDown aria-hidden className={cn('size-5 shrink-0 text-muted transition-transform', open && 'rotate-180')} />
        </button>
      </h2>
      {open ? (
        <ol className="flex flex-col gap-0 border-t border-border px-5 py-4 sm:px-6">
          {day.timeSlots.length === 0 ? <li className="text-sm text-muted">No activities scheduled</li> : null}
          {day.timeSlots.map((slot) => {
            const o = selectedOption(slot);
            const leg = legs?.get(slot.id);
            return (
              <li key={slot.id} className="relative flex gap-4 border-l border-border-strong/50 pb-6 pl-6 last:pb-1">
                <span aria-hidden className={cn('absolute top-1 -left-[5px] size-2.5 rounded-full', o ? 'bg-success' : 'bg-border-strong')} />
                <div className="w-24 shrink-0 text-sm text-muted tabular-nums">
                  {slot.startTime} – {slot.endTime}
                </div>
                <div className="flex min-w-0 flex-1 gap-4">
                  {o ? <PlaceImage src={o.image} className="hidden size-16 shrink-0 rounded-md sm:block" width={64} height={64} /> : null}
                  <div className="min-w-0">
                    {leg ? <LegLine leg={leg} className="mb-1" /> : null}
                    <p className="text-xs tracking-wide text-muted uppercase">{slot.title}</p>
                    <p className={cn('font-medium', o ? 'text-foreground' : 'text-muted italic')}>{o ? o.name : NO_ACTIVITIES_SELECTED}</p>
                    {o?.address ? (
                      <p className="mt-0.5 flex items-center gap-1 text-xs text-muted">
                        <MapPin aria-hidden className="size-3" /> {o.address}
                      </p>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </li>
  );
}

/** /itinerary (spec §2): the whole trip day by day, the first day expanded. */
export function ItineraryPage() {
  return (
    <TripPageFrame title="Itinerary">
      {(trip) => (
        <>
          {/* The printable itinerary, generated on the server (issue 11). */}
          <div className="mb-4 flex justify-end">
            <ItineraryPdfLink tripId={trip.id} label="Download PDF" />
          </div>
          <ItineraryDays days={trip.days} />
        </>
      )}
    </TripPageFrame>
  );
}

function ItineraryDays({ days }: { days: Day[] }) {
  const [open, setOpen] = useState<Record<string, boolean>>(() => (days[0] ? { [days[0].id]: true } : {}));
  if (!days.length) return <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted">No itinerary planned yet</p>;
  return (
    <ol className="flex flex-col gap-4">
      {days.map((day, i) => (
        <ItineraryDay key={day.id} day={day} number={i + 1} open={!!open[day.id]} onToggle={() => setOpen((o) => ({ ...o, [day.id]: !o[day.id] }))} />
      ))}
    </ol>
  );
}
