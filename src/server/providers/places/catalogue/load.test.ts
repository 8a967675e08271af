import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE_CITIES } from './schema.js';
import { loadCatalogue, readCatalogue } from './load.js';
import { openingHoursLines } from '#shared/domain/opening-hours.js';

const dirs: string[] = [];
function folder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mv-catalogue-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const place = {
  id: 'rome-test-place',
  city: 'rome',
  name: 'Test Place',
  address: 'Via di Prova 1, 00100 Roma RM',
  lat: 41.9,
  lng: 12.49,
  kind: 'sight',
  types: ['square'],
  interests: ['culture'],
  description: 'A place that exists only in this test, described at the length the catalogue asks for.',
  costEur: 0,
  durationMinutes: 30,
  hours: ['09:00-18:00', '09:00-18:00', '09:00-18:00', '09:00-18:00', '09:00-18:00', '12:00-15:00,19:00-23:00', 'closed'],
};

describe('loading the places catalogue', () => {
  it('reads every city file of the built-in catalogue once, validated', () => {
    const catalogue = loadCatalogue();
    expect(loadCatalogue()).toBe(catalogue);
    expect(catalogue.places.length).toBeGreaterThan(0);
    expect([...catalogue.byCity.keys()]).toEqual([...CATALOGUE_CITIES]);
    for (const p of catalogue.places) expect(catalogue.byId.get(p.id)).toBe(p);
  });

  it('names the file and the field of an invalid place, and refuses a place filed under another city', () => {
    expect(() => readCatalogue(folder({ 'rome.json': [{ ...place, costEur: -1 }] }))).toThrow(/rome\.json is invalid at 0\.costEur/);
    expect(() => readCatalogue(folder({ 'rome.json': '{ not json' }))).toThrow(/rome\.json is not valid JSON/);
    expect(() => readCatalogue(folder({ 'paris.json': [place] }))).toThrow(/paris\.json holds rome-test-place of another city/);
    expect(() => readCatalogue(folder({ 'rome.json': [place, place] }))).toThrow(/Duplicate place id/);
    expect(readCatalogue(folder({ 'rome.json': [place] })).byCity.get('rome')).toHaveLength(1);
  });

  it('shows opening hours as a visitor reads them', () => {
    expect(openingHoursLines(place.hours)).toEqual([
      'Monday: 09:00–18:00',
      'Tuesday: 09:00–18:00',
      'Wednesday: 09:00–18:00',
      'Thursday: 09:00–18:00',
      'Friday: 09:00–18:00',
      'Saturday: 12:00–15:00, 19:00–23:00',
      'Sunday: Closed',
    ]);
  });
});
