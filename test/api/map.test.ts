import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MapConfigResponse, MapLabelsResponse, TILE_EXTENT, VectorTile } from '#shared/contracts/map.js';
import mapRoutes from '#server/modules/map/routes.js';
import { mapOptionsFromEnv } from '#server/providers/basemap/tile-config.js';
import { tileAt } from '#server/providers/basemap/natural-earth.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let tileUrl: string;
let labelsUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/map/config' });
  const { basemap } = MapConfigResponse.parse(res.json());
  if (basemap.kind !== 'offline') throw new Error('expected the offline basemap by default');
  tileUrl = basemap.tileUrl;
  labelsUrl = basemap.labelsUrl;
});
afterAll(async () => {
  await t?.close();
});

const urlOf = (z: number, x: number, y: number) =>
  tileUrl.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
async function tile(lat: number, lng: number, z: number) {
  const c = tileAt(lat, lng, z);
  const res = await t.app.inject({ method: 'GET', url: urlOf(c.z, c.x, c.y) });
  expect(res.statusCode).toBe(200);
  return { res, body: VectorTile.parse(res.json()) };
}
/** The box of all land rings of a tile, in tile units. */
function landBox(body: VectorTile) {
  const xs = body.land.flatMap((r) => r.filter((_, i) => i % 2 === 0));
  const ys = body.land.flatMap((r) => r.filter((_, i) => i % 2 === 1));
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

describe('GET /api/map/config', () => {
  it('points the browser at our own Natural Earth tiles when no tile server is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/map/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { basemap } = MapConfigResponse.parse(res.json());
    expect(basemap).toMatchObject({ kind: 'offline', attribution: 'Natural Earth', maxZoom: 18 });
    expect(tileUrl).toMatch(/^\/api\/map\/tiles\/ne10m-[\w.-]+\/\{z\}\/\{x\}\/\{y\}$/);
    expect(labelsUrl).toMatch(/^\/api\/map\/labels\/ne10m-[\w.-]+$/);
  });

  it('hands a configured tile server and its credit to the browser', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(mapRoutes, {
      prefix: '/api/map',
      ...mapOptionsFromEnv({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Example contributors' }),
    });
    const res = await app.inject({ method: 'GET', url: '/api/map/config' });
    expect(res.json()).toEqual({
      basemap: { kind: 'remote', tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example contributors', maxZoom: 18 },
    });
    await app.close();
  });

  it('refuses a tile server URL it could not use, with a clear message', () => {
    expect(mapOptionsFromEnv({})).toEqual({});
    expect(mapOptionsFromEnv({ MAP_TILE_URL: '  ' })).toEqual({});
    expect(() => mapOptionsFromEnv({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png', MAP_TILE_ATTRIBUTION: 'x' })).toThrow(
      'MAP_TILE_URL must contain {y}',
    );
    expect(() => mapOptionsFromEnv({ MAP_TILE_URL: 'ftp://tiles.example.com/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x' })).toThrow(
      'MAP_TILE_URL must be an http(s) URL',
    );
    expect(() => mapOptionsFromEnv({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_ATTRIBUTION is required/);
  });
});

describe('GET /api/map/tiles/:version/:z/:x/:y', () => {
  it('draws Italy at zoom 5: land rings and the borders of its neighbours, cached for a year', async () => {
    const { res, body } = await tile(42.5, 12.5, 5);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.etag).toMatch(/^"ne10m-.+-5\/17\/11"$/);
    expect(body).toMatchObject({ z: 5, x: 17, y: 11, extent: TILE_EXTENT });
    expect(body.land.length).toBeGreaterThan(5); // the peninsula, Sicily, Sardinia, Corsica, the Balkans...
    expect(body.borders.length).toBeGreaterThan(5);
    // Geometry stays within a small buffer around the tile.
    const box = landBox(body);
    expect(box.minX).toBeGreaterThanOrEqual(-TILE_EXTENT * 0.1);
    expect(box.maxX).toBeLessThanOrEqual(TILE_EXTENT * 1.1);
  });

  it('covers a city tile in Paris and in Rome with land from edge to edge', async () => {
    for (const [lat, lng] of [
      [48.8566, 2.3522],
      [41.9028, 12.4964],
    ] as const) {
      const { body, res } = await tile(lat, lng, 13);
      expect(body.land.length).toBe(1);
      const box = landBox(body);
      expect(box.minX).toBeLessThan(0);
      expect(box.minY).toBeLessThan(0);
      expect(box.maxX).toBeGreaterThan(TILE_EXTENT);
      expect(box.maxY).toBeGreaterThan(TILE_EXTENT);
      expect(res.rawPayload.length).toBeLessThan(300);
    }
  });

  it('has no land in the open Atlantic, and a coast on the Amalfi Coast at zoom 12', async () => {
    expect((await tile(30, -40, 6)).body.land).toEqual([]);
    const amalfi = (await tile(40.634, 14.6027, 12)).body;
    expect(amalfi.land.length).toBeGreaterThan(0);
    const box = landBox(amalfi);
    expect(box.maxY).toBeLessThan(TILE_EXTENT); // the sea lies south of the town
  });

  it('sends the bytes compressed when the browser accepts it, and 304 when it already has them', async () => {
    const c = tileAt(42.5, 12.5, 5);
    const plain = await t.app.inject({ method: 'GET', url: urlOf(c.z, c.x, c.y) });
    const br = await t.app.inject({ method: 'GET', url: urlOf(c.z, c.x, c.y), headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gz = await t.app.inject({ method: 'GET', url: urlOf(c.z, c.x, c.y), headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    expect(br.headers.etag).toBe((plain.headers.etag as string).replace(/"$/, '-br"'));
    const again = await t.app.inject({ method: 'GET', url: urlOf(c.z, c.x, c.y), headers: { 'if-none-match': plain.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    const againBr = await t.app.inject({
      method: 'GET',
      url: urlOf(c.z, c.x, c.y),
      headers: { 'if-none-match': br.headers.etag as string, 'accept-encoding': 'br' },
    });
    expect(againBr.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 400, never 5xx, to tile coordinates that do not exist', async () => {
    const version = tileUrl.split('/')[4];
    const cases: [string, RegExp][] = [
      [`/api/map/tiles/${version}/19/0/0`, /Zoom must be a whole number from 0 to 18/],
      [`/api/map/tiles/${version}/-1/0/0`, /Zoom must be a whole number from 0 to 18/],
      [`/api/map/tiles/${version}/1.5/0/0`, /Zoom must be a whole number from 0 to 18/],
      [`/api/map/tiles/${version}/zoom/0/0`, /Zoom must be a whole number from 0 to 18/],
      [`/api/map/tiles/${version}/4/abc/0`, /Tile coordinates must be whole numbers/],
      [`/api/map/tiles/${version}/4/-2/0`, /Tile coordinates must be zero or more/],
      [`/api/map/tiles/${version}/4/16/0`, /At zoom 4 tile x and y must be below 16/],
      [`/api/map/tiles/${version}/4/0/99999999999999999999`, /Tile coordinates must be whole numbers/],
      [`/api/map/tiles/${version}/4/3/123456`, /At zoom 4 tile x and y must be below 16/],
      [`/api/map/tiles/${version}/0/1e400/0`, /Tile coordinates must be whole numbers/],
      [`/api/map/tiles/NOT%20A%20VERSION/4/0/0`, /Unknown basemap version/],
    ];
    for (const [url, message] of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toMatch(message);
    }
    const stale = await t.app.inject({ method: 'GET', url: '/api/map/tiles/ne10m-0.0.0-r0/4/8/5' });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().error.message).toBe('Unknown basemap version: reload the page');
  });
});

describe('GET /api/map/labels/:version', () => {
  it('names the countries and the agency cities, each for a range of zooms', async () => {
    const res = await t.app.inject({ method: 'GET', url: labelsUrl, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { labels } = MapLabelsResponse.parse(res.json());
    const italy = labels.find((l) => l.name === 'Italy' && l.kind === 'country');
    expect(italy).toMatchObject({ lat: expect.closeTo(42.75, 1), lng: expect.closeTo(12.75, 1) });
    const france = labels.find((l) => l.name === 'France' && l.kind === 'country')!;
    // On the mainland, not in French Guiana.
    expect(france.lat).toBeGreaterThan(43);
    expect(france.lng).toBeGreaterThan(-2);
    expect(france.lng).toBeLessThan(7);
    for (const city of ['Paris', 'Rome', 'Florence', 'Venice', 'Milan', 'Naples', 'Amalfi']) {
      expect(labels.find((l) => l.name === city && l.kind === 'city'), city).toBeTruthy();
    }
    for (const l of labels) expect(l.minZoom).toBeLessThanOrEqual(l.maxZoom);
  });
});
