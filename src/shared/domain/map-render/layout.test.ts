import { describe, expect, it } from 'vitest';
import type { MapLabel, VectorTile } from '#shared/contracts/map.js';
import { clipRing, labelBox, markerBox, PDF_STYLE, placeMarkers, renderMap, SCREEN_STYLE, shortenings, type Box, type DisplayList, type RenderStop } from './layout.js';
import { fitView, latToY, lngToX, project, vectorTilesFor, type MapView } from './view.js';

const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const PARIS: RenderStop[] = [
  { id: 'a', label: '1', name: 'Musée du Louvre', lat: 48.8606, lng: 2.3376 },
  { id: 'b', label: '2', name: 'Jardin des Tuileries', lat: 48.8634, lng: 2.3275 },
  { id: 'c', label: '3', name: 'Le Grand Véfour', lat: 48.8655, lng: 2.3381 },
  { id: 'd', label: '4', name: 'Sainte-Chapelle', lat: 48.8554, lng: 2.345 },
  { id: 'e', label: '5', name: 'Vedettes du Pont Neuf', lat: 48.8571, lng: 2.3412 },
  { id: 'f', label: '6', name: 'Musée d’Orsay', lat: 48.86, lng: 2.3266 },
];

/** Tiles as the server cuts them: all land, and the Seine as a named river crossing (degrees in, tile units out). */
function seineTiles(view: MapView): { key: { z: number; x: number; y: number }; tile: VectorTile }[] {
  const seine: [number, number][] = [
    [2.3909, 48.8338], [2.3598, 48.8504], [2.347, 48.8566], [2.3375, 48.8583], [2.3245, 48.862], [2.3137, 48.8639], [2.2928, 48.8598],
  ];
  return vectorTilesFor(view).map((key) => {
    const n = 2 ** key.z;
    const q = (lng: number, lat: number) => [Math.round((lngToX(lng) * n - key.x) * 4096), Math.round((latToY(lat) * n - key.y) * 4096)];
    return {
      key,
      tile: {
        z: key.z, x: key.x, y: key.y, extent: 4096,
        land: [[-100, -100, 4196, -100, 4196, 4196, -100, 4196]],
        borders: [],
        rivers: [{ name: 'Seine', line: seine.flatMap(([lng, lat]) => q(lng, lat)) }],
      },
    };
  });
}

function expectNoCollision(list: DisplayList) {
  for (let i = 0; i < list.markers.length; i++) {
    for (let j = i + 1; j < list.markers.length; j++) {
      const a = list.markers[i]!;
      const b = list.markers[j]!;
      expect(Math.hypot(a.x - b.x, a.y - b.y), `${a.text} and ${b.text}`).toBeGreaterThanOrEqual(a.r + b.r);
    }
  }
  const boxes = list.labels.map(labelBox);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i]!, boxes[j]!), `${list.labels[i]!.text} / ${list.labels[j]!.text}`).toBe(false);
    for (const m of list.markers) expect(overlap(boxes[i]!, markerBox(m)), `${list.labels[i]!.text} over marker ${m.text}`).toBe(false);
  }
}

