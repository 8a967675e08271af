import type { TripDetail } from '#shared/contracts/trip-detail';

/**
 * The saves of one open trip, one request at a time and in order (issue 9 §2 "nothing lost").
 *
 * Every save names the version its change was made on: the queue keeps that version (`base`),
 * starts it from the trip as loaded, and moves it to what the server answers after each of its
 * own saves. A colleague's change does not move it: only the screen does (`rebase`), when it
 * takes their version because it holds nothing unsaved. So a change made on an older version
 * meets the server's 409 instead of overwriting theirs.
 *
 * Status: 'saving' while a request is out, 'saved' when the queue drained, 'error' when a save
 * failed (kept, with `retry`), 'stale' after a 409 (kept; the screen reloads the trip, then the
 * person re-applies their changes on the new version, `reapply`, or drops them, `discard`).
 * A save the server refuses as invalid (400/422) is dropped and reported: it cannot succeed.
 */

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error' | 'stale';

export interface SaveOp {
  /** Several saves of the same key (the whole itinerary, one field) waiting in line: the last one wins. */
  key: string;
  /** What the person did, for the status line ('Trip name', 'Itinerary'). */
  label: string;
  send: (version: number) => Promise<TripDetail>;
  /** The status line when this save fails, in the spec's words ('Error saving trip days: ...'); the bare message otherwise. */
  errorText?: (message: string) => string;
}

export interface SaveState {
  status: SaveStatus;
  /** The failed save's message ('error', 'stale'). */
  message: string | null;
  /** Saves waiting or failed: the person's work not yet on the server. */
  pending: number;
  /** The version the next save names. */
  base: number;
}

export interface SaveQueueOptions {
  base: number;
  /** Each saved trip, as the server answered it. */
  onSaved: (trip: TripDetail, op: SaveOp) => void;
  /** A save refused as invalid: dropped. */
  onRejected?: (op: SaveOp, err: unknown) => void;
  onChange?: (state: SaveState) => void;
}

const statusOf = (err: unknown) => (err as { status?: number } | null)?.status ?? 0;

export class TripSaveQueue {
  private queue: SaveOp[] = [];
  private running = false;
  /** Why saving stopped: a failure to retry, or a 409 to resolve. A refused save does not stop it. */
  private stopped: 'failure' | 'stale' | null = null;
  private state: SaveState;
  private waiters: (() => void)[] = [];

  constructor(private readonly opts: SaveQueueOptions) {
    this.state = { status: 'idle', message: null, pending: 0, base: opts.base };
  }

  get snapshot(): SaveState {
    return this.state;
  }

  /** Adds a save; a waiting save with the same key is replaced (it held an older copy). */
  enqueue(op: SaveOp): void {
    const waiting = this.running ? this.queue.slice(1) : this.queue;
    const i = waiting.findIndex((o) => o.key === op.key);
    if (i >= 0) waiting[i] = op;
    else waiting.push(op);
    this.queue = this.running ? [this.queue[0]!, ...waiting] : waiting;
    this.set({ pending: this.queue.length });
    void this.pump();
  }

  /** The screen took the server's copy (it had nothing unsaved): later saves name that version. */
  rebase(version: number): void {
    if (this.queue.length === 0 && !this.stopped) this.set({ base: version });
  }

  /** After a 409 and a reload: send the kept saves again, on the version now on screen. */
  reapply(version: number): void {
    if (this.stopped !== 'stale') return;
    this.stopped = null;
    this.set({ base: version, status: 'saving', message: null });
    void this.pump(true);
  }

  /** After a failure: try the failed save again. */
  retry(): void {
    if (this.stopped !== 'failure') return;
    this.stopped = null;
    this.set({ status: 'saving', message: null });
    void this.pump(true);
  }

  /** Drops every kept save (after a 409, the person keeps the colleague's version). */
  discard(version: number): void {
    if (this.running) return;
    this.stopped = null;
    this.queue = [];
    this.set({ base: version, status: 'idle', message: null, pending: 0 });
    this.wake();
  }

  /** Resolves when nothing is waiting or running (or the queue stopped on a failure). */
  idle(): Promise<void> {
    if (!this.running && (this.queue.length === 0 || this.blocked)) return Promise.resolve();
    return new Promise((r) => this.waiters.push(r));
  }

  private get blocked() {
    return this.stopped !== null;
  }

  private async pump(resume = false): Promise<void> {
    if (this.running || (this.blocked && !resume)) return;
    this.running = true;
    while (this.queue.length > 0) {
      const op = this.queue[0]!;
      this.set({ status: 'saving', message: null });
      try {
        const trip = await op.send(this.state.base);
        this.queue.shift();
        this.set({ base: trip.version, pending: this.queue.length });
        this.opts.onSaved(trip, op);
      } catch (err) {
        const status = statusOf(err);
        const reason = err instanceof Error ? err.message : 'Save failed';
        // A stale save keeps the server's own sentence; a failure names what failed (spec §8 texts).
        const message = status === 409 || !op.errorText ? reason : op.errorText(reason);
        if (status === 409) {
          this.stopped = 'stale';
          this.set({ status: 'stale', message, pending: this.queue.length });
          break;
        }
        if (status === 400 || status === 422 || status === 403 || status === 404) {
          this.queue.shift();
          this.opts.onRejected?.(op, err);
          this.set({ status: 'error', message, pending: this.queue.length });
          if (this.queue.length === 0) {
            this.running = false;
            this.wake();
            return;
          }
          continue;
        }
        this.stopped = 'failure';
        this.set({ status: 'error', message, pending: this.queue.length });
        break;
      }
    }
    this.running = false;
    if (this.queue.length === 0 && !this.blocked) this.set({ status: 'saved', message: null, pending: 0 });
    this.wake();
  }

  /** Saving stopped and waits for the person: 'failure' (retry) or 'stale' (reapply or discard). */
  get stoppedBy(): 'failure' | 'stale' | null {
    return this.stopped;
  }

  private wake() {
    const w = this.waiters;
    this.waiters = [];
    for (const r of w) r();
  }

  private set(patch: Partial<SaveState>) {
    this.state = { ...this.state, ...patch };
    this.opts.onChange?.(this.state);
  }
}
