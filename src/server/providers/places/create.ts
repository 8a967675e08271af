import type { Catalogue } from './catalogue/load.js';
import { createCatalogueProvider, type CatalogueStore } from './catalogue-provider.js';
import { createGooglePlacesProvider, type PlacesCache } from './google.js';
import type { PlacesProvider } from './provider.js';

export interface PlacesProviderOptions {
  /** GOOGLE_MAPS_API_KEY: Google Places (New) when set, else the built-in catalogue. */
  apiKey?: string;
  catalogue: Catalogue;
  /** The catalogue's table (search with the trigram index). */
  store: CatalogueStore;
  /** Where Google's answers are kept (place_cache). */
  cache: PlacesCache;
  /** Tests only: the address of a local stand-in that speaks the Places API (New). */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** Google Places when a key is configured, else the built-in catalogue (which Google's enrichment also asks first). */
export function createPlacesProvider(options: PlacesProviderOptions): PlacesProvider {
  const offline = createCatalogueProvider(options.catalogue, options.store);
  if (!options.apiKey) return offline;
  return createGooglePlacesProvider({
    apiKey: options.apiKey,
    cache: options.cache,
    fallback: offline,
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
