import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from '#server/providers/events/bus.js';
import { tooManyRequests } from './errors.js';

/** A comment line every so often keeps proxies and browsers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

/**
 * What one person, and one trip, may hold open in this process (ADR 021, DESIGN principle 7):
 * the web app opens one stream per trip and one for the notifications per tab, so 6 is three tabs
 * of a trip (and a browser's own limit of connections to one host over HTTP/1.1).
 */
export const LIVE_STREAM_LIMITS = { perUser: 6, perTrip: 6 } as const;

export const LIVE_STREAM_MESSAGES = {
  tooManyForUser: 'Too many live connections are open for your account. Close some tabs and try again.',
  tooManyForTrip: 'Too many live connections are open on this trip. Close some tabs and try again.',
} as const;

/** One open stream: whose it is, the Cookie header it was opened with, and the trip it follows (none: notifications). */
export interface LiveStream {
  readonly userId: string;
  readonly cookie: string;
  readonly tripId: string | null;
}

/**
 * Which of these streams may still hear an event, decided for all of them at once (the listeners
 * of one topic): one session lookup per distinct cookie, one query for the trips they follow.
 */
export type StreamCheck = (streams: readonly LiveStream[]) => Promise<Set<LiveStream>>;

interface Open extends LiveStream {
  topics: string[];
  write(text: string): void;
  end(): void;
}

interface Topic {
  streams: Set<Open>;
  unsubscribe: () => void;
  /** Events of the topic are checked and written in the order they arrive. */
  queue: Promise<void>;
}

/**
 * The live streams of one app (issue 9 §2, issue 24): at most LIVE_STREAM_LIMITS open per user and
 * per trip (429 past them), one subscription to the event bus per topic whatever the number of
 * listeners, and before each event one batched access check for all of the topic's listeners
 * (`check`), so an event sent to 200 listeners costs one query, not 200 session and trip reads.
 * A stream the check refuses gets an `end` event and is closed; the browser does not come back.
 * When the check itself fails (the database is unreachable), the streams are closed without
 * `end`: browsers reconnect, and screens refetch on reconnection.
 */
export function createStreamHub(opts: { bus: EventBus; check: StreamCheck; heartbeatMs?: number; limits?: { perUser: number; perTrip: number } }) {
  const limits = opts.limits ?? LIVE_STREAM_LIMITS;
  const byUser = new Map<string, Set<Open>>();
  const byTrip = new Map<string, Set<Open>>();
  const topics = new Map<string, Topic>();
  let checks = 0;

  function add<K>(map: Map<K, Set<Open>>, key: K, s: Open) {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(s);
  }
  function remove<K>(map: Map<K, Set<Open>>, key: K, s: Open) {
    const set = map.get(key);
    if (!set) return;
    set.delete(s);
    if (set.size === 0) map.delete(key);
  }

  async function deliver(topic: Topic, event: object) {
    const listeners = [...topic.streams];
    if (listeners.length === 0) return;
    checks++;
    let allowed: Set<LiveStream>;
    try {
      allowed = await opts.check(listeners);
    } catch {
      for (const s of listeners) s.end(); // no `end` event: the browser reconnects
      return;
    }
    const type = (event as { type?: unknown }).type;
    const text = `event: ${typeof type === 'string' ? type : 'message'}\ndata: ${JSON.stringify(event)}\n\n`;
    for (const s of listeners) {
      if (!topic.streams.has(s)) continue; // ended meanwhile
      if (allowed.has(s)) {
        s.write(text);
      } else {
        s.write('event: end\ndata: {}\n\n');
        s.end();
      }
    }
  }

  function subscribe(name: string, s: Open) {
    let topic = topics.get(name);
    if (!topic) {
      const created: Topic = { streams: new Set(), unsubscribe: () => {}, queue: Promise.resolve() };
      created.unsubscribe = opts.bus.subscribe(name, (event) => {
        created.queue = created.queue.then(() => deliver(created, event));
      });
      topics.set(name, (topic = created));
    }
    topic.streams.add(s);
  }
  function unsubscribe(name: string, s: Open) {
    const topic = topics.get(name);
    if (!topic) return;
    topic.streams.delete(s);
    if (topic.streams.size === 0) {
      topic.unsubscribe();
      topics.delete(name);
    }
  }

  return {
    /**
     * Answers with a Server-Sent Events stream (`event: <type>` and `data: <json>` per event, a
     * heartbeat comment, `end` when access is lost) of the topics' events (the user's, and the
     * trip's when it follows one). Throws 429 before answering when the user or the trip holds
     * its limit already.
     */
    open(request: FastifyRequest, reply: FastifyReply, who: LiveStream, topicNames: string[]): void {
      if ((byUser.get(who.userId)?.size ?? 0) >= limits.perUser) throw tooManyRequests(LIVE_STREAM_MESSAGES.tooManyForUser);
      const onTrip = who.tripId ? byTrip.get(who.tripId) : undefined;
      if (onTrip && onTrip.size >= limits.perTrip) {
        // One person holding most of a full trip's streams gives up their oldest to someone else,
        // so nobody can keep the others of a trip from following it; otherwise 429.
        const counts = new Map<string, Open[]>();
        for (const s of onTrip) counts.set(s.userId, [...(counts.get(s.userId) ?? []), s]);
        const [top, theirs] = [...counts].sort((a, b) => b[1].length - a[1].length)[0]!;
        if (top === who.userId || theirs.length * 2 <= limits.perTrip) throw tooManyRequests(LIVE_STREAM_MESSAGES.tooManyForTrip);
        theirs[0]!.end(); // closed without `end`: that tab's browser tries again later
      }

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
      const stream: Open = {
        userId: who.userId,
        cookie: who.cookie,
        tripId: who.tripId,
        topics: topicNames,
        write: (text) => {
          if (!ended && !res.writableEnded) res.write(text);
        },
        end: () => {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          for (const t of stream.topics) unsubscribe(t, stream);
          remove(byUser, stream.userId, stream);
          if (stream.tripId) remove(byTrip, stream.tripId, stream);
          if (!res.writableEnded) res.end();
        },
      };
      add(byUser, stream.userId, stream);
      if (stream.tripId) add(byTrip, stream.tripId, stream);
      for (const t of stream.topics) subscribe(t, stream);

      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), opts.heartbeatMs ?? HEARTBEAT_MS);
      heartbeat.unref();
      request.raw.on('close', stream.end);
      res.on('error', stream.end);
    },

    /** Ends every open stream (the app is closing: browsers reconnect to another process). */
    closeAll(): void {
      for (const set of [...byUser.values()]) for (const s of [...set]) s.end();
    },

    /** For tests and benchmarks: open streams, bus subscriptions, and batched checks made so far. */
    stats() {
      let open = 0;
      for (const set of byUser.values()) open += set.size;
      return { open, topics: topics.size, checks };
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;
