import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Lock, LockOpen, Plane, Printer, Receipt, Trash2, BedDouble, Plus } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Field,
  Input,
  Skeleton,
  Textarea,
  toast,
} from '#web/components/ui';
import { cn } from '#web/lib/cn';
import { ApiError } from '#web/lib/api';
import { errorMessage, isStale } from '#web/lib/errors';
import { paths } from '#web/lib/paths';
import { useTrip, useTripEvents } from '#web/features/trips';
import { formatCents, formatRate, toCents } from '#shared/domain/costs';
import { formatDate, formatDateRange } from '#shared/domain/dates';
import { selectedOption } from '#shared/domain/slots';
import { BILLING_MESSAGES, type BillingItem, type BillingView, type TravelLine } from '#shared/contracts/billing';
import type { TripDetail } from '#shared/contracts/trip-detail';
import { useBilling, useBillingWrite, type BillingWrite } from '#web/features/billing/api';
import { billingBackPath, tripPageParams } from '#web/features/billing/back-path';
import { ItineraryPdfLink, StatementPdfLink } from '#web/features/billing/components/document-links';
import { CalendarPanel } from '#web/features/billing/components/calendar-panel';

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
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0">
      <Link
        to={back}
        className="mb-6 inline-flex items-center gap-2 rounded-md text-sm text-muted transition-colors hover:text-foreground print:hidden"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back
      </Link>
      {params.tripId ? (
        <BillingForTrip tripId={params.tripId} organizerMode={params.organizerMode === true} />
      ) : (
        <ErrorState title="No trip ID provided" message="Open billing from one of your trips." action={<Link to={paths.account()}>Go to My Trips</Link>} />
      )}
    </div>
  );
}

