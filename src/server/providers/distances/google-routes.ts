import { z } from 'zod';
import { TRAVEL_MODES, type Leg, type ModeLegs, type TravelMode, type TripLeg } from '#shared/domain/distances.js';
import { DistanceError, type DistanceProvider } from './provider.js';

/**
 * Google Routes API (ADR 014): one computeRoutes call per leg and mode, asking only for
 * `routes.distanceMeters,routes.duration` (the field mask decides the billing SKU and the size of
 * the answer). computeRouteMatrix bills origins x destinations elements, while a trip needs only
 * its consecutive legs: n calls of computeRoutes cost n, a matrix over the same legs n².
 *
 * Each call has a time-out; a 429 or 5xx is retried once; any other failure (a refused key, a bad
 * request) stops the whole measurement with DistanceError (502). An answer without a route (a walk
 * to Capri) is a mode without a route, not a failure.
 */
export const GOOGLE_ROUTES_URL = 'https://routes.googleapis.com';
export const GOOGLE_ROUTES_FIELD_MASK = 'routes.distanceMeters,routes.duration';
export const GOOGLE_TRAVEL_MODES: Record<TravelMode, 'WALK' | 'BICYCLE' | 'DRIVE' | 'TRANSIT'> = {
  walking: 'WALK',
  bicycling: 'BICYCLE',
  driving: 'DRIVE',
  transit: 'TRANSIT',
};

export interface GoogleRoutesOptions {
  apiKey: string;
  /** Default https://routes.googleapis.com (tests: a local stand-in). */
  baseUrl?: string;
  /** Per call; default 10 s. */
  timeoutMs?: number;
  /** Calls in flight at once; default 6. */
  concurrency?: number;
  /** Pause before the one retry of a 429 or 5xx; default 500 ms. */
  retryDelayMs?: number;
  fetch?: typeof globalThis.fetch;
}

const RouteAnswer = z.object({
  routes: z
    .array(
      z.object({
        // proto3 JSON leaves out zero values: a route of 0 m has no distanceMeters.
        distanceMeters: z.number().int().min(0).optional(),
        duration: z.string().regex(/^\d+(\.\d+)?s$/).optional(),
      }),
    )
    .optional(),
});

const ErrorAnswer = z.object({ error: z.object({ code: z.number().optional(), message: z.string().optional(), status: z.string().optional() }) });

class RetryableFailure extends Error {}

export function createGoogleRoutesProvider(options: GoogleRoutesOptions): DistanceProvider {
  const base = (options.baseUrl ?? GOOGLE_ROUTES_URL).replace(/\/$/, '');
  const url = `${base}/directions/v2:computeRoutes`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const concurrency = Math.max(1, options.concurrency ?? 6);
  const retryDelayMs = options.retryDelayMs ?? 500;
  const doFetch = options.fetch ?? globalThis.fetch;
  const host = new URL(base).host;

  async function callOnce(leg: TripLeg, mode: TravelMode, signal: AbortSignal): Promise<Leg | null> {
    const body = {
      origin: { location: { latLng: { latitude: leg.from.lat, longitude: leg.from.lng } } },
      destination: { location: { latLng: { latitude: leg.to.lat, longitude: leg.to.lng } } },
      travelMode: GOOGLE_TRAVEL_MODES[mode],
      // Only driving takes a routing preference; traffic-unaware keeps the basic SKU and a stable answer.
      ...(mode === 'driving' ? { routingPreference: 'TRAFFIC_UNAWARE' } : {}),
      units: 'METRIC',
    };
    const timer = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': options.apiKey,
          'x-goog-fieldmask': GOOGLE_ROUTES_FIELD_MASK,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.any([signal, timer]),
      });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (timer.aborted) throw new RetryableFailure(`Google Routes did not answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}.`);
      throw new RetryableFailure(`Google Routes could not be reached (${(error as Error).message}).`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = null;
    }
    if (!response.ok) {
      const detail = ErrorAnswer.safeParse(json);
      const what = detail.success
        ? [detail.data.error.status, detail.data.error.message].filter(Boolean).join(': ')
        : response.statusText;
      const message = `Google Routes answered ${response.status}${what ? ` (${what})` : ''}.`;
      if (response.status === 429 || response.status >= 500) throw new RetryableFailure(message);
      throw new DistanceError(message);
    }
    const parsed = RouteAnswer.safeParse(json);
    if (!parsed.success) throw new DistanceError('Google Routes sent an answer in an unexpected format.');
    const route = parsed.data.routes?.[0];
    if (!route) return null;
    return {
      distanceMeters: route.distanceMeters ?? 0,
      durationSeconds: Math.round(Number.parseFloat(route.duration ?? '0s')),
    };
  }

  async function call(leg: TripLeg, mode: TravelMode, signal: AbortSignal): Promise<Leg | null> {
    try {
      return await callOnce(leg, mode, signal);
    } catch (error) {
      if (!(error instanceof RetryableFailure)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      if (signal.aborted) throw signal.reason;
      try {
        return await callOnce(leg, mode, signal);
      } catch (again) {
        if (again instanceof RetryableFailure) throw new DistanceError(again.message, { cause: again });
        throw again;
      }
    }
  }

  return {
    kind: 'google',
    describe: `Google Routes at ${host}`,
    async measure(legs, measureOptions) {
      const results: ModeLegs[] = legs.map(() => ({}));
      const jobs = legs.flatMap((leg, index) => TRAVEL_MODES.map((mode) => ({ leg, index, mode })));
      const stop = new AbortController();
      const signal = measureOptions?.signal ? AbortSignal.any([measureOptions.signal, stop.signal]) : stop.signal;
      let next = 0;
      let failure: unknown = null;
      const worker = async () => {
        while (next < jobs.length && failure === null) {
          const job = jobs[next++]!;
          try {
            results[job.index]![job.mode] = await call(job.leg, job.mode, signal);
          } catch (error) {
            failure ??= error;
            stop.abort(error);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
      if (failure !== null) {
        if (failure instanceof DistanceError) throw failure;
        if (measureOptions?.signal?.aborted) throw new DistanceError('the request was cancelled.', { cause: failure });
        throw new DistanceError('Google Routes failed.', { cause: failure });
      }
      return results;
    },
  };
}
