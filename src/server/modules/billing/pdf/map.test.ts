import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNaturalEarthBasemap } from '#server/providers/basemap/natural-earth.js';
import { CONTENT_WIDTH, finish, newDocument, PAGE } from './kit.js';
import { drawDayMap, type MapStop } from './map.js';
import { PARIS_DAY, PARIS_HOTEL, ROME_DAY, ROME_HOTEL } from './map-fixtures.js';

/**
 * The itinerary's day maps (issue 19 item 5, ADR 027), read back as a client's viewer would:
 * pdftotext for the names, pdftoppm for the picture (the PNGs are left in the temp folder
 * printed on failure, to be looked at).
 */
const basemap = createNaturalEarthBasemap();
const rect = { x: PAGE.margin, y: PAGE.margin, w: CONTENT_WIDTH, h: 176 };
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mv-day-map-'));
  // Load the basemap and cut both cities' tiles once, as a worker does before its first document.
  const { doc } = newDocument({ title: 'warm-up', subject: 'warm-up' });
  doc.addPage();
  await drawDayMap(doc, basemap, rect, PARIS_DAY, PARIS_HOTEL);
  await drawDayMap(doc, basemap, rect, ROME_DAY, ROME_HOTEL);
  await finish(doc);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function dayMapPdf(stops: MapStop[], hotel: { lat: number; lng: number }) {
  const { doc } = newDocument({ title: 'Day map', subject: 'Day map' });
  doc.addPage();
  await drawDayMap(doc, basemap, rect, stops, hotel);
  // A second day of the same document: its fonts already opened, as on every day page but the first.
  doc.addPage();
  const started = performance.now();
  await drawDayMap(doc, basemap, rect, stops, hotel);
  const ms = performance.now() - started;
  return { pdf: await finish(doc), ms };
}

function readBack(name: string, pdf: Buffer) {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, path.join(dir, name)]);
  const png = readFileSync(path.join(dir, `${name}.png`));
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return { png, text };
}

describe('the PDF day map', () => {
  it('a Paris day: every stop named beside its number, the Seine and the landmarks, small and quick', async () => {
    const { pdf, ms } = await dayMapPdf(PARIS_DAY, PARIS_HOTEL);
    const { png, text } = readBack('paris', pdf);
    for (const stop of PARIS_DAY) expect(text).toContain(stop.name);
    expect(text).toContain('Seine');
    expect(text).toContain('Conciergerie'); // a catalogue landmark near the day's stops
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(pdf.length).toBeLessThan(60_000); // fonts included; the map itself is a few kB
    expect(ms).toBeLessThan(150); // the budget is ~15 ms (scripts/day-map-pdf.ts); this only catches a regression on a busy machine
  });

  it('a Rome day: the Tiber, the stops named', async () => {
    const { pdf } = await dayMapPdf(ROME_DAY, ROME_HOTEL);
    const { text } = readBack('rome', pdf);
    for (const stop of ROME_DAY) expect(text).toContain(stop.name);
    expect(text).toMatch(/Tiber|Tevere/);
  });
});
