import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, patch, post, put } from '#web/lib/api';
import { billingKeys, tripKeys } from '#web/lib/query-keys';
import { isStale } from '#web/lib/errors';
import type { BillingView } from '#shared/contracts/billing';

const base = (tripId: string) => `/api/billing/${encodeURIComponent(tripId)}`;

export const getBilling = (tripId: string) => get<BillingView>(base(tripId));

export function useBilling(tripId: string | null | undefined) {
  return useQuery({ queryKey: billingKeys.trip(tripId ?? ''), queryFn: () => getBilling(tripId!), enabled: !!tripId });
}

/** Every billing write: the call names the version it read; the answer is the billing as it now is. */
export type BillingWrite =
  | { kind: 'addActivity'; dayId: string; slotId: string }
  | { kind: 'addExpense'; title: string; description?: string; unitCents: number; quantity: number }
  | { kind: 'billed'; itemId: string; billed: boolean }
  | { kind: 'lock'; itemId: string; lockCost: boolean }
  | { kind: 'description'; itemId: string; description: string }
  | { kind: 'delete'; itemId: string }
  | { kind: 'removeAll' }
  | { kind: 'unlockAll' }
  | { kind: 'unselectAll' }
  | { kind: 'include'; includeFlight?: boolean; includeHotel?: boolean }
  | { kind: 'travelBilled'; part: 'outbound' | 'return' | 'hotel'; billed: boolean };

function send(tripId: string, version: number, w: BillingWrite): Promise<BillingView> {
  const b = base(tripId);
  switch (w.kind) {
    case 'addActivity':
      return post(`${b}/activities`, { version, dayId: w.dayId, slotId: w.slotId });
    case 'addExpense':
      return post(`${b}/expenses`, { version, title: w.title, description: w.description, unitCents: w.unitCents, quantity: w.quantity });
    case 'billed':
      return patch(`${b}/items/${w.itemId}`, { version, billed: w.billed });
    case 'lock':
      return patch(`${b}/items/${w.itemId}`, { version, lockCost: w.lockCost });
    case 'description':
      return patch(`${b}/items/${w.itemId}`, { version, description: w.description });
    case 'delete':
      return del(`${b}/items/${w.itemId}?version=${version}`);
    case 'removeAll':
      return del(`${b}/items?version=${version}`);
    case 'unlockAll':
      return post(`${b}/unlock-all`, { version });
    case 'unselectAll':
      return post(`${b}/unselect-all`, { version });
    case 'include':
      return put(`${b}/include`, { version, includeFlight: w.includeFlight, includeHotel: w.includeHotel });
    case 'travelBilled':
      return put(`${b}/travel/${w.part}`, { version, billed: w.billed });
  }
}

/**
 * One billing write at the version on screen. The answer replaces the cached billing and the trip
 * is reloaded (its version moved). A stale write (409) reloads the billing so the next try names
 * the new version.
 */
export function useBillingWrite(tripId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (w: BillingWrite) => {
      const current = qc.getQueryData<BillingView>(billingKeys.trip(tripId));
      if (!current) throw new Error('Failed to load billing data');
      return send(tripId, current.version, w);
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
