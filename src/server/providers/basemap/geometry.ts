// Plane geometry for the offline basemap: TopoJSON arcs decoded and projected to
// Web Mercator, simplified per zoom, and clipped to tiles. Pure functions, no I/O.
//
// Coordinates are "world units": Web Mercator scaled to the unit square, x from 0
// (180° W) to 1 (180° E), y from 0 (85.05° N) to 1 (85.05° S), as Leaflet's tiles.
// A line or ring is a flat array [x0, y0, x1, y1, ...].

export type Flat = number[];

/** Web Mercator's latitude limit: the square world of every slippy map. */
export const MAX_LATITUDE = 85.0511287798066;

export function lngToX(lng: number): number {
  return (lng + 180) / 360;
}

export function latToY(lat: number): number {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const s = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
}

export function xToLng(x: number): number {
  return x * 360 - 180;
}

export function yToLat(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

/** The part of TopoJSON read here (https://github.com/topojson/topojson-specification). */
export interface Topology {
  type: 'Topology';
  transform?: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: Record<string, { type: 'GeometryCollection'; geometries: TopoGeometry[] }>;
}

export type TopoGeometry =
  | { type: 'Polygon'; arcs: number[][]; id?: string; properties?: { name?: string } }
  | { type: 'MultiPolygon'; arcs: number[][][]; id?: string; properties?: { name?: string } }
  | { type: null; id?: string; properties?: { name?: string } };

/** Decodes the (quantized, delta-encoded) arcs of a topology into projected world-unit lines. */
export function decodeArcs(topology: Topology): Flat[] {
  const t = topology.transform;
  return topology.arcs.map((arc) => {
    const out: Flat = [];
    let qx = 0;
    let qy = 0;
    for (const point of arc) {
      let lng: number;
      let lat: number;
      if (t) {
        qx += point[0];
        qy += point[1];
        lng = qx * t.scale[0] + t.translate[0];
        lat = qy * t.scale[1] + t.translate[1];
      } else {
        lng = point[0];
        lat = point[1];
      }
      out.push(lngToX(lng), latToY(lat));
    }
    return out;
  });
}

/** The arcs of a ring in order (a negative index ~i is arc i reversed), joined without repeating shared points. */
export function ringFromArcs(arcs: Flat[], indexes: number[]): Flat {
  const ring: Flat = [];
  for (const index of indexes) {
    const arc = arcs[index < 0 ? ~index : index]!;
    const n = arc.length / 2;
    const start = ring.length > 0 ? 1 : 0; // the first point repeats the previous arc's last
    for (let k = start; k < n; k++) {
      const i = index < 0 ? n - 1 - k : k;
      ring.push(arc[2 * i]!, arc[2 * i + 1]!);
    }
  }
  return ring;
}

/** Polygons of a geometry as lists of arc-index rings. */
export function polygonsOf(geometry: TopoGeometry): number[][][] {
  if (geometry.type === 'Polygon') return [geometry.arcs];
  if (geometry.type === 'MultiPolygon') return geometry.arcs;
  return [];
}

/**
 * Douglas-Peucker simplification keeping both ends (so that arcs meeting at a
 * junction still meet): points closer than `tolerance` to the simplified line go.
 */
export function simplify(line: Flat, tolerance: number): Flat {
  const n = line.length / 2;
  if (n <= 2) return line.slice();
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const tol2 = tolerance * tolerance;
  const stack: number[] = [0, n - 1];
  while (stack.length > 0) {
    const last = stack.pop()!;
    const first = stack.pop()!;
    let maxDist = -1;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance2(line, i, first, last);
      if (d > maxDist) {
        maxDist = d;
        index = i;
      }
    }
    if (index >= 0 && maxDist > tol2) {
      keep[index] = 1;
      stack.push(first, index, index, last);
    }
  }
  const out: Flat = [];
  for (let i = 0; i < n; i++) if (keep[i]) out.push(line[2 * i]!, line[2 * i + 1]!);
  return out;
}

/** Squared distance from the point (px, py) to the segment from (ax, ay) to (bx, by). */
function pointSegmentDistance2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len2;
  t = Math.max(0, Math.min(1, t));
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return ex * ex + ey * ey;
}

