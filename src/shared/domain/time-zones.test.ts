import { describe, expect, it } from 'vitest';
import { destinationTimeZone } from './time-zones.js';

describe('destinationTimeZone', () => {
  it('names Rome for Italian destinations, by name or coordinates', () => {
    expect(destinationTimeZone({ destination: 'Rome' })).toBe('Europe/Rome');
    expect(destinationTimeZone({ destination: 'Italy' })).toBe('Europe/Rome');
    expect(destinationTimeZone({ destination: 'Firenze & Toscana' })).toBe('Europe/Rome');
    expect(destinationTimeZone({ destination: 'Our honeymoon', destinationLatitude: 41.9, destinationLongitude: 12.5 })).toBe('Europe/Rome');
  });
  it('names Paris otherwise', () => {
    expect(destinationTimeZone({ destination: 'Paris' })).toBe('Europe/Paris');
    expect(destinationTimeZone({ destination: 'Nice', destinationLatitude: 43.7, destinationLongitude: 7.26 })).toBe('Europe/Paris');
    expect(destinationTimeZone({})).toBe('Europe/Paris');
    expect(destinationTimeZone({ destination: 'Ajaccio', destinationLatitude: 41.92, destinationLongitude: 8.74 })).toBe('Europe/Paris');
    expect(destinationTimeZone({ destination: 'Sardegna', destinationLatitude: 39.2, destinationLongitude: 9.1 })).toBe('Europe/Rome');
  });
});
