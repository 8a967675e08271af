/**
 * Where a map looks (ADR 027): Web Mercator in "world units" (the unit square, x from 180° W to
 * 180° E, y from 85.05° N to 85.05° S, as every slippy map's tiles), a zoom at which the world is
 * 256 x 2^zoom pixels wide, and a frame of pixels (or PDF points) centred on a world point.
 * Pure: no I/O, no DOM.
 */

export const MAX_LATITUDE = 85.0511287798066;
/** Pixels across the world at zoom 0. */
export const WORLD_PX = 256;
const EARTH_CIRCUMFERENCE_M = 40_075_016.686;

export const lngToX = (lng: number): number => (lng + 180) / 360;
export function latToY(lat: number): number {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const s = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
}
export const xToLng = (x: number): number => x * 360 - 180;
export const yToLat = (y: number): number => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface MapView {
  /** The frame's size, in its own units (CSS pixels on screens, points in the PDF). */
  width: number;
  height: number;
  /** The world point at the frame's centre. */
  centerX: number;
  centerY: number;
  zoom: number;
}

export const NO_PADDING: Padding = { top: 0, right: 0, bottom: 0, left: 0 };

/** Frame units per world unit. */
export const scaleOf = (view: MapView): number => WORLD_PX * 2 ** view.zoom;

/** A geographic point in the frame's units. */
export function project(view: MapView, lat: number, lng: number): { x: number; y: number } {
  return projectWorld(view, lngToX(lng), latToY(lat));
}

export function projectWorld(view: MapView, wx: number, wy: number): { x: number; y: number } {
  const s = scaleOf(view);
  return { x: (wx - view.centerX) * s + view.width / 2, y: (wy - view.centerY) * s + view.height / 2 };
}

/** The frame's point as a world point. */
export function unproject(view: MapView, x: number, y: number): { wx: number; wy: number } {
  const s = scaleOf(view);
  return { wx: view.centerX + (x - view.width / 2) / s, wy: view.centerY + (y - view.height / 2) / s };
}

export interface FitOptions {
  padding?: Padding;
  /** Room kept around the points beyond the padding (markers and their names), in frame units. */
  margin?: { x: number; y: number };
  maxZoom?: number;
  minZoom?: number;
}

/**
 * The view that shows every point inside the frame less its padding and margin, as close as
 * `maxZoom` allows; with no point, Paris at city zoom.
 */
export function fitView(points: readonly { lat: number; lng: number }[], width: number, height: number, options: FitOptions = {}): MapView {
  const padding = options.padding ?? NO_PADDING;
  const margin = options.margin ?? { x: 0, y: 0 };
  const maxZoom = options.maxZoom ?? 16;
  const minZoom = options.minZoom ?? 2;
  const innerW = Math.max(40, width - padding.left - padding.right - 2 * margin.x);
  const innerH = Math.max(40, height - padding.top - padding.bottom - 2 * margin.y);
  if (points.length === 0) {
    const view = { width, height, centerX: lngToX(2.3522), centerY: latToY(48.8566), zoom: 12 };
    return shiftForPadding(view, padding);
  }
  const xs = points.map((p) => lngToX(p.lng));
  const ys = points.map((p) => latToY(p.lat));
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const spanX = Math.max(maxX - minX, 1e-12);
  const spanY = Math.max(maxY - minY, 1e-12);
  const zoom = Math.max(minZoom, Math.min(maxZoom, Math.log2(Math.min(innerW / spanX, innerH / spanY) / WORLD_PX)));
  const view = { width, height, centerX: (minX + maxX) / 2, centerY: (minY + maxY) / 2, zoom };
  return shiftForPadding(view, padding);
}

/** Moves the centre so that the world centre sits in the middle of the padded area. */
function shiftForPadding(view: MapView, padding: Padding): MapView {
  const s = scaleOf(view);
  return { ...view, centerX: view.centerX - (padding.left - padding.right) / 2 / s, centerY: view.centerY - (padding.top - padding.bottom) / 2 / s };
}

/** The view zoomed by `delta` around the frame's point (x, y) (its centre by default). */
export function zoomView(view: MapView, delta: number, at?: { x: number; y: number }, limits = { min: 2, max: 18 }): MapView {
  const zoom = Math.max(limits.min, Math.min(limits.max, view.zoom + delta));
  const p = at ?? { x: view.width / 2, y: view.height / 2 };
  const before = unproject(view, p.x, p.y);
  const next = { ...view, zoom };
  const after = unproject(next, p.x, p.y);
  return { ...next, centerX: view.centerX + (before.wx - after.wx), centerY: view.centerY + (before.wy - after.wy) };
}

/** The view moved by (dx, dy) frame units (a drag). */
export function panView(view: MapView, dx: number, dy: number): MapView {
  const s = scaleOf(view);
  return { ...view, centerX: view.centerX - dx / s, centerY: Math.max(0, Math.min(1, view.centerY - dy / s)) };
}

export interface TileKey {
  z: number;
  x: number;
  y: number;
}

/**
 * The offline basemap's vector tiles covering the view (ADR 010: a server tile at zoom z is drawn
 * 512 units wide at map zoom z + 1). x wraps around the world; y outside it is left out.
 */
export function vectorTilesFor(view: MapView, maxTileZoom = 17): TileKey[] {
  const z = Math.max(0, Math.min(maxTileZoom, Math.round(view.zoom) - 1));
  return tilesAt(view, z);
}

/** A raster tile server's 256-pixel tiles covering the view, at the nearest whole zoom, with where each is drawn. */
export function rasterTilesFor(view: MapView, maxZoom = 18): (TileKey & { px: number; py: number; size: number })[] {
  const z = Math.max(0, Math.min(maxZoom, Math.round(view.zoom)));
  const n = 2 ** z;
  const size = scaleOf(view) / n;
  return tilesAt(view, z).map((t) => {
    const p = projectWorld(view, t.x / n, t.y / n);
    return { ...t, x: ((t.x % n) + n) % n, px: p.x, py: p.y, size };
  });
}

function tilesAt(view: MapView, z: number): TileKey[] {
  const n = 2 ** z;
  const a = unproject(view, 0, 0);
  const b = unproject(view, view.width, view.height);
  const out: TileKey[] = [];
  for (let x = Math.floor(a.wx * n); x <= Math.floor(b.wx * n); x++) {
    for (let y = Math.max(0, Math.floor(a.wy * n)); y <= Math.min(n - 1, Math.floor(b.wy * n)); y++) out.push({ z, x, y });
  }
  return out;
}

/** Metres per frame unit at the view's centre. */
export function metresPerUnit(view: MapView): number {
  const lat = (yToLat(view.centerY) * Math.PI) / 180;
  return (EARTH_CIRCUMFERENCE_M * Math.cos(lat)) / scaleOf(view);
}
