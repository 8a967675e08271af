import { EventEmitter } from 'node:events';

/**
 * Live events between the server and open screens (issue 9 §2, DESIGN "live
 * updates"): a change of a trip, a new notification. Topics are `trip:<id>` and
 * `user:<id>`. The default bus lives in this process; with PostgreSQL several
 * server processes share one through LISTEN/NOTIFY (postgres-bus.ts).
 */
export interface EventBus {
  /** 'memory' in one process, 'postgres' across the processes of one database. */
  kind: 'memory' | 'postgres';
  publish(topic: string, event: object): Promise<void>;
  /** Calls `listener` for every event of the topic until the returned function is called. */
  subscribe(topic: string, listener: (event: object) => void): () => void;
  close(): Promise<void>;
}

/** Fans events out to the subscribers of this process. */
export class LocalFanout {
  private readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0); // one per open screen
  }
  emit(topic: string, event: object) {
    this.emitter.emit(topic, event);
  }
  subscribe(topic: string, listener: (event: object) => void): () => void {
    const safe = (event: object) => {
      try {
        listener(event);
      } catch {
        // A subscriber that fails (a closed stream) must not stop the others.
      }
    };
    this.emitter.on(topic, safe);
    return () => this.emitter.off(topic, safe);
  }
  clear() {
    this.emitter.removeAllListeners();
  }
}

/** The default: events reach the screens connected to this process. */
export function createMemoryBus(): EventBus {
  const fanout = new LocalFanout();
  return {
    kind: 'memory',
    async publish(topic, event) {
      // After the caller's own work, like a notification from the database would arrive.
      queueMicrotask(() => fanout.emit(topic, event));
    },
    subscribe: (topic, listener) => fanout.subscribe(topic, listener),
    async close() {
      fanout.clear();
    },
  };
}
