import { greatCircleMetres, type Coordinates } from '#shared/domain/geo.js';
import { sendJson, startStandIn, type StandIn } from './server.js';

/**
 * A stand-in of Google's Routes API, computeRoutes (POST /directions/v2:computeRoutes), as the
 * real service behaves for what we send: the key in X-Goog-Api-Key (else 403 PERMISSION_DENIED),
 * a required X-Goog-FieldMask (else 400), latLng waypoints, a travelMode, routingPreference only
 * for DRIVE (else 400), and proto3 JSON answers: durations as "123s", zero values left out, `{}`
 * when a mode has no route. Its routes are 1.2 x the great-circle distance at a speed per mode,
 * so its figures differ from the offline estimator's.
 */
export const STANDIN_KEY = 'standin-google-key-0123456789';

const SPEEDS_MPS: Record<string, number> = { WALK: 1.3, BICYCLE: 4, DRIVE: 8, TRANSIT: 6 };

export interface RoutesCall {
  travelMode: string;
  origin: Coordinates;
  destination: Coordinates;
  fieldMask: string | undefined;
  routingPreference: string | undefined;
}

export interface RoutesStandIn extends StandIn {
  calls: RoutesCall[];
  /** Highest number of calls answered at once. */
  maxInFlight: number;
  /** What the next answers do (each entry used once, then normal answers). */
  script: Array<'ok' | 'error500' | 'error503' | 'refuse' | 'slow' | 'garbage'>;
  /** Points no WALK, BICYCLE or DRIVE route reaches (an island). */
  islands: Coordinates[];
  delayMs: number;
  reset(): void;
}

const near = (a: Coordinates, b: Coordinates) => Math.abs(a.lat - b.lat) < 1e-6 && Math.abs(a.lng - b.lng) < 1e-6;

export async function startGoogleRoutesStandIn(): Promise<RoutesStandIn> {
  let inFlight = 0;
  const state: RoutesStandIn = {
    url: '',
    close: async () => undefined,
    calls: [],
    maxInFlight: 0,
    script: [],
    islands: [],
    delayMs: 5,
    reset() {
      state.calls.length = 0;
      state.script.length = 0;
      state.islands.length = 0;
      state.maxInFlight = 0;
      state.delayMs = 5;
    },
  };
  const standIn = await startStandIn(async (req, text, res) => {
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    try {
      await new Promise((r) => setTimeout(r, state.delayMs));
      if (req.method !== 'POST' || req.url !== '/directions/v2:computeRoutes') {
        return sendJson(res, 404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
      }
      const step = state.script.shift() ?? 'ok';
      if (req.headers['x-goog-api-key'] !== STANDIN_KEY || step === 'refuse') {
        return sendJson(res, 403, {
          error: { code: 403, message: 'The request is missing a valid API key.', status: 'PERMISSION_DENIED' },
        });
      }
      const fieldMask = req.headers['x-goog-fieldmask'] as string | undefined;
      if (!fieldMask) {
        return sendJson(res, 400, {
          error: { code: 400, message: 'FieldMask is a required parameter.', status: 'INVALID_ARGUMENT' },
        });
      }
      const body = JSON.parse(text) as {
        origin?: { location?: { latLng?: { latitude: number; longitude: number } } };
        destination?: { location?: { latLng?: { latitude: number; longitude: number } } };
        travelMode?: string;
        routingPreference?: string;
      };
      const o = body.origin?.location?.latLng;
      const d = body.destination?.location?.latLng;
      const mode = body.travelMode ?? 'DRIVE';
      if (!o || !d || !(mode in SPEEDS_MPS)) {
        return sendJson(res, 400, { error: { code: 400, message: 'Invalid request.', status: 'INVALID_ARGUMENT' } });
      }
      if (body.routingPreference && mode !== 'DRIVE') {
        return sendJson(res, 400, {
          error: { code: 400, message: 'Routing preference cannot be set for this travel mode.', status: 'INVALID_ARGUMENT' },
        });
      }
      const origin = { lat: o.latitude, lng: o.longitude };
      const destination = { lat: d.latitude, lng: d.longitude };
      state.calls.push({ travelMode: mode, origin, destination, fieldMask, routingPreference: body.routingPreference });
      if (step === 'error500') return sendJson(res, 500, { error: { code: 500, message: 'Internal error.', status: 'INTERNAL' } });
      if (step === 'error503') return sendJson(res, 503, { error: { code: 503, message: 'Try again.', status: 'UNAVAILABLE' } });
      if (step === 'garbage') return sendJson(res, 200, '<html>proxy error</html>');
      if (step === 'slow') await new Promise((r) => setTimeout(r, 3_000));
      const island = state.islands.some((p) => near(p, origin) || near(p, destination));
      if (island && mode !== 'TRANSIT') return sendJson(res, 200, {});
      const metres = Math.round(greatCircleMetres(origin, destination) * 1.2);
      const seconds = Math.round(metres / SPEEDS_MPS[mode]!);
      // proto3 JSON: a zero distance is left out; the duration is a string of seconds.
      return sendJson(res, 200, { routes: [{ ...(metres > 0 ? { distanceMeters: metres } : {}), duration: `${seconds}s` }] });
    } finally {
      inFlight--;
    }
  });
  state.url = standIn.url;
  state.close = standIn.close;
  return state;
}
