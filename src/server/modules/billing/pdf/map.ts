import type { Basemap } from '#server/providers/basemap/basemap.js';
import { MapLabelsResponse, type MapLabel, type VectorTile } from '#shared/contracts/map.js';
import {
  fitView,
  PDF_STYLE,
  renderMap,
  vectorTilesFor,
  type DisplayList,
  type LabelItem,
  type LabelStyle,
  type MapView,
  type RenderStop,
  type TileKey,
} from '#shared/domain/map-render/index.js';
import { greatCircleMetres } from '#shared/domain/geo.js';
import { COLORS, font, type Doc } from './kit.js';

export interface MapStop {
  lat: number;
  lng: number;
  /** The number drawn in the stop's circle (its place in the day's list). */
  label: string;
  /** The place's name, printed beside its number. */
  name?: string;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The PDF's map palette: the web's light theme (map.css), by value. */
const MAP = {
  water: '#d9e2e0',
  land: '#f8f4ec',
  urban: '#efe8da',
  river: '#bccbcb',
  riverText: '#5f7a7c',
  border: '#b08d57',
  route: COLORS.gold,
  routeCasing: '#fffdf8',
  pin: COLORS.ink,
  pinText: '#f7f3ea',
  pinRing: '#c9a66b',
  halo: '#f8f4ec',
  landmark: '#8c8474',
  city: '#34312b',
} as const;

/** Parsed tiles, most recent last: the days of a trip share their tiles, and trips share cities. */
const parsed = new Map<string, VectorTile>();
const PARSED_MAX = 300;
let labelsOf: { version: string; labels: Promise<MapLabel[]> } | undefined;

async function tile(basemap: Basemap, key: TileKey): Promise<VectorTile> {
  const n = 2 ** key.z;
  const x = ((key.x % n) + n) % n;
  const id = `${basemap.version}/${key.z}/${x}/${key.y}`;
  let hit = parsed.get(id);
  if (hit) {
    parsed.delete(id);
  } else {
    hit = JSON.parse((await basemap.tile(key.z, x, key.y)).json.toString('utf8')) as VectorTile;
    if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value as string);
  }
  parsed.set(id, hit);
  return hit;
}

function labels(basemap: Basemap): Promise<MapLabel[]> {
  if (labelsOf?.version !== basemap.version) {
    labelsOf = {
      version: basemap.version,
      labels: basemap.labels().then((body) => MapLabelsResponse.parse(JSON.parse(body.json.toString('utf8'))).labels),
    };
  }
  return labelsOf.labels;
}

const FONTS: Record<LabelStyle, 'sans' | 'sans-semibold' | 'serif-italic'> = {
  stop: 'sans-semibold',
  marker: 'sans-semibold',
  landmark: 'sans',
  city: 'sans',
  river: 'serif-italic',
  country: 'sans-semibold',
};
const SPACING: Partial<Record<LabelStyle, number>> = { country: 2, city: 0.2 };

/** The hotel is shown when it lies within this distance of one of the day's stops. */
const HOTEL_NEAR_M = 8000;

/**
 * A day's small map (issues 11 and 19, ADR 027): the shared renderer's display list drawn with
 * PDFKit. The Natural Earth land, rivers and lakes of `/api/map/*` under the day's stops, joined
 * in order by a dotted route; each stop numbered as in the day's list with its name beside it;
 * near-coincident stops moved apart with a hairline to their place; the catalogue's landmarks as
 * faint names; the hotel as a square; a scale; an inset placing the area in its country.
 */
