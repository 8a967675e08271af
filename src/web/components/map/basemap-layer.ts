import L from 'leaflet';
import type { BasemapConfig, MapLabel, MapLabelsResponse, VectorTile } from '#shared/contracts/map';

/**
 * The layers under the trip's markers (ADR 010): our Natural Earth vector tiles
 * drawn on canvas in the product's colours (light or dark, read from CSS), with
 * country and city names; or the configured raster tile server.
 */

/** Drawn size of a tile: one of ours covers the area of a standard 256-pixel tile one zoom up. */
const TILE_PX = 512;

/** Colours of the basemap, from the CSS custom properties of map.css (they follow the `dark` class). */
interface Palette {
  water: string;
  waterLine: string;
  land: string;
  coast: string;
  border: string;
  borderHalo: string;
  grid: string;
}

function readPalette(): Palette {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    water: v('--mv-map-water', '#dfe4e1'),
    waterLine: v('--mv-map-water-line', '#c9d2cf'),
    land: v('--mv-map-land', '#f7f3ea'),
    coast: v('--mv-map-coast', '#a39985'),
    border: v('--mv-map-border', '#a39985'),
    borderHalo: v('--mv-map-border-halo', 'rgb(176 141 87 / 0.18)'),
    grid: v('--mv-map-grid', 'rgb(28 27 25 / 0.06)'),
  };
}

// Tiles already fetched, shared by every map of the page (the fullscreen one reuses the inline one's).
const tileCache = new Map<string, Promise<VectorTile | null>>();
const TILE_CACHE_SIZE = 800;

function fetchTile(url: string): Promise<VectorTile | null> {
  let hit = tileCache.get(url);
  if (hit) {
    tileCache.delete(url);
    tileCache.set(url, hit);
    return hit;
  }
  hit = fetch(url, { credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<VectorTile>) : null))
    .catch(() => null);
  hit.then((tile) => {
    if (!tile) tileCache.delete(url); // try again next time
  });
  tileCache.set(url, hit);
  if (tileCache.size > TILE_CACHE_SIZE) tileCache.delete(tileCache.keys().next().value!);
  return hit;
}

function trace(path: Path2D, flat: number[], scale: number, close: boolean) {
  path.moveTo(flat[0]! * scale, flat[1]! * scale);
  for (let i = 2; i < flat.length; i += 2) path.lineTo(flat[i]! * scale, flat[i + 1]! * scale);
  if (close) path.closePath();
}

/** Graticule steps in degrees, finest last: the first at least GRID_MIN_PX apart is drawn. */
const GRID_STEPS = [1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001];
const GRID_MIN_PX = 150;
/** From this tile zoom on the land fills the view: a faint graticule, as on an engraved chart, gives it scale. */
const GRID_FROM_ZOOM = 8;

function paintGraticule(ctx: CanvasRenderingContext2D, tile: VectorTile, palette: Palette, size: number, ratio: number) {
  const world = size * 2 ** tile.z; // canvas units across the world
  const perDegree = world / 360 / ratio;
  const step = [...GRID_STEPS].reverse().find((s) => s * perDegree >= GRID_MIN_PX) ?? GRID_STEPS[0]!;
  const x0 = tile.x * size;
  const y0 = tile.y * size;
  const lngAt = (px: number) => ((x0 + px) / world) * 360 - 180;
  const latAt = (py: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * (y0 + py)) / world))) * 180) / Math.PI;
  const yOf = (lat: number) => {
    const s = Math.sin((lat * Math.PI) / 180);
    return (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * world - y0;
  };
  ctx.save();
  ctx.strokeStyle = palette.grid;
  ctx.lineWidth = ratio;
  ctx.beginPath();
  for (let lng = Math.ceil(lngAt(0) / step) * step; lng <= lngAt(size); lng += step) {
    const x = Math.round(((lng + 180) / 360) * world - x0) + 0.5 * ratio;
    ctx.moveTo(x, 0);
    ctx.lineTo(x, size);
  }
  for (let lat = Math.ceil(latAt(size) / step) * step; lat <= latAt(0); lat += step) {
    const y = Math.round(yOf(lat)) + 0.5 * ratio;
    ctx.moveTo(0, y);
    ctx.lineTo(size, y);
  }
  ctx.stroke();
  ctx.restore();
}

/** Paints one tile: water, the engraved water lines along the coast, land, borders, coast. */
export function paintTile(canvas: HTMLCanvasElement, tile: VectorTile | null, palette: Palette, ratio: number) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const size = TILE_PX * ratio;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = palette.water;
  ctx.fillRect(0, 0, size, size);
  if (!tile) return;
  const scale = size / tile.extent;
  const px = ratio; // one CSS pixel in canvas units

  const land = new Path2D();
  for (const ring of tile.land) trace(land, ring, scale, true);

  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  if (tile.land.length > 0) {
    // Water lines: wide strokes of the coast alternating line and water colours; the land fill covers their inner half.
    for (const [width, colour] of [
      [21, palette.waterLine],
      [18, palette.water],
      [12, palette.waterLine],
      [9.5, palette.water],
    ] as const) {
      ctx.strokeStyle = colour;
      ctx.lineWidth = width * px;
      ctx.stroke(land);
    }
    ctx.fillStyle = palette.land;
    ctx.fill(land, 'evenodd');
  }

  if (tile.borders.length > 0) {
    const borders = new Path2D();
    for (const line of tile.borders) trace(borders, line, scale, false);
    ctx.strokeStyle = palette.borderHalo;
    ctx.lineWidth = 5 * px;
    ctx.stroke(borders);
    ctx.strokeStyle = palette.border;
    ctx.lineWidth = 0.8 * px;
    ctx.setLineDash([3 * px, 2.5 * px]);
    ctx.stroke(borders);
    ctx.setLineDash([]);
  }

  if (tile.land.length > 0) {
    ctx.strokeStyle = palette.coast;
    ctx.lineWidth = 0.9 * px;
    ctx.stroke(land);
  }

  if (tile.z >= GRID_FROM_ZOOM) paintGraticule(ctx, tile, palette, size, ratio);
}

