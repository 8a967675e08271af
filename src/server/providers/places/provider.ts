import { AppError } from '#server/lib/errors.js';
import type { GeocodeResult, LatLng, PlaceResult } from '#shared/contracts/places.js';
import type { PlaceSource } from '#shared/domain/places.js';
import type { CataloguePlace } from './catalogue/schema.js';

/**
 * The places provider (issue 8 §1), chosen like the mailer: the built-in catalogue by default
 * (offline, searched in the database with its trigram index), Google Places (New) when
 * GOOGLE_MAPS_API_KEY is set. Every call of a remote provider has a time-out, and a failure is
 * a PlacesError (502 with our error shape), never a 500.
 */
export interface PlacesProvider {
  kind: PlaceSource;
  /** For the start-up log: never the key. */
  describe: string;
  /** The search box: at most `limit` places, best match first, nearer first among equals. */
  search(input: PlaceSearchInput, call?: CallOptions): Promise<PlaceResult[]>;
  /** Destination and address fields: countries, cities, towns and places. */
  geocode(query: string, call?: CallOptions): Promise<GeocodeResult[]>;
  /**
   * The facts enrichment fills (phone, website, hours, types, summary, price level,
   * coordinates) for a place named by an itinerary option; null when no place matches.
   */
  lookup(target: LookupTarget, call?: CallOptions): Promise<PlaceFacts | null>;
  /** A photo of a Google place, fetched with our key and passed on by our server. */
  photo?(name: string, maxWidth: number, call?: CallOptions): Promise<PlacePhoto>;
}

export interface PlaceSearchInput {
  query: string;
  location?: LatLng | null;
  limit: number;
}

/** Counts what a sequence of calls cost: answers from the provider, answers from our cache. */
export interface CallMeter {
  apiCalls: number;
  cacheHits: number;
}

export interface CallOptions {
  /** Aborts the call when the request that asked for it goes away. */
  signal?: AbortSignal;
  meter?: CallMeter;
}

/** What enrichment knows of an option: the place it was made from, or its name and address. */
export interface LookupTarget {
  placeId?: string | null;
  name: string;
  address?: string | null;
  near?: LatLng | null;
}

/** The facts of a place an option can take (spec §3 Option). */
export interface PlaceFacts {
  placeId: string;
  source: PlaceSource;
  phone: string | null;
  website: string | null;
  openingHours: string[];
  types: string[];
  editorialSummary: string | null;
  priceLevel: number | null;
  coordinates: LatLng | null;
  address: string | null;
}

export interface PlacePhoto {
  body: Buffer;
  contentType: string;
}

/** The provider answered badly or not at all: 502 with a message the search box shows after 'Search failed: '. */
export class PlacesError extends AppError {
  override readonly name = 'PlacesError';
  constructor(message: string, options?: { cause?: unknown; status?: number; code?: string }) {
    super(options?.status ?? 502, options?.code ?? 'places_unavailable', message);
    if (options?.cause !== undefined) (this as { cause?: unknown }).cause = options.cause;
  }
}

/** The one picture of a catalogue place, drawn by our server (no hot-linking). */
export function catalogueImageUrl(placeId: string): string {
  return `/api/places/${encodeURIComponent(placeId)}/image`;
}

/** A Google photo passed on by our server: the key never reaches a browser. */
export function photoUrl(name: string, maxWidth = 800): string {
  return `/api/places/photo?name=${encodeURIComponent(name)}&maxWidth=${maxWidth}`;
}

/** 'Colosseo, Piazza del Colosseo, 00184 Roma RM': a place's name before its address, unless the address starts with it. */
export function formattedAddress(name: string, address: string): string {
  return address.toLowerCase().startsWith(name.toLowerCase()) ? address : `${name}, ${address}`;
}

/** A catalogue place's facts as enrichment gives them to an option. */
export function catalogueFacts(place: CataloguePlace, lines: string[]): PlaceFacts {
  return {
    placeId: place.id,
    source: 'catalogue',
    phone: place.phone ?? null,
    website: place.website ?? null,
    openingHours: lines,
    types: [...place.types],
    editorialSummary: place.description,
    priceLevel: place.priceLevel ?? null,
    coordinates: { lat: place.lat, lng: place.lng },
    address: place.address,
  };
}
