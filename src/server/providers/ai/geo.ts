import type { Coordinates } from '#shared/domain/geo.js';

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km. */
export function greatCircleKm(a: Coordinates, b: Coordinates): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Streets are longer than the straight line: a typical detour factor for a historic centre. */
const WALK_DETOUR = 1.3;
const WALK_KMH = 4.5;

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
