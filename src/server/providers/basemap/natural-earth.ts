import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { readDataFile } from '#server/lib/data-file.js';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { TILE_EXTENT, type MapLabel, type VectorTile } from '#shared/contracts/map.js';
import type { Basemap, EncodedBody } from './basemap.js';
import {
  bboxOf,
  clipLine,
  clipRing,
  contains,
  decodeArcs,
  intersects,
  labelPoint,
  latToY,
  lngToX,
  polygonsOf,
  ringArea,
  ringFromArcs,
  simplify,
  xToLng,
  yToLat,
  type Box,
  type Flat,
  type Topology,
} from './geometry.js';
import { CITY_LABELS } from './cities.js';
import { loadCatalogue } from '#server/providers/places/catalogue/load.js';

/**
 * The offline basemap (ADR 010): Natural Earth's 1:10m countries and land, as
 * packaged by world-atlas (TopoJSON, public-domain data), cut into small vector
 * tiles that the browser draws on canvas in the product's colours.
 *
 * Loaded on the first request (about a second), then every tile is computed once
 * and kept in memory. Tiles are meant to be drawn 512 CSS pixels wide.
 */

/** Bump when the tiling or the tile format changes: it is part of every URL. */
const RENDER_REVISION = 2;
/** The size a tile is drawn at, in CSS pixels: simplification and buffers are set for it. */
const DRAWN_PX = 512;
/** Geometry kept around each tile, in drawn pixels, so that strokes continue across tile edges. */
const BUFFER_PX = 24;
/** Points closer than this (drawn pixels) to a simplified line are dropped. */
const SIMPLIFY_PX = 0.35;
/**
 * Beyond this tile zoom the data (quantized to 1e-5 of the world) has no more
 * detail: deeper tiles are cut from their ancestor at this zoom.
 */
const DETAIL_ZOOM = 8;
const TILE_CACHE_SIZE = 4000;
const DETAIL_CACHE_SIZE = 300;

interface Layers {
  /**
   * Every land ring (outer rings and holes alike), with its box. Its edges are the
   * coast: where a ring was clipped, the cut runs in the buffer, outside the drawn tile.
   */
  land: { ring: Flat; box: Box }[];
  borders: { line: Flat; box: Box }[];
  /** City-scale context (ADR 027): rivers with their names and the zoom they show from, lakes, urban areas. */
  rivers: { line: Flat; box: Box; name?: string; minZoom: number }[];
  lakes: { ring: Flat; box: Box }[];
  urban: { ring: Flat; box: Box }[];
}

export interface NaturalEarthOptions {
  /** A TopoJSON topology with `countries` and `land`; default world-atlas's countries-10m.json. */
  topologyFile?: string;
  /** Rivers, lakes and urban areas around the destinations (scripts/natural-earth-context.mjs); default ne10m-context.json. */
  contextFile?: string;
  /** Faint names at city zoom: the places catalogue's sights and museums. */
  landmarks?: readonly { name: string; lat: number; lng: number }[];
}

