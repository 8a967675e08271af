import { Wallet } from 'lucide-react';
import { cn } from '#web/lib/cn';
import { budgetStanding, formatMoney, formatRate, itineraryActivityCost } from '#shared/domain/costs';
import { RATE_DECIMALS_WORKSPACE } from '#shared/domain/constants';
import type { TripDetail } from '#shared/contracts/trip-detail';
import { useExchangeRate } from '#web/features/trips';

/**
 * The trip's Budget Summary (spec §2 workspace sidebar; issue 18 §7): the budget in its own
 * currency; the chosen activities, estimates until the specialist bills them, converted into the
 * budget's currency at the stored rate before anything is subtracted; the rate with 4 decimals
 * (spec §9). A GBP budget is never compared with EUR costs: the spec converts only EUR and USD.
 */
export function BudgetSummary({ trip }: { trip: TripDetail }) {
  const rate = useExchangeRate();
  const chosenEur = itineraryActivityCost(trip.days, { adults: trip.travelersAdults, children: trip.travelersChildren });
  const usableRate = rate.data?.rate;
  const standing = trip.budgetEur !== null ? budgetStanding(trip.budgetEur, trip.currency, chosenEur, usableRate) : null;
  // A USD budget waits for the rate rather than showing a remaining amount at a guessed one.
  const comparable = standing && standing.remaining !== null && (trip.currency !== 'USD' || usableRate !== undefined);
  return (
    <section aria-label="Budget Summary" className="mt-auto rounded-lg border border-border bg-surface p-4">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <Wallet aria-hidden className="size-4 text-accent" /> Budget Summary
      </h2>
      <dl className="mt-3 grid gap-1.5 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Budget</dt>
          <dd className="tabular-nums" data-testid="sidebar-budget">
            {trip.budgetEur !== null ? formatMoney(trip.budgetEur, trip.currency) : '—'}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Chosen activities (estimate)</dt>
          <dd className="tabular-nums" data-testid="sidebar-chosen-total">
            {formatMoney(chosenEur, 'EUR')}
          </dd>
        </div>
        {comparable && trip.currency === 'USD' ? (
          <div className="flex justify-between gap-3 text-xs">
            <dt className="text-muted">In USD</dt>
            <dd className="tabular-nums text-muted">{formatMoney(standing.chosen!, 'USD')}</dd>
          </div>
        ) : null}
        {comparable ? (
          <div className="flex justify-between gap-3 border-t border-border pt-1.5 font-medium">
            <dt>Remaining</dt>
            <dd className={cn('tabular-nums', standing.remaining! < 0 && 'text-danger')} data-testid="sidebar-remaining">
              {formatMoney(standing.remaining!, trip.currency)}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-2 text-xs text-muted">
        {standing && standing.chosen === null
          ? 'Your budget is in pounds; activity prices are in euros, so they are not subtracted from it. '
          : ''}
        Prices are estimates until your specialist bills them.
        {rate.data ? <span className="mt-1 block tabular-nums" data-testid="workspace-rate">{formatRate(rate.data.rate, RATE_DECIMALS_WORKSPACE)}</span> : null}
      </p>
    </section>
  );
}
