/** The organizer's billing forms: the itinerary's chosen activities to add, and the custom expense form. */
import { useMemo, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button, Card, Field, Input, Skeleton, Textarea } from '#web/components/ui';
import { toCents } from '#shared/domain/costs';
import { formatDate } from '#shared/domain/dates';
import { unbilledChoices } from '#shared/domain/billing-lines';
import { BILLING_LIMITS, BILLING_MESSAGES, type BillingItem } from '#shared/contracts/billing';
import { newIdempotencyKey } from '#web/lib/api';
import { useLeaveWarning } from '#web/lib/use-leave-warning';
import type { TripDetail } from '#shared/contracts/trip-detail';
import type { BillingWrite } from '#web/features/billing/api';

/**
 * The itinerary's chosen activities not yet in billing, each with 'Add to billing' (organizer
 * mode). An activity is a slot's chosen option, known by their ids wherever the slot moves (ADR 025).
 */
export function ChosenActivities({ trip, items, run, busy }: { trip: TripDetail | undefined; items: BillingItem[]; run: (w: BillingWrite) => Promise<boolean>; busy: boolean }) {
  const chosen = useMemo(
    () => (trip ? unbilledChoices(trip.days, items, { adults: trip.travelersAdults, children: trip.travelersChildren }).choices : []),
    [trip, items],
  );
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
          {chosen.map(({ day, dayIndex: d, slot, option }) => (
            <li key={`${day.id}-${slot.id}`} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2.5">
              <div className="min-w-0 flex-1 basis-48">
                <p className="text-sm font-medium break-words text-foreground">{option.name}</p>
                <p className="text-xs text-muted">
                  Day {d + 1} · {day.date ? formatDate(day.date) : ''} · {slot.startTime}
                </p>
              </div>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => void run({ kind: 'addActivity', dayId: day.id, slotId: slot.id, optionId: option.id })}>
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
export function ExpenseForm({ run }: { run: (w: BillingWrite) => Promise<boolean> }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [errors, setErrors] = useState<{ title?: string; price?: string; quantity?: string }>({});
  const [saving, setSaving] = useState(false);
  // One key per expense being added, reused if it is sent again (ADR 022); a new one after success.
  const [actionKey, setActionKey] = useState(newIdempotencyKey);
  // An expense typed and not yet added: leaving or reloading the page asks first.
  useLeaveWarning(!saving && [title, description, price].some((v) => v.trim() !== ''));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    const unitCents = toCents(Number(price));
    const qty = Number(quantity);
    if (!title.trim()) next.title = BILLING_MESSAGES.title;
    if (!price.trim() || !Number.isFinite(Number(price)) || unitCents <= 0 || unitCents > BILLING_LIMITS.unitPriceCents) next.price = BILLING_MESSAGES.unitPrice;
    if (!Number.isInteger(qty) || qty < 1) next.quantity = BILLING_MESSAGES.quantity;
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    const ok = await run({ kind: 'addExpense', title: title.trim(), description: description.trim() || undefined, unitCents, quantity: qty, idempotencyKey: actionKey });
    setSaving(false);
    if (ok) {
      setActionKey(newIdempotencyKey());
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
