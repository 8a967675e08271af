import type { MapLabel, VectorTile } from '#shared/contracts/map.js';
import { approximateMeasure, type LabelStyle, type MeasureText } from './measure.js';
import { metresPerUnit, NO_PADDING, project, projectWorld, type MapView, type Padding, type TileKey } from './view.js';

/**
 * The map renderer shared by the itinerary PDF and the screens (ADR 027). It takes the stops,
 * a view, the basemap's vector tiles and names, and returns a display list in the frame's units:
 * the areas and lines of the basemap, the route, the markers (near-coincident stops moved apart
 * on a small ring, a hairline back to where they are) and the labels, placed greedily so that no
 * label covers another label or a marker. Back-ends (PDFKit, SVG) only draw what it lists.
 * Pure: no I/O, no DOM.
 */

export interface RenderStop {
  id: string;
  /** The text in the marker: the stop's number in the day. */
  label: string;
  name: string;
  lat: number;
  lng: number;
  /** A hotel is drawn as a square, named but not numbered. Default 'stop'. */
  kind?: 'stop' | 'hotel';
}

export interface RenderStyle {
  markerRadius: number;
  stopLabelSize: number;
  landmarkLabelSize: number;
  riverLabelSize: number;
  cityLabelSize: number;
  countryLabelSize: number;
  /** Space between a marker and its name, and around every label. */
  gap: number;
  /** At most this many landmark names. */
  maxLandmarks: number;
  /** The scale bar's target length. */
  scaleLength: number;
}

export const PDF_STYLE: RenderStyle = {
  markerRadius: 6.5,
  stopLabelSize: 7,
  landmarkLabelSize: 5.6,
  riverLabelSize: 6.5,
  cityLabelSize: 6.5,
  countryLabelSize: 7.5,
  gap: 2.5,
  maxLandmarks: 10,
  scaleLength: 60,
};

export const SCREEN_STYLE: RenderStyle = {
  markerRadius: 13,
  stopLabelSize: 12.5,
  landmarkLabelSize: 10.5,
  riverLabelSize: 12,
  cityLabelSize: 12,
  countryLabelSize: 13,
  gap: 4,
  maxLandmarks: 14,
  scaleLength: 90,
};

export interface RenderInput {
  view: MapView;
  stops: readonly RenderStop[];
  /** The offline basemap's tiles for the view, each with the key it was asked for (x may wrap). None with a raster basemap. */
  tiles?: readonly { key: TileKey; tile: VectorTile }[];
  /** Countries, cities and the catalogue's landmarks, each shown within its zoom range. */
  labels?: readonly MapLabel[];
  /** Frame areas covered by controls: nothing is placed there. */
  padding?: Padding;
  style: RenderStyle;
  measure?: MeasureText;
  attribution?: string;
}

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface MarkerItem {
  id: string;
  kind: 'stop' | 'hotel';
  text: string;
  name: string;
  /** Where the marker is drawn. */
  x: number;
  y: number;
  r: number;
  /** Where the place is; differs from (x, y) when the marker was moved off a neighbour. */
  at: Point;
}

export interface LabelItem {
  text: string;
  style: LabelStyle;
  size: number;
  /** Centre of the text and its size, unrotated. */
  cx: number;
  cy: number;
  w: number;
  h: number;
  /** Degrees, clockwise (rivers follow their course). */
  angle: number;
  /** The stop this names. */
  stopId?: string;
  /** A small dot at the place named (cities, landmarks). */
  dot?: Point;
}

export interface DisplayList {
  width: number;
  height: number;
  zoom: number;
  /** Each entry is one tile's rings, to be filled even-odd on its own. */
  land: number[][][];
  urban: number[][][];
  lakes: number[][][];
  borders: number[][];
  rivers: { line: number[]; width: number }[];
  route: { from: Point; control: Point; to: Point }[];
  leaders: { from: Point; to: Point }[];
  markers: MarkerItem[];
  labels: LabelItem[];
  scale: { x: number; y: number; length: number; text: string } | null;
  attribution: { text: string; x: number; y: number; size: number } | null;
  /** Stops whose names found no room (their number still shows). */
  unlabelled: string[];
}

