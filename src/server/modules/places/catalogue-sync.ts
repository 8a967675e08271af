import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NewPlace } from '#server/db/types.js';
import { CATALOGUE_DIR, type Catalogue } from '#server/providers/places/catalogue/load.js';
import { CATALOGUE_CITIES, CATALOGUE_CITY_LABELS, type CataloguePlace } from '#server/providers/places/catalogue/schema.js';
import { foldText } from '#server/providers/places/text.js';
import { nameWords } from '#server/providers/ai/match.js';
import { PLACE_KIND_LABELS } from '#shared/domain/places.js';

/**
 * Loading the built-in catalogue (the `<city>.json` files) into the `places` table at start
 * (issue 8 §1). The files' hash is kept in app_settings: a restart with unchanged files costs
 * one read of that row; changed files are upserted in one transaction.
 */

/** Bump when the rows made from the files change shape (search_text, position, columns): a reload follows. */
export const CATALOGUE_ROWS_VERSION = 2;

/** The hash of the catalogue files (names and contents) and of the way rows are made from them. */
export function catalogueFilesHash(dir: string = CATALOGUE_DIR): string {
  const hash = createHash('sha256').update(`rows-v${CATALOGUE_ROWS_VERSION}\n`);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    hash.update(`${file}\n`).update(readFileSync(path.join(dir, file))).update('\n');
  }
  return hash.digest('hex');
}

/** What a search matches for a place: its name, address, city, kind and types, and the English reading of its name. */
export function searchTextOf(place: CataloguePlace): string {
  const parts = [
    place.name,
    place.address,
    CATALOGUE_CITY_LABELS[place.city],
    PLACE_KIND_LABELS[place.kind],
    place.kind === 'day-trip' ? 'day trip excursion' : '',
    place.types.join(' '),
    nameWords(place.name).join(' '),
  ];
  const words = foldText(parts.join(' ')).split(' ');
  // Each word once, in order: shorter text, same matches.
  return [...new Set(words)].join(' ');
}

/** The table's row of a place; `position` orders the catalogue (cities, then each file's order). */
export function placeRow(place: CataloguePlace, position: number): NewPlace {
  return {
    id: place.id,
    city: place.city,
    city_label: CATALOGUE_CITY_LABELS[place.city],
    position,
    name: place.name,
    address: place.address,
    lat: place.lat,
    lng: place.lng,
    kind: place.kind,
    types: [...place.types],
    interests: [...place.interests],
    description: place.description,
    cost_eur: place.costEur,
    price_level: place.priceLevel ?? null,
    stars: place.stars ?? null,
    duration_minutes: place.durationMinutes,
    hours: [...place.hours],
    website: place.website ?? null,
    phone: place.phone ?? null,
    min_age: place.minAge ?? null,
    dress_code: place.dressCode ?? null,
    name_folded: foldText(place.name),
    search_text: searchTextOf(place),
  };
}

/** Every place of the catalogue as a row, in the backoffice's order of cities. */
export function catalogueRows(catalogue: Catalogue): NewPlace[] {
  const rows: NewPlace[] = [];
  CATALOGUE_CITIES.forEach((city, c) => {
    (catalogue.byCity.get(city) ?? []).forEach((place, i) => rows.push(placeRow(place, c * 10_000 + i)));
  });
  return rows;
}
