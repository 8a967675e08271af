import { isValidCoordinates, type Coordinates } from '#shared/domain/geo';

/**
 * What the trip map shows, computed from the chosen place of each slot in order
 * (no Leaflet here: unit-tested, and cheap to import).
 */

/** One stop of the day, in slot order. */
export interface MapStop {
  id: string;
  name: string;
  address?: string | null;
  lat?: number | null;
  lng?: number | null;
  /** The marker's text; default its position in the list, from 1. */
  label?: string;
}

export interface MapMarker {
  id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  label: string;
  /** Google Maps directions to the place. */
  directionsUrl: string;
}

export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface MapModel {
  markers: MapMarker[];
  /** The day's route: the markers' positions in order. */
  route: [number, number][];
  /** The box around every marker, or null when there is none. */
  bounds: MapBounds | null;
  /** Stops left off the map because their coordinates are not valid (spec §5). */
  withoutCoordinates: { id: string; name: string; label: string }[];
}

/** Text shown where a place has no usable coordinates (spec §2): the one in shared/domain/geo. */
export { COORDINATES_NOT_AVAILABLE } from '#shared/domain/geo';

export function buildMapModel(stops: readonly MapStop[]): MapModel {
  const markers: MapMarker[] = [];
  const withoutCoordinates: MapModel['withoutCoordinates'] = [];
  stops.forEach((stop, index) => {
    const label = stop.label ?? String(index + 1);
    const position = { lat: stop.lat, lng: stop.lng };
    if (!isValidCoordinates(position) || Math.abs(position.lat) > 90 || Math.abs(position.lng) > 180) {
      withoutCoordinates.push({ id: stop.id, name: stop.name, label });
      return;
    }
    markers.push({
      id: stop.id,
      name: stop.name,
      address: stop.address?.trim() ?? '',
      lat: position.lat,
      lng: position.lng,
      label,
      directionsUrl: directionsUrl(position)!,
    });
  });
  return {
    markers,
    route: markers.map((m) => [m.lat, m.lng]),
    bounds: boundsOf(markers),
    withoutCoordinates,
  };
}

function boundsOf(points: readonly Coordinates[]): MapBounds | null {
  if (points.length === 0) return null;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const { lat, lng } of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return { south, west, north, east };
}

/** A Google Maps directions link to the coordinates, or null when they are not valid (spec §5). */
export function directionsUrl(coordinates: unknown): string | null {
  if (!isValidCoordinates(coordinates)) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${coordinates.lat},${coordinates.lng}`;
}

/** '1 place without coordinates', '3 places without coordinates'. */
export function withoutCoordinatesNote(count: number): string {
  return `${count} ${count === 1 ? 'place' : 'places'} without coordinates`;
}
