import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from '#server/providers/events/bus.js';

/** A comment line every so often keeps proxies and browsers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

export interface EventStreamOptions {
  bus: EventBus;
  topics: string[];
  /** Checked before each event is sent: false ends the stream (signed out, access lost). */
  stillAllowed: () => Promise<boolean>;
  /** Open streams of the app, ended when it closes (app.ts preClose). */
  registry: Set<() => void>;
  heartbeatMs?: number;
}

/**
 * Answers with a Server-Sent Events stream of the topics' events (issue 9 §2):
 * `event: <type>` and `data: <json>` per event, a heartbeat comment, and an
 * `end` event when the session no longer allows it. The browser's EventSource
 * reconnects by itself; screens refetch on (re)connection, so nothing missed
 * while disconnected is lost.
 */
export function sendEventStream(request: FastifyRequest, reply: FastifyReply, opts: EventStreamOptions): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no', // nginx: do not buffer the stream
    'x-content-type-options': 'nosniff',
  });
  res.write('retry: 3000\n\n');
  res.write('event: ready\ndata: {}\n\n');

  let ended = false;
  const unsubscribes: (() => void)[] = [];
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    for (const u of unsubscribes) u();
    opts.registry.delete(end);
    if (!res.writableEnded) res.end();
  };
  opts.registry.add(end);

  // Events are written in the order they arrive, each after its access check.
  let queue = Promise.resolve();
  const onEvent = (event: object) => {
    queue = queue.then(async () => {
      if (ended) return;
      if (!(await opts.stillAllowed().catch(() => false))) {
        res.write('event: end\ndata: {}\n\n');
        end();
        return;
      }
      const type = (event as { type?: unknown }).type;
      res.write(`event: ${typeof type === 'string' ? type : 'message'}\ndata: ${JSON.stringify(event)}\n\n`);
    });
  };
  for (const topic of opts.topics) unsubscribes.push(opts.bus.subscribe(topic, onEvent));

  const heartbeat = setInterval(() => {
    if (!ended) res.write(': keep-alive\n\n');
  }, opts.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  request.raw.on('close', end);
  res.on('error', end);
}
