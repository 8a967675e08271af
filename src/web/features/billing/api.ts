import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, patch, post, postOnce, put } from '#web/lib/api';
import { billingKeys, tripKeys } from '#web/lib/query-keys';
import { isStale } from '#web/lib/errors';
import { BILLING_MESSAGES, type BillingItem, type BillingView } from '#shared/contracts/billing';

const base = (tripId: string) => `/api/billing/${encodeURIComponent(tripId)}`;

export const getBilling = (tripId: string) => get<BillingView>(base(tripId));

export function useBilling(tripId: string | null | undefined) {
  return useQuery({ queryKey: billingKeys.trip(tripId ?? ''), queryFn: () => getBilling(tripId!), enabled: !!tripId });
}

/**
 * Every billing write; the answer is the billing as it now is. A change of one line or toggle
 * names its target by id and the value on screen (`previous`), so it merges with others' changes
 * of the trip; the others name the version on screen (ADR 025).
 */
export type BillingWrite =
  | { kind: 'addActivity'; dayId: string; slotId: string; optionId: string }
  | { kind: 'addExpense'; title: string; description?: string; unitCents: number; quantity: number; idempotencyKey?: string }
  | { kind: 'billed'; itemId: string; billed: boolean }
  | { kind: 'lock'; itemId: string; lockCost: boolean }
  | { kind: 'description'; itemId: string; description: string }
  | { kind: 'reprice'; itemId: string }
  | { kind: 'delete'; itemId: string }
  | { kind: 'removeAll' }
  | { kind: 'unlockAll' }
  | { kind: 'unselectAll' }
  | { kind: 'include'; includeFlight?: boolean; includeHotel?: boolean }
  | { kind: 'travelBilled'; part: 'outbound' | 'return' | 'hotel'; billed: boolean };

/** The line as the screen shows it: what a change of it names as read. */
function shown(view: BillingView, itemId: string): BillingItem {
  const item = view.items.find((i) => i.id === itemId);
  if (!item) throw new Error(BILLING_MESSAGES.itemNotFound);
  return item;
}

function send(tripId: string, view: BillingView, w: BillingWrite): Promise<BillingView> {
  const b = base(tripId);
  const { version } = view;
  switch (w.kind) {
    case 'addActivity':
      return post(`${b}/activities`, { dayId: w.dayId, slotId: w.slotId, optionId: w.optionId });
    case 'addExpense':
    {
      const body = { version, title: w.title, description: w.description, unitCents: w.unitCents, quantity: w.quantity };
      return w.idempotencyKey ? postOnce(`${b}/expenses`, body, w.idempotencyKey) : post(`${b}/expenses`, body);
    }
    case 'billed':
      return patch(`${b}/items/${w.itemId}`, { billed: w.billed, previous: shown(view, w.itemId).billed });
    case 'lock':
      return patch(`${b}/items/${w.itemId}`, { lockCost: w.lockCost, previous: shown(view, w.itemId).lockCost });
    case 'description':
      return patch(`${b}/items/${w.itemId}`, { description: w.description, previous: shown(view, w.itemId).description });
    case 'reprice': {
      const item = shown(view, w.itemId);
      return post(`${b}/items/${w.itemId}/reprice`, { previousCents: item.amountCents, nowCents: item.nowCents });
    }
    case 'delete':
      return del(`${b}/items/${w.itemId}?version=${version}`);
    case 'removeAll':
      return del(`${b}/items?version=${version}`);
    case 'unlockAll':
      return post(`${b}/unlock-all`, { version });
    case 'unselectAll':
      return post(`${b}/unselect-all`, { version });
    case 'include':
      return w.includeFlight !== undefined
        ? put(`${b}/include`, { includeFlight: w.includeFlight, previous: view.includeFlight })
        : put(`${b}/include`, { includeHotel: w.includeHotel, previous: view.includeHotel });
    case 'travelBilled':
      return put(`${b}/travel/${w.part}`, { billed: w.billed, previous: view.travel.find((l) => l.key === w.part)?.billed ?? false });
  }
}

/**
 * One billing write from the billing on screen. The answer replaces the cached billing and the
 * trip is reloaded (its version moved). A stale write (409) reloads the billing so the next try
 * names what is now there.
 */
export function useBillingWrite(tripId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (w: BillingWrite) => {
      const current = qc.getQueryData<BillingView>(billingKeys.trip(tripId));
      if (!current) throw new Error('Failed to load billing data');
      return send(tripId, current, w);
    },
    onSuccess: (view) => {
      qc.setQueryData(billingKeys.trip(tripId), view);
      void qc.invalidateQueries({ queryKey: tripKeys.detail(tripId), exact: true });
    },
    onError: (err) => {
      if (isStale(err)) void qc.invalidateQueries({ queryKey: billingKeys.trip(tripId) });
    },
  });
}
