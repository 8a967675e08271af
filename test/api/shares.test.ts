// Companion links (issue 21, ADR 031): made, listed and revoked by whoever reads the trip; the
// token is stored hashed; the shared answer is an allow-list (nothing about money, notes for the
// agency, bookings or the client); refused once expired, revoked, hidden or deleted; hostile
// tokens never reach a 5xx.
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { fourteenDayTrip } from '../helpers/billing-trip.js';
import type { Day } from '#shared/domain/itinerary.js';
import { SHARE_MESSAGES, type ShareLinkCreated, type SharedTrip } from '#shared/contracts/shares.js';
import { shareLinkExpiry } from '#shared/domain/shared-trip.js';
import { SHARED_RATE_LIMIT } from '#server/modules/shares/routes.js';

let t: TestApp;
let team: TestUser;
let client: TestUser;
let otherClient: TestUser;
let tripId: string;

const SECRETS = {
  clientName: 'Claire Confidentielle',
  clientEmail: 'claire.secret@example.com',
  clientPhone: '+33 6 99 88 77 66',
  internalNote: 'INTERNAL: supplier pays 15% commission',
  clientNote: 'Slot note for Claire only',
  budget: 98765,
  hotelConfirmation: 'HTLCONF-4242',
  flightConfirmation: 'PNR-XYZ987',
  advice: 'Ask for the window table by the Grand Bassin',
};

function call(user: TestUser | null, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

async function create(user: TestUser, label?: string, trip = tripId): Promise<ShareLinkCreated & { token: string }> {
  const res = await call(user, 'POST', `/api/trips/${trip}/share-links`, label === undefined ? {} : { label });
  expect(res.statusCode, res.body).toBe(200);
  const link = res.json() as ShareLinkCreated;
  const token = link.url.split('/shared/')[1]!;
  return { ...link, token };
}

/** Every key (at any depth) and every string or number value of a JSON answer. */
function scan(value: unknown, keys: string[] = [], values: string[] = []): { keys: string[]; values: string[] } {
  if (Array.isArray(value)) for (const v of value) scan(v, keys, values);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      keys.push(k);
      scan(v, keys, values);
    }
  } else if (value !== null && value !== undefined) values.push(String(value));
  return { keys, values };
}

