import { useMemo, useState } from 'react';
import { Link, useRouteLoaderData, useSearchParams } from 'react-router';
import { ArrowLeft, LockOpen, Printer, Receipt, Trash2 } from 'lucide-react';
import { Button, ConfirmDialog, EmptyState, ErrorState, LoadError, Skeleton, toast } from '#web/components/ui';
import { ApiError } from '#web/lib/api';
import { errorMessage, isStale } from '#web/lib/errors';
import { paths } from '#web/lib/paths';
import { useTrip, useTripEvents, useTripOfClient, type ClientOfTrip } from '#web/features/trips';
import { isStaff } from '#shared/permissions';
import type { SessionUser } from '#shared/contracts/auth';
import { formatRate, formatShownCents, statementInCurrency } from '#shared/domain/costs';
import { formatDate, formatDateRange } from '#shared/domain/dates';
import { BILLING_MESSAGES, type BillingItem, type BillingView } from '#shared/contracts/billing';
import type { TripDetail } from '#shared/contracts/trip-detail';
import { useBilling, useBillingWrite, type BillingWrite } from '#web/features/billing/api';
import { billingBackPath, tripPageParams } from '#web/features/billing/back-path';
import { ItineraryPdfLink, StatementPdfLink } from '#web/features/billing/components/document-links';
import { CalendarPanel } from '#web/features/billing/components/calendar-panel';
import { EstimatesSection } from '#web/features/billing/components/billing-estimates';
import { Notice, Segmented, Total } from '#web/features/billing/components/billing-summary';
import { ItemCard, ItemTable } from '#web/features/billing/components/billing-items';
import { TravelSection } from '#web/features/billing/components/billing-travel';
import { ChosenActivities, ExpenseForm } from '#web/features/billing/components/billing-organizer';

type Currency = 'EUR' | 'USD';
type ViewMode = 'list' | 'detail';

/** The failure text of each write (spec §8 Billing), with the server's message appended. */
function failureOf(w: BillingWrite): string {
  switch (w.kind) {
    case 'addActivity':
      return BILLING_MESSAGES.addFailed;
    case 'addExpense':
      return BILLING_MESSAGES.expenseFailed;
    case 'billed':
      return BILLING_MESSAGES.statusFailed;
    case 'lock':
      return BILLING_MESSAGES.lockFailed;
    case 'description':
      return BILLING_MESSAGES.descriptionFailed;
    case 'reprice':
      return BILLING_MESSAGES.repriceFailed;
    case 'delete':
      return BILLING_MESSAGES.deleteFailed;
    case 'removeAll':
      return BILLING_MESSAGES.clearFailed;
    case 'unlockAll':
      return BILLING_MESSAGES.unlockFailed;
    case 'unselectAll':
      return BILLING_MESSAGES.unselectFailed;
    case 'include':
      return w.includeHotel !== undefined ? BILLING_MESSAGES.hotelFailed : BILLING_MESSAGES.flightFailed;
    case 'travelBilled':
      return w.part === 'hotel' ? BILLING_MESSAGES.hotelFailed : BILLING_MESSAGES.flightFailed;
  }
}

const SUCCESS: Partial<Record<BillingWrite['kind'], string>> = {
  removeAll: BILLING_MESSAGES.removedAll,
  unselectAll: BILLING_MESSAGES.unselectedAll,
  unlockAll: BILLING_MESSAGES.unlockedAll,
};

/** /billing (spec §2 Billing page): the trip's statement; in organizer mode, the agency bills it here. */
export function BillingPage() {
  const [search] = useSearchParams();
  const params = tripPageParams(search);
  const back = billingBackPath(params);
  const user = useRouteLoaderData('client-area') as SessionUser | undefined;
  // Staff with a clientId see only that client's trip: in client view (no organizerMode) as the
  // client does, in organizer mode any of theirs; another client's tripId is not found.
  const of: ClientOfTrip | undefined =
    isStaff(user) && params.clientId ? { clientId: params.clientId, view: params.organizerMode ? 'organizer' : 'client' } : undefined;
  return (
    // The page's main landmark; its heading block sits inside it, so it is not a second banner (axe).
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0">
      <Link
        to={back}
        className="mb-6 inline-flex items-center gap-2 rounded-md text-sm text-muted transition-colors hover:text-foreground print:hidden"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back
      </Link>
      {params.tripId ? (
        <BillingForTrip tripId={params.tripId} organizerMode={params.organizerMode === true} of={of} />
      ) : (
        <ErrorState title="No trip ID provided" message="Open billing from one of your trips." action={<Link to={paths.account()}>Go to My Trips</Link>} />
      )}
    </main>
  );
}

