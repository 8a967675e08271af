import { describe, expect, it } from 'vitest';
import { CITIES, PACKAGES, PACKAGE_CATEGORIES, formatEuros, packagesFor } from './content';

describe('home packages (spec §2 Packages)', () => {
  it('every filter of each city shows at least one card', () => {
    for (const city of CITIES) {
      for (const filter of PACKAGE_CATEGORIES) expect(packagesFor(city.id, filter).length, `${city.id}/${filter}`).toBeGreaterThan(0);
    }
  });

  it('prices are From EUR 1250 to 4260, and each card has at least 3 inclusions', () => {
    const prices = PACKAGES.map((p) => p.priceFrom);
    expect(Math.min(...prices)).toBe(1250);
    expect(Math.max(...prices)).toBe(4260);
    for (const p of PACKAGES) {
      expect(p.inclusions.length, p.id).toBeGreaterThanOrEqual(3);
      expect(p.rating).toBeGreaterThan(0);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(p.image).toMatch(/^\/images\/packages\/[a-z-]+\.svg$/);
    }
    expect(new Set(PACKAGES.map((p) => p.id)).size).toBe(PACKAGES.length);
  });

  it('formats euros without decimals', () => {
    expect(formatEuros(1250)).toBe('€1,250');
    expect(formatEuros(4260)).toBe('€4,260');
    expect(formatEuros(980)).toBe('€980');
  });
});
