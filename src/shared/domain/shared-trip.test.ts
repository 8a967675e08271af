import { describe, expect, it } from 'vitest';
import { daysOfShared, sharedTripOf } from './shared-trip';
import type { Day } from './itinerary';

const days = [
  {
    id: 'd1',
    date: '2027-05-10',
    title: 'Arrival',
    secret: 'loose day field',
    timeSlots: [
      {
        id: 's1',
        startTime: '09:00',
        endTime: '11:00',
        start_time: '09:00',
        end_time: '11:00',
        title: 'Morning',
        theme: 'Art',
        notes: 'note for the client',
        internalNote: 'internal',
        options: [
          { id: 'o1', name: 'Louvre', address: 'Rue de Rivoli', description: 'Museum', notes: 'Go early', cost: 22, priceLevel: 3, phone: '+33 1', website: 'https://x', coordinates: { lat: 48.86, lng: 2.33 } },
          { id: 'o2', name: 'Orsay', cost: 16 },
        ],
        selectedPlace: 'o1',
      },
      { id: 's2', startTime: '12:00', endTime: '13:00', start_time: '12:00', end_time: '13:00', title: 'Lunch', options: [{ id: 'o3', name: 'Flore', cost: 35 }], selectedPlace: null },
    ],
  },
] as unknown as Day[];

describe('sharedTripOf', () => {
  it('keeps only what the allow-list names: the chosen place, never costs, notes of the slot or other options', () => {
    const shared = sharedTripOf({ tripName: 'Paris', destination: 'Paris', startDate: '2027-05-10', endDate: '2027-05-12', days }, new Date('2027-05-20T00:00:00Z'));
    expect(shared.days[0]!.slots[0]).toEqual({
      id: 's1',
      startTime: '09:00',
      endTime: '11:00',
      title: 'Morning',
      theme: 'Art',
      place: { name: 'Louvre', address: 'Rue de Rivoli', description: 'Museum', advice: 'Go early', lat: 48.86, lng: 2.33 },
    });
    expect(shared.days[0]!.slots[1]!.place).toBeNull();
    const text = JSON.stringify(shared);
    for (const word of ['cost', 'price', 'internal', 'note for the client', 'Orsay', 'Flore', 'phone', 'website', 'loose day field']) expect(text).not.toContain(word);
  });

  it('back in the itinerary shape, each slot has its one chosen place', () => {
    const shared = sharedTripOf({ tripName: 'P', destination: 'P', startDate: null, endDate: null, days }, new Date());
    const back = daysOfShared(shared.days);
    expect(back[0]!.timeSlots[0]!.options).toHaveLength(1);
    expect(back[0]!.timeSlots[0]!.selectedPlace).toBe(back[0]!.timeSlots[0]!.options[0]!.id);
    expect(back[0]!.timeSlots[0]!.options[0]).not.toHaveProperty('cost');
    expect(back[0]!.timeSlots[1]!.options).toEqual([]);
  });
});
