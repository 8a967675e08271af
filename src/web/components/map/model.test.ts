import { describe, expect, it } from 'vitest';
import { buildMapModel, directionsUrl, withoutCoordinatesNote, type MapStop } from './model';

const louvre: MapStop = { id: 'a', name: 'Musée du Louvre', address: 'Rue de Rivoli, 75001 Paris', lat: 48.8606, lng: 2.3376 };
const orsay: MapStop = { id: 'b', name: "Musée d'Orsay", address: "1 Rue de la Légion d'Honneur, 75007 Paris", lat: 48.86, lng: 2.3266 };
const eiffel: MapStop = { id: 'c', name: 'Tour Eiffel', address: 'Champ de Mars, 75007 Paris', lat: 48.8584, lng: 2.2945 };

describe('buildMapModel', () => {
  it('numbers the stops in slot order and draws the route through them in that order', () => {
    const model = buildMapModel([louvre, orsay, eiffel]);
    expect(model.markers.map((m) => [m.label, m.name])).toEqual([
      ['1', 'Musée du Louvre'],
      ['2', "Musée d'Orsay"],
      ['3', 'Tour Eiffel'],
    ]);
    expect(model.route).toEqual([
      [48.8606, 2.3376],
      [48.86, 2.3266],
      [48.8584, 2.2945],
    ]);
    expect(model.withoutCoordinates).toEqual([]);
  });

  it('skips stops without valid coordinates but keeps the others numbered by their slot', () => {
    const model = buildMapModel([
      louvre,
      { id: 'x', name: 'Somewhere', lat: 0, lng: 0 }, // both 0: not valid (spec §5)
      orsay,
      { id: 'y', name: 'No position', address: 'Paris' },
      { id: 'z', name: 'Half', lat: 48.85, lng: null },
      { id: 'w', name: 'Off the globe', lat: 120, lng: 2 },
      eiffel,
    ]);
    expect(model.markers.map((m) => m.label)).toEqual(['1', '3', '7']);
    expect(model.route).toHaveLength(3);
    expect(model.withoutCoordinates).toEqual([
      { id: 'x', name: 'Somewhere', label: '2' },
      { id: 'y', name: 'No position', label: '4' },
      { id: 'z', name: 'Half', label: '5' },
      { id: 'w', name: 'Off the globe', label: '6' },
    ]);
  });

  it('keeps a given label and accepts a place on the equator or the meridian', () => {
    const model = buildMapModel([
      { ...louvre, label: '2·1' },
      { id: 'g', name: 'Greenwich meridian at the equator', lat: 0, lng: 0.0001 },
    ]);
    expect(model.markers.map((m) => m.label)).toEqual(['2·1', '2']);
  });

  it('bounds every marker, and has no bounds with nothing to show', () => {
    expect(buildMapModel([louvre, orsay, eiffel]).bounds).toEqual({ south: 48.8584, west: 2.2945, north: 48.8606, east: 2.3376 });
    expect(buildMapModel([orsay]).bounds).toEqual({ south: 48.86, west: 2.3266, north: 48.86, east: 2.3266 });
    expect(buildMapModel([]).bounds).toBeNull();
    expect(buildMapModel([{ id: 'x', name: 'Nowhere', lat: 0, lng: 0 }]).bounds).toBeNull();
  });

  it('links each marker to directions and trims its address', () => {
    const [m] = buildMapModel([{ ...louvre, address: '  Rue de Rivoli, 75001 Paris ' }]).markers;
    expect(m!.address).toBe('Rue de Rivoli, 75001 Paris');
    expect(m!.directionsUrl).toBe('https://www.google.com/maps/dir/?api=1&destination=48.8606,2.3376');
  });
});

describe('directionsUrl', () => {
  it('is null for coordinates that are not valid', () => {
    expect(directionsUrl({ lat: 0, lng: 0 })).toBeNull();
    expect(directionsUrl({ lat: '48.8', lng: 2.3 })).toBeNull();
    expect(directionsUrl(null)).toBeNull();
    expect(directionsUrl({ lat: 41.9028, lng: 12.4964 })).toBe('https://www.google.com/maps/dir/?api=1&destination=41.9028,12.4964');
  });
});

describe('withoutCoordinatesNote', () => {
  it('counts places in words', () => {
    expect(withoutCoordinatesNote(1)).toBe('1 place without coordinates');
    expect(withoutCoordinatesNote(3)).toBe('3 places without coordinates');
  });
});
