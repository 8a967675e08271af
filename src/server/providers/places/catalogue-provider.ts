import type { GeocodeResult, LatLng, PlaceResult } from '#shared/contracts/places.js';
import { CATALOGUE_CITY_LABELS, CITY_BOUNDS, CATALOGUE_CITIES, type CatalogueCity, type CataloguePlace } from './catalogue/schema.js';
import type { Catalogue } from './catalogue/load.js';
import { openingHoursLines } from '#shared/domain/opening-hours.js';
import { searchGazetteer } from './gazetteer.js';
import {
  catalogueFacts,
  catalogueImageUrl,
  formattedAddress,
  type CallOptions,
  type LookupTarget,
  type PlaceFacts,
  type PlaceSearchInput,
  type PlacesProvider,
} from './provider.js';
import { foldText, queryWords } from './text.js';
import { matchPlace } from '#server/providers/ai/match.js';

/** A search as the catalogue's table answers it: the folded text and its words. */
export interface FoldedQuery {
  folded: string;
  words: string[];
}

/** The catalogue's table, searched with its trigram index (the places module's repo answers this). */
export interface CatalogueStore {
  search(query: FoldedQuery, location: LatLng | null, limit: number): Promise<CataloguePlace[]>;
}

export function foldQuery(text: string): FoldedQuery {
  const folded = foldText(text);
  return { folded, words: queryWords(folded) };
}

/** A catalogue place as a search result: facts only, so no rating and no review count. */
export function placeResult(place: CataloguePlace): PlaceResult {
  return {
    id: place.id,
    name: place.name,
    address: place.address,
    coordinates: { lat: place.lat, lng: place.lng },
    rating: null,
    reviews: null,
    source: 'catalogue',
    kind: place.kind,
    types: [...place.types],
    description: place.description,
    costEur: place.costEur,
    priceLevel: place.priceLevel ?? null,
    image: catalogueImageUrl(place.id),
    city: CATALOGUE_CITY_LABELS[place.city],
    website: place.website ?? null,
    phone: place.phone ?? null,
    openingHours: openingHoursLines(place.hours),
    ...(place.minAge !== undefined ? { minAge: place.minAge } : {}),
    ...(place.dressCode !== undefined ? { dressCode: place.dressCode } : {}),
  };
}

const km = (a: LatLng, b: LatLng) => {
  const r = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** The catalogue cities within 80 km of a point, nearest first. */
function citiesNear(point: LatLng | null | undefined): CatalogueCity[] {
  if (!point) return [];
  return CATALOGUE_CITIES.map((city) => ({ city, d: km(point, CITY_BOUNDS[city].centre) }))
    .filter((c) => c.d <= 80)
    .sort((a, b) => a.d - b.d)
    .map((c) => c.city);
}

/**
 * The catalogue place an option was made from: by its placeId, else by its address and a
 * shared word of the name, else by its name (read across Italian, French and English, as the
 * planner matches a model's places), searched first in the cities near the option.
 */
export function matchCataloguePlace(catalogue: Catalogue, target: LookupTarget): CataloguePlace | undefined {
  if (target.placeId) {
    const byId = catalogue.byId.get(target.placeId);
    if (byId) return byId;
  }
  const name = foldText(target.name);
  if (!name) return undefined;
  if (target.address) {
    const address = foldText(target.address);
    const words = new Set(name.split(' ').filter((w) => w.length > 2));
    const sameAddress = catalogue.places.filter((p) => foldText(p.address) === address);
    const named = sameAddress.filter((p) => foldText(p.name).split(' ').some((w) => words.has(w)));
    if (named.length === 1) return named[0];
    if (sameAddress.length === 1 && named.length === 0 && foldText(sameAddress[0]!.name) === name) return sameAddress[0];
  }
  const exact = catalogue.places.filter((p) => foldText(p.name) === name);
  if (exact.length === 1) return exact[0];
  const near = citiesNear(target.near);
  if (exact.length > 1) return exact.find((p) => near.includes(p.city)) ?? undefined;
  return matchPlace(catalogue, target.name, near);
}

/** The default provider: the built-in catalogue, with no network at all. */
export function createCatalogueProvider(catalogue: Catalogue, store: CatalogueStore): PlacesProvider {
  return {
    kind: 'catalogue',
    describe: `built-in catalogue of ${catalogue.places.length} places`,

    async search(input: PlaceSearchInput) {
      const places = await store.search(foldQuery(input.query), input.location ?? null, input.limit);
      return places.map(placeResult);
    },

    async geocode(query: string): Promise<GeocodeResult[]> {
      const limit = 5;
      const areas = searchGazetteer(catalogue, query, limit);
      const places = areas.length < limit ? await store.search(foldQuery(query), null, limit - areas.length) : [];
      return [
        ...areas,
        ...places.map((p) => ({
          formatted_address: formattedAddress(p.name, p.address),
          location: { lat: p.lat, lng: p.lng },
          photoUrl: catalogueImageUrl(p.id),
          name: p.name,
          kind: 'place' as const,
          placeId: p.id,
        })),
      ];
    },

    async lookup(target: LookupTarget, _call?: CallOptions): Promise<PlaceFacts | null> {
      const place = matchCataloguePlace(catalogue, target);
      return place ? catalogueFacts(place, openingHoursLines(place.hours)) : null;
    },
  };
}
