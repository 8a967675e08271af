import type { Database } from '#server/db/connection.js';
import { createMemoryBus, type EventBus } from './bus.js';
import { createPostgresBus } from './postgres-bus.js';

export type { EventBus } from './bus.js';

/** In this process on the embedded database; across processes (LISTEN/NOTIFY) on PostgreSQL. */
export async function createEventBus(database: Database, log?: { warn(obj: object, msg: string): void }): Promise<EventBus> {
  if (database.kind === 'postgres' && database.pool) return createPostgresBus(database.pool, log);
  return createMemoryBus();
}
