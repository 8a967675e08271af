import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { createPlacesService } from '#server/modules/places/service.js';
import { CATALOGUE_DIR, loadCatalogue } from '#server/providers/places/catalogue/load.js';
import { PLACES_MESSAGES } from '#shared/domain/places.js';
import type { GeocodeResponse, PlaceListResponse, PlaceSearchResponse } from '#shared/contracts/places.js';

let t: TestApp;
let client: TestUser;
let team: TestUser;

const ROME = { lat: 41.9028, lng: 12.4964 };
const PARIS = { lat: 48.8566, lng: 2.3522 };

async function call(method: 'GET' | 'POST', url: string, user?: TestUser, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

const search = async (query: string, location?: { lat: number; lng: number }) => {
  const res = await call('POST', '/api/places/search', client, { query, ...(location ? { location } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PlaceSearchResponse>().results;
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ctx.services.places.syncCatalogue();
  client = await t.user({ role: 'client' });
  team = await t.user({ role: 'team' });
});
afterAll(async () => {
  await t?.close();
});

describe('the catalogue in the database', () => {
  it('is loaded at start, and a restart with the same files loads nothing', async () => {
    const count = await t.database.db.selectFrom('places').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(loadCatalogue().places.length);
    expect(await t.app.ctx.services.places.syncCatalogue()).toEqual({ loaded: false, count: loadCatalogue().places.length });
  });

  it('reloads changed files: a changed place is updated, a removed one goes', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mv-catalogue-'));
    try {
      cpSync(CATALOGUE_DIR, dir, { recursive: true, filter: (f) => !f.endsWith('.ts') });
      const file = path.join(dir, 'rome.json');
      const rome = JSON.parse(readFileSync(file, 'utf8')) as { id: string; description: string }[];
      const colosseo = rome.find((p) => p.id === 'rome-colosseo')!;
      colosseo.description = 'The great Flavian amphitheatre, described again for this test at the length the catalogue asks.';
      writeFileSync(file, JSON.stringify(rome.filter((p) => p.id !== 'rome-pantheon')));
      const service = createPlacesService({ db: t.database.db, config: t.app.ctx.config, log: t.app.log }, {}, { catalogueDir: dir });
      expect((await service.syncCatalogue()).loaded).toBe(true);
      const row = await t.database.db.selectFrom('places').select('description').where('id', '=', 'rome-colosseo').executeTakeFirstOrThrow();
      expect(row.description).toBe(colosseo.description);
      expect(await t.database.db.selectFrom('places').select('id').where('id', '=', 'rome-pantheon').executeTakeFirst()).toBeUndefined();
      expect((await service.syncCatalogue()).loaded).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      // Back to the built-in catalogue for the other tests.
      await t.app.ctx.services.places.syncCatalogue();
    }
  });
});

describe('backups', () => {
  it('a dump carries the loaded catalogue: the restored database searches at once, and a restart loads nothing', async () => {
    const { exportDump, importDump } = await import('#server/db/dump.js');
    const dump = JSON.parse(JSON.stringify(await exportDump(t.database.db)));
    const other = await createTestApp();
    try {
      await importDump(other.database.db, dump);
      const user = await other.user({ role: 'client' });
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/places/search',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ query: 'colosseo' }),
      });
      expect(res.json<PlaceSearchResponse>().results[0]).toMatchObject({ id: 'rome-colosseo', types: expect.arrayContaining(['landmark']) });
      expect((await other.app.ctx.services.places.syncCatalogue()).loaded).toBe(false);
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/places/search (google-places-search)', () => {
  it('finds a place by its name with the facts an option needs, and no invented rating', async () => {
    const [first] = await search('colosseo');
    expect(first).toMatchObject({
      id: 'rome-colosseo',
      name: 'Colosseo',
      source: 'catalogue',
      rating: null,
      reviews: null,
      kind: 'sight',
      city: 'Rome',
      image: '/api/places/rome-colosseo/image',
    });
    expect(first!.coordinates!.lat).toBeCloseTo(41.89, 2);
    expect(first!.openingHours).toHaveLength(7);
    expect(first!.address).toContain('Roma');
    expect(first).not.toHaveProperty('minAge');
  });

  it('carries what a place asks of its visitors, where the catalogue says so: an age limit, a dress code', async () => {
    const [scavi] = await search('scavi tour');
    expect(scavi).toMatchObject({ id: 'rome-vatican-necropolis-scavi-tour', minAge: 15 });
    const [basilica] = await search('basilica di san pietro');
    expect(basilica).toMatchObject({ id: 'rome-basilica-di-san-pietro', dressCode: 'Covered shoulders' });
  });

  it('ranks by text match first, then nearness to the location', async () => {
    expect((await search('pantheon', ROME))[0]!.id).toBe('rome-pantheon');
    expect((await search('pantheon', PARIS))[0]!.id).toBe('paris-pantheon');
    // 'Armando al Pantheon' names the Pantheon too, but less exactly than the Panthéon of Paris.
    const fromRome = (await search('pantheon', ROME)).map((r) => r.id);
    expect(fromRome.indexOf('paris-pantheon')).toBeLessThan(fromRome.indexOf('rome-armando-al-pantheon'));
  });

  it('reads accents, English names, types and small typos', async () => {
    expect((await search('musee d orsay'))[0]!.id).toBe('paris-musee-d-orsay');
    expect((await search('MUSÉE D’ORSAY'))[0]!.id).toBe('paris-musee-d-orsay');
    expect((await search('trevi fountain')).map((r) => r.id)).toContain('rome-fontana-di-trevi');
    expect((await search('coloseum', ROME)).map((r) => r.id)).toContain('rome-colosseo');
    expect((await search('uffizzi')).map((r) => r.id)).toContain('florence-galleria-degli-uffizi');
  });

  it('answers the hotel card’s "<text> hotel" near the trip, at most 5 suggestions', async () => {
    expect((await search('hassler hotel', ROME))[0]!.name).toBe('Hotel Hassler Roma');
    expect((await search('bristol hotel', PARIS))[0]!.name).toBe('Le Bristol Paris');
    const hotels = await search('hotel', ROME);
    expect(hotels).toHaveLength(5);
    expect(hotels.every((h) => h.kind === 'hotel' && h.city === 'Rome')).toBe(true);
  });

  it('finds nothing for nonsense, without an error', async () => {
    expect(await search('zzzqqqxxx')).toEqual([]);
  });

  it('refuses short or missing queries with the field named, and strangers with the spec’s words', async () => {
    const short = await call('POST', '/api/places/search', client, { query: ' ab ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({ message: PLACES_MESSAGES.queryRequired, fields: { query: PLACES_MESSAGES.queryRequired } });
    const badLocation = await call('POST', '/api/places/search', client, { query: 'rome', location: { lat: 100, lng: 2 } });
    expect(badLocation.statusCode).toBe(400);
    const anonymous = await call('POST', '/api/places/search', undefined, { query: 'colosseo' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(PLACES_MESSAGES.signInToSearch);
  });
});

describe('POST /api/places/geocode (google-geocode-search)', () => {
  const geocode = async (query: string) => {
    const res = await call('POST', '/api/places/geocode', client, { query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<GeocodeResponse>().results;
  };

  it('knows the catalogue cities under their English and local names', async () => {
    const [rome] = await geocode('Rome');
    expect(rome).toMatchObject({ formatted_address: 'Rome, Italy', kind: 'city', name: 'Rome', location: ROME, photoUrl: '/api/places/rome-colosseo/image' });
    expect((await geocode('Firenze'))[0]).toMatchObject({ formatted_address: 'Florence, Italy', kind: 'city' });
    expect((await geocode('ital'))[0]).toMatchObject({ formatted_address: 'Italy', kind: 'country' });
  });

  it('knows the towns of the catalogue, placed among their places, and the places themselves', async () => {
    const [siena] = await geocode('Siena');
    expect(siena).toMatchObject({ name: 'Siena', kind: 'town', formatted_address: 'Siena, Italy' });
    expect(siena!.location.lat).toBeCloseTo(43.32, 1);
    const [colosseo] = await geocode('colosseo');
    expect(colosseo).toMatchObject({ kind: 'place', placeId: 'rome-colosseo', photoUrl: '/api/places/rome-colosseo/image' });
    expect(colosseo!.formatted_address).toMatch(/^Colosseo, .*Roma/);
    expect((await geocode('positano')).length).toBeLessThanOrEqual(5);
  });
});

describe('GET /api/places/:id/image', () => {
  it('draws the place with its name, cached for good with a validator', async () => {
    const res = await call('GET', '/api/places/rome-colosseo/image');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('>Colosseo</text>');
    expect(res.body).toContain('>ROME</text>');
    const again = await t.app.inject({ method: 'GET', url: '/api/places/rome-colosseo/image', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('escapes names and answers 404 for an unknown place, 400 for a malformed id', async () => {
    const res = await call('GET', '/api/places/paris-musee-d-orsay/image');
    expect(res.body).toContain('Musée d&#39;Orsay');
    expect((await call('GET', '/api/places/rome-nowhere/image')).statusCode).toBe(404);
    expect((await call('GET', '/api/places/Rome%20x/image')).statusCode).toBe(400);
  });
});

describe('GET /api/places (backoffice catalogue)', () => {
  it('lists the catalogue in its order, a page at a time, with each filter’s counts', async () => {
    const res = await call('GET', '/api/places?pageSize=10', team);
    expect(res.statusCode).toBe(200);
    const page = res.json<PlaceListResponse>();
    expect(page.total).toBe(loadCatalogue().places.length);
    expect(page.items).toHaveLength(10);
    expect(page.items[0]!.city).toBe('paris');
    expect(page.facets.cities.find((c) => c.value === 'rome')!.count).toBe(loadCatalogue().byCity.get('rome')!.length);
    expect(page.facets.kinds.map((k) => k.label)).toContain('Day trip');
  });

  it('filters by city and kind and searches name, address and city', async () => {
    const museums = (await call('GET', '/api/places?city=florence&kind=museum', team)).json<PlaceListResponse>();
    expect(museums.total).toBe(loadCatalogue().byCity.get('florence')!.filter((p) => p.kind === 'museum').length);
    expect(museums.items.every((p) => p.city === 'florence' && p.kind === 'museum')).toBe(true);
    const found = (await call('GET', '/api/places?q=uffizi', team)).json<PlaceListResponse>();
    expect(found.items[0]!.name).toMatch(/Uffizi/);
    expect(found.items[0]).toMatchObject({ image: expect.stringMatching(/^\/api\/places\/florence-/), openingHours: expect.any(Array) });
    const byAddress = (await call('GET', '/api/places?q=trastevere&city=rome', team)).json<PlaceListResponse>();
    expect(byAddress.total).toBeGreaterThan(0);
    expect((await call('GET', '/api/places?city=london', team)).statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    expect((await call('GET', '/api/places', client)).statusCode).toBe(403);
  });
});

describe('GET /api/places/photo', () => {
  it('says photos need Google Places when it is not configured, and refuses other addresses', async () => {
    const res = await call('GET', '/api/places/photo?name=places/abc123/photos/def456', client);
    expect(res.statusCode).toBe(404);
    expect((await call('GET', '/api/places/photo?name=https://evil.example/x', client)).statusCode).toBe(400);
  });
});