export function createNaturalEarthBasemap(options: NaturalEarthOptions = {}): Basemap {
  const require = createRequire(import.meta.url);
  const file = options.topologyFile ?? require.resolve('world-atlas/countries-10m.json');
  const contextFile = options.contextFile ?? fileURLToPath(new URL('./ne10m-context.json', import.meta.url));
  const landmarkLabels = (): MapLabel[] =>
    (options.landmarks ?? catalogueLandmarks()).map((l) => ({ name: l.name, kind: 'landmark', lat: l.lat, lng: l.lng, minZoom: 13, maxZoom: 18 }));
  const packageVersion = options.topologyFile ? 'custom' : (require('world-atlas/package.json') as { version: string }).version;
  const version = `ne10m-${packageVersion}-r${RENDER_REVISION}`;

  let loaded: Promise<Data> | undefined;
  const data = () => (loaded ??= Promise.resolve().then(() => load(file, contextFile)));
  const tiles = new Lru<string, EncodedBody>(TILE_CACHE_SIZE);
  const details = new Lru<string, Layers>(DETAIL_CACHE_SIZE);
  let labels: EncodedBody | undefined;

  /** The world-unit geometry of a tile at DETAIL_ZOOM, with the buffer of that zoom. */
  const detailLayers = (d: Data, x: number, y: number): Layers => {
    const key = `${x}/${y}`;
    let layers = details.get(key);
    if (!layers) {
      layers = cut(d.byZoom[DETAIL_ZOOM]!, tileBox(DETAIL_ZOOM, x, y));
      details.set(key, layers);
    }
    return layers;
  };

  return {
    kind: 'natural-earth',
    version,
    attribution: 'Natural Earth',
    detailZoom: DETAIL_ZOOM,

    async tile(z, x, y) {
      const key = `${z}/${x}/${y}`;
      const hit = tiles.get(key);
      if (hit) return hit;
      const d = await data();
      const box = tileBox(z, x, y);
      const source = z <= DETAIL_ZOOM ? d.byZoom[z]! : detailLayers(d, x >> (z - DETAIL_ZOOM), y >> (z - DETAIL_ZOOM));
      const layers = cut(source, box);
      const body: VectorTile = { z, x, y, extent: TILE_EXTENT, ...quantize(layers, z, x, y) };
      const encoded = encodedBody(JSON.stringify(body), `${version}-${key}`);
      tiles.set(key, encoded);
      return encoded;
    },

    async labels() {
      if (labels) return labels;
      const d = await data();
      labels = encodedBody(JSON.stringify({ labels: [...d.countryLabels, ...CITY_LABELS, ...landmarkLabels()] }), `${version}-labels`);
      return labels;
    },
  };
}

interface Data {
  /** The layers simplified for each tile zoom 0..DETAIL_ZOOM (the last one unsimplified). */
  byZoom: Layers[];
  countryLabels: MapLabel[];
}

function load(file: string, contextFile: string): Data {
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology;
  const countries = topology.objects.countries;
  const land = topology.objects.land;
  if (!countries || !land) throw new Error(`${file} has no countries and land objects`);
  const arcs = decodeArcs(topology);

  // An arc shared by two countries is a land border, unless it is also the land's edge.
  const uses = new Uint16Array(arcs.length);
  for (const g of countries.geometries) for (const p of polygonsOf(g)) for (const r of p) for (const i of r) uses[i < 0 ? ~i : i]!++;
  const coastArcs = new Set<number>();
  for (const g of land.geometries) for (const p of polygonsOf(g)) for (const r of p) for (const i of r) coastArcs.add(i < 0 ? ~i : i);
  const borderArcs = [...uses.keys()].filter((i) => uses[i]! >= 2 && !coastArcs.has(i));
  const landRings = land.geometries.flatMap((g) => polygonsOf(g).flat());

  const context = readContext(contextFile);
  const byZoom: Layers[] = [];
  for (let z = 0; z <= DETAIL_ZOOM; z++) {
    const tolerance = SIMPLIFY_PX / (DRAWN_PX * 2 ** z);
    const simplified = z === DETAIL_ZOOM ? arcs : arcs.map((a) => simplify(a, tolerance));
    const minArea = (tolerance * 2) ** 2; // specks smaller than a pixel or so are dropped
    const areas = (rings: Flat[][], minZoom: number[]) =>
      rings
        .filter((_, i) => minZoom[i]! <= z + 2)
        .flatMap((polygon) => polygon.map((r) => (z === DETAIL_ZOOM ? r : simplify(r, tolerance))))
        .filter((ring) => ring.length >= 6 && Math.abs(ringArea(ring)) >= minArea)
        .map((ring) => ({ ring, box: bboxOf(ring) }));
    byZoom.push({
      // A tile of zoom z is drawn at map zoom z + 1: a river shows from Natural Earth's min_zoom on.
      rivers: context.rivers
        .filter((r) => r.minZoom <= z + 2)
        .map((r) => ({ ...r, line: z === DETAIL_ZOOM ? r.line : simplify(r.line, tolerance) }))
        .filter((r) => r.line.length >= 4)
        .map((r) => ({ line: r.line, box: bboxOf(r.line), minZoom: r.minZoom, ...(r.name ? { name: r.name } : {}) })),
      lakes: areas(context.lakes.map((l) => l.rings), context.lakes.map((l) => l.minZoom)),
      urban: areas(context.urban.map((l) => l.rings), context.urban.map((l) => l.minZoom)),
      land: landRings
        .map((r) => ringFromArcs(simplified, r))
        .filter((ring) => ring.length >= 6 && Math.abs(ringArea(ring)) >= minArea)
        .map((ring) => ({ ring, box: bboxOf(ring) })),
      borders: borderArcs.map((i) => simplified[i]!).filter((l) => l.length >= 4).map((line) => ({ line, box: bboxOf(line) })),
    });
  }

  return { byZoom, countryLabels: countryLabels(countries.geometries, arcs.map((a) => simplify(a, 1 / (DRAWN_PX * 64)))) };
}

