import { beforeAll, describe, expect, it } from 'vitest';
import { createNaturalEarthBasemap } from '#server/providers/basemap/natural-earth.js';
import { CONTENT_WIDTH, finish, newDocument, PAGE } from '#server/modules/billing/pdf/kit.js';
import { drawDayMap, type MapStop } from '#server/modules/billing/pdf/map.js';
import { PARIS_DAY, PARIS_HOTEL, ROME_DAY, ROME_HOTEL } from '#server/modules/billing/pdf/map-fixtures.js';
import { pdfText } from '../helpers/pdf-text.js';

/**
 * The itinerary's day maps (issue 19 item 5, ADR 027), read back as a client's viewer would, with
 * pdf.js (nothing outside node_modules, so `npm test` runs it on a bare machine). Their speed is
 * measured by `npx tsx scripts/day-map-pdf.ts` and the documents bench, not here. To look at one:
 * `npx tsx scripts/day-map-pdf.ts out.pdf && pdftoppm -png out.pdf out`.
 */
const basemap = createNaturalEarthBasemap();
const rect = { x: PAGE.margin, y: PAGE.margin, w: CONTENT_WIDTH, h: 176 };

beforeAll(async () => {
  // Load the basemap and cut both cities' tiles once, as a worker does before its first document.
  const { doc } = newDocument({ title: 'warm-up', subject: 'warm-up' });
  doc.addPage();
  await drawDayMap(doc, basemap, rect, PARIS_DAY, PARIS_HOTEL);
  await drawDayMap(doc, basemap, rect, ROME_DAY, ROME_HOTEL);
  await finish(doc);
}, 60_000);

async function dayMapPdf(stops: MapStop[], hotel: { lat: number; lng: number }) {
  const { doc } = newDocument({ title: 'Day map', subject: 'Day map' });
  doc.addPage();
  await drawDayMap(doc, basemap, rect, stops, hotel);
  // A second day of the same document: its fonts already opened, as on every day page but the first.
  doc.addPage();
  await drawDayMap(doc, basemap, rect, stops, hotel);
  const pdf = await finish(doc);
  return { pdf, text: (await pdfText(pdf)).join('\n') };
}

describe('the PDF day map', () => {
  it('a Paris day: every stop named beside its number, the Seine and the landmarks, small', async () => {
    const { pdf, text } = await dayMapPdf(PARIS_DAY, PARIS_HOTEL);
    for (const stop of PARIS_DAY) expect(text).toContain(stop.name);
    expect(text).toContain('Seine');
    expect(text).toContain('Conciergerie'); // a catalogue landmark near the day's stops
    expect(pdf.length).toBeLessThan(60_000); // fonts included; the map itself is a few kB
  });

  it('a Rome day: the Tiber, the stops named', async () => {
    const { text } = await dayMapPdf(ROME_DAY, ROME_HOTEL);
    for (const stop of ROME_DAY) expect(text).toContain(stop.name);
    expect(text).toMatch(/Tiber|Tevere/);
  });
});
