import { AI_ITINERARY_TIMEOUT_WORKSPACE_MS } from '#shared/domain/ai.js';
import type { Catalogue } from '#server/providers/places/catalogue/load.js';
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

/** The default: the built-in planner, flights suggested from the airport table. Works with no network. */
export function createOfflineAiProvider(catalogue: Catalogue): AiProvider {
  return {
    kind: 'offline',
    describe: `offline planner over ${catalogue.places.length} catalogue places`,
    async generateItinerary(request, options) {
      checkSignal(options);
      const days = planItinerary(catalogue, request);
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
  return createOfflineAiProvider(options.catalogue);
}
