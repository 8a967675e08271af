import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { GeocodeResult, LatLng, PlaceResult } from '#shared/contracts/places.js';
import type { PlaceKind } from '#shared/domain/places.js';
import {
  PlacesError,
  formattedAddress,
  photoUrl,
  type CallOptions,
  type LookupTarget,
  type PlaceFacts,
  type PlacePhoto,
  type PlaceSearchInput,
  type PlacesProvider,
} from './provider.js';

/**
 * Google Places API (New) when GOOGLE_MAPS_API_KEY is set (issue 8 §1): Text Search
 * (POST /v1/places:searchText) and Place Details (GET /v1/places/{id}), each asking only the
 * fields it shows through X-Goog-FieldMask; photos (GET /v1/{photo}/media) are fetched by our
 * server and passed on, so the key never reaches a browser. Answers are kept in the database
 * (place_cache) for every server process; each request has a time-out and any failure is a
 * PlacesError (502).
 */

export const GOOGLE_PLACES_BASE_URL = 'https://places.googleapis.com';
export const GOOGLE_TIMEOUT_MS = 8000;
/** How long an answer is reused: a search a day, a place's details a month. */
export const SEARCH_TTL_MS = 24 * 3600 * 1000;
export const DETAILS_TTL_MS = 30 * 24 * 3600 * 1000;
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Results near the trip come first: a 50 km bias circle around its coordinates. */
const BIAS_RADIUS_M = 50_000;

/** The fields the search box shows (Text Search). */
export const SEARCH_FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.location',
  'places.types',
  'places.rating',
  'places.userRatingCount',
  'places.priceLevel',
  'places.editorialSummary',
  'places.photos',
].join(',');

/** Destination and address fields need only where a place is and a picture of it. */
export const GEOCODE_FIELD_MASK = ['places.id', 'places.displayName', 'places.formattedAddress', 'places.location', 'places.types', 'places.photos'].join(',');

/** Finding the place an option names, for enrichment: its id is enough. */
export const FIND_FIELD_MASK = 'places.id';

/** What enrichment fills (Place Details). */
export const DETAILS_FIELD_MASK = [
  'id',
  'displayName',
  'formattedAddress',
  'location',
  'types',
  'rating',
  'userRatingCount',
  'priceLevel',
  'editorialSummary',
  'internationalPhoneNumber',
  'websiteUri',
  'regularOpeningHours.weekdayDescriptions',
  'photos',
].join(',');

/** The database's cache of answers (the places module's repo). */
export interface PlacesCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
}

export interface GooglePlacesOptions {
  apiKey: string;
  cache: PlacesCache;
  /** Tests only: a local stand-in that speaks the Places API (New). */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Where enrichment looks first: the built-in catalogue (free, offline). */
  fallback?: Pick<PlacesProvider, 'lookup'>;
}

/* ------------------------------------------------------------------ the API's shapes */

const GooglePlace = z.looseObject({
  id: z.string(),
  displayName: z.looseObject({ text: z.string() }).optional(),
  formattedAddress: z.string().optional(),
  location: z.looseObject({ latitude: z.number(), longitude: z.number() }).optional(),
  types: z.array(z.string()).optional(),
  rating: z.number().optional(),
  userRatingCount: z.number().optional(),
  priceLevel: z.string().optional(),
  editorialSummary: z.looseObject({ text: z.string() }).optional(),
  internationalPhoneNumber: z.string().optional(),
  websiteUri: z.string().optional(),
  regularOpeningHours: z.looseObject({ weekdayDescriptions: z.array(z.string()).optional() }).optional(),
  photos: z.array(z.looseObject({ name: z.string() })).optional(),
});
type GooglePlace = z.infer<typeof GooglePlace>;
const SearchAnswer = z.looseObject({ places: z.array(GooglePlace).optional() });
const PhotoAnswer = z.looseObject({ photoUri: z.string() });

const PRICE_LEVELS: Record<string, number> = {
  PRICE_LEVEL_FREE: 0,
  PRICE_LEVEL_INEXPENSIVE: 1,
  PRICE_LEVEL_MODERATE: 2,
  PRICE_LEVEL_EXPENSIVE: 3,
  PRICE_LEVEL_VERY_EXPENSIVE: 4,
};

const KIND_OF_TYPE: [string, PlaceKind][] = [
  ['lodging', 'hotel'],
  ['hotel', 'hotel'],
  ['museum', 'museum'],
  ['art_gallery', 'museum'],
  ['restaurant', 'restaurant'],
  ['cafe', 'cafe'],
  ['coffee_shop', 'cafe'],
  ['bakery', 'cafe'],
  ['tourist_attraction', 'sight'],
  ['church', 'sight'],
  ['park', 'sight'],
  ['historical_landmark', 'sight'],
];