/** One label per country, on its largest piece, shown from a zoom that suits its size. */
function countryLabels(geometries: Topology['objects'][string]['geometries'], arcs: Flat[]): MapLabel[] {
  const out: MapLabel[] = [];
  for (const g of geometries) {
    const name = g.properties?.name;
    if (!name) continue;
    let best: Flat[] | undefined;
    let bestArea = 0;
    for (const polygon of polygonsOf(g)) {
      const rings = polygon.map((r) => ringFromArcs(arcs, r)).filter((r) => r.length >= 6);
      if (rings.length === 0) continue;
      const area = Math.abs(ringArea(rings[0]!));
      if (area > bestArea) {
        bestArea = area;
        best = rings;
      }
    }
    if (!best) continue;
    // The side of a square of the same area, in world units: France ~0.02, Luxembourg ~0.001.
    const side = Math.sqrt(bestArea);
    const minZoom = Math.max(3, Math.min(8, Math.round(Math.log2(1 / side) - 2.5)));
    if (side < 0.0008) continue; // microstates: their name would cover them and their neighbours
    const fixed = LABEL_AT[name];
    const [x, y] = fixed ? [lngToX(fixed.lng), latToY(fixed.lat)] : labelPoint(best);
    out.push({ name, kind: 'country', lat: round(yToLat(y)), lng: round(xToLng(x)), minZoom, maxZoom: 8 });
  }
  return out;
}

/**
 * Where the computed point (the widest part of the country) is not where a reader
 * looks for the name: Italy's widest part is the Po valley, crowded with city names.
 */
const LABEL_AT: Record<string, { lat: number; lng: number }> = {
  Italy: { lat: 42.75, lng: 12.75 },
};

const round = (v: number) => Math.round(v * 1e4) / 1e4;

/** The box of tile z/x/y in world units, grown by the buffer. */
function tileBox(z: number, x: number, y: number): Box {
  const size = 1 / 2 ** z;
  const buffer = (BUFFER_PX / DRAWN_PX) * size;
  return { minX: x * size - buffer, minY: y * size - buffer, maxX: (x + 1) * size + buffer, maxY: (y + 1) * size + buffer };
}

function cut(layers: Layers, box: Box): Layers {
  const land: Layers['land'] = [];
  for (const { ring, box: b } of layers.land) {
    if (!intersects(b, box)) continue;
    const clipped = contains(box, b) ? ring : clipRing(ring, box);
    if (clipped.length >= 6) land.push({ ring: clipped, box: bboxOf(clipped) });
  }
  const lines = (source: Layers['borders']) => {
    const out: Layers['borders'] = [];
    for (const { line, box: b } of source) {
      if (!intersects(b, box)) continue;
      const pieces = contains(box, b) ? [line] : clipLine(line, box);
      for (const p of pieces) out.push({ line: p, box: bboxOf(p) });
    }
    return out;
  };
  const areas = (source: Layers['lakes']) => {
    const out: Layers['lakes'] = [];
    for (const { ring, box: b } of source) {
      if (!intersects(b, box)) continue;
      const clipped = contains(box, b) ? ring : clipRing(ring, box);
      if (clipped.length >= 6) out.push({ ring: clipped, box: bboxOf(clipped) });
    }
    return out;
  };
  const rivers: Layers['rivers'] = [];
  for (const river of layers.rivers) {
    if (!intersects(river.box, box)) continue;
    for (const p of contains(box, river.box) ? [river.line] : clipLine(river.line, box)) rivers.push({ ...river, line: p, box: bboxOf(p) });
  }
  return { land, borders: lines(layers.borders), rivers, lakes: areas(layers.lakes), urban: areas(layers.urban) };
}

