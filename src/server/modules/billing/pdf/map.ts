import type { Basemap } from '#server/providers/basemap/basemap.js';
import { latToY, lngToX } from '#server/providers/basemap/geometry.js';
import { TILE_EXTENT, type VectorTile } from '#shared/contracts/map.js';
import { COLORS, font, type Doc } from './kit.js';

export interface MapStop {
  lat: number;
  lng: number;
  /** The number drawn in the stop's circle (its place in the day's list). */
  label: string;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const EARTH_CIRCUMFERENCE_M = 40_075_016.686;
/** Stops closer than this still get a map of about this width (world units, ~2 km in Paris). */
const MIN_SPAN = 0.00008;
const MAX_ZOOM = 14;

/** Parsed tiles, most recent last: the days of a trip share their tiles, and trips share cities. */
const parsed = new Map<string, VectorTile>();
const PARSED_MAX = 300;

async function tile(basemap: Basemap, z: number, x: number, y: number): Promise<VectorTile> {
  const key = `${basemap.version}/${z}/${x}/${y}`;
  let hit = parsed.get(key);
  if (hit) {
    parsed.delete(key);
  } else {
    hit = JSON.parse((await basemap.tile(z, x, y)).json.toString('utf8')) as VectorTile;
    if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value as string);
  }
  parsed.set(key, hit);
  return hit;
}

async function tilesFor(basemap: Basemap, box: Box, z: number): Promise<VectorTile[]> {
  const n = 2 ** z;
  const clampTile = (v: number) => Math.max(0, Math.min(n - 1, Math.floor(v * n)));
  const out: VectorTile[] = [];
  for (let x = clampTile(box.minX); x <= clampTile(box.maxX); x++) {
    for (let y = clampTile(box.minY); y <= clampTile(box.maxY); y++) {
      out.push(await tile(basemap, z, x, y));
    }
  }
  return out;
}

/** Land (with water behind it) and borders of `box`, drawn into `rect`, clipped. */
async function drawLand(doc: Doc, basemap: Basemap, box: Box, rect: Rect, z: number, style: { borderWidth: number }): Promise<void> {
  const scaleX = rect.w / (box.maxX - box.minX);
  const scaleY = rect.h / (box.maxY - box.minY);
  const tiles = await tilesFor(basemap, box, z);
  doc.save();
  doc.rect(rect.x, rect.y, rect.w, rect.h).clip();
  doc.rect(rect.x, rect.y, rect.w, rect.h).fill(COLORS.water);
  const px = (tile: VectorTile, qx: number) => rect.x + ((tile.x + qx / TILE_EXTENT) / 2 ** tile.z - box.minX) * scaleX;
  const py = (tile: VectorTile, qy: number) => rect.y + ((tile.y + qy / TILE_EXTENT) / 2 ** tile.z - box.minY) * scaleY;
  // Each tile's rings filled on their own: neighbouring tiles overlap in their buffers, and one
  // even-odd fill over both would cancel the land where they do.
  for (const tile of tiles) {
    if (tile.land.length === 0) continue;
    for (const ring of tile.land) {
      doc.moveTo(px(tile, ring[0]!), py(tile, ring[1]!));
      for (let i = 2; i < ring.length; i += 2) doc.lineTo(px(tile, ring[i]!), py(tile, ring[i + 1]!));
      doc.closePath();
    }
    doc.fill(COLORS.land, 'even-odd');
  }
  for (const tile of tiles) {
    for (const line of tile.borders) {
      doc.moveTo(px(tile, line[0]!), py(tile, line[1]!));
      for (let i = 2; i < line.length; i += 2) doc.lineTo(px(tile, line[i]!), py(tile, line[i + 1]!));
    }
  }
  doc.lineWidth(style.borderWidth).dash(2, { space: 1.5 }).strokeColor(COLORS.landBorder).stroke().undash();
  doc.restore();
}

/** The world box around `points`, padded, with the aspect ratio of `rect`. */
function fitBox(points: { x: number; y: number }[], rect: Rect): Box {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  let spanX = Math.max(Math.max(...xs) - Math.min(...xs), MIN_SPAN) * 1.35;
  let spanY = Math.max(Math.max(...ys) - Math.min(...ys), MIN_SPAN * 0.5) * 1.45;
  const aspect = rect.w / rect.h;
  if (spanX / spanY < aspect) spanX = spanY * aspect;
  else spanY = spanX / aspect;
  return { minX: cx - spanX / 2, maxX: cx + spanX / 2, minY: cy - spanY / 2, maxY: cy + spanY / 2 };
}

function niceMetres(target: number): number {
  const steps = [50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 50_000, 100_000];
  return steps.reduce((best, s) => (Math.abs(s - target) < Math.abs(best - target) ? s : best), steps[0]!);
}