function BillingForTrip({ tripId, organizerMode, of }: { tripId: string; organizerMode: boolean; of?: ClientOfTrip }) {
  // Staff with a clientId: another client's trip, or in client view one hidden from the client, is not loaded at all (404).
  const asClient = useTripOfClient(of, tripId);
  const refusedAsClient = !!of && asClient.isError;
  const billing = useBilling(!of || asClient.isSuccess ? tripId : null);
  // Live: someone else's change of the trip or its billing reloads this screen (ADR 012).
  useTripEvents(tripId, undefined);
  const organizing = organizerMode && billing.data?.can.organize === true;
  // The trip's chosen activities show as estimates beside the billed lines, for everyone who sees the billing.
  const trip = useTrip(billing.isSuccess ? tripId : null);

  if (refusedAsClient || billing.isError) {
    const error = refusedAsClient ? asClient.error : billing.error;
    const notFound = error instanceof ApiError && error.status === 404;
    return notFound ? (
      <ErrorState title="Trip Not Found" message="The trip you're looking for doesn't exist or you don't have access to it." />
    ) : (
      <LoadError title={BILLING_MESSAGES.loadFailed} error={error} onRetry={refusedAsClient ? asClient.refetch : billing.refetch} />
    );
  }
  if (!billing.data) return <BillingSkeleton />;
  return <Statement view={billing.data} organizing={organizing} organizerModeAsked={organizerMode} trip={trip.data} tripFailed={trip.isError} />;
}

function BillingSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading billing" className="space-y-6">
      <Skeleton className="h-10 w-2/3" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

