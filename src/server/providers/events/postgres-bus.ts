import type pg from 'pg';
import { LocalFanout, type EventBus } from './bus.js';

/** The one PostgreSQL channel every server process listens on. */
export const EVENTS_CHANNEL = 'mv_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; events name ids and versions only. */
const MAX_PAYLOAD = 7900;

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * Events across every server process of one PostgreSQL database: publish is a
 * NOTIFY on EVENTS_CHANNEL, and each process LISTENs on one dedicated
 * connection and fans the events out to its own subscribers (including the
 * publisher's, which get their event back from the database like everyone).
 * A lost listening connection is re-opened; events sent meanwhile are missed,
 * so screens also refetch when their stream reconnects.
 */
export async function createPostgresBus(pool: pg.Pool, log?: Log): Promise<EventBus> {
  const fanout = new LocalFanout();
  let client: pg.PoolClient | null = null;
  let closed = false;

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== EVENTS_CHANNEL || !msg.payload) return;
    try {
      const { topic, event } = JSON.parse(msg.payload) as { topic: string; event: object };
      fanout.emit(topic, event);
    } catch {
      log?.warn({ payload: msg.payload.slice(0, 200) }, 'ignored a malformed event');
    }
  };

  async function connect(): Promise<void> {
    const c = await pool.connect();
    c.on('notification', onNotification);
    c.on('error', () => reconnect(c));
    await c.query(`listen ${EVENTS_CHANNEL}`);
    client = c;
  }

  function reconnect(broken: pg.PoolClient) {
    if (client !== broken) return;
    client = null;
    broken.release(true);
    if (closed) return;
    const retry = () => {
      if (closed) return;
      connect().catch((err: Error) => {
        log?.warn({ err: err.message }, 'event listener could not reconnect; retrying');
        setTimeout(retry, 1000).unref();
      });
    };
    setTimeout(retry, 200).unref();
  }

  await connect();
  return {
    kind: 'postgres',
    async publish(topic, event) {
      const payload = JSON.stringify({ topic, event });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) throw new Error(`Event too large for NOTIFY on ${topic}`);
      await pool.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
    },
    subscribe: (topic, listener) => fanout.subscribe(topic, listener),
    async close() {
      closed = true;
      fanout.clear();
      const c = client;
      client = null;
      if (c) {
        c.off('notification', onNotification);
        try {
          await c.query(`unlisten ${EVENTS_CHANNEL}`);
        } catch {
          // The connection may already be gone.
        }
        c.release();
      }
    },
  };
}
