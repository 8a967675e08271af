import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app.js';
import { PHOTO_BYTES, STANDIN_KEY, startPlacesStandin, type PlacesStandin } from '../helpers/google-places-standin.js';
import {
  DETAILS_FIELD_MASK,
  FIND_FIELD_MASK,
  GEOCODE_FIELD_MASK,
  SEARCH_FIELD_MASK,
  createGooglePlacesProvider,
  type PlacesCache,
} from '#server/providers/places/google.js';
import { createCatalogueProvider } from '#server/providers/places/catalogue-provider.js';
import { loadCatalogue } from '#server/providers/places/catalogue/load.js';
import { PlacesError, type CallMeter } from '#server/providers/places/provider.js';
import { loadConfig } from '#server/config.js';
import type { PlaceSearchResponse } from '#shared/contracts/places.js';

/**
 * Google Places (New) against a local stand-in that speaks its protocol (issue 8 §1, §6): the
 * same calls the app makes with GOOGLE_MAPS_API_KEY, each with its field mask, answers cached,
 * failures answered 502 in our error shape, and the key never in anything a browser receives.
 */

let standin: PlacesStandin;

function memoryCache(): PlacesCache & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return { entries, get: async (k) => entries.get(k), set: async (k, v) => void entries.set(k, v) };
}

const catalogue = loadCatalogue();
const offline = createCatalogueProvider(catalogue, { search: async () => [] });

function provider(cache = memoryCache(), timeoutMs = 1000) {
  return createGooglePlacesProvider({ apiKey: STANDIN_KEY, baseUrl: standin.url, cache, timeoutMs, fallback: offline });
}

beforeAll(async () => {
  standin = await startPlacesStandin();
});
afterAll(async () => {
  await standin?.close();
});
beforeEach(() => {
  standin.mode = 'ok';
  standin.requests.length = 0;
});

