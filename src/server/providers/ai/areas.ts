import { z } from 'zod';
import type { Coordinates } from '#shared/domain/geo.js';
import { CATALOGUE_CITIES, type CatalogueCity } from '#server/providers/places/catalogue/schema.js';
import { readDataFile } from '#server/lib/data-file.js';
import { greatCircleKm } from './geo.js';

/**
 * Named areas of each catalogue city (the centre of a quarter, a town or an island), used to
 * title a day after where it happens: 'Ancient Rome: Colosseum and Roman Forum'. A day takes
 * the name of the nearest area within the city's reach; beyond it the city's own name.
 * The areas are data: areas.json, one entry per city.
 */
const Area = z.strictObject({
  name: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Areas off the walkable mainland (Venice's outer islands, Capri): reached by boat. */
  island: z.string().min(1).optional(),
});
type Area = z.infer<typeof Area>;

const CityAreas = z.strictObject({ reachKm: z.number().positive(), areas: z.array(Area).min(1) });

export const CITY_AREAS: Readonly<Record<CatalogueCity, { reachKm: number; areas: readonly Area[] }>> = readDataFile(
  new URL('./areas.json', import.meta.url),
  z.record(z.enum(CATALOGUE_CITIES), CityAreas),
);

/** The area of a city nearest a point, and how far it is. */
function nearestArea(city: CatalogueCity, point: Coordinates): { area: Area; km: number } | null {
  let nearest: { area: Area; km: number } | null = null;
  for (const area of CITY_AREAS[city].areas) {
    const km = greatCircleKm(area, point);
    if (km < (nearest?.km ?? Infinity)) nearest = { area, km };
  }
  return nearest;
}

/** The name of the area nearest a point, or null when none is within the city's reach. */
export function areaName(city: CatalogueCity, point: Coordinates): string | null {
  const nearest = nearestArea(city, point);
  return nearest && nearest.km <= CITY_AREAS[city].reachKm ? nearest.area.name : null;
}

/** The island of a point (by its nearest area), or '' on the walkable mainland. */
export function islandOf(city: CatalogueCity, point: Coordinates): string {
  return nearestArea(city, point)?.area.island ?? '';
}
