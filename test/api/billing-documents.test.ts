import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import type { BillingView } from '#shared/contracts/billing.js';
import { fourteenDayTrip } from '../helpers/billing-trip.js';
import { pdfText } from '../helpers/pdf-text.js';
import { DOCUMENT_RATE_LIMIT, DOCUMENT_RATE_LIMITED } from '#server/modules/billing/routes.js';

let t: TestApp;
let team: TestUser;
let client: TestUser;
let otherClient: TestUser;
let tripId: string;
let billed: BillingView;


/** Keeps a copy for people to look at when PDF_OUT names a folder. */
function keep(name: string, pdf: Buffer) {
  const dir = process.env.PDF_OUT;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${name}`, pdf);
}

function call(user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  team = await t.user({ role: 'team', fullName: 'Théo Team' });
  client = await t.user({ role: 'client', fullName: 'Claire Dubois' });
  otherClient = await t.user({ role: 'client', fullName: 'Oscar Other' });
  const specialist = await t.user({ role: 'super_admin', fullName: 'Sophie Laurent' });
  await t.database.db.updateTable('users').set({ job_title: 'Senior Travel Designer', phone: '+33 1 42 00 00 00' }).where('id', '=', specialist.id).execute();
  tripId = (await t.database.db.insertInto('trips').values(fourteenDayTrip(client.id, specialist.id)).returning('id').executeTakeFirstOrThrow()).id;
  let b = (await call(team, 'GET', `/api/billing/${tripId}`)).json() as BillingView;
  const trip = (await call(team, 'GET', `/api/trips/${tripId}`)).json() as { days: { id: string; timeSlots: { id: string; selectedPlace?: string | null }[] }[] };
  // Bill the chosen activities of the first three days, an expense, flights and hotel.
  for (const day of trip.days.slice(0, 3)) {
    for (const slot of day.timeSlots.filter((s) => s.selectedPlace)) {
      const res = await call(team, 'POST', `/api/billing/${tripId}/activities`, { dayId: day.id, slotId: slot.id, optionId: slot.selectedPlace });
      expect(res.statusCode, res.body).toBe(200);
      b = res.json() as BillingView;
    }
  }
  b = (await call(team, 'POST', `/api/billing/${tripId}/expenses`, { version: b.version, title: 'Private chauffeur', unitCents: 45000, quantity: 2 })).json() as BillingView;
  await call(team, 'PATCH', `/api/billing/${tripId}/items/${b.items[0]!.id}`, { billed: true, previous: false });
  await call(team, 'PUT', `/api/billing/${tripId}/include`, { includeFlight: true, previous: false });
  b = (await call(team, 'PUT', `/api/billing/${tripId}/include`, { includeHotel: true, previous: false })).json() as BillingView;
  billed = b;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('statement PDF', () => {
  it('shows every item, the flights and hotel, and the totals of the billing view', async () => {
    const res = await call(client, 'GET', `/api/billing/${tripId}/statement.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/statement-trip-\d+\.pdf/);
    const pdf = res.rawPayload;
    keep('statement.pdf', pdf);
    const text = (await pdfText(pdf)).join('\n');
    for (const item of billed.items) expect(text).toContain(item.name.slice(0, 24));
    expect(text).toContain('Outbound flight');
    expect(text).toContain('Le Meurice');
    const euro = (cents: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    expect(text).toContain(euro(billed.totals.totalCents));
    expect(text).toContain(euro(billed.totals.billedCents));
    expect(text).toContain(euro(billed.totals.unbilledCents));
    expect(text).toContain('1 EUR = 1.10 USD');
    expect(text).toContain('BILLED');
  });

  it('converts once to USD at the stored rate', async () => {
    const res = await call(team, 'GET', `/api/billing/${tripId}/statement.pdf?currency=USD`);
    expect(res.statusCode).toBe(200);
    keep('statement-usd.pdf', res.rawPayload);
    const text = (await pdfText(res.rawPayload)).join('\n');
    const usd = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(Math.round(billed.totals.totalCents * 1.1) / 100);
    expect(text).toContain(usd);
    expect(text).toContain('Amounts in USD');
  });

  it('is refused to people who do not see the trip, and checks the currency', async () => {
    expect((await call(otherClient, 'GET', `/api/billing/${tripId}/statement.pdf`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/billing/${tripId}/statement.pdf`)).statusCode).toBe(401);
    const bad = await call(team, 'GET', `/api/billing/${tripId}/statement.pdf?currency=GBP`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Currency must be EUR or USD');
  });
});

describe('itinerary PDF', () => {
  it('has the cover, flights and hotel, and every day with its places, times and distances', async () => {
    // Its time is a benchmark's (npm run bench -- --only=documents), not this test's.
    const res = await call(client, 'GET', `/api/billing/${tripId}/itinerary.pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    keep('itinerary.pdf', pdf);
    expect(pdf.length).toBeLessThan(3 * 1024 * 1024);
    const pages = await pdfText(pdf);
    const all = pages.join('\n');
    // Cover: trip, dates, travellers, specialist, agency contact.
    expect(pages[0]).toContain('Paris in Spring');
    expect(pages[0]).toContain('10 May 2027');
    expect(pages[0]).toContain('2 adults · 1 child');
    expect(pages[0]).toContain('Sophie Laurent');
    expect(pages[0]).toContain('Senior Travel Designer');
    expect(pages[0]).toContain('agency@maison-voyage.local');
    // Flights and hotel.
    expect(all).toContain('Air France AF 7');
    expect(all).toContain('Le Meurice');
    expect(all).toContain('13 nights');
    // Every day, in order (days follow one another; a page break never parts a heading from
    // its first place), with its chosen places and times: the text from its heading to the next.
    const trip = (await call(team, 'GET', `/api/trips/${tripId}`)).json() as { days: { title: string; date: string; timeSlots: { startTime: string; selectedPlace?: string | null; options: { id: string; name: string; address?: string }[] }[] }[] };
    const flat = all.replace(/\s+/g, ' ');
    const starts = trip.days.map((_, i) => flat.indexOf(`DAY ${i + 1} · `, flat.indexOf('Flights & hotel') + 1));
    for (const [i, day] of trip.days.entries()) {
      expect(starts[i], `day ${i + 1}`).toBeGreaterThan(i === 0 ? 0 : starts[i - 1]!);
      const text = flat.slice(starts[i], starts[i + 1] ?? flat.length);
      expect(text).toContain(day.title);
      for (const slot of day.timeSlots) {
        const chosen = slot.options.find((o) => o.id === slot.selectedPlace);
        if (!chosen) continue;
        expect(text).toContain(chosen.name.slice(0, 20));
        expect(text).toContain(slot.startTime);
      }
    }
    // No staff vocabulary: no 'N planned' counts.
    expect(all).not.toMatch(/\d+ planned/);
    expect(pages.length).toBeLessThanOrEqual(trip.days.length + 3);
    expect(all).toMatch(/\d+\.\d\d km · 22 min from the previous stop/);
    expect(all).toMatch(/\d+\.\d\d km from the previous stop, as the crow flies/);
    // Every page but the cover carries the agency's contact.
    for (const page of pages.slice(1)) expect(page).toContain('Maison Voyage · agency@maison-voyage.local');
  }, 30_000);

  it('is refused to people who do not see the trip', async () => {
    expect((await call(otherClient, 'GET', `/api/billing/${tripId}/itinerary.pdf`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/billing/${tripId}/itinerary.pdf`)).statusCode).toBe(401);
  });
});

/** A small iCalendar reader for the tests: unfolds lines, gives each VEVENT's properties (name;params -> value). */
function parseIcs(text: string) {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  const calendar: Record<string, string> = {};
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else {
      const at = line.indexOf(':');
      if (at < 0) continue;
      const key = line.slice(0, at);
      const value = line.slice(at + 1).replace(/\\n/g, '\n').replace(/\\,/g, ',').replace(/\\;/g, ';');
      if (current) current[key] = value;
      else calendar[key] ??= value;
    }
  }
  return { calendar, events, text };
}

describe('calendar export', () => {
  it('gives a private subscription URL that works without a session until it is revoked', async () => {
    expect(((await call(client, 'GET', `/api/billing/${tripId}/calendar-subscription`)).json() as { active: boolean }).active).toBe(false);
    const made = (await call(client, 'POST', `/api/billing/${tripId}/calendar-subscription`)).json() as { active: boolean; url: string };
    expect(made.active).toBe(true);
    expect(made.url).toMatch(/^http:\/\/localhost:3000\/api\/billing\/feeds\/[\w-]{43}\/calendar\.ics$/);
    const path = new URL(made.url).pathname;
    const feed = await call(null, 'GET', path);
    expect(feed.statusCode).toBe(200);
    expect(parseIcs(feed.body).events.length).toBeGreaterThan(10);
    // Links handed out before ADR 035 (without /calendar.ics) keep working: same answer.
    const old = await call(null, 'GET', path.replace(/\/calendar\.ics$/, ''));
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toBe(feed.headers['content-type']);
    expect(old.body).toBe(feed.body);
    const status = (await call(client, 'GET', `/api/billing/${tripId}/calendar-subscription`)).json() as { active: boolean; url: string | null; lastReadAt: string | null };
    expect(status).toMatchObject({ active: true, url: null });
    expect(status.lastReadAt).toBeTruthy();
    // A new link replaces the old one.
    const renewed = (await call(client, 'POST', `/api/billing/${tripId}/calendar-subscription`)).json() as { url: string };
    expect((await call(null, 'GET', path)).statusCode).toBe(404);
    const newPath = new URL(renewed.url).pathname;
    expect((await call(null, 'GET', newPath)).statusCode).toBe(200);
    // Hidden from the client: the client's link stops answering.
    await t.database.db.updateTable('trips').set({ visible_to_client: false }).where('id', '=', tripId).execute();
    expect((await call(null, 'GET', newPath)).statusCode).toBe(404);
    await t.database.db.updateTable('trips').set({ visible_to_client: true }).where('id', '=', tripId).execute();
    expect((await call(null, 'GET', newPath)).statusCode).toBe(200);
    // Each person has their own link: staff making and revoking theirs leaves the client's working.
    const staffLink = (await call(team, 'POST', `/api/billing/${tripId}/calendar-subscription`)).json() as { url: string };
    const staffPath = new URL(staffLink.url).pathname;
    expect((await call(null, 'GET', staffPath)).statusCode).toBe(200);
    expect((await call(null, 'GET', newPath)).statusCode).toBe(200);
    expect(((await call(team, 'DELETE', `/api/billing/${tripId}/calendar-subscription`)).json() as { active: boolean }).active).toBe(false);
    expect((await call(null, 'GET', staffPath)).statusCode).toBe(404);
    expect((await call(null, 'GET', newPath)).statusCode).toBe(200);
    expect(((await call(client, 'GET', `/api/billing/${tripId}/calendar-subscription`)).json() as { active: boolean }).active).toBe(true);
    // Revoked.
    expect(((await call(client, 'DELETE', `/api/billing/${tripId}/calendar-subscription`)).json() as { active: boolean }).active).toBe(false);
    expect((await call(null, 'GET', newPath)).statusCode).toBe(404);
    expect((await call(otherClient, 'POST', `/api/billing/${tripId}/calendar-subscription`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/billing/feeds/short')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/billing/feeds/short/calendar.ics')).statusCode).toBe(400);
  });
});

describe('document downloads are limited per user (issue 12 follow-up)', () => {
  it(`allows ${DOCUMENT_RATE_LIMIT.max} a minute of the three kinds together, then answers 429 with a clear message`, async () => {
    const heavy = await t.user({ role: 'team' });
    for (let i = 0; i < DOCUMENT_RATE_LIMIT.max; i++) {
      const res = await call(heavy, 'GET', `/api/billing/${tripId}/calendar.ics`);
      expect(res.statusCode, `download ${i + 1}`).toBe(200);
    }
    for (const doc of ['itinerary.pdf', 'statement.pdf', 'calendar.ics']) {
      const res = await call(heavy, 'GET', `/api/billing/${tripId}/${doc}`);
      expect(res.statusCode, doc).toBe(429);
      expect(res.json()).toEqual({ error: { code: 'rate_limited', message: DOCUMENT_RATE_LIMITED } });
    }
    // Counted in the database (shared by every process), per user: others are not held back,
    // nor are the user's other calls.
    const rows = await t.database.db.selectFrom('rate_limits').select('key').where('key', 'like', `%${heavy.id}%`).execute();
    expect(rows.length).toBe(1);
    expect((await call(heavy, 'GET', `/api/billing/${tripId}`)).statusCode).toBe(200);
    const other = await t.user({ role: 'team' });
    expect((await call(other, 'GET', `/api/billing/${tripId}/itinerary.pdf`)).statusCode).toBe(200);
  });
});
