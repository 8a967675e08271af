import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';
import type { ServiceDeps } from '#server/service-deps.js';
import { AppError, badRequest } from '#server/lib/errors.js';
import { isUniqueViolation } from '#server/lib/sql.js';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MESSAGES } from '#shared/contracts/common.js';
import { idempotencyRepo } from './repo.js';

/** Records the key in the transaction `tx` of the create, naming what it created (its id, if the answer needs it). */
export type Claim = (tx: Kysely<DB>, resourceId?: string | null) => Promise<void>;

export interface IdempotentCreate<T> {
  /** The status of a successful create (201, or 200 when the answer is a whole view). */
  status: number;
  /** Makes the thing; with a key, calls `claim` inside its transaction. */
  create(claim: Claim | undefined): Promise<T>;
  /** The answer of a create that committed but whose answer was not stored (a crash in between). */
  replay(resourceId: string | null): Promise<T>;
}

/** The Idempotency-Key header of a request: absent, or a valid key (400 naming the header otherwise). */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers['idempotency-key'];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) {
    throw badRequest(IDEMPOTENCY_MESSAGES.invalid, { [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_MESSAGES.invalid });
  }
  return raw;
}

/** JSON with object keys sorted: one text for one body, whatever order its keys came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * Idempotent creates (issue 24, ADR 022). With no key the create just runs. With a key: a key
 * the person used in the last 24 hours for the same request answers what it answered (stored,
 * or rebuilt from what it created) and creates nothing; for another request, 422. Otherwise the
 * create runs and records the key in its own transaction, so the key exists exactly when the
 * thing does: a crash before the commit leaves neither, after it both. Of two concurrent
 * requests with one key, the second's insert meets the first's (primary key) and its whole
 * transaction rolls back; it then answers the first's result.
 */
export function createIdempotencyService(deps: Pick<ServiceDeps, 'db' | 'log'>) {
  const repo = idempotencyRepo(deps.db);

  async function answerOf<T>(userId: string, key: string, requestHash: string, op: IdempotentCreate<T>) {
    const found = await repo.find(userId, key);
    if (!found) return null;
    if (found.requestHash !== requestHash) throw new AppError(422, 'idempotency_key_reused', IDEMPOTENCY_MESSAGES.reused);
    if (found.statusCode !== null && found.response !== null) return { status: found.statusCode, body: found.response as T };
    return { status: op.status, body: await op.replay(found.resourceId) };
  }

  return {
    async run<T>(userId: string, key: string | undefined, scope: string, body: unknown, op: IdempotentCreate<T>): Promise<{ status: number; body: T }> {
      if (key === undefined) return { status: op.status, body: await op.create(undefined) };
      const requestHash = createHash('sha256').update(`${scope}\n${canonical(body)}`).digest('hex');
      const earlier = await answerOf(userId, key, requestHash, op);
      if (earlier) return earlier;
      await repo.purgeExpired(userId);
      let created: T;
      try {
        created = await op.create((tx, resourceId = null) => idempotencyRepo(tx).claim({ userId, key, scope, requestHash, resourceId }));
      } catch (err) {
        // A concurrent request with the same key committed first: its answer, not this failure
        // (the primary key refused our claim, or its write made our version stale).
        const first = await answerOf(userId, key, requestHash, op);
        if (first) return first;
        if (isUniqueViolation(err)) throw new AppError(409, 'idempotency_in_progress', IDEMPOTENCY_MESSAGES.inProgress);
        throw err;
      }
      await repo.saveResponse(userId, key, op.status, created).catch((err: Error) => {
        deps.log.warn({ err: err.message }, 'idempotency answer not stored; a retry rebuilds it');
      });
      return { status: op.status, body: created };
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
