import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { TripDetail } from '#shared/contracts/trip-detail';
import type { Day } from '#shared/domain/itinerary';
import { ApiError } from '#web/lib/api';
import { tripKeys } from '#web/lib/query-keys';
import { TripSaveQueue } from './save-queue';

/** The server: each PUT days is logged with the version it names; version 3 is current. */
const calls: { url: string; version: number; mode: string }[] = [];
vi.mock('#web/lib/api', async (original) => {
  const actual = await original<typeof import('#web/lib/api')>();
  return {
    ...actual,
    put: vi.fn(async (url: string, body: { version: number; days: Day[]; mode: string }) => {
      calls.push({ url, version: body.version, mode: body.mode });
      await new Promise((r) => setTimeout(r, 1));
      if (body.version !== 3) throw new actual.ApiError(409, 'stale', 'Someone else changed this trip');
      return { id: 't1', version: 4, days: body.days } as unknown as TripDetail;
    }),
  };
});

const { openTripQueue, saveDaysThroughQueue } = await import('./use-trip-saver');
const days: Day[] = [{ id: 'd1', date: '2027-05-10', title: 'AI', timeSlots: [] }];

beforeEach(() => {
  calls.length = 0;
});

describe('saving days from outside the open screen (the organizer header AI)', () => {
  it('with no screen open on the trip: one versioned PUT days in organizer mode; the cache takes the answer', async () => {
    const qc = new QueryClient();
    const saved = await saveDaysThroughQueue(qc, { id: 't1', version: 3 }, days, { mode: 'organizer' });
    expect(saved.version).toBe(4);
    expect(calls).toEqual([{ url: '/api/trips/t1/days?days=if-changed', version: 3, mode: 'organizer' }]);
    expect(qc.getQueryData<TripDetail>(tripKeys.detail('t1'))?.version).toBe(4);
  });

  it('a 409 rejects with the server message', async () => {
    await expect(saveDaysThroughQueue(new QueryClient(), { id: 't1', version: 2 }, days)).rejects.toBeInstanceOf(ApiError);
  });

  it("with the trip open: joins that screen's queue, behind its saves, on the version they reached", async () => {
    const log: string[] = [];
    const queue = new TripSaveQueue({ base: 2, onSaved: (t, op) => log.push(`${op.key} saved v${t.version}`) });
    const close = openTripQueue('t1', queue);
    // The screen's own save is out (it moves the version from 2 to 3).
    queue.enqueue({
      key: 'fields:tripName',
      label: 'Trip name',
      send: async () => {
        await new Promise((r) => setTimeout(r, 5));
        return { id: 't1', version: 3 } as TripDetail;
      },
    });
    const saved = await saveDaysThroughQueue(new QueryClient(), { id: 't1', version: 2 }, days, { mode: 'organizer' });
    close();
    expect(saved.version).toBe(4);
    expect(calls.map((c) => c.version)).toEqual([3]);
    expect(log).toEqual(['fields:tripName saved v3', 'days saved v4']);
  });
});
