/**
 * npx tsx scripts/day-map-pdf.ts [out.pdf]
 * Draws the PDF day maps of a Paris day and a Rome day (ADR 027) on one page each, and times one
 * day map warm and a 14-day itinerary's maps cold: the budget is ~15 ms a day map.
 */
import { writeFileSync } from 'node:fs';
import { createNaturalEarthBasemap } from '#server/providers/basemap/natural-earth.js';
import { drawDayMap, type MapStop } from '#server/modules/billing/pdf/map.js';
import { finish, newDocument, PAGE, CONTENT_WIDTH } from '#server/modules/billing/pdf/kit.js';
import { PARIS_DAY, ROME_DAY, PARIS_HOTEL, ROME_HOTEL } from '#server/modules/billing/pdf/map-fixtures.js';

const out = process.argv[2] ?? 'day-maps.pdf';
const basemap = createNaturalEarthBasemap();
const rect = { x: PAGE.margin, y: PAGE.margin, w: CONTENT_WIDTH, h: 176 };

async function render(days: { stops: MapStop[]; hotel: { lat: number; lng: number } | null }[]) {
  const { doc } = newDocument({ title: 'Day maps', subject: 'Day maps' });
  const times: number[] = [];
  for (const day of days) {
    doc.addPage();
    const t = performance.now();
    await drawDayMap(doc, basemap, rect, day.stops, day.hotel);
    times.push(performance.now() - t);
  }
  return { pdf: await finish(doc), times };
}

const t0 = performance.now();
const cold = await render([{ stops: PARIS_DAY, hotel: PARIS_HOTEL }]);
console.log(`first day map, basemap cold: ${(performance.now() - t0).toFixed(0)} ms`);
const fourteen = Array.from({ length: 14 }, (_, i) => (i % 2 ? { stops: ROME_DAY, hotel: ROME_HOTEL } : { stops: PARIS_DAY, hotel: PARIS_HOTEL }));
await render(fourteen); // the tiles of both cities cut and cached, as after a worker's warm-up
const warm = await render(fourteen);
const sorted = [...warm.times].sort((a, b) => a - b);
console.log(`14 day maps: total ${warm.times.reduce((s, t) => s + t, 0).toFixed(1)} ms, median ${sorted[7]!.toFixed(1)} ms, max ${sorted[13]!.toFixed(1)} ms; PDF ${warm.pdf.length} bytes`);
const both = await render([{ stops: PARIS_DAY, hotel: PARIS_HOTEL }, { stops: ROME_DAY, hotel: ROME_HOTEL }]);
writeFileSync(out, both.pdf);
console.log(`${out}: ${both.pdf.length} bytes (2 day maps); cold render ${cold.times[0]!.toFixed(0)} ms`);