export async function drawDayMap(doc: Doc, basemap: Basemap, rect: Rect, stops: MapStop[], hotel: { lat: number; lng: number } | null): Promise<void> {
  const renderStops: RenderStop[] = stops.map((s, i) => ({ id: `s${i}`, label: s.label, name: s.name ?? '', lat: s.lat, lng: s.lng }));
  if (hotel && stops.some((s) => greatCircleMetres(s, hotel) <= HOTEL_NEAR_M)) {
    renderStops.push({ id: 'hotel', label: 'H', name: 'Hotel', lat: hotel.lat, lng: hotel.lng, kind: 'hotel' });
  }
  const view = fitView(renderStops, rect.w, rect.h, { margin: { x: 46, y: 16 }, maxZoom: 15.3, minZoom: 3 });
  const keys = vectorTilesFor(view);
  const [tiles, names] = await Promise.all([Promise.all(keys.map(async (key) => ({ key, tile: await tile(basemap, key) }))), labels(basemap)]);
  const measure = (text: string, size: number, style: LabelStyle) => {
    font(doc, FONTS[style], size);
    return doc.widthOfString(text, { characterSpacing: SPACING[style] ?? 0 });
  };
  const list = renderMap({ view, stops: renderStops, tiles, labels: names, style: PDF_STYLE, measure, attribution: basemap.attribution });

  doc.save();
  doc.translate(rect.x, rect.y);
  doc.rect(0, 0, rect.w, rect.h).clip();
  drawBasemap(doc, list);
  drawRoute(doc, list);
  for (const label of list.labels) if (label.style !== 'stop') drawLabel(doc, label);
  drawMarkers(doc, list);
  for (const label of list.labels) if (label.style === 'stop') drawLabel(doc, label);
  drawScale(doc, list);
  doc.restore();

  await drawInset(doc, basemap, rect, view, list);
  doc.rect(rect.x, rect.y, rect.w, rect.h).lineWidth(0.6).strokeColor(COLORS.border).stroke();
}

function trace(doc: Doc, flat: number[], close: boolean) {
  doc.moveTo(flat[0]!, flat[1]!);
  for (let i = 2; i < flat.length; i += 2) doc.lineTo(flat[i]!, flat[i + 1]!);
  if (close) doc.closePath();
}

function drawBasemap(doc: Doc, list: DisplayList) {
  doc.rect(0, 0, list.width, list.height).fill(MAP.water);
  // Each tile's rings filled on their own: neighbouring tiles overlap in their buffers.
  for (const group of list.land) {
    for (const ring of group) trace(doc, ring, true);
    doc.fill(MAP.land, 'even-odd');
  }
  for (const group of list.urban) {
    for (const ring of group) trace(doc, ring, true);
    doc.fill(MAP.urban, 'even-odd');
  }
  for (const group of list.lakes) {
    for (const ring of group) trace(doc, ring, true);
    doc.fill(MAP.water, 'even-odd');
  }
  if (list.rivers.length) {
    const width = list.rivers[0]!.width;
    for (const r of list.rivers) trace(doc, r.line, false);
    doc.lineWidth(width).lineCap('round').lineJoin('round').strokeColor(MAP.river).stroke();
  }
  if (list.borders.length) {
    for (const b of list.borders) trace(doc, b, false);
    doc.lineWidth(0.7).dash(2, { space: 1.5 }).strokeColor(MAP.border).stroke().undash();
  }
}

function drawRoute(doc: Doc, list: DisplayList) {
  if (list.route.length === 0) return;
  const path = () => {
    for (const s of list.route) doc.moveTo(s.from.x, s.from.y).quadraticCurveTo(s.control.x, s.control.y, s.to.x, s.to.y);
  };
  path();
  doc.lineWidth(3.2).lineCap('round').strokeColor(MAP.routeCasing).strokeOpacity(0.85).stroke().strokeOpacity(1);
  path();
  doc.lineWidth(1.2).dash(2.6, { space: 2.2 }).strokeColor(MAP.route).stroke().undash();
}

function drawMarkers(doc: Doc, list: DisplayList) {
  for (const l of list.leaders) {
    doc.moveTo(l.from.x, l.from.y).lineTo(l.to.x, l.to.y).lineWidth(0.6).strokeColor(MAP.pin).stroke();
    doc.circle(l.to.x, l.to.y, 1.6).fillAndStroke(MAP.pin, MAP.halo);
  }
  for (const m of list.markers) {
    if (m.kind === 'hotel') {
      doc.rect(m.x - m.r * 0.85, m.y - m.r * 0.85, m.r * 1.7, m.r * 1.7).lineWidth(1).fillAndStroke(COLORS.card, COLORS.goldText);
      font(doc, 'sans-semibold', m.r * 0.9, COLORS.goldText).text('H', m.x - m.r, m.y - m.r * 0.55, { width: 2 * m.r, align: 'center', lineBreak: false });
      continue;
    }
    doc.circle(m.x, m.y, m.r + 0.9).fill(MAP.halo);
    doc.circle(m.x, m.y, m.r).lineWidth(0.8).fillAndStroke(MAP.pin, MAP.pinRing);
    const size = m.text.length > 1 ? m.r * 0.95 : m.r * 1.1;
    font(doc, 'sans-semibold', size, MAP.pinText).text(m.text, m.x - m.r, m.y - size * 0.6, { width: 2 * m.r, align: 'center', lineBreak: false });
  }
}

