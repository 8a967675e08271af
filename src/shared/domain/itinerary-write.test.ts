import { describe, expect, it } from 'vitest';
import { ItineraryWriteSchema, prepareItineraryForStorage, prepareValidatedItinerary } from './itinerary-write.js';

const slot = { id: 's1', startTime: '09:00', endTime: '11:00', title: 'Activity', options: [{ id: 'o1', name: 'Louvre', extra: 'x' }], selectedPlace: 'o2' };

describe('itinerary writes', () => {
  it('drop unknown fields and keep ids', () => {
    const parsed = ItineraryWriteSchema.parse([{ id: 'd1', date: '2027-05-10', title: 'Day', timeSlots: [slot], note: 'dropped' }]);
    expect(parsed[0]).not.toHaveProperty('note');
    expect(parsed[0]!.timeSlots[0]!.options[0]).toEqual({ id: 'o1', name: 'Louvre' });
  });

  it('keep what a venue asks of its visitors (the plan checker reads it), within bounds', () => {
    const scavi = { id: 'o1', name: 'Vatican Necropolis (Scavi) tour', placeId: 'rome-vatican-necropolis-scavi-tour', minAge: 15, dressCode: 'Covered shoulders' };
    const parsed = ItineraryWriteSchema.parse([{ id: 'd1', date: '2027-05-10', title: 'Day', timeSlots: [{ ...slot, options: [scavi] }] }]);
    expect(parsed[0]!.timeSlots[0]!.options[0]).toEqual(scavi);
    const tooOld = ItineraryWriteSchema.safeParse([{ id: 'd1', date: '', title: '', timeSlots: [{ ...slot, options: [{ ...scavi, minAge: 150 }] }] }]);
    expect(tooOld.success).toBe(false);
  });

  it('refuse bad times, impossible dates, missing ids and oversized documents', () => {
    const bad = (days: unknown) => ItineraryWriteSchema.safeParse(days).success;
    expect(bad([{ id: 'd1', date: '2027-05-10', title: '', timeSlots: [{ ...slot, endTime: '24:30' }] }])).toBe(false);
    expect(bad([{ id: 'd1', date: '2027-02-30', title: '', timeSlots: [] }])).toBe(false);
    expect(bad([{ date: '2027-05-10', title: '', timeSlots: [] }])).toBe(false);
    expect(bad(Array.from({ length: 121 }, (_, i) => ({ id: `d${i}`, date: '', title: '', timeSlots: [] })))).toBe(false);
    expect(bad([{ id: 'd1', date: '', title: '', timeSlots: [] }])).toBe(true);
  });

  it('stores both time spellings and clears a choice that names no option of its slot', () => {
    const [day] = prepareItineraryForStorage(ItineraryWriteSchema.parse([{ id: 'd1', date: '2027-05-10', title: 'Day', timeSlots: [slot] }]));
    expect(day!.timeSlots[0]).toMatchObject({ start_time: '09:00', end_time: '11:00', selectedPlace: null });
  });

  it('store a validated document in one pass exactly as the general normalisation does', () => {
    const option = (id: string, extra: Record<string, unknown> = {}) => ({ id, name: `Place ${id}`, rating: 4.5, reviews: 10, cost: '25', ...extra });
    const raw = [
      {
        id: 'd2',
        date: '2027-05-11',
        title: 'Second',
        timeSlots: [
          {
            id: 's2',
            startTime: '14:00',
            endTime: '16:00',
            title: 'Museum',
            theme: 'Art',
            notes: 'Book ahead',
            selectedPlace: 'o3',
            distanceFromPrevious: 1200,
            options: [
              option('o3', { coordinates: { lat: 0, lng: 0 }, location: { lat: 41.9, lng: 12.5 }, topReviews: [{ author: 'A', time: 1, rating: 5, text: 'Fine' }] }),
              option('o4', { location: { lat: 41.8, lng: 12.4 }, openingHours: ['Mon 9-5'], types: ['museum'], source: 'catalogue', placeId: 'rome-1' }),
              option('o5', { coordinates: { lat: 0, lng: 0 } }),
            ],
          },
        ],
      },
      { id: '   ', date: '', title: 'Undated', timeSlots: [{ id: 's3', startTime: '09:00', endTime: '10:00', title: 'Walk', options: [], selectedPlace: null }] },
      { id: 'd1', date: '2027-05-10', title: 'First', timeSlots: [{ ...slot, options: [option('o1', { coordinates: { lat: 48.86, lng: 2.34 } })] }] },
    ];
    const parsed = ItineraryWriteSchema.parse(raw);
    const before = structuredClone(parsed);
    const fast = prepareValidatedItinerary(parsed);
    expect(parsed).toEqual(before);
    const general = prepareItineraryForStorage(parsed);
    // A blank id gets a new random one on both paths: compare the rest.
    expect(fast[2]!.id).not.toBe('   ');
    expect({ ...fast[2], id: 'x' }).toStrictEqual({ ...general[2], id: 'x' });
    expect(fast.slice(0, 2)).toStrictEqual(general.slice(0, 2));
    expect(fast.map((d) => d.title)).toEqual(['First', 'Second', 'Undated']);
    expect(fast[1]!.timeSlots[0]!.options[0]).toMatchObject({ coordinates: { lat: 41.9, lng: 12.5 }, location: { lat: 41.9, lng: 12.5 }, hasValidCoordinates: true });
    expect(fast[1]!.timeSlots[0]!.options[2]).toMatchObject({ hasValidCoordinates: false });
    expect(fast[0]!.timeSlots[0]).toMatchObject({ start_time: '09:00', end_time: '11:00', selectedPlace: null });
    // A stored (normalised) itinerary passes through unchanged, as billing's 'Unselect all' sends it.
    expect(prepareValidatedItinerary(fast)).toStrictEqual(fast);
  });
});
