#!/usr/bin/env node
/**
 * Cuts the city-scale context of the offline basemap (ADR 027) out of Natural Earth's 1:10m
 * GeoJSON layers (public domain): rivers, lakes and, when given, urban areas, kept only around the
 * agency's destinations (Paris and its region; Italy), rounded to 5 decimals (about a metre, far
 * finer than the data) and written as one compact file the server reads at start.
 *
 *   node scripts/natural-earth-context.mjs \
 *     --rivers ne_10m_rivers_lake_centerlines.geojson --rivers ne_10m_rivers_europe.geojson \
 *     --lakes ne_10m_lakes.geojson --lakes ne_10m_lakes_europe.geojson \
 *     [--urban ne_10m_urban_areas.geojson] \
 *     [--out src/server/providers/basemap/ne10m-context.json]
 *
 * The layers come from Natural Earth's own download pages or its `natural-earth-vector` repository
 * (folder geojson/); any GeoJSON with LineString / Polygon geometries (and their Multi forms) works.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** The agency's destinations: [west, south, east, north] in degrees. */
const REGIONS = {
  'paris-region': [0.6, 47.9, 4.1, 49.7],
  italy: [6.3, 36.4, 18.8, 47.3],
};

/**
 * At 1:10m the Seine's centreline runs about 400 m north of its course through central Paris (it
 * would put the Louvre on the left bank), and the Tiber's misses Trastevere's bank. Between two of Natural Earth's own vertices we draw it
 * through the bridges instead (their positions, west to east order reversed as the river flows),
 * and add the Cité's southern arm.
 */
const REFINED = [
  {
    name: 'Seine',
    from: [2.3909, 48.8338],
    to: [2.2548, 48.8385],
    via: [
      [2.376, 48.8382], [2.3695, 48.8418], [2.365, 48.8442], [2.3598, 48.8504], [2.3575, 48.8528], [2.3543, 48.8538],
      [2.3507, 48.855], [2.349, 48.8558], [2.347, 48.8566], [2.3422, 48.858], [2.3375, 48.8583], [2.3325, 48.8592],
      [2.3295, 48.8602], [2.3245, 48.862], [2.3195, 48.8637], [2.3137, 48.8639], [2.31, 48.8637], [2.3017, 48.863],
      [2.2965, 48.8618], [2.2928, 48.8598], [2.2875, 48.8555], [2.28, 48.8503], [2.2756, 48.8468], [2.2712, 48.8393],
    ],
  },
  {
    // The Tiber through Rome, north to south, through its bridges and the Isola Tiberina.
    name: 'Tevere',
    from: [12.471, 41.9103],
    to: [12.4683, 41.8655],
    via: [
      [12.4745, 41.9045], [12.4712, 41.9025], [12.4664, 41.9017], [12.4641, 41.9005], [12.4628, 41.8975], [12.4658, 41.895],
      [12.4707, 41.8924], [12.474, 41.8913], [12.4777, 41.8905], [12.4798, 41.8885], [12.4785, 41.885], [12.4745, 41.8798],
      [12.468, 41.875],
    ],
  },
];
const EXTRA_LINES = [
  // The Seine's southern arm around the Île de la Cité and the Île Saint-Louis.
  [[2.3598, 48.8504], [2.3555, 48.8505], [2.3517, 48.8514], [2.3495, 48.8523], [2.3475, 48.8528], [2.3447, 48.8535], [2.3405, 48.8563], [2.3395, 48.8575]],
];
const near = (a, b) => Math.abs(a[0] - b[0]) < 2e-4 && Math.abs(a[1] - b[1]) < 2e-4;
function refine(name, line) {
  for (const r of REFINED) {
    if (r.name !== name) continue;
    const i = line.findIndex((p) => near(p, r.from));
    const j = line.findIndex((p) => near(p, r.to));
    if (i >= 0 && j > i) return [...line.slice(0, i + 1), ...r.via, ...line.slice(j)];
  }
  return line;
}

const args = process.argv.slice(2);
const inputs = { rivers: [], lakes: [], urban: [] };
let out = 'src/server/providers/basemap/ne10m-context.json';
for (let i = 0; i < args.length; i += 2) {
  const flag = args[i]?.replace(/^--/, '');
  const value = args[i + 1];
  if (!value) throw new Error(`Missing a value after --${flag}`);
  if (flag === 'out') out = value;
  else if (flag in inputs) inputs[flag].push(value);
  else throw new Error(`Unknown option --${flag} (expected --rivers, --lakes, --urban, --out)`);
}
if (inputs.rivers.length === 0) throw new Error('Give at least one --rivers file');

const round = (v) => Math.round(v * 1e5) / 1e5;
const inBox = ([x, y], [w, s, e, n]) => x >= w && x <= e && y >= s && y <= n;
const regionOf = (coords) => Object.entries(REGIONS).find(([, box]) => coords.some((p) => inBox(p, box)))?.[0];

/** The runs of a line that come within a region, each with one point beyond its edge so the line leaves the frame. */
function cutLine(coords) {
  const runs = [];
  for (const box of Object.values(REGIONS)) {
    let run = [];
    coords.forEach((p, i) => {
      const inside = inBox(p, box) || (i > 0 && inBox(coords[i - 1], box)) || (i + 1 < coords.length && inBox(coords[i + 1], box));
      if (inside) run.push(p);
      else if (run.length) {
        runs.push(run);
        run = [];
      }
    });
    if (run.length >= 2) runs.push(run);
  }
  return runs.filter((r) => r.length >= 2);
}

const flat = (coords) => coords.flatMap(([x, y]) => [round(x), round(y)]);
const lines = (g) => (g.type === 'LineString' ? [g.coordinates] : g.type === 'MultiLineString' ? g.coordinates : []);
const polygons = (g) => (g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : []);
const read = (file) => JSON.parse(readFileSync(file, 'utf8')).features ?? [];

const rivers = [];
for (const file of inputs.rivers) {
  for (const f of read(file)) {
    if (!f.geometry) continue;
    const p = f.properties ?? {};
    for (const line of lines(f.geometry)) {
      for (const run of cutLine(refine(p.name, line))) {
        rivers.push({ name: p.name_en ?? p.name ?? null, minZoom: Math.round(Number(p.min_zoom ?? 6) * 10) / 10, line: flat(run) });
      }
    }
  }
}

for (const line of EXTRA_LINES) rivers.push({ name: null, minZoom: 12, line: flat(line) });

function areas(files) {
  const outAreas = [];
  for (const file of files) {
    for (const f of read(file)) {
      if (!f.geometry) continue;
      const p = f.properties ?? {};
      for (const polygon of polygons(f.geometry)) {
        if (!regionOf(polygon[0])) continue;
        outAreas.push({ name: p.name_en ?? p.name ?? null, minZoom: Math.round(Number(p.min_zoom ?? 5) * 10) / 10, rings: polygon.map(flat) });
      }
    }
  }
  return outAreas;
}

const data = {
  source: 'Natural Earth 1:10m (public domain): rivers and lake centrelines, rivers of Europe, lakes, lakes of Europe, urban areas',
  regions: REGIONS,
  rivers,
  lakes: areas(inputs.lakes),
  urban: areas(inputs.urban),
};
writeFileSync(out, `${JSON.stringify(data)}\n`);
console.log(`${out}: ${rivers.length} river lines, ${data.lakes.length} lakes, ${data.urban.length} urban areas, ${Buffer.byteLength(JSON.stringify(data))} bytes`);
