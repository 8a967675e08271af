import type { Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';
import { sessionWritesOf } from '#server/db/auth-writes.js';
import type { EventBus } from '#server/providers/events/bus.js';

/**
 * Answers of a read kept a few seconds (issue 12, speed under load), forgotten at once when the
 * tables they are read from change: in this process by any write to them (db/auth-writes.ts sees
 * every query; a read under way meanwhile does not store its answer), in the others by the NOTIFY
 * of migration 009_change_notices on `topic`. The TTL only bounds a missed notification. Without
 * the write watcher (a Kysely instance not made by connection.ts) nothing is kept.
 */
export function createReadCache<T>(opts: { db: Kysely<DB>; events: EventBus; tables: string[]; topic: string; ttlMs?: number; max?: number }) {
  const ttlMs = opts.ttlMs ?? 5_000;
  const max = opts.max ?? 2_000;
  const entries = new Map<string, { value: T; until: number }>();
  let generation = 0;
  const clear = () => {
    generation++;
    entries.clear();
  };
  const writes = sessionWritesOf(opts.db);
  if (writes) {
    writes.subscribe(clear, opts.tables);
    opts.events.subscribe(opts.topic, clear);
  }
  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      if (!writes) return load();
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.value;
      if (hit) entries.delete(key);
      const seen = generation;
      const value = await load();
      if (seen === generation) {
        if (entries.size >= max) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, until: Date.now() + ttlMs });
      }
      return value;
    },
    clear,
  };
}