describe('the Google Places provider', () => {
  it('searches with Text Search, its key and field mask and a bias towards the trip, and answers Google’s rating', async () => {
    const results = await provider().search({ query: 'Hassler hotel', location: { lat: 41.9, lng: 12.5 }, limit: 5 });
    expect(standin.requests).toHaveLength(1);
    const [req] = standin.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/v1/places:searchText', key: STANDIN_KEY, fieldMask: SEARCH_FIELD_MASK });
    expect(req!.body).toMatchObject({
      textQuery: 'Hassler hotel',
      pageSize: 5,
      locationBias: { circle: { center: { latitude: 41.9, longitude: 12.5 }, radius: 50000 } },
    });
    expect(results[0]).toMatchObject({
      id: 'ChIJrRMgU7ZhLxMRxAOFkC7I8Sg',
      name: 'Hotel Hassler Roma',
      source: 'google',
      kind: 'hotel',
      rating: 4.7,
      reviews: 2114,
      priceLevel: 4,
      coordinates: { lat: 41.906, lng: 12.4833 },
      image: '/api/places/photo?name=places%2FChIJrRMgU7ZhLxMRxAOFkC7I8Sg%2Fphotos%2FAelY_hassler1&maxWidth=800',
    });
    // Fields outside the search's mask are not asked for, so not answered.
    expect(results[0]!.phone).toBeNull();
    expect(JSON.stringify(results)).not.toContain(STANDIN_KEY);
  });

  it('answers a repeated search from the cache', async () => {
    const cache = memoryCache();
    const meter: CallMeter = { apiCalls: 0, cacheHits: 0 };
    await provider(cache).search({ query: 'Hassler hotel', limit: 5 }, { meter });
    const again = await provider(cache).search({ query: '  hassler HOTEL ', limit: 5 }, { meter });
    expect(again[0]!.name).toBe('Hotel Hassler Roma');
    expect(standin.requests).toHaveLength(1);
    expect(meter).toEqual({ apiCalls: 1, cacheHits: 1 });
  });

  it('geocodes with the geocoding mask: a city is a city, with a photo through our server', async () => {
    const [rome] = await provider().geocode('Rome');
    expect(standin.requests[0]!.fieldMask).toBe(GEOCODE_FIELD_MASK);
    expect(rome).toMatchObject({
      kind: 'city',
      name: 'Rome',
      formatted_address: 'Rome, Metropolitan City of Rome Capital, Italy',
      location: { lat: 41.9027835, lng: 12.4963655 },
      photoUrl: expect.stringMatching(/^\/api\/places\/photo\?name=places%2F/),
    });
  });

  it('enriches from the catalogue first, and from Text Search plus Place Details otherwise, then from the cache', async () => {
    const cache = memoryCache();
    const fromCatalogue = await provider(cache).lookup({ placeId: 'rome-colosseo', name: 'Colosseo' });
    expect(fromCatalogue).toMatchObject({ source: 'catalogue', placeId: 'rome-colosseo' });
    expect(standin.requests).toHaveLength(0);

    const meter: CallMeter = { apiCalls: 0, cacheHits: 0 };
    const facts = await provider(cache).lookup({ name: 'Enoteca dei Coronari', address: 'Via dei Coronari 12, Roma', near: { lat: 41.9, lng: 12.47 } }, { meter });
    expect(standin.requests.map((r) => [r.path.split('?')[0], r.fieldMask])).toEqual([
      ['/v1/places:searchText', FIND_FIELD_MASK],
      ['/v1/places/ChIJ_enoteca_Coronari_0001', DETAILS_FIELD_MASK],
    ]);
    expect(facts).toEqual({
      placeId: 'ChIJ_enoteca_Coronari_0001',
      source: 'google',
      phone: '+39 06 6880 0000',
      website: 'https://enoteca-coronari.example/',
      openingHours: ['Monday: Closed', 'Tuesday: 6:00 PM – 12:00 AM'],
      types: ['wine_bar', 'bar', 'point_of_interest', 'establishment'],
      editorialSummary: null,
      priceLevel: 2,
      coordinates: { lat: 41.8998, lng: 12.4698 },
      address: 'Via dei Coronari, 12, 00186 Roma RM, Italy',
    });
    expect(meter).toEqual({ apiCalls: 2, cacheHits: 0 });
    await provider(cache).lookup({ name: 'Enoteca dei Coronari', address: 'Via dei Coronari 12, Roma', near: { lat: 41.9, lng: 12.47 } }, { meter });
    expect(meter).toEqual({ apiCalls: 2, cacheHits: 2 });
    expect(standin.requests).toHaveLength(2);
  });

  it('fetches a photo with the key on our side only', async () => {
    const photo = await provider().photo!('places/ChIJrRMgU7ZhLxMRxAOFkC7I8Sg/photos/AelY_hassler1', 640);
    expect(photo).toEqual({ body: PHOTO_BYTES, contentType: 'image/jpeg' });
    expect(standin.requests[0]!.path).toBe('/v1/places/ChIJrRMgU7ZhLxMRxAOFkC7I8Sg/photos/AelY_hassler1/media?maxWidthPx=640&skipHttpRedirect=true');
    expect(standin.requests[1]!.key).toBeUndefined();
  });

  it('turns a slow, failing, garbled or refused answer into a PlacesError (502), and caches none of them', async () => {
    const cache = memoryCache();
    standin.mode = 'slow';
    standin.delayMs = 1000;
    const slow = await provider(cache, 100).search({ query: 'Hassler', limit: 5 }).catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(PlacesError);
    expect(slow).toMatchObject({ status: 502, message: 'The places service did not answer in time. Please try again.' });
    standin.mode = 'error';
    await expect(provider(cache).search({ query: 'Hassler', limit: 5 })).rejects.toMatchObject({ status: 502, message: 'The places service refused the request (500 INTERNAL).' });
    standin.mode = 'garbled';
    await expect(provider(cache).search({ query: 'Hassler', limit: 5 })).rejects.toMatchObject({ status: 502, message: 'The places service sent an answer we could not read.' });
    standin.mode = 'ok';
    const wrongKey = createGooglePlacesProvider({ apiKey: 'not-the-key-000000000000', baseUrl: standin.url, cache });
    await expect(wrongKey.search({ query: 'Hassler', limit: 5 })).rejects.toMatchObject({ status: 502, message: expect.stringContaining('403 PERMISSION_DENIED') });
    expect(cache.entries.size).toBe(0);
  });
});