const LABEL_COLOURS: Record<LabelStyle, string> = {
  stop: COLORS.ink,
  marker: COLORS.ink,
  landmark: MAP.landmark,
  city: MAP.city,
  river: MAP.riverText,
  country: COLORS.goldText,
};

function drawLabel(doc: Doc, label: LabelItem) {
  const colour = LABEL_COLOURS[label.style];
  const spacing = SPACING[label.style] ?? 0;
  doc.save();
  if (label.angle) doc.rotate(label.angle, { origin: [label.cx, label.cy] });
  if (label.dot) {
    doc.circle(label.dot.x, label.dot.y, label.style === 'city' ? 1.8 : 1.1).fill(colour);
  }
  const x = label.cx - label.w / 2;
  const y = label.cy - label.size * 0.62;
  const opts = { lineBreak: false, characterSpacing: spacing } as const;
  // A halo in the land's colour, then the text.
  font(doc, FONTS[label.style], label.size, colour);
  doc.lineWidth(label.style === 'stop' ? 2.2 : 1.6).strokeColor(label.style === 'river' ? MAP.river : MAP.halo).lineJoin('round');
  if (label.style !== 'river') doc.text(label.text, x, y, { ...opts, stroke: true, fill: false });
  doc.fillColor(colour).text(label.text, x, y, opts);
  doc.restore();
}

function drawScale(doc: Doc, list: DisplayList) {
  if (list.scale) {
    const { x, y, length, text } = list.scale;
    doc.moveTo(x, y).lineTo(x + length, y).lineWidth(1.2).strokeColor(COLORS.ink).stroke();
    doc.moveTo(x, y - 2.5).lineTo(x, y + 0.6).moveTo(x + length, y - 2.5).lineTo(x + length, y + 0.6).lineWidth(0.6).stroke();
    font(doc, 'sans', 5.8, COLORS.muted).text(text, x + length + 4, y - 4, { lineBreak: false });
  }
  if (list.attribution) {
    const a = list.attribution;
    font(doc, 'sans', a.size, COLORS.soft).text(a.text, a.x, a.y, { lineBreak: false });
  }
}

/** A small locator of the area in its country, in the top corner no marker or name uses. */
async function drawInset(doc: Doc, basemap: Basemap, rect: Rect, view: MapView, list: DisplayList) {
  const w = 78;
  const h = 58;
  const corners = [
    { x: rect.w - w - 7, y: 7 },
    { x: 7, y: 7 },
  ];
  const boxes = [...list.markers.map((m) => ({ x: m.x - m.r, y: m.y - m.r, w: 2 * m.r, h: 2 * m.r })), ...list.labels.filter((l) => l.style === 'stop').map((l) => ({ x: l.cx - l.w / 2, y: l.cy - l.h / 2, w: l.w, h: l.h }))];
  const corner = corners.find((c) => boxes.every((b) => b.x > c.x + w + 3 || b.x + b.w < c.x - 3 || b.y > c.y + h + 3 || b.y + b.h < c.y - 3));
  if (!corner || view.zoom < 7) return;
  const inset: MapView = { width: w, height: h, centerX: view.centerX, centerY: view.centerY, zoom: 4.2 };
  const keys = vectorTilesFor(inset);
  const tiles = await Promise.all(keys.map(async (key) => ({ key, tile: await tile(basemap, key) })));
  const small = renderMap({ view: inset, stops: [], tiles, style: PDF_STYLE });
  doc.save();
  doc.translate(rect.x + corner.x, rect.y + corner.y);
  doc.rect(0, 0, w, h).clip();
  drawBasemap(doc, { ...small, rivers: [] });
  doc.circle(w / 2, h / 2, 2.4).lineWidth(0.8).fillAndStroke(COLORS.gold, MAP.halo);
  doc.restore();
  doc.rect(rect.x + corner.x, rect.y + corner.y, w, h).lineWidth(0.5).strokeColor(MAP.border).stroke();
}
