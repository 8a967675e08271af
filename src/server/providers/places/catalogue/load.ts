import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDataFile } from '#server/lib/data-file.js';
import { CATALOGUE_CITIES, CatalogueFile, type CatalogueCity, type CataloguePlace } from './schema.js';

/** The folder of the built-in catalogue's data files (`<city>.json`). */
export const CATALOGUE_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The built-in places catalogue, read and validated once (issue 8 §1). */
export interface Catalogue {
  readonly places: readonly CataloguePlace[];
  readonly byId: ReadonlyMap<string, CataloguePlace>;
  /** Every catalogue city, with its places in file order (possibly none). */
  readonly byCity: ReadonlyMap<CatalogueCity, readonly CataloguePlace[]>;
}

export class CatalogueError extends Error {
  override readonly name = 'CatalogueError';
}

/** A catalogue from places already validated (tests build small ones this way). Ids must be unique. */
export function createCatalogue(places: readonly CataloguePlace[]): Catalogue {
  const byId = new Map<string, CataloguePlace>();
  const byCity = new Map<CatalogueCity, CataloguePlace[]>(CATALOGUE_CITIES.map((c) => [c, []]));
  for (const place of places) {
    if (byId.has(place.id)) throw new CatalogueError(`Duplicate place id in the catalogue: ${place.id}`);
    byId.set(place.id, place);
    byCity.get(place.city)!.push(place);
  }
  return { places: [...places], byId, byCity };
}

/** Reads every `<city>.json` of a folder, validates each with the catalogue schema, and checks ids. */
export function readCatalogue(dir: string = CATALOGUE_DIR): Catalogue {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const places: CataloguePlace[] = [];
  for (const file of files) {
    const city = file.replace(/\.json$/, '');
    const filePlaces = readDataFile(path.join(dir, file), CatalogueFile, { kind: 'Catalogue file', error: CatalogueError });
    for (const place of filePlaces) {
      if (place.city !== city) throw new CatalogueError(`Catalogue file ${file} holds ${place.id} of another city (${place.city})`);
    }
    places.push(...filePlaces);
  }
  return createCatalogue(places);
}

const loaded = new Map<string, Catalogue>();

/** The catalogue of a folder (default: the built-in one), read and validated on first use only. */
export function loadCatalogue(dir: string = CATALOGUE_DIR): Catalogue {
  const key = path.resolve(dir);
  let catalogue = loaded.get(key);
  if (!catalogue) {
    catalogue = readCatalogue(key);
    loaded.set(key, catalogue);
  }
  return catalogue;
}
