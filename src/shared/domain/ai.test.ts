import { describe, expect, it } from 'vitest';
import { slotSuggestionContext } from './ai.js';
import type { Day } from './itinerary.js';

const slot = (id: string, names: string[], chosen: number | null) => ({
  id,
  startTime: '09:00',
  endTime: '11:00',
  title: 'Activity',
  options: names.map((name, i) => ({ id: `${id}-${i}`, name })),
  selectedPlace: chosen === null ? null : `${id}-${chosen}`,
});
const days = [
  { id: 'd1', date: '2027-05-01', title: 'One', timeSlots: [slot('a', ['Colosseo'], 0), slot('b', ['Pantheon', 'Ara Pacis'], null)] },
  { id: 'd6', date: '2027-05-06', title: 'Six', timeSlots: [slot('c', ['Bioparco', 'Villa Borghese'], 1), slot('d', ['Galleria Borghese', 'Casina Valadier'], null)] },
] as unknown as Day[];

describe('slotSuggestionContext (issue 20: suggestions know the rest of the trip)', () => {
  it("gives the day's other places, the places chosen on other days, and what the slot shows now", () => {
    expect(slotSuggestionContext(days, 'd6', 'd')).toEqual({
      previousActivities: ['Villa Borghese'],
      chosenElsewhere: ['Colosseo'],
      shown: ['Galleria Borghese', 'Casina Valadier'],
    });
  });

  it("reads an unchosen slot of the day by its first option, and leaves other days' unchosen slots out", () => {
    expect(slotSuggestionContext(days, 'd1', 'a')).toEqual({ previousActivities: ['Pantheon'], chosenElsewhere: ['Villa Borghese'], shown: ['Colosseo'] });
  });
});
