import { describe, expect, it } from 'vitest';
import { frenchSpacing } from './french-typography';

describe('frenchSpacing', () => {
  it('makes the space before double punctuation non-breaking', () => {
    expect(frenchSpacing('Rome en trois jours : notre itinéraire')).toBe('Rome en trois jours\u00a0: notre itinéraire');
    expect(frenchSpacing('Prêt ? Oui ! Bien ; enfin')).toBe('Prêt\u00a0? Oui\u00a0! Bien\u00a0; enfin');
  });

  it('handles French quotes and leaves other text alone', () => {
    expect(frenchSpacing('« dolce vita »')).toBe('«\u00a0dolce vita\u00a0»');
    expect(frenchSpacing('https://example.com, 10:30')).toBe('https://example.com, 10:30');
  });
});