describe('the map renderer (ADR 027)', () => {
  it('names every stop of a Paris day beside its number, with nothing over anything, and the Seine drawn and named', () => {
    for (const [w, h, style] of [[483, 176, PDF_STYLE], [960, 620, SCREEN_STYLE], [358, 540, SCREEN_STYLE]] as const) {
      const view = fitView(PARIS, w, h, { margin: { x: 46, y: 16 }, maxZoom: 15.3 });
      const list = renderMap({ view, stops: PARIS, tiles: seineTiles(view), style });
      expect(list.markers.map((m) => m.text)).toEqual(['1', '2', '3', '4', '5', '6']);
      expect(list.unlabelled).toEqual([]);
      expect(list.labels.filter((l) => l.style === 'stop').map((l) => l.stopId).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
      expect(list.rivers.length).toBeGreaterThan(0);
      expect(list.labels.some((l) => l.style === 'river' && l.text === 'Seine')).toBe(true);
      expectNoCollision(list);
    }
  });

  it('moves stops that would cover each other apart, each keeping its own number, with a hairline to its place', () => {
    const close: RenderStop[] = [
      { id: 'a', label: '1', name: 'Pantheon', lat: 41.8986, lng: 12.4769 },
      { id: 'b', label: '2', name: 'Caffè Sant’Eustachio', lat: 41.8983, lng: 12.4753 },
      { id: 'c', label: '3', name: 'San Luigi dei Francesi', lat: 41.8996, lng: 12.4746 },
      { id: 'd', label: '4', name: 'Piazza Navona', lat: 41.8992, lng: 12.4731 },
      { id: 'e', label: '5', name: 'Same door as the Pantheon', lat: 41.8986, lng: 12.4769 },
    ];
    const view: MapView = { ...fitView(close, 480, 300), zoom: 13 };
    const list = renderMap({ view, stops: close, style: SCREEN_STYLE });
    expect(list.markers.map((m) => m.text)).toEqual(['1', '2', '3', '4', '5']);
    expect(list.leaders.length).toBeGreaterThan(0);
    expectNoCollision(list);
  });

  it('never overlaps markers, even for a whole trip seen from afar', () => {
    const many: RenderStop[] = Array.from({ length: 24 }, (_, i) => ({ id: `s${i}`, label: String(i + 1), name: `Stop ${i + 1}`, lat: 48.86 + (i % 5) * 0.001, lng: 2.34 + (i % 7) * 0.001 }));
    const view: MapView = { width: 800, height: 500, centerX: lngToX(2.343), centerY: latToY(48.862), zoom: 11 };
    const markers = placeMarkers(many.map((stop) => ({ stop, at: project(view, stop.lat, stop.lng) })), 13);
    for (let i = 0; i < markers.length; i++) {
      for (let j = i + 1; j < markers.length; j++) expect(Math.hypot(markers[i]!.x - markers[j]!.x, markers[i]!.y - markers[j]!.y)).toBeGreaterThanOrEqual(26);
    }
  });

  it('drops a name only when there is no room for it, never draws it over another', () => {
    const crowded: RenderStop[] = Array.from({ length: 12 }, (_, i) => ({ id: `s${i}`, label: String(i + 1), name: `A rather long place name number ${i + 1}`, lat: 48.86 + i * 0.0004, lng: 2.34 }));
    const view = fitView(crowded, 200, 160, { maxZoom: 15 });
    const list = renderMap({ view, stops: crowded, style: SCREEN_STYLE });
    expectNoCollision(list);
    expect(list.labels.filter((l) => l.style === 'stop').length + list.unlabelled.length).toBe(12);
  });

  it('shows the catalogue landmarks near the stops as faint names, not the stops themselves again', () => {
    const landmarks: MapLabel[] = [
      { name: 'Conciergerie', kind: 'landmark', lat: 48.8561, lng: 2.3457, minZoom: 13, maxZoom: 18 },
      { name: 'Musée du Louvre', kind: 'landmark', lat: 48.8606, lng: 2.3376, minZoom: 13, maxZoom: 18 },
      { name: 'Tour Eiffel', kind: 'landmark', lat: 48.8584, lng: 2.2945, minZoom: 13, maxZoom: 18 },
    ];
    const view = fitView(PARIS, 960, 620, { margin: { x: 70, y: 30 }, maxZoom: 16 });
    const list = renderMap({ view, stops: PARIS, labels: landmarks, style: SCREEN_STYLE });
    const faint = list.labels.filter((l) => l.style === 'landmark').map((l) => l.text);
    expect(faint).toContain('Conciergerie');
    expect(faint).not.toContain('Musée du Louvre'); // a stop already, named in ink
    expect(faint).not.toContain('Tour Eiffel'); // outside the frame
    expectNoCollision(list);
  });

  it('keeps names and markers out of the strip the controls use', () => {
    const padding = { top: 0, right: 0, bottom: 52, left: 0 };
    const view = fitView(PARIS, 390, 480, { padding, margin: { x: 40, y: 30 } });
    const list = renderMap({ view, stops: PARIS, padding, style: SCREEN_STYLE });
    for (const m of list.markers) expect(m.y + m.r).toBeLessThanOrEqual(480 - 52);
    for (const l of list.labels) expect(labelBox(l).y + labelBox(l).h).toBeLessThanOrEqual(480 - 52);
  });

  it('shortens long names before giving up on them', () => {
    expect(shortenings('The Louvre and the Tuileries: Musée du Louvre')).toEqual(['The Louvre and the Tuileries: Musée du Louvre', 'The Louvre and the Tuileries', 'The Louvre and the…']);
  });

  it('cuts rings to the frame', () => {
    const ring = clipRing([-10, -10, 110, -10, 110, 110, -10, 110], { x: 0, y: 0, w: 100, h: 100 });
    expect(Math.min(...ring)).toBe(0);
    expect(Math.max(...ring)).toBe(100);
  });
});
