// Coordinates and distances (spec §5 coordinates, §9 distances).

export interface Coordinates {
  lat: number;
  lng: number;
}

/** Default map centre, Paris (spec §9). */
export const DEFAULT_COORDINATES: Readonly<Coordinates> = Object.freeze({ lat: 48.8566, lng: 2.3522 });

/** Text shown when a distance is missing (spec §8). */
export const MISSING_DISTANCE = 'missing distance';

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
