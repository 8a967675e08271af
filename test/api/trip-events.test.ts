import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { buildApp } from '#server/app.js';
import { createFileMailer } from '#server/providers/mail/mailer.js';

/**
 * Two server instances on one database see each other's changes (issue 9 §2, DESIGN
 * "Running on several machines"). On PostgreSQL each instance has its own event bus
 * (LISTEN/NOTIFY on its own connection), exactly as two processes would; on the
 * embedded database, which belongs to one process, both share that process's bus.
 */
let t: TestApp;
let second: FastifyInstance;
let team: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
  second = await buildApp({
    config: t.app.ctx.config,
    database: t.database,
    mailer: createFileMailer(t.mailDir, 'test@example.com'),
    logger: false,
    events: t.database.kind === 'postgres' ? undefined : t.app.ctx.events,
  });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

it('a change saved through one instance reaches a stream opened on the other', async () => {
  if (t.database.kind === 'postgres') expect(second.ctx.events).not.toBe(t.app.ctx.events);
  const trip = await t.database.db
    .insertInto('trips')
    .values({ trip_name: 'Shared', destination: 'Rome', days: '[]' })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const abort = new AbortController();
  const res = await fetch(`${base}/api/trips/${trip.id}/events`, { headers: { cookie: team.cookie }, signal: abort.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const changed = (async () => {
    while (!text.includes('event: trip.changed')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    return text;
  })();
  while (!text.includes('event: ready')) await new Promise((r) => setTimeout(r, 20));
  const write = await second.inject({
    method: 'PATCH',
    url: `/api/trips/${trip.id}`,
    headers: { cookie: team.cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ version: trip.version, tripName: 'Changed on the other instance' }),
  });
  expect(write.statusCode, write.body).toBe(200);
  const out = await Promise.race([changed, new Promise<string>((r) => setTimeout(() => r('no event within 2 s'), 2000))]);
  expect(out).toContain('"tripId":"' + trip.id + '"');
  abort.abort();
});
