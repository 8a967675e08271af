import { createHash } from 'node:crypto';
import type { ServiceDeps } from '#server/service-deps.js';
import { notFound } from '#server/lib/errors.js';
import { loadCatalogue, CATALOGUE_DIR, type Catalogue } from '#server/providers/places/catalogue/load.js';
import { openingHoursLines } from '#shared/domain/opening-hours.js';
import { foldQuery } from '#server/providers/places/catalogue-provider.js';
import { createPlacesProvider } from '#server/providers/places/create.js';
import { drawPlace } from '#server/providers/places/image.js';
import { PlacesError, catalogueImageUrl, type CallOptions, type LookupTarget, type PlaceFacts, type PlacesProvider } from '#server/providers/places/provider.js';
import type { CataloguePlace } from '#server/providers/places/catalogue/schema.js';
import {
  CATALOGUE_CITIES,
  CATALOGUE_CITY_LABELS,
  PLACE_KINDS,
  PLACE_KIND_LABELS,
  PLACE_SUGGESTIONS,
  PLACES_MESSAGES,
} from '#shared/domain/places.js';
import type {
  CataloguePlaceItem,
  GeocodeResponse,
  LatLng,
  PlaceListResponse,
  PlaceSearchResponse,
} from '#shared/contracts/places.js';
import type { Actor } from '#shared/permissions.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import type { Day } from '#shared/domain/itinerary.js';
import type { EnrichResponse, PlacesCapabilities } from '#shared/contracts/places.js';
import {
  applyEnrichment,
  cacheHitPercentage,
  enrichmentMessage,
  enrichmentTargets,
  type EnrichmentFacts,
  type EnrichmentResult,
  type EnrichmentTarget,
} from '#shared/domain/enrichment.js';
import type { CallMeter } from '#server/providers/places/provider.js';
import type { Providers } from '#server/providers/index.js';
import { placesRepo } from './repo.js';
import { catalogueFilesHash, catalogueRows } from './catalogue-sync.js';

/** What enrichment needs of the trips module: its one server-side write of a trip's days. */
export interface PlacesServiceDeps {
  trips?: {
    transformDays(
      actor: Actor,
      id: string,
      fn: (days: Day[], trip: TripDetail) => Day[] | Promise<Day[]>,
      opts: { summary: string; need?: 'organize' | 'edit'; notify?: boolean },
    ): Promise<TripDetail>;
  };
}

/** Lookups run a few at a time: a long trip with Google configured does not wait for each in turn. */
const LOOKUP_CONCURRENCY = 6;

/** Thrown inside transformDays when there is nothing new to write: no version bump, no history line. */
class NothingToWrite extends Error {}

/** The same place named by several options is looked up once. */
function targetKey(t: EnrichmentTarget): string {
  return t.placeId ? `id:${t.placeId}` : `name:${t.name.toLowerCase()}|${(t.address ?? '').toLowerCase()}`;
}

async function eachLimited<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export interface PlacesServiceOptions {
  /** The folder of the catalogue files (tests use a small one). */
  catalogueDir?: string;
  /** Tests only: a provider of their own. */
  provider?: PlacesProvider;
}

/** A drawn picture with its validator, made once per place. */
export interface DrawnImage {
  svg: string;
  etag: string;
}

/** A catalogue place as the backoffice lists it. */
export function toCatalogueItem(place: CataloguePlace): CataloguePlaceItem {
  return {
    id: place.id,
    name: place.name,
    city: place.city,
    cityLabel: CATALOGUE_CITY_LABELS[place.city],
    kind: place.kind,
    types: [...place.types],
    interests: [...place.interests],
    address: place.address,
    coordinates: { lat: place.lat, lng: place.lng },
    description: place.description,
    costEur: place.costEur,
    priceLevel: place.priceLevel ?? null,
    stars: place.stars ?? null,
    durationMinutes: place.durationMinutes,
    openingHours: openingHoursLines(place.hours),
    website: place.website ?? null,
    phone: place.phone ?? null,
    image: catalogueImageUrl(place.id),
  };
}

