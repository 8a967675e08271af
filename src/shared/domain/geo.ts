// Coordinates and distances (spec §5 coordinates, §9 distances).

export interface Coordinates {
  lat: number;
  lng: number;
}

/** Default map centre, Paris (spec §9). */
export const DEFAULT_COORDINATES: Readonly<Coordinates> = Object.freeze({ lat: 48.8566, lng: 2.3522 });

/** Text shown when a distance is missing (spec §8). */
export const MISSING_DISTANCE = 'missing distance';

/** Text shown instead of a distance when the activity itself has no coordinates. */
export const COORDINATES_NOT_AVAILABLE = 'Coordinates not available';

export const KM_TO_MILES = 0.621371;
export const FEET_PER_MILE = 5280;
/** Below this many miles a distance is shown in feet (spec §9). */
export const FEET_THRESHOLD_MILES = 0.1;

/** Coordinates are valid only if lat and lng are numbers and not both 0 (spec §5). */
export function isValidCoordinates(c: unknown): c is Coordinates {
  if (typeof c !== 'object' || c === null) return false;
  const { lat, lng } = c as Record<string, unknown>;
  if (typeof lat !== 'number' || typeof lng !== 'number') return false;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  return !(lat === 0 && lng === 0);
}

/** Valid coordinates (spec §5) that also lie on the globe: latitude -90..90, longitude -180..180. */
export function isMappableCoordinates(c: unknown): c is Coordinates {
  return isValidCoordinates(c) && Math.abs(c.lat) <= 90 && Math.abs(c.lng) <= 180;
}

const EARTH_RADIUS_METRES = 6_371_000;
const radians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in metres on a sphere of the Earth's mean radius. */
export function greatCircleMetres(a: Coordinates, b: Coordinates): number {
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

function isDistance(metres: number | null | undefined): metres is number {
  return typeof metres === 'number' && Number.isFinite(metres) && metres >= 0;
}

/** Kilometres with 2 decimals from metres/1000: 'x.xx km' (spec §9); 'missing distance' when absent. */
export function formatKm(metres: number | null | undefined): string {
  if (!isDistance(metres)) return MISSING_DISTANCE;
  return `${(metres / 1000).toFixed(2)} km`;
}

/** Minutes = seconds/60 rounded, with the label 'N min' (spec §9); null when absent. */
export function formatMinutes(seconds: number | null | undefined): { minutes: number; label: string } | null {
  if (!isDistance(seconds)) return null;
  const minutes = Math.round(seconds / 60);
  return { minutes, label: `${minutes} min` };
}

/** Workspace distance: km x 0.621371 as 'x.xx mi', or feet 'N ft' under 0.1 mi (spec §9). */
export function formatMiles(metres: number | null | undefined): string {
  if (!isDistance(metres)) return MISSING_DISTANCE;
  const miles = (metres / 1000) * KM_TO_MILES;
  if (miles < FEET_THRESHOLD_MILES) return `${Math.round(miles * FEET_PER_MILE)} ft`;
  return `${miles.toFixed(2)} mi`;
}

export type DistanceUnit = 'km' | 'miles';

/** What an activity shows for the way from the previous one (spec §9 distances, §8 'missing distance'). */
export interface DistanceLabel {
  /** 'x.xx km' (backoffice) or 'x.xx mi' / 'N ft' (workspace); 'missing distance'; 'Coordinates not available'. */
  distance: string;
  /** 'N min', or null when unknown. */
  duration: string | null;
}

/**
 * The distance and time from the previous chosen activity, as an activity card shows them: in km
 * (backoffice) or miles and feet (workspace); 'Coordinates not available' when the activity has
 * none, 'missing distance' when it has but no distance was calculated.
 */
export function describeDistanceFromPrevious(
  option: { coordinates?: unknown; location?: unknown; distanceFromPrevious?: number | null; durationFromPrevious?: number | null },
  unit: DistanceUnit = 'km',
): DistanceLabel {
  if (!isMappableCoordinates(option.coordinates) && !isMappableCoordinates(option.location)) {
    return { distance: COORDINATES_NOT_AVAILABLE, duration: null };
  }
  const distance = unit === 'miles' ? formatMiles(option.distanceFromPrevious) : formatKm(option.distanceFromPrevious);
  return { distance, duration: distance === MISSING_DISTANCE ? null : (formatMinutes(option.durationFromPrevious)?.label ?? null) };
}
