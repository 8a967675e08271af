import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STANDIN_KEY, startGoogleRoutesStandIn, type RoutesStandIn } from '../helpers/standins/google-routes.js';
import { greatCircleMetres } from '#shared/domain/geo.js';
import { createGoogleRoutesProvider, GOOGLE_ROUTES_FIELD_MASK } from '#server/providers/distances/google-routes.js';
import { createOfflineDistanceProvider, DistanceError } from '#server/providers/distances/provider.js';

const TREVI = { lat: 41.9009, lng: 12.4833 };
const PANTHEON = { lat: 41.8986, lng: 12.4769 };
const COLOSSEO = { lat: 41.8902, lng: 12.4922 };
const CAPRI = { lat: 40.5507, lng: 14.2429 };
const SORRENTO = { lat: 40.6263, lng: 14.3758 };

let standIn: RoutesStandIn;

beforeAll(async () => {
  standIn = await startGoogleRoutesStandIn();
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => standIn.reset());

const provider = (extra: Partial<Parameters<typeof createGoogleRoutesProvider>[0]> = {}) =>
  createGoogleRoutesProvider({ apiKey: STANDIN_KEY, baseUrl: standIn.url, retryDelayMs: 10, ...extra });

async function failure(promise: Promise<unknown>): Promise<DistanceError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DistanceError);
    return error as DistanceError;
  }
  throw new Error('expected the measurement to fail');
}

describe('Google Routes provider (computeRoutes against a local stand-in)', () => {
  it('measures every mode of each leg with the key and the field mask, and reads the proto3 answer', async () => {
    const [first, second] = await provider().measure([
      { from: TREVI, to: PANTHEON },
      { from: PANTHEON, to: COLOSSEO },
    ]);
    expect(standIn.calls).toHaveLength(8);
    expect(new Set(standIn.calls.map((c) => c.travelMode))).toEqual(new Set(['WALK', 'BICYCLE', 'DRIVE', 'TRANSIT']));
    expect(standIn.calls.every((c) => c.fieldMask === GOOGLE_ROUTES_FIELD_MASK)).toBe(true);
    // Only driving names a routing preference (the stand-in, like Google, refuses it for other modes).
    expect(standIn.calls.filter((c) => c.routingPreference).map((c) => c.travelMode)).toEqual(['DRIVE', 'DRIVE']);
    const metres = Math.round(greatCircleMetres(TREVI, PANTHEON) * 1.2);
    expect(first!.walking).toEqual({ distanceMeters: metres, durationSeconds: Math.round(metres / 1.3) });
    expect(first!.transit).toEqual({ distanceMeters: metres, durationSeconds: Math.round(metres / 6) });
    expect(second!.driving!.distanceMeters).toBe(Math.round(greatCircleMetres(PANTHEON, COLOSSEO) * 1.2));
  });

  it('gives a mode without a route as null (no walk to Capri), not a failure', async () => {
    standIn.islands.push(CAPRI);
    const [leg] = await provider().measure([{ from: SORRENTO, to: CAPRI }]);
    expect(leg!.walking).toBeNull();
    expect(leg!.driving).toBeNull();
    expect(leg!.transit!.distanceMeters).toBeGreaterThan(10_000);
  });

  it('reads a zero distance that proto3 JSON leaves out', async () => {
    const [leg] = await provider().measure([{ from: TREVI, to: TREVI }]);
    expect(leg!.walking).toEqual({ distanceMeters: 0, durationSeconds: 0 });
  });

  it('keeps at most `concurrency` calls in flight', async () => {
    standIn.delayMs = 20;
    await provider({ concurrency: 3 }).measure([
      { from: TREVI, to: PANTHEON },
      { from: PANTHEON, to: COLOSSEO },
      { from: COLOSSEO, to: TREVI },
    ]);
    expect(standIn.calls).toHaveLength(12);
    expect(standIn.maxInFlight).toBeLessThanOrEqual(3);
    expect(standIn.maxInFlight).toBeGreaterThan(1);
  });

  it('retries a 5xx once and goes on', async () => {
    standIn.script.push('error500');
    const [leg] = await provider({ concurrency: 1 }).measure([{ from: TREVI, to: PANTHEON }]);
    expect(leg!.walking!.distanceMeters).toBeGreaterThan(0);
    expect(standIn.calls).toHaveLength(5);
  });

  it('fails with 502 and the service\'s words when a 5xx comes twice', async () => {
    standIn.script.push('error503', 'error503');
    const error = await failure(provider({ concurrency: 1 }).measure([{ from: TREVI, to: PANTHEON }]));
    expect(error.status).toBe(502);
    expect(error.code).toBe('distances_failed');
    expect(error.message).toBe('Failed to calculate distances: Google Routes answered 503 (UNAVAILABLE: Try again.).');
  });

  it('fails at once on a refused key, without retrying, and never shows the key', async () => {
    const error = await failure(createGoogleRoutesProvider({ apiKey: 'wrong-key', baseUrl: standIn.url, concurrency: 1 }).measure([{ from: TREVI, to: PANTHEON }]));
    expect(error.status).toBe(502);
    expect(error.message).toContain('403 (PERMISSION_DENIED');
    expect(error.message).not.toContain('wrong-key');
  });

  it('stops the remaining calls after a failure', async () => {
    standIn.script.push('refuse');
    await failure(
      provider({ concurrency: 1 }).measure([
        { from: TREVI, to: PANTHEON },
        { from: PANTHEON, to: COLOSSEO },
      ]),
    );
    expect(standIn.calls.length).toBeLessThan(2);
  });

  it('gives up on a call that takes longer than its time-out', async () => {
    standIn.script.push('slow', 'slow');
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 200, concurrency: 1 }).measure([{ from: TREVI, to: PANTHEON }]));
    expect(error.message).toBe('Failed to calculate distances: Google Routes did not answer within 200 ms.');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses an answer in another format (a proxy\'s error page)', async () => {
    standIn.script.push('garbage');
    const error = await failure(provider({ concurrency: 1 }).measure([{ from: TREVI, to: PANTHEON }]));
    expect(error.message).toBe('Failed to calculate distances: Google Routes sent an answer in an unexpected format.');
  });

  it('fails when the service cannot be reached', async () => {
    const error = await failure(
      createGoogleRoutesProvider({ apiKey: STANDIN_KEY, baseUrl: 'http://127.0.0.1:9', retryDelayMs: 1 }).measure([{ from: TREVI, to: PANTHEON }]),
    );
    expect(error.message).toMatch(/^Failed to calculate distances: Google Routes could not be reached/);
  });
});

describe('offline provider', () => {
  it('answers every mode for every leg without the network', async () => {
    const legs = await createOfflineDistanceProvider().measure([{ from: TREVI, to: COLOSSEO }]);
    expect(Object.keys(legs[0]!).sort()).toEqual(['bicycling', 'driving', 'transit', 'walking']);
  });
});