const intersects = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The axis-aligned box around a label (rotated ones included). */
export function labelBox(l: LabelItem): Box {
  const t = (l.angle * Math.PI) / 180;
  const w = Math.abs(l.w * Math.cos(t)) + Math.abs(l.h * Math.sin(t));
  const h = Math.abs(l.w * Math.sin(t)) + Math.abs(l.h * Math.cos(t));
  return { x: l.cx - w / 2, y: l.cy - h / 2, w, h };
}

export const markerBox = (m: MarkerItem): Box => ({ x: m.x - m.r, y: m.y - m.r, w: 2 * m.r, h: 2 * m.r });

export function renderMap(input: RenderInput): DisplayList {
  const { view, style } = input;
  const padding = input.padding ?? NO_PADDING;
  const measure = input.measure ?? approximateMeasure;
  const list: DisplayList = {
    width: view.width,
    height: view.height,
    zoom: view.zoom,
    land: [],
    urban: [],
    lakes: [],
    borders: [],
    rivers: [],
    route: [],
    leaders: [],
    markers: [],
    labels: [],
    scale: null,
    attribution: null,
    unlabelled: [],
  };
  const riverNames = new Map<string, number[][]>();
  basemap(input, list, riverNames);

  // Markers: the places, moved apart where they would touch.
  const placed = placeMarkers(
    input.stops.map((s) => ({ stop: s, at: project(view, s.lat, s.lng) })),
    style.markerRadius,
  );
  list.markers = placed;
  for (const m of placed) if (Math.hypot(m.x - m.at.x, m.y - m.at.y) > m.r * 0.6) list.leaders.push({ from: { x: m.x, y: m.y }, to: m.at });

  // The route, in the day's order, from place to place (true positions), in gentle arcs.
  const inOrder = placed.filter((m) => m.kind === 'stop');
  for (let i = 1; i < inOrder.length; i++) {
    const a = inOrder[i - 1]!.at;
    const b = inOrder[i]!.at;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len < 2) continue;
    const bend = Math.min(0.16 * len, 40);
    list.route.push({ from: a, to: b, control: { x: (a.x + b.x) / 2 + ((b.y - a.y) / len) * bend, y: (a.y + b.y) / 2 - ((b.x - a.x) / len) * bend } });
  }

  // What labels may not cover: the markers, the dots where moved markers belong, the scale and credit.
  const taken: Box[] = placed.map((m) => grow(markerBox(m), 1));
  for (const l of list.leaders) taken.push({ x: l.to.x - 2.5, y: l.to.y - 2.5, w: 5, h: 5 });
  const bounds: Box = { x: padding.left + 2, y: padding.top + 2, w: view.width - padding.left - padding.right - 4, h: view.height - padding.top - padding.bottom - 4 };

  const scaleMetres = niceMetres(metresPerUnit(view) * style.scaleLength);
  if (scaleMetres) {
    const length = scaleMetres / metresPerUnit(view);
    const text = scaleMetres >= 1000 ? `${scaleMetres / 1000} km` : `${scaleMetres} m`;
    list.scale = { x: bounds.x + 8, y: bounds.y + bounds.h - 8 + padding.bottom * 0.55, length, text };
    const textW = measure(text, style.landmarkLabelSize, 'landmark');
    if (!padding.bottom) taken.push({ x: bounds.x, y: bounds.y + bounds.h - 8 - style.landmarkLabelSize * 1.4, w: length + textW + 24, h: style.landmarkLabelSize * 1.4 + 8 });
  }
  if (input.attribution) {
    const size = style.landmarkLabelSize * 0.85;
    const w = measure(input.attribution, size, 'landmark');
    if (padding.bottom) {
      // Beside the scale, in the strip kept for controls.
      list.attribution = { text: input.attribution, x: bounds.x + 8, y: view.height - size * 1.6, size };
    } else {
      list.attribution = { text: input.attribution, x: bounds.x + bounds.w - w - 4, y: bounds.y + bounds.h - size - 3, size };
    }
    if (!padding.bottom) taken.push({ x: bounds.x + bounds.w - w - 8, y: bounds.y + bounds.h - size * 1.4 - 4, w: w + 8, h: size * 1.4 + 4 });
  }

  const fits = (box: Box) => box.x >= bounds.x && box.y >= bounds.y && box.x + box.w <= bounds.x + bounds.w && box.y + box.h <= bounds.y + bounds.h && !taken.some((t) => intersects(t, box));
  const accept = (label: LabelItem) => {
    list.labels.push(label);
    taken.push(grow(labelBox(label), style.gap / 2));
  };

  // 1. Each stop's name beside its marker, the side facing away from its neighbours first; the
  // stops with the fewest free sides go first, so that an easy one never takes a hard one's room.
  const size = style.stopLabelSize;
  const h = size * 1.25;
  const options = (m: MarkerItem, text: string) => {
    const w = measure(text, size, 'stop');
    return sides(awayFrom(m, placed)).map(([dx, dy]): LabelItem => {
      // The box's near corner (or side) just off the marker, the box beyond it.
      const cx = m.x + dx * (m.r + style.gap) + Math.sign(dx) * (w / 2);
      const cy = m.y + dy * (m.r + style.gap) + Math.sign(dy) * (h / 2);
      return { text, style: 'stop', size, cx, cy, w, h, angle: 0, stopId: m.id };
    });
  };
  const named = placed.filter((m) => m.name.trim());
  const freedom = new Map(named.map((m) => [m.id, options(m, m.name.trim()).filter((l) => fits(grow(labelBox(l), style.gap / 2))).length]));
  for (const m of [...named].sort((a, b) => freedom.get(a.id)! - freedom.get(b.id)!)) {
    const label = shortenings(m.name.trim())
      .flatMap((text) => options(m, text))
      .find((l) => fits(grow(labelBox(l), style.gap / 2)));
    if (label) accept(label);
    else if (m.kind === 'stop') list.unlabelled.push(m.id);
  }
  list.labels.sort((a, b) => (a.stopId ?? '').localeCompare(b.stopId ?? ''));

  // 2. Rivers, along their course.
  for (const [name, lines] of riverNames) {
    const size = style.riverLabelSize;
    const w = measure(name, size, 'river');
    const h = size * 1.2;
    for (const spot of riverSpots(lines, w, bounds)) {
      const label: LabelItem = { text: name, style: 'river', size, cx: spot.x, cy: spot.y, w, h, angle: spot.angle };
      if (fits(labelBox(label))) {
        accept(label);
        break;
      }
    }
  }

  // 3. Countries, cities and landmarks, faint, each where there is room.
  const stopNames = new Set(input.stops.map((s) => fold(s.name)));
  const zoom = Math.round(view.zoom);
  const context = (input.labels ?? []).filter((l) => zoom >= l.minZoom && zoom <= l.maxZoom && !stopNames.has(fold(l.name)));
  const centre = placed.length ? { x: placed.reduce((s, m) => s + m.at.x, 0) / placed.length, y: placed.reduce((s, m) => s + m.at.y, 0) / placed.length } : { x: view.width / 2, y: view.height / 2 };
  const rank = { country: 0, city: 1, landmark: 2 } as const;
  const candidates = context
    .map((l) => ({ l, p: project(view, l.lat, l.lng) }))
    .filter(({ p }) => p.x > bounds.x && p.x < bounds.x + bounds.w && p.y > bounds.y && p.y < bounds.y + bounds.h)
    .filter(({ p }) => placed.every((m) => Math.hypot(m.at.x - p.x, m.at.y - p.y) > m.r * 0.8))
    .sort((a, b) => rank[a.l.kind] - rank[b.l.kind] || Math.hypot(a.p.x - centre.x, a.p.y - centre.y) - Math.hypot(b.p.x - centre.x, b.p.y - centre.y));
  let landmarks = 0;
  for (const { l, p } of candidates) {
    if (l.kind === 'landmark' && landmarks >= style.maxLandmarks) continue;
    const labelStyle: LabelStyle = l.kind;
    const size = l.kind === 'country' ? style.countryLabelSize : l.kind === 'city' ? style.cityLabelSize : style.landmarkLabelSize;
    const text = l.kind === 'country' ? l.name.toUpperCase() : l.name;
    const w = measure(text, size, labelStyle);
    const h = size * 1.2;
    const dotR = l.kind === 'country' ? 0 : l.kind === 'city' ? 2.2 : 1.4;
    const options: [number, number][] = l.kind === 'country' ? [[0, 0]] : [[1, 0], [-1, 0], [0, -1], [0, 1]];
    for (const [dx, dy] of options) {
      const off = dotR + style.gap * 0.8;
      const cx = p.x + dx * (off + w / 2);
      const cy = p.y + dy * (off + h / 2);
      const label: LabelItem = { text, style: labelStyle, size, cx, cy, w, h, angle: 0, ...(dotR ? { dot: p } : {}) };
      const box = labelBox(label);
      const withDot = dotR ? [box, { x: p.x - dotR - 1, y: p.y - dotR - 1, w: 2 * dotR + 2, h: 2 * dotR + 2 }] : [box];
      if (withDot.every(fits)) {
        accept(label);
        if (dotR) taken.push(withDot[1]!);
        if (l.kind === 'landmark') landmarks++;
        break;
      }
    }
  }
  return list;
}

