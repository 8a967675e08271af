import { describe, expect, it } from 'vitest';
import { clipLine, clipRing, decodeArcs, latToY, lngToX, ringArea, ringFromArcs, simplify, xToLng, yToLat, type Topology } from './geometry.js';

const box = { minX: 0, minY: 0, maxX: 10, maxY: 10 };

describe('Web Mercator', () => {
  it('maps Paris there and back, and the world to the unit square', () => {
    expect(xToLng(lngToX(2.3522))).toBeCloseTo(2.3522, 9);
    expect(yToLat(latToY(48.8566))).toBeCloseTo(48.8566, 9);
    expect(lngToX(-180)).toBe(0);
    expect(lngToX(180)).toBe(1);
    expect(latToY(0)).toBeCloseTo(0.5, 12);
    expect(latToY(90)).toBeCloseTo(0, 9); // clamped to 85.05°
  });
});

describe('TopoJSON arcs', () => {
  it('decodes delta-encoded arcs and joins them into a ring, reversed where the index is negative', () => {
    const topology: Topology = {
      type: 'Topology',
      transform: { scale: [1, 1], translate: [0, 0] },
      arcs: [
        [
          [0, 0],
          [10, 0],
          [0, 10],
        ],
        [
          [0, 0],
          [10, 10],
        ],
      ],
      objects: {},
    };
    const arcs = decodeArcs(topology);
    expect(arcs[0]!.length).toBe(6);
    expect(xToLng(arcs[0]![2]!)).toBeCloseTo(10, 9);
    expect(yToLat(arcs[0]![5]!)).toBeCloseTo(10, 9);
    // arc 0 (0,0)->(10,0)->(10,10), then arc 1 reversed (10,10)->(0,0): a closed triangle, shared points once.
    const ring = ringFromArcs(arcs, [0, ~1]);
    expect(ring.length).toBe(8);
    expect(ring.slice(6)).toEqual(ring.slice(0, 2));
  });
});

describe('simplify', () => {
  it('drops points within the tolerance and keeps both ends and real corners', () => {
    const line = [0, 0, 1, 0.01, 2, 0, 3, 5, 4, 0];
    expect(simplify(line, 0.1)).toEqual([0, 0, 2, 0, 3, 5, 4, 0]);
    expect(simplify([0, 0, 1, 1], 5)).toEqual([0, 0, 1, 1]);
  });
});

describe('clipRing', () => {
  it('keeps a ring inside, cuts one that crosses and drops one outside', () => {
    expect(clipRing([1, 1, 2, 1, 2, 2], box)).toEqual([1, 1, 2, 1, 2, 2]);
    expect(clipRing([20, 20, 30, 20, 30, 30], box)).toEqual([]);
    const cut = clipRing([-5, -5, 15, -5, 15, 15, -5, 15], box); // a square around the box becomes the box
    expect(Math.abs(ringArea(cut))).toBeCloseTo(100, 9);
    const half = clipRing([5, -5, 15, -5, 15, 15, 5, 15], box);
    expect(Math.abs(ringArea(half))).toBeCloseTo(50, 9);
  });
});

describe('clipLine', () => {
  it('splits a line that leaves and re-enters the box into pieces inside it', () => {
    const pieces = clipLine([-5, 5, 5, 5, 5, 20, 8, 20, 8, 5, 20, 5], box);
    expect(pieces).toEqual([
      [0, 5, 5, 5, 5, 10],
      [8, 10, 8, 5, 10, 5],
    ]);
    expect(clipLine([20, 20, 30, 30], box)).toEqual([]);
  });
});
