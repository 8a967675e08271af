/**
 * 'Chosen activities, not yet billed' (issue 18 §7): the itinerary's chosen activities that no
 * billing line holds yet, priced as they would be billed today. A client's billing page no longer
 * reads 'Total €0.00' while the trip shows thousands of chosen activities: the page tells the same
 * story as the trip's Budget Summary, and says which figures are estimates.
 */
import { useMemo } from 'react';
import { Card, Skeleton } from '#web/components/ui';
import { formatDate } from '#shared/domain/dates';
import { lineInCurrency } from '#shared/domain/costs';
import { unbilledChoices } from '#shared/domain/billing-lines';
import type { BillingItem } from '#shared/contracts/billing';
import type { TripDetail } from '#shared/contracts/trip-detail';

export function EstimatesSection({
  trip,
  failed,
  items,
  currency,
  rate,
  billedTotalCents,
  money,
  organizing,
}: {
  trip: TripDetail | undefined;
  /** The trip could not be read: the estimates are left out, the billed lines still show. */
  failed: boolean;
  /** The EUR billing lines (identity only is read). */
  items: readonly BillingItem[];
  currency: 'EUR' | 'USD';
  rate: number;
  /** The page's Total, in the shown currency. */
  billedTotalCents: number;
  money: (cents: number) => string;
  organizing: boolean;
}) {
  const estimates = useMemo(() => {
    if (!trip) return null;
    const { choices } = unbilledChoices(trip.days, items, { adults: trip.travelersAdults, children: trip.travelersChildren });
    const lines = choices.map((c) => ({ ...c, shown: lineInCurrency({ unitCents: c.unitCents, amountCents: c.amountCents, billed: false }, currency, rate) }));
    return { lines, totalCents: lines.reduce((sum, l) => sum + l.shown.amountCents, 0) };
  }, [trip, items, currency, rate]);

  if (failed) return null;
  if (!trip) return <Skeleton className="h-32" />;
  if (!estimates || estimates.lines.length === 0) return null;
  return (
    <section aria-labelledby="billing-estimates" className="space-y-4" data-testid="billing-estimates">
      <div>
        <h2 id="billing-estimates" className="font-display text-2xl font-semibold text-foreground">
          Chosen activities, not yet billed
        </h2>
        <p className="mt-1 text-sm text-muted">
          {organizing
            ? 'Estimates at today’s cost: the client sees them here until you add them to billing.'
            : 'The activities chosen in your itinerary. Until your travel specialist bills them, these prices are estimates at today’s cost.'}
        </p>
      </div>
      <Card className="p-0">
        <ul className="divide-y divide-border">
          {estimates.lines.map(({ day, dayIndex, slot, option, shown }) => (
            <li key={`${day.id}-${slot.id}`} className="flex items-start justify-between gap-4 px-4 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium break-words text-foreground">{option.name}</p>
                <p className="text-xs text-muted">{[`Day ${dayIndex + 1}`, day.date ? formatDate(day.date) : '', slot.startTime].filter(Boolean).join(' · ')}</p>
              </div>
              <p className="whitespace-nowrap text-muted tabular-nums">{shown.amountCents === 0 ? 'Included' : `${money(shown.amountCents)} est.`}</p>
            </li>
          ))}
        </ul>
        <dl className="space-y-1 border-t border-border px-4 py-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Estimated, not yet billed</dt>
            <dd className="tabular-nums text-foreground" data-testid="estimates-total">
              {money(estimates.totalCents)}
            </dd>
          </div>
          <div className="flex justify-between gap-4 font-medium">
            <dt className="text-foreground">Total with estimates</dt>
            <dd className="tabular-nums text-foreground" data-testid="estimates-grand-total">
              {money(billedTotalCents + estimates.totalCents)}
            </dd>
          </div>
        </dl>
      </Card>
    </section>
  );
}
