import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { OFFLINE_HEADER } from '#server/offline.js';

/**
 * The client app's service worker keeps an answer for reading offline only when the server marks
 * it (ADR 033): a client's (or organizer's) own reads, never a member of staff's, never an
 * anonymous caller's, never a route outside the list.
 */
let t: TestApp;
let admin: TestUser;
let client: TestUser;
let organizer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user({ role: 'super_admin' });
  client = await t.user({ role: 'client' });
  organizer = await t.user({ role: 'organizer' });
});
afterAll(async () => {
  await t?.close();
});

const mark = async (url: string, cookie?: string) => {
  const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, mark: res.headers[OFFLINE_HEADER] };
};

describe('answers a client may keep offline', () => {
  it("marks a client's session and trip list", async () => {
    for (const user of [client, organizer]) {
      expect(await mark('/api/auth/session', user.cookie)).toEqual({ status: 200, mark: 'client' });
      expect(await mark('/api/workspace/trips', user.cookie)).toEqual({ status: 200, mark: 'client' });
    }
  });

  it("never marks staff's answers, an anonymous caller's, or a route outside the list", async () => {
    expect((await mark('/api/auth/session', admin.cookie)).mark).toBeUndefined();
    expect((await mark('/api/workspace/trips', admin.cookie)).mark).toBeUndefined();
    expect((await mark('/api/auth/session')).mark).toBeUndefined();
    const notes = await mark('/api/notifications', client.cookie);
    expect(notes.status).toBe(200);
    expect(notes.mark).toBeUndefined();
  });

  it('never marks a refusal', async () => {
    const res = await mark('/api/trips/00000000-0000-4000-8000-000000000000', client.cookie);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.mark).toBeUndefined();
  });
});
