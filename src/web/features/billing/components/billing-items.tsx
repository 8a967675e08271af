/** The billing items of the statement: the list (compact list and table) and detail (cards) views, with their billed status and organizer actions. */
import { useState } from 'react';
import { CircleAlert, Lock, LockOpen, Trash2 } from 'lucide-react';
import { Badge, Button, Card, Checkbox, Textarea } from '#web/components/ui';
import { cn } from '#web/lib/cn';
import { formatDate } from '#shared/domain/dates';
import { BILLING_MESSAGES, costChangedText, type BillingItem } from '#shared/contracts/billing';
import type { BillingWrite } from '#web/features/billing/api';

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

/** What an activity line's flag says about its slot now (ADR 025). */
const LINE_FLAGS: Partial<Record<NonNullable<BillingItem['itinerary']>, string>> = {
  removed: BILLING_MESSAGES.lineRemoved,
  changed: BILLING_MESSAGES.lineChanged,
  unmatched: BILLING_MESSAGES.lineUnmatched,
};

/**
 * While organizing, beside an activity line: its slot gone or its choice changed, or its option's
 * cost (or the travellers) changed since it was billed, with 'Re-price' to bill it at that amount.
 */
function LineNotes({ item, money, organizing, run }: ItemProps & { item: BillingItem }) {
  const flag = item.itinerary ? LINE_FLAGS[item.itinerary] : undefined;
  if (!organizing || (!flag && item.nowCents === null)) return null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs print:hidden" data-testid="billing-line-note">
      <CircleAlert aria-hidden className={cn('size-3.5 shrink-0', flag ? 'text-danger' : 'text-accent')} />
      {flag ? (
        <span className="text-danger">{flag}</span>
      ) : (
        <>
          <span className="text-foreground">{costChangedText(money(item.nowCents!))}</span>
          <button
            type="button"
            className="rounded-sm font-medium text-accent underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            onClick={() => void run({ kind: 'reprice', itemId: item.id })}
          >
            Re-price
          </button>
        </>
      )}
    </p>
  );
}

interface ItemProps {
  money: (cents: number) => string;
  organizing: boolean;
  canDelete: boolean;
  run: (w: BillingWrite) => Promise<boolean>;
}

export function ItemTable({ items, onDelete, ...p }: ItemProps & { items: BillingItem[]; onDelete: (item: BillingItem) => void }) {
  return (
    <>
    <ul className="divide-y divide-border rounded-lg border border-border bg-surface sm:hidden print:hidden">
      {items.map((item) => (
        <li key={item.id} className="space-y-2 px-4 py-3" data-testid="billing-item-compact">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium text-foreground">{item.name}</p>
              <p className="text-xs text-muted">{whenText(item)}</p>
              <LineNotes item={item} {...p} />
            </div>
            <p className="font-medium whitespace-nowrap text-foreground tabular-nums">{p.money(item.amountCents)}</p>
          </div>
          <ItemFoot item={item} onDelete={() => onDelete(item)} className="" controlsGap="gap-1" {...p} />
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
                <LineNotes item={item} {...p} />
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

/** An item's unit price and quantity, its billed status (a checkbox while organizing) and its actions: the foot of a compact row and of a card. */
function ItemFoot({
  item,
  onDelete,
  className,
  controlsGap,
  ...p
}: ItemProps & { item: BillingItem; onDelete: () => void; className: string; controlsGap: 'gap-1' | 'gap-2' }) {
  return (
    <div className={cn('flex items-center justify-between gap-3 text-sm', className)}>
      <span className="text-muted tabular-nums">
        {p.money(item.unitCents)} {quantityText(item)}
      </span>
      <div className={cn('flex items-center', controlsGap)}>
        <BilledControl item={item} {...p} />
        {p.organizing ? (
          <span className="print:hidden">
            <ItemActions item={item} onDelete={onDelete} {...p} />
          </span>
        ) : null}
      </div>
    </div>
  );
}

export function ItemCard({ item, onDelete, ...p }: ItemProps & { item: BillingItem; onDelete: () => void }) {
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
          <LineNotes item={item} {...p} />
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
      <ItemFoot item={item} onDelete={onDelete} className="mt-auto border-t border-border pt-3" controlsGap="gap-2" {...p} />
    </Card>
  );
}
