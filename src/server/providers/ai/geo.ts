import { greatCircleMetres, type Coordinates } from '#shared/domain/geo.js';
import { OFFLINE_MODEL } from '#shared/domain/distances.js';

/** Great-circle distance in km. */
export function greatCircleKm(a: Coordinates, b: Coordinates): number {
  return greatCircleMetres(a, b) / 1000;
}

/** The distance estimator's walk (shared/domain/distances.ts): streets longer than the straight line, a sightseeing pace. */
const WALK_DETOUR = OFFLINE_MODEL.walking.detour;
const WALK_KMH = OFFLINE_MODEL.walking.kmh;

/** Minutes on foot for a straight-line distance, rounded to 5 (at least 5). */
export function walkingMinutes(km: number): number {
  return Math.max(5, Math.round(((km * WALK_DETOUR) / WALK_KMH) * 12) * 5);
}

/** The centre of some points (plain mean: the points of one city are close together). */
export function centroid(points: readonly Coordinates[]): Coordinates | null {
  if (points.length === 0) return null;
  let lat = 0;
  let lng = 0;
  for (const p of points) {
    lat += p.lat;
    lng += p.lng;
  }
  return { lat: lat / points.length, lng: lng / points.length };
}

/** Mean distance between every pair of points, in km (0 for fewer than two). */
export function meanPairwiseKm(points: readonly Coordinates[]): number {
  let total = 0;
  let pairs = 0;
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      total += greatCircleKm(points[i]!, points[j]!);
      pairs++;
    }
  }
  return pairs === 0 ? 0 : total / pairs;
}
