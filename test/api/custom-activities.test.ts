import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { PLACES_MESSAGES } from '#shared/domain/places.js';
import type { CustomActivity, CustomActivityPage } from '#shared/contracts/places.js';

let t: TestApp;
let client: TestUser;
let otherClient: TestUser;
let team: TestUser;

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user?: TestUser, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

const tasting = {
  title: 'Private tasting at Roscioli',
  description: 'Six wines of Lazio with the sommelier, before the dinner service.',
  address: 'Via dei Giubbonari 21, 00186 Roma RM',
  coordinates: { lat: 41.8938, lng: 12.4728 },
  price: '85.50',
  currency: 'EUR',
};

beforeAll(async () => {
  t = await createTestApp();
  client = await t.user({ role: 'client', fullName: 'Claire Dubois' });
  otherClient = await t.user({ role: 'client' });
  team = await t.user({ role: 'team' });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/custom-activities (custom_activities insert)', () => {
  it('saves a client’s activity with its price and coordinates, and says who added it', async () => {
    const res = await call('POST', '/api/custom-activities', client, tasting);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<CustomActivity>()).toMatchObject({
      title: tasting.title,
      description: tasting.description,
      address: tasting.address,
      coordinates: tasting.coordinates,
      price: 85.5,
      currency: 'EUR',
      version: 1,
      placeId: null,
      createdBy: { id: client.id, name: 'Claire Dubois', email: client.email, role: 'client' },
    });
  });

  it('needs the title and the address, in the spec’s words, next to each field', async () => {
    const res = await call('POST', '/api/custom-activities', client, { title: '  ', description: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid_input',
      message: PLACES_MESSAGES.customActivityRequired,
      fields: { title: PLACES_MESSAGES.customActivityRequired, address: PLACES_MESSAGES.customActivityRequired },
    });
  });

  it('reads an invalid or negative price as 0 and defaults the currency to EUR', async () => {
    for (const price of ['about forty', -12, '', null]) {
      const res = await call('POST', '/api/custom-activities', client, { title: 'Walk', address: 'Piazza Navona, Roma', price });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<CustomActivity>()).toMatchObject({ price: 0, currency: 'EUR', coordinates: null });
    }
    const cents = await call('POST', '/api/custom-activities', client, { title: 'Walk', address: 'Piazza Navona, Roma', price: 12.345 });
    expect(cents.json<CustomActivity>().price).toBe(12.35);
  });

  it('accepts EUR, USD or GBP only, and refuses a price beyond the column', async () => {
    const gbp = await call('POST', '/api/custom-activities', client, { title: 'Tea', address: 'Rue de Rivoli, Paris', price: 30, currency: 'GBP' });
    expect(gbp.json<CustomActivity>().currency).toBe('GBP');
    const chf = await call('POST', '/api/custom-activities', client, { title: 'Tea', address: 'Rue de Rivoli, Paris', currency: 'CHF' });
    expect(chf.statusCode).toBe(400);
    expect(chf.json().error.fields.currency).toBe(PLACES_MESSAGES.unknownCurrency);
    const huge = await call('POST', '/api/custom-activities', client, { title: 'Yacht', address: 'Marina Grande, Capri', price: 5e9 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields.price).toBe(PLACES_MESSAGES.priceTooHigh);
  });

  it('asks a stranger to log in, in the spec’s words, and saves nothing', async () => {
    const res = await call('POST', '/api/custom-activities', undefined, tasting);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(PLACES_MESSAGES.signInToCreateActivity);
  });
});

describe('GET /api/custom-activities', () => {
  it('shows a client their own activities only, and staff every one, newest first, searchable', async () => {
    await call('POST', '/api/custom-activities', otherClient, { title: 'Vespa tour', address: 'Via Appia Antica, Roma', price: 120 });
    const mine = (await call('GET', '/api/custom-activities', client)).json<CustomActivityPage>();
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((a) => a.createdBy?.id === client.id)).toBe(true);
    const all = (await call('GET', '/api/custom-activities?pageSize=50', team)).json<CustomActivityPage>();
    expect(all.total).toBe(mine.total + 1);
    expect(all.items[0]!.title).toBe('Vespa tour');
    const found = (await call('GET', '/api/custom-activities?q=giubbonari', team)).json<CustomActivityPage>();
    expect(found.items.map((a) => a.title)).toEqual([tasting.title]);
  });
});

describe('PATCH and DELETE /api/custom-activities/:id (staff)', () => {
  it('edits with the version read, and refuses a stale one without changing anything', async () => {
    const created = (await call('POST', '/api/custom-activities', client, tasting)).json<CustomActivity>();
    const edited = await call('PATCH', `/api/custom-activities/${created.id}`, team, { price: 95, currency: 'USD', version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<CustomActivity>()).toMatchObject({ price: 95, currency: 'USD', version: 2, title: tasting.title });
    const stale = await call('PATCH', `/api/custom-activities/${created.id}`, team, { title: 'Other', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'stale', message: PLACES_MESSAGES.customActivityStale });
    const cleared = await call('PATCH', `/api/custom-activities/${created.id}`, team, { address: 'Campo de’ Fiori, Roma', coordinates: null, version: 2 });
    expect(cleared.json<CustomActivity>()).toMatchObject({ address: 'Campo de’ Fiori, Roma', coordinates: null, title: tasting.title });
    const empty = await call('PATCH', `/api/custom-activities/${created.id}`, team, { title: '', version: 3 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(PLACES_MESSAGES.customActivityRequired);
  });

  it('is for staff: a client may not edit or delete, even their own', async () => {
    const created = (await call('POST', '/api/custom-activities', client, tasting)).json<CustomActivity>();
    expect((await call('PATCH', `/api/custom-activities/${created.id}`, client, { price: 1, version: 1 })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/custom-activities/${created.id}`, client)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/custom-activities/${created.id}`, team)).json()).toEqual({ ok: true, id: created.id });
    expect((await call('DELETE', `/api/custom-activities/${created.id}`, team)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/custom-activities/${created.id}`, team, { price: 1, version: 1 })).statusCode).toBe(404);
  });
});