function kindOf(types: readonly string[] = []): PlaceKind | null {
  for (const [type, kind] of KIND_OF_TYPE) if (types.includes(type)) return kind;
  return null;
}

function point(p: GooglePlace): LatLng | null {
  return p.location ? { lat: p.location.latitude, lng: p.location.longitude } : null;
}

/** A Google place as a search result: its rating and review count are Google's. */
export function googleResult(p: GooglePlace): PlaceResult {
  const photo = p.photos?.[0]?.name;
  return {
    id: p.id,
    name: p.displayName?.text ?? p.formattedAddress ?? 'Unnamed place',
    address: p.formattedAddress ?? '',
    coordinates: point(p),
    rating: p.rating ?? null,
    reviews: p.userRatingCount === undefined ? null : Math.round(p.userRatingCount),
    source: 'google',
    kind: kindOf(p.types),
    types: p.types ?? [],
    description: p.editorialSummary?.text ?? '',
    costEur: null,
    priceLevel: p.priceLevel ? (PRICE_LEVELS[p.priceLevel] ?? null) : null,
    image: photo ? photoUrl(photo) : null,
    city: null,
    website: p.websiteUri ?? null,
    phone: p.internationalPhoneNumber ?? null,
    openingHours: p.regularOpeningHours?.weekdayDescriptions ?? [],
  };
}

function geocodeKind(types: readonly string[] = []): GeocodeResult['kind'] {
  if (types.includes('country')) return 'country';
  if (types.includes('locality') || types.some((t) => t.startsWith('administrative_area_level'))) return 'city';
  if (types.includes('sublocality') || types.includes('postal_town')) return 'town';
  if (types.some((t) => ['street_address', 'route', 'premise', 'subpremise', 'postal_code'].includes(t))) return 'address';
  return 'place';
}

/** A Google place id, as opposed to a catalogue id ('rome-colosseo'). */
export function isGooglePlaceId(id: string): boolean {
  return /^[A-Za-z0-9_-]{10,}$/.test(id) && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id);
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 40);
const round = (n: number) => Math.round(n * 1000) / 1000;

/* ------------------------------------------------------------------ the provider */

