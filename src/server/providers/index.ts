import type { Config } from '#server/config.js';
import { createAiProvider, type AiLog, type AiProvider, type ItineraryPlanner } from './ai/provider.js';
import type { WorkerPool } from '#server/lib/worker-pool.js';
import type { Day } from '#shared/domain/itinerary.js';
import { loadCatalogue } from './places/catalogue/load.js';
import { createGoogleRoutesProvider } from './distances/google-routes.js';
import { createOfflineDistanceProvider, type DistanceProvider } from './distances/provider.js';
import { createDisabledSource, createEcbSource, type ExchangeRateSource } from './exchange-rates/ecb.js';

/**
 * The outside services the modules use, each chosen by configuration like the mailer (DESIGN
 * principle 3): the offline default, or the real one when configured. Tests and benchmarks pass
 * their own (a stand-in, a counting wrapper) through AppDeps.providers.
 */
export interface Providers {
  ai: AiProvider;
  distances: DistanceProvider;
  exchangeRates: ExchangeRateSource;
  /** Tests only: Google Places (New) reached at a local stand-in that speaks its protocol. */
  googlePlaces?: { baseUrl: string; timeoutMs?: number };
}

export function createProviders(config: Config, log?: AiLog, cpu?: WorkerPool): Providers {
  return {
    ai: lazyAiProvider(config, log, cpu),
    distances: config.googleMapsApiKey ? createGoogleRoutesProvider({ apiKey: config.googleMapsApiKey }) : createOfflineDistanceProvider(),
    exchangeRates: config.exchangeRatesUrl ? createEcbSource({ url: config.exchangeRatesUrl }) : createDisabledSource(),
  };
}

/** The AI provider, built on first use: the catalogue it plans from is read then, not at every start of a test app. */
function lazyAiProvider(config: Config, log?: AiLog, cpu?: WorkerPool): AiProvider {
  let provider: AiProvider | undefined;
  // The offline planner takes up to seconds of CPU for a long trip: in the worker pool, queued per person.
  const plan: ItineraryPlanner | undefined = cpu
    ? (request, options) =>
        cpu.run<Day[]>('plan-itinerary', { request }, { owner: options?.owner ?? '', ...(options?.signal ? { signal: options.signal } : {}) })
    : undefined;
  const get = () =>
    (provider ??= createAiProvider({
      ...(config.ai ?? {}),
      catalogue: loadCatalogue(),
      ...(log ? { log } : {}),
      ...(plan ? { plan } : {}),
    }));
  return {
    kind: config.ai ? 'model' : 'offline',
    get describe() {
      return config.ai ? get().describe : 'offline planner over the built-in places catalogue';
    },
    generateItinerary: (request, options) => get().generateItinerary(request, options),
    generateSlotActivities: (request, options) => get().generateSlotActivities(request, options),
    searchFlights: (request, options) => get().searchFlights(request, options),
  };
}