function Statement({
  view,
  organizing,
  organizerModeAsked,
  trip,
  tripFailed,
}: {
  view: BillingView;
  organizing: boolean;
  organizerModeAsked: boolean;
  trip: TripDetail | undefined;
  tripFailed: boolean;
}) {
  const [currency, setCurrency] = useState<Currency>('EUR');
  const [mode, setMode] = useState<ViewMode>('list');
  const [confirm, setConfirm] = useState<null | { title: string; description?: string; label: string; write: BillingWrite }>(null);
  const write = useBillingWrite(view.tripId);
  // Lines and totals in the chosen currency by the one rule of costs.ts: each line multiplies out
  // and the totals add up in USD too. Writes still read the EUR view (features/billing/api.ts).
  const shown = useMemo(() => statementInCurrency(view, currency, view.rate.rate), [view, currency]);
  const money = (cents: number) => formatShownCents(cents, currency);

  async function run(w: BillingWrite): Promise<boolean> {
    try {
      await write.mutateAsync(w);
      const ok = SUCCESS[w.kind];
      if (ok) toast.success(ok);
      return true;
    } catch (err) {
      const reason = isStale(err) ? 'This trip was changed by someone else. The latest version is shown: please try again.' : errorMessage(err);
      toast.error(`${failureOf(w)}: ${reason}`);
      return false;
    }
  }

  const rateText = formatRate(view.rate.rate);
  const rateWhen = view.rate.rateDate ? `ECB rate of ${formatDate(view.rate.rateDate)}` : 'Indicative rate (today’s ECB rate not yet available)';
  const dates = view.startDate || view.endDate ? formatDateRange(view.startDate, view.endDate, 'full') : 'Dates to be confirmed';

  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-5 border-b border-border pb-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-[0.2em] text-accent uppercase">Billing · Trip #{view.friendlyId}</p>
          <h1 className="mt-2 font-display text-4xl font-semibold text-foreground sm:text-5xl">{view.tripName || 'Untitled trip'}</h1>
          <p className="mt-2 text-sm text-muted">
            {[view.destination, dates, `${view.travellers} ${view.travellers === 1 ? 'traveller' : 'travellers'}`, view.clientName].filter(Boolean).join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden />
            Print
          </Button>
          <ItineraryPdfLink tripId={view.tripId} />
          <StatementPdfLink tripId={view.tripId} currency={currency} />
        </div>
      </header>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted" data-testid="rate">
          <span className="font-medium text-foreground">{rateText}</span> · {rateWhen}
          {currency === 'USD' ? ' · amounts converted from EUR' : ''}
        </p>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <Segmented
            label="View"
            value={mode}
            options={[
              ['list', 'List'],
              ['detail', 'Detail'],
            ]}
            onChange={(v) => setMode(v as ViewMode)}
          />
          <Segmented
            label="Currency"
            value={currency}
            options={[
              ['EUR', 'EUR'],
              ['USD', 'USD'],
            ]}
            onChange={(v) => setCurrency(v as Currency)}
          />
        </div>
      </div>

      {organizerModeAsked && !view.can.organize ? (
        <Notice>{BILLING_MESSAGES.organizerOnly}</Notice>
      ) : !organizerModeAsked && view.can.organize ? (
        <Notice>{BILLING_MESSAGES.organizerOnly}. Open the trip in organizer mode to bill it.</Notice>
      ) : null}

      <section aria-label="Totals" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <Total label="Total" value={money(shown.totals.totalCents)} emphasis />
        <Total label="Billed" value={money(shown.totals.billedCents)} />
        <Total label="Unbilled" value={money(shown.totals.unbilledCents)} />
      </section>

      <section aria-labelledby="billing-items" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="billing-items" className="font-display text-2xl font-semibold text-foreground">
            Activities &amp; expenses
          </h2>
          {organizing ? (
            <div className="flex flex-wrap gap-2 print:hidden">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setConfirm({ title: 'Unselect all activities?', description: 'All validations will be removed from the itinerary.', label: 'Unselect all', write: { kind: 'unselectAll' } })}
              >
                Unselect all
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={!view.items.some((i) => i.lockCost)}
                onClick={() => setConfirm({ title: 'Unlock all billing items?', description: 'Costs will be multiplied by the number of people.', label: 'Unlock all', write: { kind: 'unlockAll' } })}
              >
                <LockOpen aria-hidden />
                Unlock all
              </Button>
              {view.can.addRemove ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-danger"
                  disabled={view.items.length === 0}
                  onClick={() => setConfirm({ title: BILLING_MESSAGES.confirmRemoveAll, label: 'Remove all', write: { kind: 'removeAll' } })}
                >
                  <Trash2 aria-hidden />
                  Remove all
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
        {view.items.length === 0 ? (
          <EmptyState
            icon={<Receipt />}
            title={BILLING_MESSAGES.empty}
            description={organizing ? 'Add chosen activities below, or a custom expense.' : 'Your travel specialist will add the items of your trip here.'}
          />
        ) : mode === 'list' ? (
          <ItemTable items={shown.items} money={money} organizing={organizing} canDelete={view.can.addRemove} run={run} onDelete={(item) => setConfirm(deleteConfirm(item))} />
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {shown.items.map((item) => (
              <ItemCard key={item.id} item={item} money={money} organizing={organizing} canDelete={view.can.addRemove} run={run} onDelete={() => setConfirm(deleteConfirm(item))} />
            ))}
          </div>
        )}
      </section>

      <EstimatesSection
        trip={trip}
        failed={tripFailed}
        items={view.items}
        currency={currency}
        rate={view.rate.rate}
        billedTotalCents={shown.totals.totalCents}
        money={money}
        organizing={organizing}
      />

      <TravelSection view={{ ...view, travel: shown.travel }} money={money} organizing={organizing} canMarkBilled={view.can.organize} run={run} />

      <CalendarPanel tripId={view.tripId} />

      {organizing && view.can.addRemove ? (
        // One column on a phone; min-w-0 lets each panel shrink to the screen instead of to its longest name.
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2 print:hidden [&>*]:min-w-0">
          <ChosenActivities trip={trip} items={view.items} run={run} busy={write.isPending} />
          <ExpenseForm run={run} />
        </div>
      ) : null}

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={confirm?.title ?? ''}
        description={confirm?.description}
        confirmLabel={confirm?.label}
        tone="danger"
        loading={write.isPending}
        onConfirm={async () => {
          if (confirm) await run(confirm.write);
          setConfirm(null);
        }}
      />
    </div>
  );
}

function deleteConfirm(item: BillingItem) {
  return {
    title: item.itemType === 'custom_expense' ? BILLING_MESSAGES.confirmDeleteExpense : 'Remove this item from billing?',
    description: item.name,
    label: 'Delete',
    write: { kind: 'delete', itemId: item.id } as BillingWrite,
  };
}
