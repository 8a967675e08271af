import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_CITIES, CITY_BOUNDS, CatalogueFile, DAY_TRIP_MAX_KM, type CataloguePlace } from './schema.js';

const dir = path.dirname(new URL(import.meta.url).pathname);
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const r = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe.each(files)('catalogue %s', (file) => {
  const places: CataloguePlace[] = CatalogueFile.parse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  const city = file.replace(/\.json$/, '');

  it('is named after a city and holds only that city', () => {
    expect(CATALOGUE_CITIES).toContain(city);
    for (const p of places) expect(p.city, p.id).toBe(city);
  });

  it('places lie in their city (day trips within reach of it)', () => {
    const b = CITY_BOUNDS[city as keyof typeof CITY_BOUNDS];
    for (const p of places) {
      if (p.kind === 'day-trip') expect(km(b.centre, p), p.id).toBeLessThanOrEqual(DAY_TRIP_MAX_KM);
      else {
        expect(p.lat, p.id).toBeGreaterThanOrEqual(b.south);
        expect(p.lat, p.id).toBeLessThanOrEqual(b.north);
        expect(p.lng, p.id).toBeGreaterThanOrEqual(b.west);
        expect(p.lng, p.id).toBeLessThanOrEqual(b.east);
      }
    }
  });

  it('ids and names are unique', () => {
    expect(new Set(places.map((p) => p.id)).size).toBe(places.length);
    expect(new Set(places.map((p) => p.name.toLowerCase())).size).toBe(places.length);
  });

  it('a place carries an age limit or a dress code exactly when its description states one', () => {
    const WORDS: Record<string, number> = { twelve: 12, fourteen: 14, fifteen: 15, sixteen: 16, eighteen: 18 };
    for (const p of places) {
      const age = /children under (\w+) are not admitted/i.exec(p.description)?.[1];
      expect(p.minAge, p.id).toBe(age === undefined ? undefined : (WORDS[age] ?? Number(age)));
      if (p.dressCode) expect(p.description, p.id).toMatch(/shoulders|jacket|dress/i);
    }
  });
});
