import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#web/components/ui/toaster';
import { paths } from '#web/lib/paths';
import { activityCost, dayActivityCost, formatActivityCost, formatMoney, itineraryActivityCost, travellerCount } from '#shared/domain/costs';
import { formatDate } from '#shared/domain/dates';
import { selectedOption } from '#shared/domain/slots';
import type { TripDetail } from '#shared/contracts/trip-detail';
import { WORKSPACE_MESSAGES } from '#shared/contracts/workspace';
import { useWorkspaceParams } from '#web/features/workspace/api/workspace-params';
import { TripPageFrame } from './trip-page-frame';

const eur = (n: number) => formatMoney(n, 'EUR');

function Summary({ trip }: { trip: TripDetail }) {
  const travellers = { adults: trip.travelersAdults, children: trip.travelersChildren };
  const people = travellerCount(travellers);
  const total = itineraryActivityCost(trip.days, travellers);
  const anyChosen = trip.days.some((d) => d.timeSlots.some((s) => selectedOption(s)));
  return (
    <div className="flex flex-col gap-6">
      {!anyChosen ? <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted">No activities selected yet</p> : null}
      {trip.days.map((day, i) => {
        const chosen = day.timeSlots.flatMap((s) => {
          const o = selectedOption(s);
          return o ? [{ slot: s, option: o }] : [];
        });
        return (
          <section key={day.id} aria-label={`Day ${i + 1}`} className="rounded-xl border border-border bg-surface">
            <header className="flex items-start justify-between gap-4 border-b border-border px-5 py-4 sm:px-6">
              <div className="min-w-0">
                <p className="text-xs font-medium tracking-[0.2em] text-accent uppercase">
                  Day {i + 1}
                  {day.date ? ` · ${formatDate(day.date)}` : ''}
                </p>
                <h2 className="font-display text-xl font-semibold text-foreground">{day.title || `Day ${i + 1}`}</h2>
              </div>
              <p className="shrink-0 font-display text-xl font-semibold text-foreground tabular-nums" data-testid="day-total">
                {eur(dayActivityCost(day, travellers))}
              </p>
            </header>
            {chosen.length === 0 ? (
              <p className="px-5 py-4 text-sm text-muted sm:px-6">No activities selected yet</p>
            ) : (
              // Fixed columns: the figures of every day line up from one table to the next.
              <table className="w-full table-fixed text-sm">
                <caption className="sr-only">Chosen activities of day {i + 1}</caption>
                <thead className="text-left text-xs tracking-wide text-muted uppercase">
                  <tr>
                    <th scope="col" className="px-5 py-2 font-medium sm:px-6">Activity</th>
                    <th scope="col" className="hidden w-28 px-3 py-2 text-right font-medium sm:table-cell">Per person</th>
                    <th scope="col" className="hidden w-28 px-3 py-2 text-right font-medium sm:table-cell">Travellers</th>
                    <th scope="col" className="w-32 px-5 py-2 text-right font-medium sm:px-6">Cost</th>
                  </tr>
                </thead>
                <tbody>
                  {chosen.map(({ slot, option }) => (
                    <tr key={slot.id} className="border-t border-border">
                      <td className="px-5 py-3 sm:px-6">
                        <span className="block text-xs text-muted tabular-nums">
                          {slot.startTime} – {slot.endTime}
                        </span>
                        <span className="font-medium text-foreground">{option.name}</span>
                      </td>
                      <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell">{formatActivityCost(option.cost, { perPerson: false })}</td>
                      <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell">{option.lockCost ? 'Fixed' : `× ${people}`}</td>
                      <td className="px-5 py-3 text-right tabular-nums sm:px-6">{formatActivityCost(activityCost(option, travellers), { perPerson: false })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        );
      })}
      <div className="flex items-center justify-between rounded-xl border border-accent-decor/50 bg-accent-soft/50 px-5 py-5 sm:px-6">
        <p className="font-display text-2xl font-semibold text-foreground">Grand total</p>
        <p className="font-display text-3xl font-semibold text-foreground tabular-nums" data-testid="grand-total">
          {eur(total)}
        </p>
      </div>
      <p className="text-xs text-muted">Activity costs in EUR: price per person × travellers, or once for a fixed-price activity.</p>
    </div>
  );
}

/** /activity-summary (spec §2): per-day costs and the grand total in EUR; without tripId, back to /account. */
export function ActivitySummaryPage() {
  const params = useWorkspaceParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (!params.tripId) {
      toast.error(WORKSPACE_MESSAGES.noTripId, { id: 'no-trip-id' });
      void navigate(paths.account(), { replace: true });
    }
  }, [params.tripId, navigate]);
  if (!params.tripId) return null;
  return <TripPageFrame title="Activity Summary">{(trip) => <Summary trip={trip} />}</TripPageFrame>;
}