/** Squared distance from the line's point p to the segment between its points a and b. */
function segmentDistance2(line: Flat, p: number, a: number, b: number): number {
  return pointSegmentDistance2(line[2 * p]!, line[2 * p + 1]!, line[2 * a]!, line[2 * a + 1]!, line[2 * b]!, line[2 * b + 1]!);
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function bboxOf(line: Flat): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < line.length; i += 2) {
    const x = line[i]!;
    const y = line[i + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

export function intersects(a: Box, b: Box): boolean {
  return a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;
}

export function contains(outer: Box, inner: Box): boolean {
  return inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY;
}

/**
 * Clips a closed ring to a box (Sutherland-Hodgman, one side after the other).
 * The result may run along the box's sides; that is fine for filling, and the box
 * is wider than the drawn tile, so those sides are never seen.
 */
export function clipRing(ring: Flat, box: Box): Flat {
  let out = ring;
  out = clipSide(out, (x) => x >= box.minX, (ax, ay, bx, by) => [box.minX, ay + ((by - ay) * (box.minX - ax)) / (bx - ax)], 0);
  out = clipSide(out, (x) => x <= box.maxX, (ax, ay, bx, by) => [box.maxX, ay + ((by - ay) * (box.maxX - ax)) / (bx - ax)], 0);
  out = clipSide(out, (y) => y >= box.minY, (ax, ay, bx, by) => [ax + ((bx - ax) * (box.minY - ay)) / (by - ay), box.minY], 1);
  out = clipSide(out, (y) => y <= box.maxY, (ax, ay, bx, by) => [ax + ((bx - ax) * (box.maxY - ay)) / (by - ay), box.maxY], 1);
  return out.length >= 6 ? out : [];
}

function clipSide(
  ring: Flat,
  inside: (v: number) => boolean,
  cross: (ax: number, ay: number, bx: number, by: number) => [number, number],
  axis: 0 | 1,
): Flat {
  const n = ring.length / 2;
  if (n === 0) return ring;
  const out: Flat = [];
  let px = ring[2 * (n - 1)]!;
  let py = ring[2 * (n - 1) + 1]!;
  let pIn = inside(axis === 0 ? px : py);
  for (let i = 0; i < n; i++) {
    const x = ring[2 * i]!;
    const y = ring[2 * i + 1]!;
    const cIn = inside(axis === 0 ? x : y);
    if (cIn !== pIn) out.push(...cross(px, py, x, y));
    if (cIn) out.push(x, y);
    px = x;
    py = y;
    pIn = cIn;
  }
  return out;
}

/** Clips an open line to a box (Liang-Barsky per segment); the pieces inside, each with 2+ points. */
export function clipLine(line: Flat, box: Box): Flat[] {
  const pieces: Flat[] = [];
  let current: Flat = [];
  const n = line.length / 2;
  for (let i = 0; i + 1 < n; i++) {
    const seg = clipSegment(line[2 * i]!, line[2 * i + 1]!, line[2 * i + 2]!, line[2 * i + 3]!, box);
    if (!seg) {
      if (current.length >= 4) pieces.push(current);
      current = [];
      continue;
    }
    const [ax, ay, bx, by, clippedEnd] = seg;
    if (current.length === 0) current.push(ax, ay);
    current.push(bx, by);
    if (clippedEnd) {
      pieces.push(current);
      current = [];
    }
  }
  if (current.length >= 4) pieces.push(current);
  return pieces;
}

function clipSegment(x0: number, y0: number, x1: number, y1: number, box: Box): [number, number, number, number, boolean] | null {
  const dx = x1 - x0;
  const dy = y1 - y0;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, x0 - box.minX],
    [dx, box.maxX - x0],
    [-dy, y0 - box.minY],
    [dy, box.maxY - y0],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const r = q / p;
    if (p < 0) {
      if (r > t1) return null;
      if (r > t0) t0 = r;
    } else {
      if (r < t0) return null;
      if (r < t1) t1 = r;
    }
  }
  return [x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy, t1 < 1];
}

/** Signed area of a ring (positive when it turns one way, negative the other). */
export function ringArea(ring: Flat): number {
  let sum = 0;
  const n = ring.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    sum += (ring[2 * j]! - ring[2 * i]!) * (ring[2 * j + 1]! + ring[2 * i + 1]!);
  }
  return sum / 2;
}

/** Even-odd point-in-polygon over a set of rings. */
export function pointInRings(x: number, y: number, rings: Flat[]): boolean {
  let inside = false;
  for (const ring of rings) {
    const n = ring.length / 2;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const xi = ring[2 * i]!;
      const yi = ring[2 * i + 1]!;
      const xj = ring[2 * j]!;
      const yj = ring[2 * j + 1]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** Squared distance from a point to the nearest edge of any ring. */
export function distanceToRings2(x: number, y: number, rings: Flat[]): number {
  let best = Infinity;
  for (const ring of rings) {
    const n = ring.length / 2;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const d = pointSegmentDistance2(x, y, ring[2 * j]!, ring[2 * j + 1]!, ring[2 * i]!, ring[2 * i + 1]!);
      if (d < best) best = d;
    }
  }
  return best;
}

/**
 * A point well inside a polygon for its label: the best of a grid of candidates
 * by distance to the edges (refined once around the winner).
 */
export function labelPoint(rings: Flat[]): [number, number] {
  const box = bboxOf(rings[0]!);
  let best: [number, number] = [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2];
  let bestD = -1;
  const search = (minX: number, minY: number, w: number, h: number, steps: number) => {
    for (let i = 0; i <= steps; i++) {
      for (let j = 0; j <= steps; j++) {
        const x = minX + (w * i) / steps;
        const y = minY + (h * j) / steps;
        if (!pointInRings(x, y, rings)) continue;
        const d = distanceToRings2(x, y, rings);
        if (d > bestD) {
          bestD = d;
          best = [x, y];
        }
      }
    }
  };
  const w = box.maxX - box.minX;
  const h = box.maxY - box.minY;
  search(box.minX, box.minY, w, h, 16);
  search(best[0] - w / 16, best[1] - h / 16, w / 8, h / 8, 8);
  return best;
}
