import { AI_ITINERARY_TIMEOUT_WORKSPACE_MS } from '#shared/domain/ai.js';
import type { Catalogue } from '#server/providers/places/catalogue/load.js';
import type { GenerateItineraryRequest } from '#shared/contracts/ai.js';
import type { Day } from '#shared/domain/itinerary.js';
import { aiEmptyItinerary, aiTimeout } from './errors.js';
import { suggestFlights } from './flights.js';
import { createModelAiProvider } from './model.js';
import { planItinerary } from './planner.js';
import { suggestSlotActivities } from './slot-activities.js';
import type { AiCallOptions, AiLog, AiProvider } from './types.js';

export type { AiCallOptions, AiLog, AiProvider } from './types.js';

function checkSignal(options?: AiCallOptions): void {
  if (options?.signal?.aborted) throw aiTimeout(options.signal.reason);
}

/** Runs the offline planner elsewhere (the worker pool, ADR 021); the same days as planItinerary. */
export type ItineraryPlanner = (request: GenerateItineraryRequest, options?: AiCallOptions) => Promise<Day[]>;

/**
 * The default: the built-in planner, flights suggested from the airport table. Works with no
 * network. With `plan`, itineraries are planned through it (a worker thread) rather than here.
 */
export function createOfflineAiProvider(catalogue: Catalogue, plan?: ItineraryPlanner): AiProvider {
  return {
    kind: 'offline',
    describe: `offline planner over ${catalogue.places.length} catalogue places`,
    async generateItinerary(request, options) {
      checkSignal(options);
      const days = plan ? await plan(request, options) : planItinerary(catalogue, request);
      if (days.length === 0) throw aiEmptyItinerary();
      return { days, source: 'offline' };
    },
    async generateSlotActivities(request, options) {
      checkSignal(options);
      return { places: suggestSlotActivities(catalogue, request), source: 'offline' };
    },
    async searchFlights(request, options) {
      checkSignal(options);
      return suggestFlights(request);
    },
  };
}

export interface AiProviderOptions {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  catalogue: Catalogue;
  /** Default time-out of a model call when the caller gives none (spec §9: 120000 ms, the workspace's). */
  timeoutMs?: number;
  log?: AiLog;
  /** For tests and proxies: the fetch the model client uses. */
  fetch?: typeof globalThis.fetch;
  /** The offline planner's runner (the worker pool); in this thread when absent. */
  plan?: ItineraryPlanner;
}

/** The model when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set, else the offline planner. */
export function createAiProvider(options: AiProviderOptions): AiProvider {
  const { baseUrl, apiKey, model } = options;
  if (baseUrl && apiKey && model) {
    return createModelAiProvider({
      baseUrl,
      apiKey,
      model,
      catalogue: options.catalogue,
      timeoutMs: options.timeoutMs ?? AI_ITINERARY_TIMEOUT_WORKSPACE_MS,
      ...(options.log ? { log: options.log } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }
  return createOfflineAiProvider(options.catalogue, options.plan);
}
