import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, sessionCookie, type TestApp, type TestUser } from '../helpers/app.js';
import { LIVE_STREAM_LIMITS, LIVE_STREAM_MESSAGES } from '#server/lib/sse.js';

/**
 * Live streams under load (issue 24, ADR 021): at most 6 per user and per trip, and one batched
 * access check per event for all listeners, which still ends the stream of a signed-out viewer
 * or of one who lost access to the trip.
 */
let t: TestApp;
let base: string;
let team: TestUser;
let client: TestUser;
const open: Stream[] = [];

interface Stream {
  status: number;
  body: string;
  /** Resolves with everything read once `text` arrived, or the stream ended, or after `ms`. */
  until(text: string, ms?: number): Promise<string>;
  close(): void;
  ended: Promise<void>;
}

async function stream(url: string, cookie: string): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${base}${url}`, { headers: { cookie }, signal: abort.signal });
  if (!res.headers.get('content-type')?.includes('text/event-stream')) {
    return { status: res.status, body: await res.text(), until: async () => '', close: () => {}, ended: Promise.resolve() };
  }
  let text = '';
  const waiters: (() => void)[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
        for (const w of waiters.splice(0)) w();
      }
    } catch {
      // aborted by the test
    }
    for (const w of waiters.splice(0)) w();
  })();
  let finished = false;
  void ended.then(() => (finished = true));
  const s: Stream = {
    status: res.status,
    body: '',
    ended,
    close: () => abort.abort(),
    async until(wanted, ms = 3000) {
      const deadline = Date.now() + ms;
      while (!text.includes(wanted) && !finished && Date.now() < deadline) {
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 50);
        });
      }
      return text;
    },
  };
  await s.until('event: ready');
  open.push(s);
  return s;
}

async function makeTrip(visible = true) {
  return t.database.db
    .insertInto('trips')
    .values({ trip_name: 'Streams', destination: 'Rome', days: '[]', user_id: client.id, visible_to_client: visible })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

async function rename(id: string, name: string) {
  const trip = await t.database.db.selectFrom('trips').select('version').where('id', '=', id).executeTakeFirstOrThrow();
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/trips/${id}`,
    headers: { cookie: team.cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ version: trip.version, tripName: name }),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Waits until the server has let go of every stream the test closed. */
async function settled(expected: number) {
  for (let i = 0; i < 100 && t.app.liveStreams.stats().open !== expected; i++) await new Promise((r) => setTimeout(r, 20));
  expect(t.app.liveStreams.stats().open).toBe(expected);
}

beforeAll(async () => {
  t = await createTestApp();
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
  client = await t.user({ role: 'client', fullName: 'Claire Client' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  for (const s of open.splice(0)) s.close();
  await settled(0);
  vi.restoreAllMocks();
});
afterAll(async () => {
  await t?.close();
});

describe('caps', () => {
  it('refuses a seventh stream of one user with 429 and a clear message, and accepts one again once a stream closes', async () => {
    expect(LIVE_STREAM_LIMITS).toEqual({ perUser: 6, perTrip: 6 });
    const trip = await makeTrip();
    const mine: Stream[] = [];
    for (let i = 0; i < 3; i++) mine.push(await stream('/api/notifications/events', team.cookie));
    for (let i = 0; i < 3; i++) mine.push(await stream(`/api/trips/${trip.id}/events`, team.cookie));
    expect(mine.every((s) => s.status === 200)).toBe(true);

    for (const url of ['/api/notifications/events', `/api/trips/${trip.id}/events`]) {
      const refused = await stream(url, team.cookie);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toEqual({ error: { code: 'rate_limited', message: LIVE_STREAM_MESSAGES.tooManyForUser } });
    }
    // Another user is not held back by this one.
    expect((await stream('/api/notifications/events', client.cookie)).status).toBe(200);

    mine[0]!.close();
    await settled(6);
    expect((await stream(`/api/trips/${trip.id}/events`, team.cookie)).status).toBe(200);
  });

  it('refuses a seventh stream of one trip, whoever opens it, and not a stream of another trip', async () => {
    const trip = await makeTrip();
    const other = await makeTrip();
    const colleagues = await Promise.all([t.user({ role: 'team' }), t.user({ role: 'team' }), t.user({ role: 'team' })]);
    for (const c of colleagues) for (let i = 0; i < 2; i++) expect((await stream(`/api/trips/${trip.id}/events`, c.cookie)).status).toBe(200);
    const refused = await stream(`/api/trips/${trip.id}/events`, client.cookie);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).error.message).toBe(LIVE_STREAM_MESSAGES.tooManyForTrip);
    expect(refused.body).toContain('Too many live connections are open on this trip');
    expect((await stream(`/api/trips/${other.id}/events`, client.cookie)).status).toBe(200);
  });

  it('does not let one person keep the others of a trip out: their oldest stream gives way to a newcomer', async () => {
    const trip = await makeTrip();
    const hog: Stream[] = [];
    for (let i = 0; i < 6; i++) hog.push(await stream(`/api/trips/${trip.id}/events`, client.cookie));
    expect(hog.every((s) => s.status === 200)).toBe(true);
    // The same person asking for more is refused; staff coming in are not.
    expect((await stream(`/api/trips/${trip.id}/events`, client.cookie)).status).toBe(429);
    const staff = await stream(`/api/trips/${trip.id}/events`, team.cookie);
    expect(staff.status).toBe(200);
    await hog[0]!.ended; // the oldest was closed by the server
    await settled(6);
    await rename(trip.id, 'Staff hear it');
    expect(await staff.until('Staff hear it')).toContain('event: trip.changed');
  });
});

