import { expect } from 'vitest';
import type { TestApp, TestUser } from './app.js';
import type { BillingView } from '#shared/contracts/billing.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import type { Day } from '#shared/domain/itinerary.js';

type Method = 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE';
type Answer = { statusCode: number; body: string; json: () => unknown };

/** The billing API as its screens call it, for one test app. */
export function billingApi(t: TestApp) {
  function call(user: TestUser | null, method: Method, url: string, body?: unknown) {
    return t.app.inject({
      method,
      url,
      headers: {
        ...(user ? { cookie: user.cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
  }

  /** The answer of a write that must succeed, as the billing it returns. */
  async function ok(res: Answer): Promise<BillingView> {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BillingView;
  }

  return {
    call,
    ok,
    async view(user: TestUser, id: string): Promise<BillingView> {
      return ok(await call(user, 'GET', `/api/billing/${id}`));
    },

    async trip(user: TestUser, id: string): Promise<TripDetail> {
      const res = await call(user, 'GET', `/api/trips/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TripDetail;
    },

    /** The ids of the activity chosen in one slot (or its first option), as stored, as the billing screen names it to add it. */
    async activity(tripId: string, dayIndex: number, slotIndex: number): Promise<{ dayId: string; slotId: string; optionId: string }> {
      const row = await t.database.db.selectFrom('trips').select('days').where('id', '=', tripId).executeTakeFirstOrThrow();
      const days = (typeof row.days === 'string' ? JSON.parse(row.days) : row.days) as Day[];
      const day = days[dayIndex]!;
      const slot = day.timeSlots[slotIndex]!;
      return { dayId: day.id, slotId: slot.id, optionId: slot.selectedPlace ?? slot.options[0]?.id ?? 'none' };
    },
  };
}
