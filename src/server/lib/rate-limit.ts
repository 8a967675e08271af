import { tooManyRequests } from './errors.js';

/**
 * A small fixed-window limiter for per-account limits (sign-in, reset),
 * alongside @fastify/rate-limit's per-IP limits on the same routes.
 */
export class KeyedLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt for `key`; throws 429 when the window's budget is spent. */
  consume(key: string, now = Date.now()): void {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.hits.size > 10_000) this.sweep(now);
      return;
    }
    entry.count += 1;
    if (entry.count > this.max) throw tooManyRequests();
  }

  /** Throws 429 when `key` has already spent its budget in this window, without counting. */
  check(key: string, now = Date.now()): void {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt > now && entry.count >= this.max) throw tooManyRequests();
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
  }
}