/**
 * Places (issue 8 §1; spec §7 google-places-search, google-geocode-search): the built-in
 * catalogue loaded into the `places` table at start and searched there, Google Places when
 * GOOGLE_MAPS_API_KEY is set, the drawn pictures, and the facts enrichment writes into trips.
 */
export function createPlacesService(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'log'> & { providers?: Pick<Providers, 'googlePlaces'> },
  others: PlacesServiceDeps = {},
  options: PlacesServiceOptions = {},
) {
  const repo = placesRepo(deps.db);
  const dir = options.catalogueDir ?? CATALOGUE_DIR;
  let catalogue: Catalogue | undefined;
  const files = (): Catalogue => (catalogue ??= loadCatalogue(dir));

  let provider: PlacesProvider | undefined = options.provider;
  const places = (): PlacesProvider =>
    (provider ??= createPlacesProvider({
      apiKey: deps.config.googleMapsApiKey,
      catalogue: files(),
      store: { search: (q, location, limit) => repo.search(q, location, limit) },
      cache: { get: (key) => repo.cacheGet(key), set: (key, value, ttl) => repo.cacheSet(key, value, ttl) },
      ...(deps.providers?.googlePlaces ?? {}),
    }));

  const images = new Map<string, DrawnImage>();

  return {
    /** For the start-up log: which provider answers searches (never the key). */
    /** What the screens may offer: enrichment only with Google Places configured. */
    capabilities: (): PlacesCapabilities => ({ enrich: Boolean(deps.config.googleMapsApiKey) }),
    describe: () => (deps.config.googleMapsApiKey ? 'Google Places (New), catalogue for enrichment' : 'built-in catalogue'),

    /**
     * Loads the catalogue files into `places` when they changed since the last load (their hash
     * is kept in app_settings): a restart with the same files reads one row. One process loads
     * at a time (an advisory lock); a second one finds the work done.
     */
    async syncCatalogue(): Promise<{ loaded: boolean; count: number }> {
      const hash = catalogueFilesHash(dir);
      if ((await repo.catalogueHash()) === hash) return { loaded: false, count: files().places.length };
      const rows = catalogueRows(files());
      const loaded = await deps.db.transaction().execute(async (tx) => {
        const r = placesRepo(tx);
        await r.lockCatalogue();
        if ((await r.catalogueHash()) === hash) return false;
        await r.replaceCatalogue(rows, hash);
        return true;
      });
      return { loaded, count: rows.length };
    },

    /** google-places-search: at most 5 places, best match first, nearer `location` first among equals. */
    async search(input: { query: string; location?: LatLng | null }, call?: CallOptions): Promise<PlaceSearchResponse> {
      const p = places();
      const results = await p.search({ query: input.query, location: input.location ?? null, limit: PLACE_SUGGESTIONS }, call);
      return { results, source: p.kind };
    },

    /** google-geocode-search: countries, cities, towns and places for destination and address fields. */
    async geocode(query: string, call?: CallOptions): Promise<GeocodeResponse> {
      const p = places();
      return { results: (await p.geocode(query, call)).slice(0, PLACE_SUGGESTIONS), source: p.kind };
    },

    /** The backoffice catalogue: searched and filtered by city and kind, a page at a time, with the filters' counts. */
    async list(input: { q?: string; city?: string; kind?: string; page: number; pageSize: number }): Promise<PlaceListResponse> {
      const query = input.q ? foldQuery(input.q) : undefined;
      const [{ rows, total }, facets] = await Promise.all([
        repo.list(
          { ...(query?.words.length ? { query } : {}), ...(input.city ? { city: input.city } : {}), ...(input.kind ? { kind: input.kind } : {}) },
          { limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
        ),
        repo.facets(),
      ]);
      return {
        items: rows.map(toCatalogueItem),
        total,
        page: input.page,
        pageSize: input.pageSize,
        facets: {
          cities: CATALOGUE_CITIES.map((c) => ({ value: c, label: CATALOGUE_CITY_LABELS[c], count: facets.cities.get(c) ?? 0 })),
          kinds: PLACE_KINDS.map((k) => ({ value: k, label: PLACE_KIND_LABELS[k], count: facets.kinds.get(k) ?? 0 })),
        },
      };
    },

    /** The drawn picture of a catalogue place, made once. */
    image(id: string): DrawnImage {
      const cached = images.get(id);
      if (cached) return cached;
      const place = files().byId.get(id);
      if (!place) throw notFound(PLACES_MESSAGES.placeNotFound);
      const svg = drawPlace(place);
      const image = { svg, etag: `"${createHash('sha256').update(svg).digest('hex').slice(0, 32)}"` };
      images.set(id, image);
      return image;
    },

    /** A Google photo through our server; 404 when Google Places is not configured. */
    async photo(name: string, maxWidth: number, call?: CallOptions) {
      const p = places();
      if (!p.photo) throw notFound('Photos come from Google Places, which is not configured.');
      return p.photo(name, maxWidth, call);
    },

    /** The facts of the place an option names (catalogue first; Google when configured), for enrichment. */
    async lookup(target: LookupTarget, call?: CallOptions): Promise<PlaceFacts | null> {
      return places().lookup(target, call);
    },

    /**
     * enrich-trip-activities (spec §7): fills phone, website, openingHours, types,
     * editorialSummary, priceLevel and coordinates of the trip's options from the place each
     * names (catalogue first; Google, through its cache, when configured). Staff, or an
     * organizer of the trip. The trip is read and written through the trips module at the
     * version it had: a concurrent save is re-read and the facts applied to it. A provider
     * failure writes nothing; a trip with nothing new is not written.
     */
    async enrich(actor: Actor, tripId: string): Promise<EnrichResponse> {
      if (!others.trips) throw new Error('enrichment needs the trips service');
      const found = new Map<string, EnrichmentFacts | null>();
      const meter: CallMeter = { apiCalls: 0, cacheHits: 0 };
      let result: EnrichmentResult | undefined;
      let version: number | null = null;
      try {
        const trip = await others.trips.transformDays(
          actor,
          tripId,
          async (days) => {
            const targets = enrichmentTargets(days);
            const pending = [...new Map(targets.filter((t) => !found.has(targetKey(t))).map((t) => [targetKey(t), t])).values()];
            await eachLimited(pending, LOOKUP_CONCURRENCY, async (target) => {
              found.set(targetKey(target), await places().lookup(target, { meter }));
            });
            const facts = new Map<string, EnrichmentFacts>();
            for (const t of targets) {
              const f = found.get(targetKey(t));
              if (f) facts.set(t.optionId, f);
            }
            result = applyEnrichment(days, facts);
            if (!result.changed) throw new NothingToWrite();
            return result.days;
          },
          { summary: 'Enriched activities with places data' },
        );
        version = trip.version;
      } catch (err) {
        if (!(err instanceof NothingToWrite)) throw err;
      }
      const r = result ?? { enriched: 0, total: 0, skipped: 0 };
      return {
        message: enrichmentMessage(r),
        enrichedCount: r.enriched,
        totalOptions: r.total,
        cacheHitCount: meter.cacheHits,
        cacheHitPercentage: cacheHitPercentage(meter.cacheHits, meter.apiCalls),
        apiCallCount: meter.apiCalls,
        skippedCount: r.skipped,
        version,
      };
    },

    /** A catalogue place by id (other modules: the planner's options link to these). */
    cataloguePlace: (id: string): CataloguePlace | undefined => files().byId.get(id),
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
export { PlacesError };
