import { sql, type Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';

/** How long a key is remembered (ADR 022). */
export const IDEMPOTENCY_TTL_HOURS = 24;

export interface IdempotencyRecord {
  scope: string;
  requestHash: string;
  resourceId: string | null;
  statusCode: number | null;
  response: unknown;
}

/**
 * SQL of idempotency_keys (migration 023), written only by this module (ADR 008): the claim
 * inserted in the transaction of what it creates, the answer stored after, the look-up of a
 * live key and the purge of expired ones.
 */
export function idempotencyRepo(db: Kysely<DB>) {
  const live = sql<boolean>`created_at > now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;
  return {
    /** The person's key if used in the last 24 hours. */
    async find(userId: string, key: string): Promise<IdempotencyRecord | null> {
      const row = await db
        .selectFrom('idempotency_keys')
        .select(['scope', 'request_hash', 'resource_id', 'status_code', 'response'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where(live)
        .executeTakeFirst();
      return row
        ? { scope: row.scope, requestHash: row.request_hash, resourceId: row.resource_id, statusCode: row.status_code, response: row.response }
        : null;
    },

    /** Forgets the person's keys older than 24 hours (one of them may be the key being used again). */
    async purgeExpired(userId: string): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where(sql<boolean>`not (${live})`).execute();
    },

    /**
     * Records the key; run in the transaction of the create, so it commits or rolls back with it.
     * A key already recorded (a concurrent request) fails on the primary key: the create rolls back.
     */
    async claim(v: { userId: string; key: string; scope: string; requestHash: string; resourceId: string | null }): Promise<void> {
      await db
        .insertInto('idempotency_keys')
        .values({ user_id: v.userId, key: v.key, scope: v.scope, request_hash: v.requestHash, resource_id: v.resourceId })
        .execute();
    },

    /** The answer of the committed create, replayed to its retries. */
    async saveResponse(userId: string, key: string, statusCode: number, response: unknown): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: statusCode, response: JSON.stringify(response) })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
    },
  };
}
