import { describe, expect, it } from 'vitest';
import { TripSaveQueue, type SaveOp } from './save-queue';
import type { TripDetail } from '#shared/contracts/trip-detail';
import { ApiError } from '#web/lib/api';

/** A fake server holding one trip version; writes on another version get 409. */
function server(start = 1) {
  let version = start;
  const log: string[] = [];
  const failures: number[] = [];
  return {
    log,
    get version() {
      return version;
    },
    bump() {
      version += 1; // a colleague saved
    },
    failNext(status: number) {
      failures.push(status);
    },
    op(key: string, text = key): SaveOp {
      return {
        key,
        label: key,
        send: async (v: number) => {
          await new Promise((r) => setTimeout(r, 1));
          const f = failures.shift();
          if (f !== undefined) throw new ApiError(f, f === 409 ? 'stale' : 'x', `failed ${f}`);
          if (v !== version) throw new ApiError(409, 'stale', 'Someone else changed this trip');
          version += 1;
          log.push(`${text}@${v}`);
          return { version } as TripDetail;
        },
      };
    },
  };
}

describe('TripSaveQueue', () => {
  it('sends one save at a time, in order, each on the version the previous one produced', async () => {
    const s = server();
    const saved: number[] = [];
    const q = new TripSaveQueue({ base: 1, onSaved: (t) => saved.push(t.version) });
    q.enqueue(s.op('name'));
    q.enqueue(s.op('days'));
    q.enqueue(s.op('hotel'));
    await q.idle();
    expect(s.log).toEqual(['name@1', 'days@2', 'hotel@3']);
    expect(saved).toEqual([2, 3, 4]);
    expect(q.snapshot).toMatchObject({ status: 'saved', pending: 0, base: 4 });
  });

  it('keeps only the newest of waiting saves with the same key', async () => {
    const s = server();
    const q = new TripSaveQueue({ base: 1, onSaved: () => {} });
    q.enqueue(s.op('days', 'days-1'));
    q.enqueue(s.op('days', 'days-2'));
    q.enqueue(s.op('days', 'days-3'));
    await q.idle();
    expect(s.log).toEqual(['days-1@1', 'days-3@2']);
  });

  it('stops on a 409 and keeps the work; re-applying on the reloaded version sends it', async () => {
    const s = server();
    const q = new TripSaveQueue({ base: 1, onSaved: () => {} });
    s.bump(); // a colleague saved version 2 meanwhile
    q.enqueue(s.op('days', 'mine'));
    await q.idle();
    expect(q.snapshot).toMatchObject({ status: 'stale', pending: 1 });
    expect(s.log).toEqual([]);
    q.enqueue(s.op('name'));
    await q.idle();
    expect(s.log).toEqual([]); // nothing goes out while the conflict is open
    q.reapply(s.version);
    await q.idle();
    expect(s.log).toEqual(['mine@2', 'name@3']);
  });

  it('a colleague\u2019s version is taken only when the screen rebases with nothing unsaved', async () => {
    const s = server();
    const q = new TripSaveQueue({ base: 1, onSaved: () => {} });
    s.bump();
    q.rebase(s.version);
    q.enqueue(s.op('name'));
    await q.idle();
    expect(s.log).toEqual(['name@2']);
  });

  it('discarding after a 409 drops the kept saves', async () => {
    const s = server();
    const q = new TripSaveQueue({ base: 1, onSaved: () => {} });
    s.bump();
    q.enqueue(s.op('days'));
    await q.idle();
    q.discard(s.version);
    expect(q.snapshot).toMatchObject({ status: 'idle', pending: 0, base: 2 });
  });

  it('waits for a retry after a network failure, and drops a save the server refuses as invalid', async () => {
    const s = server();
    const rejected: string[] = [];
    const q = new TripSaveQueue({ base: 1, onSaved: () => {}, onRejected: (op) => rejected.push(op.key) });
    s.failNext(0);
    q.enqueue(s.op('name'));
    await q.idle();
    expect(q.snapshot).toMatchObject({ status: 'error', pending: 1 });
    q.retry();
    await q.idle();
    expect(s.log).toEqual(['name@1']);
    s.failNext(400);
    q.enqueue(s.op('budget'));
    q.enqueue(s.op('hotel'));
    await q.idle();
    expect(rejected).toEqual(['budget']);
    expect(s.log).toEqual(['name@1', 'hotel@2']);
    expect(q.snapshot.status).toBe('saved');
  });

  it("a failed save names what failed in the spec's words; a stale one keeps the server's sentence", async () => {
    const s = server();
    const q = new TripSaveQueue({ base: 1, onSaved: () => {} });
    s.failNext(422);
    q.enqueue({ ...s.op('days'), errorText: (m) => `Error saving trip days: ${m}` });
    await q.idle();
    expect(q.snapshot).toMatchObject({ status: 'error', message: 'Error saving trip days: failed 422' });
    s.failNext(0);
    q.enqueue({ ...s.op('name'), errorText: (m) => `Failed to save trip changes: ${m}` });
    await q.idle();
    expect(q.snapshot.message).toBe('Failed to save trip changes: failed 0');
    q.discard(s.version);
    s.bump();
    q.enqueue({ ...s.op('budget'), errorText: (m) => `Failed to save trip changes: ${m}` });
    await q.idle();
    expect(q.snapshot).toMatchObject({ status: 'stale', message: 'Someone else changed this trip' });
  });
});
