import { describe, expect, it } from 'vitest';
import type { Day, Option } from './itinerary.js';
import {
  applyEnrichment,
  cacheHitPercentage,
  enrichmentMessage,
  enrichmentTargets,
  missingFacts,
  type EnrichmentFacts,
} from './enrichment.js';

const slot = (id: string, options: Option[]) => ({
  id,
  startTime: '09:00',
  endTime: '11:00',
  start_time: '09:00',
  end_time: '11:00',
  title: 'Morning',
  options,
});

const colosseo: Option = {
  id: 'o1',
  placeId: 'rome-colosseo',
  name: 'Colosseo',
  address: 'Piazza del Colosseo, 00184 Roma RM',
  coordinates: { lat: 41.8902, lng: 12.4922 },
  location: { lat: 41.8902, lng: 12.4922 },
  hasValidCoordinates: true,
  cost: 18,
};
const custom: Option = { id: 'o2', name: 'Private tasting at a friend’s enoteca', address: 'Via dei Coronari 12, Roma', cost: 60 };
const complete: Option = {
  id: 'o3',
  name: 'Pantheon',
  phone: '+39 06 6830 0230',
  website: 'https://www.pantheonroma.com',
  openingHours: ['Monday: 09:00–19:00'],
  types: ['church'],
  editorialSummary: 'The best-preserved building of ancient Rome.',
  priceLevel: 1,
  coordinates: { lat: 41.8986, lng: 12.4769 },
  location: { lat: 41.8986, lng: 12.4769 },
  hasValidCoordinates: true,
};
const unnamed: Option = { id: 'o4', name: '   ' };

const days = (): Day[] => [
  { id: 'd1', date: '2026-05-04', title: 'Ancient Rome', timeSlots: [slot('s1', [colosseo, custom]), slot('s2', [complete, unnamed])] },
];

const facts: EnrichmentFacts = {
  placeId: 'rome-colosseo',
  phone: '+39 06 3996 7700',
  website: 'https://colosseo.it',
  openingHours: ['Monday: 09:00–19:15', 'Tuesday: 09:00–19:15'],
  types: ['archaeological_site', 'landmark'],
  editorialSummary: 'The great amphitheatre of ancient Rome.',
  priceLevel: null,
  coordinates: { lat: 41.8902, lng: 12.4922 },
};

describe('what enrichment fills (spec §7 enrich-trip-activities)', () => {
  it('lists the facts an option lacks among phone, website, openingHours, types, editorialSummary, priceLevel, coordinates', () => {
    expect(missingFacts(colosseo)).toEqual(['phone', 'website', 'openingHours', 'types', 'editorialSummary', 'priceLevel']);
    expect(missingFacts(complete)).toEqual([]);
    expect(missingFacts({ id: 'x', name: 'Somewhere', coordinates: { lat: 0, lng: 0 }, openingHours: [], phone: '' })).toEqual([
      'phone',
      'website',
      'openingHours',
      'types',
      'editorialSummary',
      'priceLevel',
      'coordinates',
    ]);
  });

  it('looks up every named option that lacks something, by its placeId or by its name and address, near the day', () => {
    expect(enrichmentTargets(days())).toEqual([
      { optionId: 'o1', placeId: 'rome-colosseo', name: 'Colosseo', address: 'Piazza del Colosseo, 00184 Roma RM', near: { lat: 41.8902, lng: 12.4922 } },
      { optionId: 'o2', placeId: null, name: 'Private tasting at a friend’s enoteca', address: 'Via dei Coronari 12, Roma', near: { lat: 41.8902, lng: 12.4922 } },
    ]);
  });

  it('fills only what is missing, never overwriting what staff wrote, and counts enriched and skipped options', () => {
    const before = days();
    const withHours: Day[] = structuredClone(before);
    withHours[0]!.timeSlots[0]!.options[0]!.website = 'https://www.colosseo.it/en';
    const result = applyEnrichment(withHours, new Map([['o1', facts]]));
    const o1 = result.days[0]!.timeSlots[0]!.options[0]!;
    expect(o1).toMatchObject({
      website: 'https://www.colosseo.it/en',
      phone: '+39 06 3996 7700',
      openingHours: ['Monday: 09:00–19:15', 'Tuesday: 09:00–19:15'],
      types: ['archaeological_site', 'landmark'],
      editorialSummary: 'The great amphitheatre of ancient Rome.',
      cost: 18,
      name: 'Colosseo',
    });
    expect(o1.priceLevel).toBeUndefined();
    expect(result).toMatchObject({ enriched: 1, total: 4, skipped: 3 });
    // The input is not changed: the caller writes the new document.
    expect(withHours[0]!.timeSlots[0]!.options[0]!.phone).toBeUndefined();
  });

  it('gives an option without valid coordinates the place’s, in both spellings, and links it to the place', () => {
    const noPoint: Day[] = [{ id: 'd', date: '', title: '', timeSlots: [slot('s', [{ id: 'a', name: 'Colosseum', coordinates: { lat: 0, lng: 0 } }])] }];
    const result = applyEnrichment(noPoint, new Map([['a', facts]]));
    expect(result.days[0]!.timeSlots[0]!.options[0]).toMatchObject({
      placeId: 'rome-colosseo',
      coordinates: { lat: 41.8902, lng: 12.4922 },
      location: { lat: 41.8902, lng: 12.4922 },
      hasValidCoordinates: true,
    });
    // Enrichment fills the facts of spec §7, not the address staff wrote (or did not).
    expect(result.days[0]!.timeSlots[0]!.options[0]!.address).toBeUndefined();
  });

  it('keeps a slot’s choice, ids and order, and counts an option with nothing new as skipped', () => {
    const d = days();
    d[0]!.timeSlots[0]!.selectedPlace = 'o2';
    const result = applyEnrichment(d, new Map([['o3', facts]]));
    expect(result.days[0]!.timeSlots[0]!.selectedPlace).toBe('o2');
    expect(result.days[0]!.timeSlots.flatMap((s) => s.options.map((o) => o.id))).toEqual(['o1', 'o2', 'o3', 'o4']);
    expect(result).toMatchObject({ enriched: 0, skipped: 4 });
    expect(result.changed).toBe(false);
  });

  it('says what it did, and how many answers came from the cache', () => {
    expect(enrichmentMessage({ enriched: 5, total: 8, skipped: 3 })).toBe('Enriched 5 of 8 activities; 3 already complete or not found.');
    expect(enrichmentMessage({ enriched: 2, total: 2, skipped: 0 })).toBe('Enriched 2 of 2 activities.');
    expect(enrichmentMessage({ enriched: 0, total: 0, skipped: 0 })).toBe('This trip has no activities to enrich yet.');
    expect(cacheHitPercentage(3, 1)).toBe(75);
    expect(cacheHitPercentage(1, 2)).toBe(33.3);
    expect(cacheHitPercentage(0, 0)).toBe(0);
  });
});