/** The catalogue's sights and museums: what a traveller looks for around a day's stops. */
function catalogueLandmarks(): { name: string; lat: number; lng: number }[] {
  return loadCatalogue().places.filter((p) => p.kind === 'sight' || p.kind === 'museum').map((p) => ({ name: p.name, lat: p.lat, lng: p.lng }));
}

interface Context {
  rivers: { name?: string; minZoom: number; line: Flat }[];
  lakes: { minZoom: number; rings: Flat[] }[];
  urban: { minZoom: number; rings: Flat[] }[];
}

const ContextFile = z.object({
  rivers: z.array(z.object({ name: z.string().nullable(), minZoom: z.number(), line: z.array(z.number()) })),
  lakes: z.array(z.object({ minZoom: z.number(), rings: z.array(z.array(z.number())) })),
  urban: z.array(z.object({ minZoom: z.number(), rings: z.array(z.array(z.number())) })),
});

/** The rivers, lakes and urban areas of the destinations (degrees), in world units. */
function readContext(file: string): Context {
  const raw = readDataFile(file, ContextFile, { kind: 'Basemap context file' });
  const world = (flat: number[]): Flat => {
    const out: Flat = new Array(flat.length);
    for (let i = 0; i < flat.length; i += 2) {
      out[i] = lngToX(flat[i]!);
      out[i + 1] = latToY(flat[i + 1]!);
    }
    return out;
  };
  return {
    rivers: raw.rivers.map((r) => ({ minZoom: r.minZoom, line: world(r.line), ...(r.name ? { name: r.name } : {}) })),
    lakes: raw.lakes.map((l) => ({ minZoom: l.minZoom, rings: l.rings.map(world) })),
    urban: raw.urban.map((l) => ({ minZoom: l.minZoom, rings: l.rings.map(world) })),
  };
}

/** World units -> integer tile coordinates, dropping repeated points. */
function quantize(layers: Layers, z: number, x: number, y: number): Pick<VectorTile, 'land' | 'borders' | 'rivers' | 'lakes' | 'urban'> {
  const scale = 2 ** z * TILE_EXTENT;
  const ox = x * TILE_EXTENT;
  const oy = y * TILE_EXTENT;
  const q = (flat: Flat, minPoints: number): Flat | null => {
    const out: Flat = [];
    let px = NaN;
    let py = NaN;
    for (let i = 0; i < flat.length; i += 2) {
      const qx = Math.round(flat[i]! * scale - ox);
      const qy = Math.round(flat[i + 1]! * scale - oy);
      if (qx === px && qy === py) continue;
      out.push(qx, qy);
      px = qx;
      py = qy;
    }
    return out.length >= minPoints * 2 ? out : null;
  };
  const keep = <T>(v: T | null): v is T => v !== null;
  return {
    land: layers.land.map((r) => q(r.ring, 3)).filter(keep),
    borders: layers.borders.map((l) => q(l.line, 2)).filter(keep),
    rivers: layers.rivers
      .filter((r) => r.minZoom <= z + 2)
      .map((r) => {
        const line = q(r.line, 2);
        return line ? { line, ...(r.name ? { name: r.name } : {}) } : null;
      })
      .filter(keep),
    lakes: layers.lakes.map((r) => q(r.ring, 3)).filter(keep),
    urban: layers.urban.map((r) => q(r.ring, 3)).filter(keep),
  };
}

function encodedBody(json: string, tag: string): EncodedBody {
  const bytes = Buffer.from(json);
  const cache: Partial<Record<'br' | 'gzip', Buffer>> = {};
  return {
    json: bytes,
    etag: `"${tag}"`,
    encoded(encoding) {
      return (cache[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
          : gzipSync(bytes, { level: 6 }));
    },
  };
}

/** A small least-recently-used map (Map keeps insertion order). */
class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {}
  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: K, value: V) {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }
}

/** For tests and tools: the tile containing a point at a zoom. */
export function tileAt(lat: number, lng: number, z: number): { z: number; x: number; y: number } {
  const n = 2 ** z;
  return { z, x: Math.min(n - 1, Math.floor(lngToX(lng) * n)), y: Math.min(n - 1, Math.floor(latToY(lat) * n)) };
}