/**
 * A day's small map (issue 11): the Natural Earth land of `/api/map/*` (ADR 010) under the day's
 * stops, joined in order by a dotted route, numbered as in the day's list; the hotel as a square;
 * a scale bar; and an inset placing the area in its country.
 */
export async function drawDayMap(doc: Doc, basemap: Basemap, rect: Rect, stops: MapStop[], hotel: { lat: number; lng: number } | null): Promise<void> {
  const world = stops.map((s) => ({ ...s, x: lngToX(s.lng), y: latToY(s.lat) }));
  const hotelPoint = hotel ? { x: lngToX(hotel.lng), y: latToY(hotel.lat) } : null;
  const box = fitBox(hotelPoint ? [...world, hotelPoint] : world, rect);
  const spanX = box.maxX - box.minX;
  const z = Math.max(2, Math.min(MAX_ZOOM, Math.floor(Math.log2(rect.w / (spanX * 512)))));
  await drawLand(doc, basemap, box, rect, z, { borderWidth: 0.8 });

  const toX = (x: number) => rect.x + ((x - box.minX) / spanX) * rect.w;
  const toY = (y: number) => rect.y + ((y - box.minY) / (box.maxY - box.minY)) * rect.h;

  // The route, in the order of the day.
  doc.save();
  doc.rect(rect.x, rect.y, rect.w, rect.h).clip();
  if (world.length > 1) {
    doc.moveTo(toX(world[0]!.x), toY(world[0]!.y));
    for (const p of world.slice(1)) doc.lineTo(toX(p.x), toY(p.y));
    doc.lineWidth(1.4).dash(3, { space: 2.5 }).strokeColor(COLORS.gold).stroke().undash();
  }
  if (hotelPoint) {
    const hx = toX(hotelPoint.x);
    const hy = toY(hotelPoint.y);
    doc.rect(hx - 5, hy - 5, 10, 10).fillAndStroke(COLORS.card, COLORS.goldText);
    font(doc, 'sans-semibold', 6, COLORS.goldText).text('H', hx - 5, hy - 3.2, { width: 10, align: 'center', lineBreak: false });
  }
  // Later stops under earlier ones, so the first of overlapping stops stays readable.
  for (const p of [...world].reverse()) {
    const cx = toX(p.x);
    const cy = toY(p.y);
    doc.circle(cx, cy, 7.5).lineWidth(1.2).fillAndStroke(COLORS.ink, COLORS.card);
    font(doc, 'sans-semibold', 7, COLORS.card).text(p.label, cx - 7.5, cy - 3.9, { width: 15, align: 'center', lineBreak: false });
  }
  doc.restore();

  // Scale bar (bottom left).
  const midLat = (stops.reduce((sum, s) => sum + s.lat, 0) / stops.length) * (Math.PI / 180);
  const metresPerPt = (EARTH_CIRCUMFERENCE_M * Math.cos(midLat) * spanX) / rect.w;
  const metres = niceMetres(metresPerPt * 60);
  const barPt = metres / metresPerPt;
  const bx = rect.x + 10;
  const by = rect.y + rect.h - 12;
  doc.rect(bx - 4, by - 11, barPt + 8 + 34, 17).fillOpacity(0.85).fill(COLORS.card).fillOpacity(1);
  doc.moveTo(bx, by).lineTo(bx + barPt, by).lineWidth(1.5).strokeColor(COLORS.ink).stroke();
  doc.moveTo(bx, by - 3).lineTo(bx, by + 1).moveTo(bx + barPt, by - 3).lineTo(bx + barPt, by + 1).lineWidth(0.8).stroke();
  font(doc, 'sans', 6.5, COLORS.ink).text(metres >= 1000 ? `${metres / 1000} km` : `${metres} m`, bx + barPt + 5, by - 6, { lineBreak: false });

  // Inset: the area in its country (top right).
  const inset: Rect = { w: 86, h: 64, x: rect.x + rect.w - 86 - 8, y: rect.y + 8 };
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  const insetSpan = 0.045;
  const insetBox: Box = { minX: cx - insetSpan / 2, maxX: cx + insetSpan / 2, minY: cy - (insetSpan * inset.h) / inset.w / 2, maxY: cy + (insetSpan * inset.h) / inset.w / 2 };
  await drawLand(doc, basemap, insetBox, inset, 5, { borderWidth: 0.4 });
  doc.circle(inset.x + inset.w / 2, inset.y + inset.h / 2, 2.6).fill(COLORS.gold);
  doc.rect(inset.x, inset.y, inset.w, inset.h).lineWidth(0.6).strokeColor(COLORS.landBorder).stroke();

  // Frame.
  doc.rect(rect.x, rect.y, rect.w, rect.h).lineWidth(0.6).strokeColor(COLORS.border).stroke();
  font(doc, 'sans', 5.5, COLORS.soft).text(basemap.attribution, rect.x, rect.y + rect.h - 9, { width: rect.w - 6, align: 'right', lineBreak: false });
}