function BillingForTrip({ tripId, organizerMode }: { tripId: string; organizerMode: boolean }) {
  const billing = useBilling(tripId);
  // Live: someone else's change of the trip or its billing reloads this screen (ADR 012).
  useTripEvents(tripId, undefined);
  const organizing = organizerMode && billing.data?.can.organize === true;
  const trip = useTrip(organizing ? tripId : null);

  if (billing.isPending) return <BillingSkeleton />;
  if (billing.isError) {
    const notFound = billing.error instanceof ApiError && billing.error.status === 404;
    return notFound ? (
      <ErrorState title="Trip Not Found" message="The trip you're looking for doesn't exist or you don't have access to it." />
    ) : (
      <ErrorState
        title={BILLING_MESSAGES.loadFailed}
        message={errorMessage(billing.error)}
        action={
          <Button variant="secondary" onClick={() => void billing.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  return <Statement view={billing.data} organizing={organizing} organizerModeAsked={organizerMode} trip={trip.data} />;
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
}: {
  view: BillingView;
  organizing: boolean;
  organizerModeAsked: boolean;
  trip: TripDetail | undefined;
}) {
  const [currency, setCurrency] = useState<Currency>('EUR');
  const [mode, setMode] = useState<ViewMode>('list');
  const [confirm, setConfirm] = useState<null | { title: string; description?: string; label: string; write: BillingWrite }>(null);
  const write = useBillingWrite(view.tripId);
  const money = (cents: number) => formatCents(cents, currency, view.rate.rate);

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
  const rateWhen = view.rate.rateDate ? `ECB rate of ${formatDate(view.rate.rateDate)}` : 'Default rate (no ECB rate available)';
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
        <Total label="Total" value={money(view.totals.totalCents)} emphasis />
        <Total label="Billed" value={money(view.totals.billedCents)} />
        <Total label="Unbilled" value={money(view.totals.unbilledCents)} />
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
          <ItemTable items={view.items} money={money} organizing={organizing} canDelete={view.can.addRemove} run={run} onDelete={(item) => setConfirm(deleteConfirm(item))} />
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {view.items.map((item) => (
              <ItemCard key={item.id} item={item} money={money} organizing={organizing} canDelete={view.can.addRemove} run={run} onDelete={() => setConfirm(deleteConfirm(item))} />
            ))}
          </div>
        )}
      </section>

      <TravelSection view={view} money={money} organizing={organizing} canMarkBilled={view.can.addRemove} run={run} />

      <CalendarPanel tripId={view.tripId} />

      {organizing && view.can.addRemove ? (
        <div className="grid items-start gap-6 lg:grid-cols-2 print:hidden">
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

function Notice({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-accent-decor/50 bg-accent-soft px-4 py-3 text-sm text-foreground print:hidden">{children}</p>;
}

function Segmented({ label, value, options, onChange }: { label: string; value: string; options: [string, string][]; onChange: (v: string) => void }) {
  return (
    <div role="group" aria-label={label} className="inline-flex h-8 rounded-md border border-border bg-surface p-0.5">
      {options.map(([v, text]) => (
        <button
          key={v}
          type="button"
          aria-pressed={value === v}
          onClick={() => onChange(v)}
          className={cn(
            'rounded-[5px] px-3 text-sm transition-colors',
            value === v ? 'bg-primary text-primary-foreground' : 'text-muted hover:text-foreground',
          )}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

function Total({ label, value, emphasis = false }: { label: string; value: string; emphasis?: boolean }) {
  return (
    <Card className={cn('p-4 sm:p-5 print:border print:shadow-none', emphasis && 'col-span-2 border-accent-decor/60 bg-accent-soft sm:col-span-1')}>
      <p className="text-xs font-medium tracking-[0.18em] text-muted uppercase">{label}</p>
      <p className={cn('mt-2 font-display font-semibold text-foreground tabular-nums', emphasis ? 'text-4xl' : 'text-2xl sm:text-3xl')} data-testid={`total-${label.toLowerCase()}`}>
        {value}
      </p>
    </Card>
  );
}

function quantityText(item: BillingItem): string {
  if (item.itemType === 'custom_expense') return `× ${item.quantity}`;
  if (item.lockCost) return 'fixed';
  return `× ${item.numberOfPeople} ${item.numberOfPeople === 1 ? 'person' : 'people'}`;
}

function whenText(item: BillingItem): string {
  if (item.itemType === 'custom_expense') return 'Expense';
  const day = item.dayNumber ? `Day ${item.dayNumber}` : '';
  return [day, item.date ? formatDate(item.date) : '', item.time ?? ''].filter(Boolean).join(' · ');
}

interface ItemProps {
  money: (cents: number) => string;
  organizing: boolean;
  canDelete: boolean;
  run: (w: BillingWrite) => Promise<boolean>;
}

function ItemTable({ items, onDelete, ...p }: ItemProps & { items: BillingItem[]; onDelete: (item: BillingItem) => void }) {
  return (
    <>
    <ul className="divide-y divide-border rounded-lg border border-border bg-surface sm:hidden print:hidden">
      {items.map((item) => (
        <li key={item.id} className="space-y-2 px-4 py-3" data-testid="billing-item-compact">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium text-foreground">{item.name}</p>
              <p className="text-xs text-muted">{whenText(item)}</p>
            </div>
            <p className="font-medium whitespace-nowrap text-foreground tabular-nums">{p.money(item.amountCents)}</p>
          </div>
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="text-muted tabular-nums">
              {p.money(item.unitCents)} {quantityText(item)}
            </span>
            <div className="flex items-center gap-1">
              <BilledControl item={item} {...p} />
              {p.organizing ? <ItemActions item={item} onDelete={() => onDelete(item)} {...p} /> : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
    <div className="hidden overflow-x-auto rounded-lg border border-border bg-surface sm:block print:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-border text-xs tracking-wider text-muted uppercase">
          <tr>
            <th className="px-4 py-3 font-medium">Item</th>
            <th className="px-4 py-3 font-medium">Unit price</th>
            <th className="px-4 py-3 text-right font-medium">Amount</th>
            <th className="px-4 py-3 font-medium">Status</th>
            {p.organizing ? <th className="px-4 py-3 print:hidden"><span className="sr-only">Actions</span></th> : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items.map((item) => (
            <tr key={item.id} data-testid="billing-item">
              <td className="px-4 py-3">
                <p className="font-medium text-foreground">{item.name}</p>
                <p className="text-xs text-muted">{whenText(item)}</p>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted tabular-nums">
                {p.money(item.unitCents)} {quantityText(item)}
              </td>
              <td className="px-4 py-3 text-right font-medium whitespace-nowrap text-foreground tabular-nums">{p.money(item.amountCents)}</td>
              <td className="px-4 py-3">
                <BilledControl item={item} {...p} />
              </td>
              {p.organizing ? (
                <td className="px-4 py-3 text-right whitespace-nowrap print:hidden">
                  <ItemActions item={item} onDelete={() => onDelete(item)} {...p} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    </>
  );
}

function BilledControl({ item, organizing, run }: ItemProps & { item: BillingItem }) {
  if (!organizing) {
    return item.billed ? <Badge tone="green">Billed</Badge> : <Badge tone="gray">Unbilled</Badge>;
  }
  return (
    <Checkbox
      checked={item.billed}
      onChange={(e) => void run({ kind: 'billed', itemId: item.id, billed: e.currentTarget.checked })}
      label={item.billed ? 'Billed' : 'Unbilled'}
      aria-label={`${item.name} billed`}
    />
  );
}

function ItemActions({ item, canDelete, run, onDelete }: ItemProps & { item: BillingItem; onDelete: () => void }) {
  return (
    <div className="inline-flex items-center gap-1">
      {item.itemType === 'activity' ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={item.lockCost ? `Unlock the cost of ${item.name}` : `Lock the cost of ${item.name}`}
          title={item.lockCost ? 'Cost fixed: click to multiply by people' : 'Multiplied by people: click to fix the cost'}
          onClick={() => void run({ kind: 'lock', itemId: item.id, lockCost: !item.lockCost })}
        >
          {item.lockCost ? <Lock aria-hidden /> : <LockOpen aria-hidden />}
        </Button>
      ) : null}
      {canDelete ? (
        <Button variant="ghost" size="icon" aria-label={`Delete ${item.name}`} className="text-danger" onClick={onDelete}>
          <Trash2 aria-hidden />
        </Button>
      ) : null}
    </div>
  );
}

function ItemCard({ item, onDelete, ...p }: ItemProps & { item: BillingItem; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(item.description);
  async function save() {
    if (text.trim() !== item.description) {
      const ok = await p.run({ kind: 'description', itemId: item.id, description: text.trim() });
      if (!ok) return;
    }
    setEditing(false);
  }
  return (
    <Card className="flex flex-col gap-3 p-5 print:break-inside-avoid print:shadow-none" data-testid="billing-item">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs tracking-wider text-muted uppercase">{whenText(item)}</p>
          <h3 className="mt-1 font-display text-xl font-semibold text-foreground">{item.name}</h3>
        </div>
        <p className="font-display text-xl font-semibold whitespace-nowrap text-foreground tabular-nums">{p.money(item.amountCents)}</p>
      </div>
      {editing ? (
        <div className="space-y-2">
          <Textarea rows={3} value={text} onChange={(e) => setText(e.currentTarget.value)} aria-label={`Description of ${item.name}`} autoFocus />
          <div className="flex gap-2">
            <Button size="sm" onClick={() => void save()}>
              Save
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setText(item.description);
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted">
          {item.description || <span className="italic">No description</span>}
          {p.organizing ? (
            <button type="button" className="ml-2 text-accent underline-offset-2 hover:underline print:hidden" onClick={() => setEditing(true)}>
              Edit
            </button>
          ) : null}
        </p>
      )}
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-border pt-3 text-sm">
        <span className="text-muted tabular-nums">
          {p.money(item.unitCents)} {quantityText(item)}
        </span>
        <div className="flex items-center gap-2">
          <BilledControl item={item} {...p} />
          {p.organizing ? (
            <span className="print:hidden">
              <ItemActions item={item} onDelete={onDelete} {...p} />
            </span>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

function TravelSection({
  view,
  money,
  organizing,
  canMarkBilled,
  run,
}: {
  view: BillingView;
  money: (cents: number) => string;
  organizing: boolean;
  canMarkBilled: boolean;
  run: (w: BillingWrite) => Promise<boolean>;
}) {
  const flights = view.travel.filter((l) => l.key !== 'hotel');
  const hotel = view.travel.find((l) => l.key === 'hotel');
  return (
    <section aria-labelledby="billing-travel" className="space-y-4">
      <h2 id="billing-travel" className="font-display text-2xl font-semibold text-foreground">
        Flights &amp; hotel
      </h2>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Card className="space-y-4 p-5 print:shadow-none">
          <div className="flex items-center justify-between gap-3">
            <h3 className="flex items-center gap-2 font-medium text-foreground">
              <Plane aria-hidden className="size-4 text-accent" /> Flights
            </h3>
            {organizing ? (
              <span className="print:hidden">
                <Checkbox
                  label="Include flights"
                  checked={view.includeFlight}
                  onChange={(e) => void run({ kind: 'include', includeFlight: e.currentTarget.checked })}
                />
              </span>
            ) : (
              <IncludedBadge included={view.includeFlight} />
            )}
          </div>
          {flights.length === 0 ? <p className="text-sm text-muted">No flights recorded.</p> : flights.map((l) => <TravelRow key={l.key} line={l} money={money} unit="traveller" organizing={organizing && canMarkBilled} run={run} />)}
        </Card>
        <Card className="space-y-4 p-5 print:shadow-none">
          <div className="flex items-center justify-between gap-3">
            <h3 className="flex items-center gap-2 font-medium text-foreground">
              <BedDouble aria-hidden className="size-4 text-accent" /> Hotel
            </h3>
            {organizing ? (
              <span className="print:hidden">
                <Checkbox
                  label="Include hotel"
                  checked={view.includeHotel}
                  onChange={(e) => void run({ kind: 'include', includeHotel: e.currentTarget.checked })}
                />
              </span>
            ) : (
              <IncludedBadge included={view.includeHotel} />
            )}
          </div>
          {hotel ? <TravelRow line={hotel} money={money} unit="night" organizing={organizing && canMarkBilled} run={run} /> : <p className="text-sm text-muted">No hotel recorded.</p>}
        </Card>
      </div>
    </section>
  );
}

function IncludedBadge({ included }: { included: boolean }) {
  return included ? <Badge tone="gold">Included in totals</Badge> : <Badge tone="gray">Not included</Badge>;
}

function TravelRow({
  line,
  money,
  unit,
  organizing,
  run,
}: {
  line: TravelLine;
  money: (cents: number) => string;
  unit: 'traveller' | 'night';
  organizing: boolean;
  run: (w: BillingWrite) => Promise<boolean>;
}) {
  return (
    <div className={cn('flex items-start justify-between gap-4 text-sm', !line.counted && 'opacity-70')} data-testid={`travel-${line.key}`}>
      <div className="min-w-0">
        <p className="font-medium text-foreground">{line.label}</p>
        {line.detail ? <p className="text-xs text-muted">{line.detail}</p> : null}
        <p className="mt-1 text-xs text-muted tabular-nums">
          {money(line.unitCents)} × {line.multiplier} {line.multiplier === 1 ? unit : `${unit}s`}
        </p>
      </div>
      <div className="flex flex-col items-end gap-1.5">
        <span className={cn('font-medium tabular-nums', line.counted ? 'text-foreground' : 'text-muted line-through')}>{money(line.amountCents)}</span>
        {organizing ? (
          <Checkbox
            label="Billed"
            checked={line.billed}
            onChange={(e) => void run({ kind: 'travelBilled', part: line.key, billed: e.currentTarget.checked })}
            aria-label={`${line.label} billed`}
          />
        ) : line.billed ? (
          <Badge tone="green">Billed</Badge>
        ) : null}
      </div>
    </div>
  );
}

/** The itinerary's chosen activities not yet in billing, each with 'Add to billing' (organizer mode). */
function ChosenActivities({ trip, items, run, busy }: { trip: TripDetail | undefined; items: BillingItem[]; run: (w: BillingWrite) => Promise<boolean>; busy: boolean }) {
  const chosen = useMemo(() => {
    if (!trip) return [];
    const billed = new Set(items.filter((i) => i.itemType === 'activity').map((i) => `${i.dayNumber}:${i.activityIndex}`));
    return trip.days.flatMap((day, d) =>
      day.timeSlots.flatMap((slot, s) => {
        const option = selectedOption(slot);
        return option && !billed.has(`${d + 1}:${s}`) ? [{ day, d, slot, option }] : [];
      }),
    );
  }, [trip, items]);
  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="font-display text-xl font-semibold text-foreground">Chosen activities</h2>
        <p className="text-sm text-muted">Add the itinerary&apos;s chosen activities to billing: unit price × travellers, or once when the cost is locked.</p>
      </div>
      {!trip ? (
        <Skeleton className="h-24" />
      ) : chosen.length === 0 ? (
        <p className="text-sm text-muted">Every chosen activity is in billing.</p>
      ) : (
        <ul className="divide-y divide-border">
          {chosen.map(({ day, d, slot, option }) => (
            <li key={`${day.id}-${slot.id}`} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-foreground">{option.name}</p>
                <p className="text-xs text-muted">
                  Day {d + 1} · {day.date ? formatDate(day.date) : ''} · {slot.startTime}
                </p>
              </div>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => void run({ kind: 'addActivity', dayId: day.id, slotId: slot.id })}>
                <Plus aria-hidden />
                Add to billing
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** A custom expense (spec §5): title required, unit price > 0 (step 0.01), quantity a whole number >= 1 (default 1). */
function ExpenseForm({ run }: { run: (w: BillingWrite) => Promise<boolean> }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [errors, setErrors] = useState<{ title?: string; price?: string; quantity?: string }>({});
  const [saving, setSaving] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    const unitCents = toCents(Number(price));
    const qty = Number(quantity);
    if (!title.trim()) next.title = BILLING_MESSAGES.title;
    if (!price.trim() || !Number.isFinite(Number(price)) || unitCents <= 0) next.price = BILLING_MESSAGES.unitPrice;
    if (!Number.isInteger(qty) || qty < 1) next.quantity = BILLING_MESSAGES.quantity;
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    const ok = await run({ kind: 'addExpense', title: title.trim(), description: description.trim() || undefined, unitCents, quantity: qty });
    setSaving(false);
    if (ok) {
      setTitle('');
      setDescription('');
      setPrice('');
      setQuantity('1');
    }
  }

  return (
    <Card className="p-5">
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <div>
          <h2 className="font-display text-xl font-semibold text-foreground">Custom expense</h2>
          <p className="text-sm text-muted">Transfers, tips, tickets: unit price × quantity, in EUR.</p>
        </div>
        <Field label="Title" htmlFor="expense-title" error={errors.title} required>
          <Input id="expense-title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={200} />
        </Field>
        <Field label="Description" htmlFor="expense-description">
          <Textarea id="expense-description" rows={2} value={description} onChange={(e) => setDescription(e.currentTarget.value)} maxLength={2000} />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Unit price (EUR)" htmlFor="expense-price" error={errors.price} required>
            <Input id="expense-price" type="number" inputMode="decimal" min={0} step={0.01} value={price} onChange={(e) => setPrice(e.currentTarget.value)} />
          </Field>
          <Field label="Quantity" htmlFor="expense-quantity" error={errors.quantity}>
            <Input id="expense-quantity" type="number" inputMode="numeric" min={1} step={1} value={quantity} onChange={(e) => setQuantity(e.currentTarget.value)} />
          </Field>
        </div>
        <Button type="submit" loading={saving}>
          Add expense
        </Button>
      </form>
    </Card>
  );
}
