import { z } from 'zod';
import type { MapLabel } from '#shared/contracts/map.js';
import { readDataFile } from '#server/lib/data-file.js';

/**
 * City names on the offline basemap: the agency's destinations and the larger
 * cities around them, so that a map of Italy or France reads at a glance.
 * Coordinates are the cities' usual centres. Hidden from zoom 12, where a map
 * shows one city and its names would only sit under the markers. The names are
 * data: cities.json, each with the zoom it shows from.
 */
const City = z.strictObject({
  name: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  minZoom: z.number().int().min(0).max(11),
});

export const CITY_LABELS: MapLabel[] = readDataFile(new URL('./cities.json', import.meta.url), z.array(City)).map(
  (city): MapLabel => ({ name: city.name, kind: 'city', lat: city.lat, lng: city.lng, minZoom: city.minZoom, maxZoom: 11 }),
);
