import { describe, expect, it } from 'vitest';
import { ItineraryWriteSchema, prepareItineraryForStorage } from './itinerary-write.js';

const slot = { id: 's1', startTime: '09:00', endTime: '11:00', title: 'Activity', options: [{ id: 'o1', name: 'Louvre', extra: 'x' }], selectedPlace: 'o2' };

describe('itinerary writes', () => {
  it('drop unknown fields and keep ids', () => {
    const parsed = ItineraryWriteSchema.parse([{ id: 'd1', date: '2027-05-10', title: 'Day', timeSlots: [slot], note: 'dropped' }]);
    expect(parsed[0]).not.toHaveProperty('note');
    expect(parsed[0]!.timeSlots[0]!.options[0]).toEqual({ id: 'o1', name: 'Louvre' });
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
});