beforeAll(async () => {
  t = await createTestApp();
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
  client = await t.user({ role: 'client', fullName: SECRETS.clientName, email: SECRETS.clientEmail });
  otherClient = await t.user({ role: 'client' });
  await t.database.db.updateTable('users').set({ phone: SECRETS.clientPhone }).where('id', '=', client.id).execute();
  const trip = fourteenDayTrip(client.id, team.id);
  const days = JSON.parse(trip.days as string) as Day[];
  const slot = days[0]!.timeSlots[0]!;
  slot.internalNote = SECRETS.internalNote;
  slot.notes = SECRETS.clientNote;
  slot.options[0]!.notes = SECRETS.advice;
  tripId = (
    await t.database.db
      .insertInto('trips')
      .values({
        ...trip,
        days: JSON.stringify(days),
        budget_eur: SECRETS.budget,
        hotel: JSON.stringify({ ...JSON.parse(trip.hotel as string), confirmationNumber: SECRETS.hotelConfirmation }),
        outbound_flight: JSON.stringify({ ...JSON.parse(trip.outbound_flight as string), confirmation: SECRETS.flightConfirmation }),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('share links', () => {
  it('the client makes a link: a long token, answered once, stored only as its SHA-256', async () => {
    const link = await create(client, 'For Marco');
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes, base64url
    expect(link.label).toBe('For Marco');
    expect(link.active).toBe(true);
    // 7 days after the trip's end (23 May 2027)
    expect(link.expiresAt).toBe('2027-05-31T00:00:00.000Z');

    const rows = await t.database.db.selectFrom('trip_share_links').selectAll().where('trip_id', '=', tripId).execute();
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(link.token);
    expect(rows.some((r) => r.token_hash === createHash('sha256').update(link.token).digest('hex'))).toBe(true);

    const list = await call(client, 'GET', `/api/trips/${tripId}/share-links`);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(link.token);
    expect(list.json().items[0]).toMatchObject({ id: link.id, label: 'For Marco', active: true, revokedAt: null });
    expect(Object.keys(list.json().items[0]).sort()).toEqual(['active', 'createdAt', 'expiresAt', 'id', 'label', 'revokedAt']);
  });

  it('the shared trip has the days and places, and nothing about money, notes, bookings or the client', async () => {
    const { token } = await create(client);
    const res = await call(null, 'GET', `/api/shared/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    const shared = res.json() as SharedTrip;
    expect(shared.tripName).toBe('Paris in Spring');
    expect(shared.days).toHaveLength(14);
    const first = shared.days[0]!.slots[0]!;
    expect(first.place).toMatchObject({ name: 'Musée du Louvre', address: 'Rue de Rivoli, 75001 Paris', advice: SECRETS.advice });
    expect(first.place!.description).toContain('Winged Victory');

    const { keys, values } = scan(shared);
    const forbiddenKey = /price|cost|budget|billing|billed|internal|note|confirmation|client|email|phone|flight|hotel|currency|rating|specialist|version/i;
    expect(keys.filter((k) => forbiddenKey.test(k))).toEqual([]);
    const text = values.join('\n');
    for (const secret of [SECRETS.clientName, SECRETS.clientEmail, SECRETS.clientPhone, SECRETS.internalNote, SECRETS.clientNote, SECRETS.hotelConfirmation, SECRETS.flightConfirmation, 'Le Meurice', 'Air France', 'Théo Team']) {
      expect(text).not.toContain(secret);
    }
    expect(values).not.toContain(String(SECRETS.budget));
    expect(res.body).not.toMatch(/€|\bEUR\b/);
    expect(String(res.headers['cache-control'])).toContain('no-store');
  });

  it('the companion downloads the calendar through the same token: the places, no flights, hotel or notes', async () => {
    const { token } = await create(client);
    const res = await call(null, 'GET', `/api/shared/${token}/calendar.ics`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(String(res.headers['content-disposition'])).toContain('.ics');
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.length).toBeGreaterThan(40);
    expect(events.some((e) => e.summary === 'Musée du Louvre')).toBe(true);
    for (const secret of [SECRETS.internalNote, SECRETS.clientNote, 'Air France', 'Le Meurice', SECRETS.clientName, SECRETS.hotelConfirmation]) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.body).toContain('Ask for the window table');
  });

  it('a revoked link is refused, calmly; revoking twice keeps the first time', async () => {
    const link = await create(client);
    const revoked = await call(client, 'DELETE', `/api/trips/${tripId}/share-links/${link.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ active: false });
    const again = await call(client, 'DELETE', `/api/trips/${tripId}/share-links/${link.id}`);
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
    for (const url of [`/api/shared/${link.token}`, `/api/shared/${link.token}/calendar.ics`]) {
      const res = await call(null, 'GET', url);
      expect(res.statusCode).toBe(410);
      expect(res.json().error.message).toBe(SHARE_MESSAGES.invalid);
    }
  });

  it('an expired link is refused', async () => {
    const link = await create(client);
    await t.database.db.updateTable('trip_share_links').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', link.id).execute();
    const res = await call(null, 'GET', `/api/shared/${link.token}`);
    expect(res.statusCode).toBe(410);
    const list = await call(client, 'GET', `/api/trips/${tripId}/share-links`);
    expect(list.json().items.find((i: { id: string }) => i.id === link.id).active).toBe(false);
  });

  it('a trip hidden from its client, or deleted, opens through no link; shown again, it does', async () => {
    const link = await create(client);
    await t.database.db.updateTable('trips').set({ visible_to_client: false }).where('id', '=', tripId).execute();
    expect((await call(null, 'GET', `/api/shared/${link.token}`)).statusCode).toBe(410);
    await t.database.db.updateTable('trips').set({ visible_to_client: true, folder: 'deleted' }).where('id', '=', tripId).execute();
    expect((await call(null, 'GET', `/api/shared/${link.token}`)).statusCode).toBe(410);
    expect((await call(null, 'GET', `/api/shared/${link.token}/calendar.ics`)).statusCode).toBe(410);
    await t.database.db.updateTable('trips').set({ folder: 'in_progress' }).where('id', '=', tripId).execute();
    expect((await call(null, 'GET', `/api/shared/${link.token}`)).statusCode).toBe(200);
  });

  it("another client's trip is out of reach (404); staff and the trip's organizer reach it", async () => {
    expect((await call(otherClient, 'GET', `/api/trips/${tripId}/share-links`)).statusCode).toBe(404);
    expect((await call(otherClient, 'POST', `/api/trips/${tripId}/share-links`, {})).statusCode).toBe(404);
    const mine = await create(client);
    expect((await call(otherClient, 'DELETE', `/api/trips/${tripId}/share-links/${mine.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/shared/${mine.token}`)).statusCode).toBe(200); // untouched
    const staff = await create(team, 'From the agency');
    expect(staff.active).toBe(true);
    expect((await call(team, 'DELETE', `/api/trips/${tripId}/share-links/${mine.id}`)).statusCode).toBe(200);
    // A link id of another trip is unknown here.
    const otherTrip = (await t.database.db.insertInto('trips').values({ trip_name: 'Other', destination: 'Rome', user_id: otherClient.id, days: '[]' }).returning('id').executeTakeFirstOrThrow()).id;
    expect((await call(team, 'DELETE', `/api/trips/${otherTrip}/share-links/${staff.id}`)).statusCode).toBe(404);
  });

  it('hostile tokens: malformed or unknown -> 404, huge -> 400/414, never a 5xx', async () => {
    for (const token of ['x', 'A'.repeat(43), '..%2F..%2Fetc', "'%20or%201=1--", '%00', 'é'.repeat(10), 'A'.repeat(199)]) {
      const res = await call(null, 'GET', `/api/shared/${token}`);
      // Past Fastify's 100-character parameter limit the router answers 414 URI Too Long, before any work.
      expect([400, 404, 414], `${token} -> ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    }
    const huge = await call(null, 'GET', `/api/shared/${'A'.repeat(5000)}`);
    expect([400, 414]).toContain(huge.statusCode);
    const ics = await call(null, 'GET', `/api/shared/${'B'.repeat(43)}/calendar.ics`);
    expect(ics.statusCode).toBe(404);
  });

  it('bad input when making a link changes nothing', async () => {
    const before = (await t.database.db.selectFrom('trip_share_links').select('id').execute()).length;
    expect((await call(client, 'POST', `/api/trips/${tripId}/share-links`, { label: 'x'.repeat(81) })).statusCode).toBe(400);
    expect((await call(client, 'POST', `/api/trips/${tripId}/share-links`, { label: 'a\u0000b' })).statusCode).toBe(400);
    expect((await call(client, 'POST', `/api/trips/${tripId}/share-links`, { token: 'mine' })).statusCode).toBe(400);
    expect((await call(client, 'POST', `/api/trips/not-a-uuid/share-links`, {})).statusCode).toBe(400);
    expect((await t.database.db.selectFrom('trip_share_links').select('id').execute()).length).toBe(before);
  });
});

describe('the public reads are rate-limited per address', () => {
  it(`answers 429 past ${SHARED_RATE_LIMIT.max} a minute, with a clear message`, async () => {
    let limited: { statusCode: number; json(): { error: { message: string } } } | null = null;
    for (let i = 0; i <= SHARED_RATE_LIMIT.max + 1 && !limited; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/shared/${'C'.repeat(43)}`, remoteAddress: '203.0.113.7' });
      expect([404, 429]).toContain(res.statusCode);
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.json().error.message).toMatch(/wait a minute/);
  });
});

describe('shareLinkExpiry', () => {
  const now = Date.parse('2027-01-01T12:00:00Z');
  it('is 7 days after the end date, or 30 days from now without one', () => {
    expect(shareLinkExpiry('2027-05-23', now).toISOString()).toBe('2027-05-31T00:00:00.000Z');
    expect(shareLinkExpiry(null, now).toISOString()).toBe('2027-01-31T12:00:00.000Z');
    expect(shareLinkExpiry('not a date', now).toISOString()).toBe('2027-01-31T12:00:00.000Z');
  });
  it('a trip that ended long ago still gets a day', () => {
    expect(shareLinkExpiry('2020-01-01', now).toISOString()).toBe('2027-01-02T12:00:00.000Z');
  });
});