function grow(b: Box, by: number): Box {
  return { x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by };
}

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

/** A name, then shorter forms of it: before a colon, dash or parenthesis; then cut with an ellipsis. */
export function shortenings(name: string): string[] {
  const out = [name];
  const head = name.split(/\s[–—-]\s|:|\(|,/)[0]!.trim();
  if (head && head !== name) out.push(head);
  const base = out.at(-1)!;
  if (base.length > 24) out.push(`${base.slice(0, 22).replace(/\s+\S*$/, '')}…`);
  return out;
}

/** The unit direction pointing away from the other markers near m (default: to the right). */
function awayFrom(m: MarkerItem, all: MarkerItem[]): Point {
  let x = 0;
  let y = 0;
  for (const o of all) {
    if (o === m) continue;
    const dx = m.x - o.x;
    const dy = m.y - o.y;
    const d2 = dx * dx + dy * dy;
    if (d2 === 0 || d2 > (m.r * 10) ** 2) continue;
    x += dx / d2;
    y += dy / d2;
  }
  const len = Math.hypot(x, y);
  return len > 0 ? { x: x / len, y: y / len } : { x: 1, y: 0 };
}

const SIDES: [number, number][] = [
  [1, 0],
  [-1, 0],
  [0.9, -0.9],
  [0.9, 0.9],
  [-0.9, -0.9],
  [-0.9, 0.9],
  [0, -1],
  [0, 1],
];

/** The eight sides of a marker, the one closest to `outward` first; right before left on ties. */
function sides(outward: Point): [number, number][] {
  return [...SIDES].sort((a, b) => b[0] * outward.x + b[1] * outward.y - (a[0] * outward.x + a[1] * outward.y));
}

/**
 * Markers that never overlap: places closer than two radii stand together, each on a small ring
 * around the group's centre, in the order of their directions from it; groups whose rings touch
 * merge and are laid out again. Markers are then kept whole inside the frame.
 */
export function placeMarkers(points: { stop: RenderStop; at: Point }[], r: number): MarkerItem[] {
  const minDist = 2 * r + 2;
  let groups: number[][] = points.map((_, i) => [i]);
  const layout = (group: number[]): Point[] => {
    if (group.length === 1) return [points[group[0]!]!.at];
    const c = {
      x: group.reduce((s, i) => s + points[i]!.at.x, 0) / group.length,
      y: group.reduce((s, i) => s + points[i]!.at.y, 0) / group.length,
    };
    const radius = Math.max(minDist / 2, minDist / (2 * Math.sin(Math.PI / group.length)));
    // Order the ring by each place's direction from the centre (its order in the day when they coincide).
    const angles = group.map((i, k) => {
      const p = points[i]!.at;
      const d = Math.hypot(p.x - c.x, p.y - c.y);
      return d > 0.5 ? Math.atan2(p.y - c.y, p.x - c.x) : -Math.PI / 2 + (2 * Math.PI * k) / group.length;
    });
    const order = group.map((_, k) => k).sort((a, b) => angles[a]! - angles[b]!);
    const start = angles[order[0]!]!;
    const out: Point[] = new Array(group.length);
    order.forEach((k, j) => {
      const a = start + (2 * Math.PI * j) / group.length;
      out[k] = { x: c.x + radius * Math.cos(a), y: c.y + radius * Math.sin(a) };
    });
    return out;
  };
  for (let round = 0; round < points.length; round++) {
    const positions = groups.map(layout);
    let merged = false;
    outer: for (let a = 0; a < groups.length; a++) {
      for (let b = a + 1; b < groups.length; b++) {
        if (positions[a]!.some((p) => positions[b]!.some((q) => Math.hypot(p.x - q.x, p.y - q.y) < minDist))) {
          groups[a] = [...groups[a]!, ...groups[b]!].sort((x, y) => x - y);
          groups = groups.filter((_, i) => i !== b);
          merged = true;
          break outer;
        }
      }
    }
    if (!merged) break;
  }
  const out: MarkerItem[] = [];
  for (const group of groups) {
    const positions = layout(group);
    group.forEach((i, k) => {
      const { stop, at } = points[i]!;
      out.push({ id: stop.id, kind: stop.kind ?? 'stop', text: stop.kind === 'hotel' ? 'H' : stop.label, name: stop.name, x: positions[k]!.x, y: positions[k]!.y, r, at });
    });
  }
  // In the day's order (hotel last), so back-ends draw and read them in order.
  const index = new Map(points.map((p, i) => [p.stop.id, i]));
  return out.sort((a, b) => index.get(a.id)! - index.get(b.id)!);
}

/** Spots along the rivers' longest straight stretches inside `bounds`, long enough for the name. */
function riverSpots(lines: number[][], textWidth: number, bounds: Box): { x: number; y: number; angle: number }[] {
  const spots: { x: number; y: number; angle: number; len: number }[] = [];
  const inside = (x: number, y: number) => x > bounds.x && x < bounds.x + bounds.w && y > bounds.y && y < bounds.y + bounds.h;
  for (const line of lines) {
    for (let i = 2; i < line.length; i += 2) {
      const ax = line[i - 2]!;
      const ay = line[i - 1]!;
      const bx = line[i]!;
      const by = line[i + 1]!;
      const len = Math.hypot(bx - ax, by - ay);
      if (len < textWidth * 0.7) continue;
      let angle = (Math.atan2(by - ay, bx - ax) * 180) / Math.PI;
      if (angle > 90) angle -= 180;
      if (angle < -90) angle += 180;
      if (Math.abs(angle) > 60) continue; // steep names are hard to read
      // Along the stretch, wherever the whole name stays on it.
      const margin = Math.min(0.5, textWidth / 2 / len);
      for (const t of [0.5, 0.3, 0.7, 0.15, 0.85]) {
        if (t < margin || t > 1 - margin) continue;
        const x = ax + (bx - ax) * t;
        const y = ay + (by - ay) * t;
        if (inside(x, y)) spots.push({ x, y, angle, len: len * (1 - Math.abs(t - 0.5)) });
      }
    }
  }
  return spots.sort((a, b) => Math.abs(a.angle) - Math.abs(b.angle) + (b.len - a.len) / 200);
}

function niceMetres(target: number): number | null {
  const steps = [20, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000];
  if (!Number.isFinite(target) || target <= 0) return null;
  return steps.reduce((best, s) => (Math.abs(Math.log(s / target)) < Math.abs(Math.log(best / target)) ? s : best), steps[0]!);
}

/** Chaikin's corner cutting: a coarse centreline drawn as a river's smooth course. */
export function smoothLine(line: number[], rounds = 2): number[] {
  let pts = line;
  for (let r = 0; r < rounds; r++) {
    if (pts.length < 6) return pts;
    const out: number[] = [pts[0]!, pts[1]!];
    for (let i = 0; i + 3 < pts.length; i += 2) {
      const ax = pts[i]!;
      const ay = pts[i + 1]!;
      const bx = pts[i + 2]!;
      const by = pts[i + 3]!;
      out.push(0.75 * ax + 0.25 * bx, 0.75 * ay + 0.25 * by, 0.25 * ax + 0.75 * bx, 0.25 * ay + 0.75 * by);
    }
    out.push(pts[pts.length - 2]!, pts[pts.length - 1]!);
    pts = out;
  }
  return pts;
}

/** The basemap's areas and lines in frame units, culled to the frame. */
function basemap(input: RenderInput, list: DisplayList, riverNames: Map<string, number[][]>) {
  const { view } = input;
  const frame: Box = { x: -20, y: -20, w: view.width + 40, h: view.height + 40 };
  const mpu = metresPerUnit(view);
  const riverWidth = Math.max(1, Math.min(9, 90 / mpu));
  for (const { key, tile } of input.tiles ?? []) {
    const n = 2 ** key.z;
    const toFrame = (flat: number[]): number[] => {
      const out: number[] = new Array(flat.length);
      for (let i = 0; i < flat.length; i += 2) {
        const p = projectWorld(view, (key.x + flat[i]! / tile.extent) / n, (key.y + flat[i + 1]! / tile.extent) / n);
        out[i] = Math.round(p.x * 100) / 100;
        out[i + 1] = Math.round(p.y * 100) / 100;
      }
      return out;
    };
    const rings = (source: number[][] | undefined) => (source ?? []).map((r) => clipRing(toFrame(r), frame)).filter((r) => r.length >= 6);
    const lines = (line: number[]) => clipLine(toFrame(line), frame);
    const land = rings(tile.land);
    if (land.length) list.land.push(land);
    const urban = rings(tile.urban);
    if (urban.length) list.urban.push(urban);
    const lakes = rings(tile.lakes);
    if (lakes.length) list.lakes.push(lakes);
    // At city zoom the only borders are the Vatican's and San Marino's, cut by the frame: left out.
    if (view.zoom < 11) for (const b of tile.borders) list.borders.push(...lines(b));
    for (const river of tile.rivers ?? []) {
      for (const raw of lines(river.line)) {
        list.rivers.push({ line: smoothLine(raw), width: riverWidth });
        if (river.name) riverNames.set(river.name, [...(riverNames.get(river.name) ?? []), raw]);
      }
    }
  }
}

/** Sutherland-Hodgman: the ring cut to the box (edges along the box lie outside the drawn frame). */
export function clipRing(ring: number[], box: Box): number[] {
  let pts = ring;
  const edges: [(x: number, y: number) => boolean, (ax: number, ay: number, bx: number, by: number) => [number, number]][] = [
    [(x) => x >= box.x, (ax, ay, bx, by) => [box.x, ay + ((by - ay) * (box.x - ax)) / (bx - ax)]],
    [(x) => x <= box.x + box.w, (ax, ay, bx, by) => [box.x + box.w, ay + ((by - ay) * (box.x + box.w - ax)) / (bx - ax)]],
    [(_, y) => y >= box.y, (ax, ay, bx, by) => [ax + ((bx - ax) * (box.y - ay)) / (by - ay), box.y]],
    [(_, y) => y <= box.y + box.h, (ax, ay, bx, by) => [ax + ((bx - ax) * (box.y + box.h - ay)) / (by - ay), box.y + box.h]],
  ];
  for (const [inside, cross] of edges) {
    if (pts.length < 6) return [];
    const out: number[] = [];
    for (let i = 0; i < pts.length; i += 2) {
      const j = (i + pts.length - 2) % pts.length;
      const ax = pts[j]!;
      const ay = pts[j + 1]!;
      const bx = pts[i]!;
      const by = pts[i + 1]!;
      const aIn = inside(ax, ay);
      const bIn = inside(bx, by);
      if (bIn) {
        if (!aIn) out.push(...cross(ax, ay, bx, by));
        out.push(bx, by);
      } else if (aIn) out.push(...cross(ax, ay, bx, by));
    }
    pts = out;
  }
  return pts;
}

/** The pieces of a line inside the box, each with its points just outside kept so it runs off the frame. */
export function clipLine(line: number[], box: Box): number[][] {
  // A segment is kept when its box meets the frame (both ends may lie outside it).
  const meets = (i: number, j: number) =>
    Math.max(line[i]!, line[j]!) >= box.x && Math.min(line[i]!, line[j]!) <= box.x + box.w && Math.max(line[i + 1]!, line[j + 1]!) >= box.y && Math.min(line[i + 1]!, line[j + 1]!) <= box.y + box.h;
  const out: number[][] = [];
  let run: number[] = [];
  for (let i = 0; i < line.length; i += 2) {
    const keep = (i >= 2 && meets(i - 2, i)) || (i + 2 < line.length && meets(i, i + 2));
    if (keep) run.push(line[i]!, line[i + 1]!);
    else if (run.length) {
      if (run.length >= 4) out.push(run);
      run = [];
    }
  }
  if (run.length >= 4) out.push(run);
  return out;
}