export function createGooglePlacesProvider(options: GooglePlacesOptions): PlacesProvider {
  const base = (options.baseUrl ?? GOOGLE_PLACES_BASE_URL).replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? GOOGLE_TIMEOUT_MS;
  const doFetch = options.fetch ?? globalThis.fetch;

  /** One HTTP call with the time-out (and the caller's signal); failures become PlacesError. */
  async function call(url: string, init: RequestInit, opts?: CallOptions): Promise<Response> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = opts?.signal ? AbortSignal.any([timeout, opts.signal]) : timeout;
    if (opts?.meter) opts.meter.apiCalls++;
    let res: Response;
    try {
      res = await doFetch(url, { ...init, signal });
    } catch (err) {
      if (timeout.aborted) throw new PlacesError('The places service did not answer in time. Please try again.', { cause: err });
      if (opts?.signal?.aborted) throw new PlacesError('The search was cancelled.', { cause: err, status: 499, code: 'cancelled' });
      throw new PlacesError('The places service could not be reached. Please try again.', { cause: err });
    }
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { error?: { status?: string } } | null;
      const status = body?.error?.status;
      throw new PlacesError(`The places service refused the request (${res.status}${status ? ` ${status}` : ''}).`);
    }
    return res;
  }

  async function json<T>(schema: z.ZodType<T>, res: Response): Promise<T> {
    try {
      return schema.parse(await res.json());
    } catch (err) {
      throw new PlacesError('The places service sent an answer we could not read.', { cause: err });
    }
  }

  /** A cached answer, else the call (whose answer is then kept for ttlMs). */
  async function cached<T>(key: string, ttlMs: number, schema: z.ZodType<T>, fetchIt: () => Promise<T>, opts?: CallOptions): Promise<T> {
    const hit = schema.safeParse(await options.cache.get(key));
    if (hit.success) {
      if (opts?.meter) opts.meter.cacheHits++;
      return hit.data;
    }
    const value = await fetchIt();
    await options.cache.set(key, value, ttlMs);
    return value;
  }

  const headers = (mask: string) => ({
    'content-type': 'application/json',
    'x-goog-api-key': options.apiKey,
    'x-goog-fieldmask': mask,
  });

  async function searchText(body: { textQuery: string; pageSize: number; location?: LatLng | null }, mask: string, opts?: CallOptions) {
    const request = {
      textQuery: body.textQuery,
      pageSize: body.pageSize,
      languageCode: 'en',
      ...(body.location
        ? { locationBias: { circle: { center: { latitude: body.location.lat, longitude: body.location.lng }, radius: BIAS_RADIUS_M } } }
        : {}),
    };
    const key = `google:search:${hash({ q: body.textQuery.trim().toLowerCase(), n: body.pageSize, mask, at: body.location ? [round(body.location.lat), round(body.location.lng)] : null })}`;
    const answer = await cached(
      key,
      SEARCH_TTL_MS,
      SearchAnswer,
      async () => json(SearchAnswer, await call(`${base}/v1/places:searchText`, { method: 'POST', headers: headers(mask), body: JSON.stringify(request) }, opts)),
      opts,
    );
    return answer.places ?? [];
  }

  async function details(id: string, opts?: CallOptions): Promise<GooglePlace> {
    return cached(
      `google:details:${id}`,
      DETAILS_TTL_MS,
      GooglePlace,
      async () => json(GooglePlace, await call(`${base}/v1/places/${encodeURIComponent(id)}?languageCode=en`, { headers: headers(DETAILS_FIELD_MASK) }, opts)),
      opts,
    );
  }

  return {
    kind: 'google',
    describe: 'Google Places (New)',

    async search(input: PlaceSearchInput, opts?: CallOptions) {
      const places = await searchText({ textQuery: input.query, pageSize: input.limit, location: input.location }, SEARCH_FIELD_MASK, opts);
      return places.slice(0, input.limit).map(googleResult);
    },

    async geocode(query: string, opts?: CallOptions) {
      const places = await searchText({ textQuery: query, pageSize: 5 }, GEOCODE_FIELD_MASK, opts);
      return places.flatMap((p): GeocodeResult[] => {
        const location = point(p);
        if (!location) return [];
        const name = p.displayName?.text ?? p.formattedAddress ?? query;
        const kind = geocodeKind(p.types);
        const photo = p.photos?.[0]?.name;
        return [
          {
            formatted_address: kind === 'place' && p.formattedAddress ? formattedAddress(name, p.formattedAddress) : (p.formattedAddress ?? name),
            location,
            photoUrl: photo ? photoUrl(photo) : null,
            name,
            kind,
            placeId: p.id,
          },
        ];
      });
    },

    async lookup(target: LookupTarget, opts?: CallOptions): Promise<PlaceFacts | null> {
      const known = await options.fallback?.lookup(target, opts);
      if (known) return known;
      let id = target.placeId && isGooglePlaceId(target.placeId) ? target.placeId : null;
      if (!id) {
        const text = [target.name, target.address].filter(Boolean).join(', ');
        const found = await searchText({ textQuery: text, pageSize: 1, location: target.near }, FIND_FIELD_MASK, opts);
        id = found[0]?.id ?? null;
      }
      if (!id) return null;
      const p = await details(id, opts);
      const result = googleResult(p);
      return {
        placeId: p.id,
        source: 'google',
        phone: result.phone,
        website: result.website,
        openingHours: result.openingHours,
        types: result.types,
        editorialSummary: p.editorialSummary?.text ?? null,
        priceLevel: result.priceLevel,
        coordinates: result.coordinates,
        address: p.formattedAddress ?? null,
      };
    },

    async photo(name: string, maxWidth: number, opts?: CallOptions): Promise<PlacePhoto> {
      const res = await call(
        `${base}/v1/${name}/media?maxWidthPx=${maxWidth}&skipHttpRedirect=true`,
        { headers: { 'x-goog-api-key': options.apiKey } },
        opts,
      );
      const { photoUri } = await json(PhotoAnswer, res);
      let uri: URL;
      try {
        uri = new URL(photoUri, base);
      } catch (err) {
        throw new PlacesError('The places service sent an answer we could not read.', { cause: err });
      }
      if (uri.protocol !== 'https:' && uri.protocol !== 'http:') throw new PlacesError('The places service sent an answer we could not read.');
      const image = await call(uri.toString(), {}, opts);
      const contentType = image.headers.get('content-type') ?? '';
      if (!/^image\/(jpeg|png|webp|gif)$/.test(contentType.split(';')[0]!.trim())) {
        throw new PlacesError('The places service sent a photo we could not read.');
      }
      const body = Buffer.from(await image.arrayBuffer());
      if (body.length > PHOTO_MAX_BYTES) throw new PlacesError('The photo is too large to pass on.');
      return { body, contentType: contentType.split(';')[0]!.trim() };
    },
  };
}
