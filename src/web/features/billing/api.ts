import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api';
import { billingKeys, tripKeys } from '#web/lib/query-keys';
import { isStale } from '#web/lib/errors';
import { BILLING_MESSAGES, type BillingItem, type BillingView } from '#shared/contracts/billing';
import { billingEndpoints as api } from '#shared/contracts/billing-endpoints';

export const getBilling = (tripId: string) => call(api.getBilling, { params: { tripId } });

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
  const trip = { tripId };
  const { version } = view;
  const item = (itemId: string) => ({ tripId, itemId });
  switch (w.kind) {
    case 'addActivity':
      return call(api.addBillingActivity, { params: trip, body: { dayId: w.dayId, slotId: w.slotId, optionId: w.optionId } });
    case 'addExpense': {
      const body = { version, title: w.title, description: w.description, unitCents: w.unitCents, quantity: w.quantity };
      return call(api.addBillingExpense, { params: trip, body }, { idempotencyKey: w.idempotencyKey });
    }
    case 'billed':
      return call(api.updateBillingItem, { params: item(w.itemId), body: { billed: w.billed, previous: shown(view, w.itemId).billed } });
    case 'lock':
      return call(api.updateBillingItem, { params: item(w.itemId), body: { lockCost: w.lockCost, previous: shown(view, w.itemId).lockCost } });
    case 'description':
      return call(api.updateBillingItem, { params: item(w.itemId), body: { description: w.description, previous: shown(view, w.itemId).description } });
    case 'reprice': {
      const line = shown(view, w.itemId);
      // Nothing changed since it was billed: nothing to re-price (the button is not shown then).
      if (line.nowCents === null) return Promise.resolve(view);
      return call(api.repriceBillingItem, { params: item(w.itemId), body: { previousCents: line.amountCents, nowCents: line.nowCents } });
    }
    case 'delete':
      return call(api.deleteBillingItem, { params: item(w.itemId), query: { version } });
    case 'removeAll':
      return call(api.deleteAllBillingItems, { params: trip, query: { version } });
    case 'unlockAll':
      return call(api.unlockAllBillingCosts, { params: trip, body: { version } });
    case 'unselectAll':
      return call(api.unselectAllTripOptions, { params: trip, body: { version } });
    case 'include':
      return call(api.setBillingIncludes, {
        params: trip,
        body: w.includeFlight !== undefined
          ? { includeFlight: w.includeFlight, previous: view.includeFlight }
          : { includeHotel: w.includeHotel, previous: view.includeHotel },
      });
    case 'travelBilled':
      return call(api.setTravelBilled, {
        params: { tripId, part: w.part },
        body: { billed: w.billed, previous: view.travel.find((l) => l.key === w.part)?.billed ?? false },
      });
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