describe('the re-check before each event', () => {
  it('costs one query for the trip and one session lookup per cookie, whatever the number of listeners', async () => {
    const trip = await makeTrip();
    const colleague = await t.user({ role: 'team' });
    const listeners = [
      await stream(`/api/trips/${trip.id}/events`, team.cookie),
      await stream(`/api/trips/${trip.id}/events`, team.cookie),
      await stream(`/api/trips/${trip.id}/events`, team.cookie),
      await stream(`/api/trips/${trip.id}/events`, client.cookie),
      await stream(`/api/trips/${trip.id}/events`, client.cookie),
      await stream(`/api/trips/${trip.id}/events`, colleague.cookie),
    ];
    const viewers = vi.spyOn(t.app.ctx.services.trips, 'viewersOf');
    const sessions = vi.spyOn(t.app.ctx.services.accounts, 'sessionUser');
    const details = vi.spyOn(t.app.ctx.services.trips, 'getDetail');
    const checks = t.app.liveStreams.stats().checks;

    await rename(trip.id, 'Heard by all six');
    for (const s of listeners) expect(await s.until('Heard by all six')).toContain('event: trip.changed');

    expect(t.app.liveStreams.stats().checks - checks).toBe(1);
    expect(viewers).toHaveBeenCalledTimes(1);
    expect(viewers).toHaveBeenCalledWith([trip.id]);
    // The save itself resolves its author's session once; the streams once per distinct cookie (3).
    const fromStreams = sessions.mock.calls.filter(([headers]) => Object.keys(headers).length === 1);
    expect(fromStreams).toHaveLength(3);
    expect(details).not.toHaveBeenCalled();
  });

  it('ends the stream of a viewer who signed out, and only theirs', async () => {
    const trip = await makeTrip();
    const second = await sessionCookie(t.app, client.email, client.password);
    const signedOut = await stream(`/api/trips/${trip.id}/events`, second);
    const stays = await stream(`/api/trips/${trip.id}/events`, client.cookie);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: second } });
    expect(out.statusCode).toBe(200);

    await rename(trip.id, 'After the sign-out');
    const text = await signedOut.until('event: end');
    expect(text).toContain('event: end');
    expect(text).not.toContain('After the sign-out');
    await signedOut.ended; // the server closed it
    expect(await stays.until('After the sign-out')).toContain('event: trip.changed');
  });

  it('lets an organizer attached to a hidden trip follow it, and ends the stream once detached (ADR 023)', async () => {
    const trip = await makeTrip(false);
    const organizer = await t.user({ role: 'organizer', fullName: 'Olivia Organizer' });
    const attach = (method: 'PUT' | 'DELETE') =>
      t.app.inject({ method, url: `/api/trips/${trip.id}/organizers/${organizer.id}`, headers: { cookie: team.cookie } });
    expect((await stream(`/api/trips/${trip.id}/events`, organizer.cookie)).status).toBe(404);
    expect((await attach('PUT')).statusCode).toBe(200);
    const following = await stream(`/api/trips/${trip.id}/events`, organizer.cookie);
    expect(following.status).toBe(200);
    await rename(trip.id, 'Heard by the organizer');
    expect(await following.until('Heard by the organizer')).toContain('event: trip.changed');
    expect((await attach('DELETE')).statusCode).toBe(200);
    await rename(trip.id, 'After the detach');
    const text = await following.until('event: end');
    expect(text).toContain('event: end');
    expect(text).not.toContain('After the detach');
    await following.ended;
  });

  it('ends the stream of a client whose trip is hidden from them, while staff keep hearing it', async () => {
    const trip = await makeTrip();
    const clientStream = await stream(`/api/trips/${trip.id}/events`, client.cookie);
    const staffStream = await stream(`/api/trips/${trip.id}/events`, team.cookie);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/trips/${trip.id}`,
      headers: { cookie: team.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ version: trip.version, visibleToClient: false }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = await clientStream.until('event: end');
    expect(text).toContain('event: end');
    expect(text).not.toContain('event: trip.changed');
    await clientStream.ended;
    expect(await staffStream.until('event: trip.changed')).toContain('"visibility"');
    // The refused stream no longer counts towards the caps.
    await settled(1);
  });
});
