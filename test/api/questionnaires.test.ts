import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, mailText, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const valid = {
  name: 'Claire Dubois',
  email: ' Claire.Dubois@Example.com ',
  destination: 'rome',
  duration: '6-7',
  budget: 'ultra-luxury',
  interests: ['history', 'food'],
  adults: 2,
  children: 1,
  notYetScheduled: false,
  startDate: '2030-09-12',
  endDate: '2030-09-18',
  accommodation: '5-star',
  travelStyle: 'relaxed',
  specialRequests: 'A private evening at the Vatican Museums, please.',
  website: '',
};

function submit(app: TestApp, body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/questionnaires',
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

const rowsFor = (app: TestApp, email: string) =>
  app.database.db.selectFrom('trip_questionnaires').selectAll().where('email', '=', email).execute();

describe('POST /api/questionnaires', () => {
  it('stores the request as new, in the inbox, and mails the visitor and the agency', async () => {
    const before = t.mails().length;
    const res = await submit(t, valid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const rows = await rowsFor(t, 'claire.dubois@example.com');
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      name: 'Claire Dubois',
      destination: 'rome',
      duration: '6-7',
      budget: 'ultra-luxury',
      interests: ['history', 'food'],
      travel_dates: { start: '2030-09-12', end: '2030-09-18' },
      travelers: { adults: 2, children: 1 },
      accommodation_preference: '5-star',
      travel_style: 'relaxed',
      special_requests: 'A private evening at the Vatican Museums, please.',
      status: 'new',
      folder: null,
    });

    const mails = t.mails().slice(before).map(mailText);
    expect(mails).toHaveLength(2);
    const visitor = mails.find((m) => /^To: claire\.dubois@example\.com/m.test(m));
    expect(visitor).toBeDefined();
    expect(visitor).toContain('within 24 hours');
    expect(visitor).toContain('Budget per person: $5,000+');
    expect(visitor).toContain('Interests: History, Food');
    const agency = mails.find((m) => /^To: agency@maison-voyage\.local/m.test(m));
    expect(agency).toBeDefined();
    expect(agency).toContain('claire.dubois@example.com');
    expect(agency).toContain('Special requests: A private evening at the Vatican Museums, please.');
    expect(agency).toContain(`/backoffice/questionnaire-detail?id=${row.id}`);
  });

  it('applies the step 3 defaults: 2 adults, 0 children, dates not yet scheduled', async () => {
    const res = await submit(t, {
      name: 'Marco',
      email: 'marco@example.com',
      destination: 'italy',
      duration: '8+',
      budget: 'budget',
      interests: ['adventure'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await rowsFor(t, 'marco@example.com');
    expect(row).toMatchObject({
      travelers: { adults: 2, children: 0 },
      travel_dates: { not_yet_scheduled: true },
      accommodation_preference: null,
      travel_style: null,
      special_requests: null,
      status: 'new',
      folder: null,
    });
  });

  it('refuses invalid answers with field errors and stores nothing', async () => {
    const before = t.mails().length;
    const res = await submit(t, { ...valid, email: 'invalid@example', interests: [], adults: 9, destination: 'london' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('invalid_input');
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(['email', 'interests', 'adults', 'destination']));
    expect(body.error.fields.interests).toBe('Please choose at least one interest');
    expect(await rowsFor(t, 'invalid@example')).toHaveLength(0);
    expect(t.mails().length).toBe(before);

    const dates = await submit(t, { ...valid, email: 'dates@example.com', startDate: '2030-09-18', endDate: '2030-09-12' });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().error.fields.endDate).toBe('The end date must be on or after the start date');
  });

  it("refuses an impossible travel date (2025-02-30) with 400 'Please enter a valid date', not 500", async () => {
    const res = await submit(t, { ...valid, email: 'feb30@example.com', startDate: '2025-02-30', endDate: '2025-03-02' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.startDate).toBe('Please enter a valid date');
    expect(await rowsFor(t, 'feb30@example.com')).toHaveLength(0);
  });

  it('refuses a cross-site submission (same-origin guard before validation)', async () => {
    const res = await submit(t, valid, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });
});

describe('spam guard', () => {
  it('answers a filled honeypot as if accepted, but stores and sends nothing', async () => {
    const before = t.mails().length;
    const res = await submit(t, { ...valid, email: 'bot@example.com', website: 'http://cheap-pills.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await rowsFor(t, 'bot@example.com')).toHaveLength(0);
    expect(t.mails().length).toBe(before);
  });

  it('limits each IP to 5 requests per 10 minutes, without touching other visitors', async () => {
    // A server with the default auth budget (20/min), as in production.
    const prod = await createTestApp({ authRateLimitPerMinute: 20 });
    try {
      const ip = '203.0.113.7';
      for (let i = 0; i < 5; i++) {
        const ok = await submit(prod, { ...valid, email: `guest${i}@example.com` }, {}, ip);
        expect(ok.statusCode, ok.body).toBe(200);
      }
      const limited = await submit(prod, { ...valid, email: 'guest5@example.com' }, {}, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('rate_limited');
      expect(await rowsFor(prod, 'guest5@example.com')).toHaveLength(0);
      // Another visitor is not affected.
      const other = await submit(prod, { ...valid, email: 'neighbour@example.com' }, {}, '198.51.100.20');
      expect(other.statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
