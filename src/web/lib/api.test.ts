import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingEndpoints as billing } from '#shared/contracts/billing-endpoints';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/contracts/common';
import { ApiError, call } from './api';

/** The typed client (ADR 035): the request each call sends, and its answer or refusal. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => {
  vi.unstubAllGlobals();
});

const TRIP = '11111111-1111-4111-8111-111111111111';

describe('call', () => {
  it("fills the path, sends the body as JSON and answers the server's JSON", async () => {
    const fetch = answer(200, { version: 2 });
    const view = await call(billing.setTravelBilled, { params: { tripId: TRIP, part: 'hotel' }, body: { billed: true, previous: false } });
    expect(view.version).toBe(2);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/billing/${TRIP}/travel/hotel`);
    expect(init).toMatchObject({ method: 'PUT', body: JSON.stringify({ billed: true, previous: false }) });
  });

  it('sends the query of a DELETE without a body, and {} for a write without one', async () => {
    const fetch = answer(200, {});
    await call(billing.deleteAllBillingItems, { params: { tripId: TRIP }, query: { version: 4 } });
    await call(billing.createCalendarSubscription, { params: { tripId: TRIP } });
    expect(fetch.mock.calls[0]![0]).toBe(`/api/billing/${TRIP}/items?version=4`);
    expect(fetch.mock.calls[0]![1].body).toBeUndefined();
    expect(fetch.mock.calls[1]![1]).toMatchObject({ method: 'POST', body: '{}' });
  });

  it("sends the action's Idempotency-Key when given", async () => {
    const fetch = answer(200, {});
    const body = { version: 1, title: 'Dinner', unitCents: 100, quantity: 1 };
    await call(billing.addBillingExpense, { params: { tripId: TRIP }, body }, { idempotencyKey: 'k-1' });
    expect((fetch.mock.calls[0]![1].headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]).toBe('k-1');
  });

  it('throws the ApiError of a refusal', async () => {
    answer(409, { error: { code: 'stale', message: 'Someone else changed this trip' } });
    await expect(call(billing.unlockAllBillingCosts, { params: { tripId: TRIP }, body: { version: 1 } })).rejects.toEqual(
      new ApiError(409, 'stale', 'Someone else changed this trip'),
    );
  });
});