type OfflineConfig = Extract<BasemapConfig, { kind: 'offline' }>;

/** Our vector tiles on canvas. A map tile at zoom Z (512 px) is the server's tile Z-1. */
export class VectorBasemap extends L.GridLayer {
  private palette: Palette = readPalette();
  private readonly data = new WeakMap<HTMLCanvasElement, VectorTile | null>();

  constructor(private readonly config: OfflineConfig) {
    super({ tileSize: TILE_PX, minZoom: 1, maxZoom: config.maxZoom, className: 'mv-basemap', updateWhenZooming: false, keepBuffer: 3 });
  }

  protected override createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
    const ratio = Math.min(2, Math.max(1, Math.ceil(window.devicePixelRatio || 1)));
    const canvas = document.createElement('canvas');
    canvas.width = TILE_PX * ratio;
    canvas.height = TILE_PX * ratio;
    canvas.className = 'mv-basemap-tile';
    const z = coords.z - 1;
    const n = 2 ** z;
    if (z < 0 || coords.y < 0 || coords.y >= n) {
      paintTile(canvas, null, this.palette, ratio);
      queueMicrotask(() => done(undefined, canvas));
      return canvas;
    }
    const x = ((coords.x % n) + n) % n;
    const url = this.config.tileUrl.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(coords.y));
    void fetchTile(url).then((tile) => {
      this.data.set(canvas, tile);
      paintTile(canvas, tile, this.palette, ratio);
      canvas.dataset.state = tile ? 'drawn' : 'failed';
      done(undefined, canvas);
    });
    return canvas;
  }

  /** Repaints every tile from the data it already has, in the current theme's colours. */
  repaint() {
    this.palette = readPalette();
    const ratio = Math.min(2, Math.max(1, Math.ceil(window.devicePixelRatio || 1)));
    const tiles = (this as unknown as { _tiles: Record<string, { el: HTMLElement }> })._tiles;
    for (const { el } of Object.values(tiles)) {
      const canvas = el as HTMLCanvasElement;
      if (this.data.has(canvas)) paintTile(canvas, this.data.get(canvas) ?? null, this.palette, ratio);
    }
  }
}

/** Country and city names as unobtrusive text markers, each within its zoom range. */
export class LabelLayer extends L.LayerGroup {
  private labels: { label: MapLabel; marker: L.Marker }[] = [];
  private mapRef: L.Map | null = null;
  private avoided: L.LatLng[] = [];

  /** Hides the names that would sit under these points (the trip's markers). */
  avoid(points: [number, number][]) {
    this.avoided = points.map(([lat, lng]) => L.latLng(lat, lng));
    this.update();
  }

  constructor(private readonly url: string) {
    super();
  }

  override onAdd(map: L.Map): this {
    super.onAdd(map);
    this.mapRef = map;
    map.on('zoomend', this.update, this);
    void fetch(this.url, { credentials: 'same-origin' })
      .then((res) => (res.ok ? (res.json() as Promise<MapLabelsResponse>) : { labels: [] }))
      .catch(() => ({ labels: [] }))
      .then(({ labels }) => {
        this.labels = labels.map((label) => ({ label, marker: labelMarker(label) }));
        this.update();
      });
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('zoomend', this.update, this);
    this.mapRef = null;
    return super.onRemove(map);
  }

  private update() {
    const map = this.mapRef;
    if (!map) return;
    const zoom = Math.round(map.getZoom());
    const taken = this.avoided.map((p) => map.latLngToLayerPoint(p));
    for (const { label, marker } of this.labels) {
      const at = map.latLngToLayerPoint([label.lat, label.lng]);
      const clear = taken.every((p) => Math.abs(p.x - at.x) > (label.kind === 'city' ? 90 : 110) || Math.abs(p.y - at.y) > 26);
      const visible = zoom >= label.minZoom && zoom <= label.maxZoom && clear;
      if (visible && !this.hasLayer(marker)) this.addLayer(marker);
      else if (!visible && this.hasLayer(marker)) this.removeLayer(marker);
    }
  }
}

function labelMarker(label: MapLabel): L.Marker {
  const el = document.createElement('span');
  el.className = `mv-map-label mv-map-label--${label.kind}`;
  el.textContent = label.name;
  return L.marker([label.lat, label.lng], {
    icon: L.divIcon({ className: 'mv-map-label-anchor', html: el, iconSize: [0, 0] }),
    interactive: false,
    keyboard: false,
    pane: 'mv-labels',
  });
}

/** The configured basemap's layers. */
export interface Basemap {
  layers: L.Layer[];
  attribution: string;
  /** Repaints in the current theme's colours. */
  repaint(): void;
  /** Keeps the basemap's names clear of these points. */
  avoid(points: [number, number][]): void;
}

export function basemapLayers(config: BasemapConfig): Basemap {
  if (config.kind === 'remote') {
    const tiles = L.tileLayer(config.tileUrl, { maxZoom: config.maxZoom, className: 'mv-remote-tiles' });
    return { layers: [tiles], attribution: escapeHtml(config.attribution), repaint: () => undefined, avoid: () => undefined };
  }
  const vector = new VectorBasemap(config);
  const labels = new LabelLayer(config.labelsUrl);
  return {
    layers: [vector, labels],
    attribution: escapeHtml(config.attribution),
    repaint: () => vector.repaint(),
    avoid: (points) => labels.avoid(points),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