describe('the app with GOOGLE_MAPS_API_KEY', () => {
  let t: TestApp;
  let client: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { GOOGLE_MAPS_API_KEY: STANDIN_KEY }, providers: { googlePlaces: { baseUrl: standin.url, timeoutMs: 1500 } } });
    client = await t.user({ role: 'client' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, body: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: client.cookie, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

  it('searches Google, and a second process finds the answer in the database', async () => {
    const res = await post('/api/places/search', { query: 'Hassler hotel', location: { lat: 41.9, lng: 12.5 } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PlaceSearchResponse>();
    expect(body.source).toBe('google');
    expect(body.results[0]).toMatchObject({ name: 'Hotel Hassler Roma', rating: 4.7, reviews: 2114 });
    expect(res.body).not.toContain(STANDIN_KEY);
    const cached = await t.database.db.selectFrom('place_cache').select('key').execute();
    expect(cached.length).toBe(1);
    // Another server process on the same database: no second call to Google.
    const { createPlacesService } = await import('#server/modules/places/service.js');
    const other = createPlacesService({
      db: t.database.db,
      config: t.app.ctx.config,
      log: t.app.log,
      providers: { googlePlaces: { baseUrl: standin.url } },
    });
    const before = standin.requests.length;
    expect((await other.search({ query: 'Hassler hotel', location: { lat: 41.9, lng: 12.5 } })).results[0]!.name).toBe('Hotel Hassler Roma');
    expect(standin.requests.length).toBe(before);
  });

  it('passes a photo on with our cache headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/places/photo?name=places/ChIJrRMgU7ZhLxMRxAOFkC7I8Sg/photos/AelY_hassler1&maxWidth=400',
      headers: { cookie: client.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(PHOTO_BYTES)).toBe(true);
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
  });

  it('answers a failing provider with 502 in our error shape, never a 500', async () => {
    standin.mode = 'slow';
    standin.delayMs = 3000;
    const res = await post('/api/places/search', { query: 'Coronari wine' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: { code: 'places_unavailable', message: 'The places service did not answer in time. Please try again.' } });
    standin.mode = 'error';
    const geocode = await post('/api/places/geocode', { query: 'Ravello' });
    expect(geocode.statusCode).toBe(502);
    expect(geocode.json().error.code).toBe('places_unavailable');
  });

  it("says enrichment can be offered (the screens show 'Enrich with Google' only then)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/places/capabilities', headers: { cookie: client.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enrich: true });
  });

  it('reads GOOGLE_MAPS_API_KEY through config.ts, refuses a malformed one, and never logs it', () => {
    const config = loadConfig({ GOOGLE_MAPS_API_KEY: STANDIN_KEY, DATA_DIR: t.app.ctx.config.dataDir, AUTH_SECRET: 'x'.repeat(32) } as NodeJS.ProcessEnv);
    expect(config.googleMapsApiKey).toBe(STANDIN_KEY);
    expect(() => loadConfig({ GOOGLE_MAPS_API_KEY: 'short key!', DATA_DIR: t.app.ctx.config.dataDir, AUTH_SECRET: 'x'.repeat(32) } as NodeJS.ProcessEnv)).toThrow(/GOOGLE_MAPS_API_KEY/);
    expect(t.app.ctx.services.places.describe()).not.toContain(STANDIN_KEY);
  });
});
