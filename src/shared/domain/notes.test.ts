import { describe, expect, it } from 'vitest';
import { normalizeItinerary, plannerShortName, withPlannerNotesOnOptions, type Day, type TimeSlot } from './itinerary.js';
import { ItineraryWriteSchema, prepareItineraryForStorage, prepareValidatedItinerary } from './itinerary-write.js';
import { clientNotesOf, keepInternalNotes, optionNotesOf, withoutInternalNotes } from './notes.js';

const COLOSSEO_ADVICE = 'Colosseo: allow about 2 h, open 08:30–19:15 on Tuesdays. About 10 min on foot from Piazza Venezia.';

/** An afternoon slot as an older planner stored it: its advice about the first option on the slot. */
function legacySlot(extra: Partial<TimeSlot> = {}): Record<string, unknown> {
  return {
    id: 's1',
    startTime: '15:00',
    endTime: '17:00',
    title: 'Afternoon',
    notes: COLOSSEO_ADVICE,
    options: [
      { id: 'colosseo', name: 'Colosseo' },
      { id: 'boats', name: 'Rowing boats on the Villa Borghese lake' },
    ],
    selectedPlace: 'boats',
    ...extra,
  };
}

const legacyTrip = (slot: Record<string, unknown>) => [{ id: 'd1', date: '2027-05-04', title: 'Rome', timeSlots: [slot] }];

describe('notes of a slot', () => {
  it("moves an older planner's advice from the slot to the option it describes: choosing the boats no longer reads 'Colosseo: allow about 2 h'", () => {
    const [day] = normalizeItinerary(legacyTrip(legacySlot()));
    const slot = day!.timeSlots[0]!;
    expect(slot.notes).toBeUndefined();
    expect(slot.options[0]!.notes).toBe('Allow about 2 h, open 08:30–19:15 on Tuesdays. About 10 min on foot from Piazza Venezia.');
    expect(slot.options[1]!.notes).toBeUndefined();
    // The boats are chosen: nothing about the Colosseo is shown or printed.
    expect(clientNotesOf(slot)).toBe('');
    // Choose the Colosseo: its advice comes with it.
    expect(clientNotesOf({ ...slot, selectedPlace: 'colosseo' })).toBe(slot.options[0]!.notes);
  });

  it('is idempotent, and the write path stores the same as the read path', () => {
    const once = normalizeItinerary(legacyTrip(legacySlot()));
    expect(normalizeItinerary(once)).toStrictEqual(once);
    const parsed = ItineraryWriteSchema.parse(legacyTrip(legacySlot()));
    expect(prepareValidatedItinerary(parsed)).toStrictEqual(prepareItineraryForStorage(parsed));
    expect(prepareValidatedItinerary(parsed)[0]!.timeSlots[0]!.notes).toBeUndefined();
  });

  it("reads a meal's and a pause's advice the same way, and names shortened as the planner shortened them", () => {
    const meal = withPlannerNotesOnOptions(
      normalizeItinerary(
        legacyTrip(
          legacySlot({
            notes: 'Roscioli, open 12:30–16:00 on Tuesdays. Booking ahead is advised.',
            options: [
              { id: 'a', name: 'Armando al Pantheon' },
              { id: 'b', name: 'Roscioli (Salumeria con cucina)' },
            ],
            selectedPlace: 'b',
          }),
        ),
      )[0]!.timeSlots[0]!,
    );
    expect(meal.notes).toBeUndefined();
    expect(meal.options[1]!.notes).toBe('Open 12:30–16:00 on Tuesdays. Booking ahead is advised.');
    expect(clientNotesOf(meal)).toBe('Open 12:30–16:00 on Tuesdays. Booking ahead is advised.');
    const pause = normalizeItinerary(
      legacyTrip(legacySlot({ notes: 'Time to slow down: Sant’Eustachio Il Caffè for a coffee or a stroll before the evening.', options: [{ id: 'c', name: 'Sant’Eustachio Il Caffè' }] })),
    )[0]!.timeSlots[0]!;
    expect(pause.options[0]!.notes).toBe('Time to slow down: Sant’Eustachio Il Caffè for a coffee or a stroll before the evening.');
    expect(plannerShortName('Tivoli: Villa d’Este day trip')).toBe('Tivoli');
    expect(plannerShortName('Galleria Borghese – Museo')).toBe('Galleria Borghese');
  });

  it('keeps a note staff wrote for the client, even one that names a place', () => {
    for (const notes of ['Colosseo: your guide meets you at the Arch of Constantine.', 'Bring a hat.', 'Colosseo, then gelato.']) {
      const slot = normalizeItinerary(legacyTrip(legacySlot({ notes })))[0]!.timeSlots[0]!;
      expect(slot.notes).toBe(notes);
      expect(slot.options.every((o) => o.notes === undefined)).toBe(true);
    }
  });

  it("what a client reads: the chosen option's advice, then the slot's note for the client; never the internal note", () => {
    const slot = {
      notes: 'Your driver waits at the hotel at 14:45.',
      internalNote: 'Guide: Marco Rossi +39 333 000 0000, paid cash on the day.',
      options: [
        { id: 'a', name: 'Colosseo', notes: 'Allow about 2 h.' },
        { id: 'b', name: 'Boats', notes: '  ' },
      ],
      selectedPlace: 'a',
    } as unknown as TimeSlot;
    expect(clientNotesOf(slot)).toBe('Allow about 2 h.\nYour driver waits at the hotel at 14:45.');
    expect(clientNotesOf({ ...slot, selectedPlace: 'b' })).toBe('Your driver waits at the hotel at 14:45.');
    expect(clientNotesOf({ ...slot, selectedPlace: null })).toBe('Your driver waits at the hotel at 14:45.');
    expect(clientNotesOf({ ...slot, notes: undefined, selectedPlace: null })).toBe('');
    expect(clientNotesOf(slot)).not.toContain('Marco');
    expect(optionNotesOf(slot.options[0])).toBe('Allow about 2 h.');
    expect(optionNotesOf(undefined)).toBe('');
  });
});

describe('internal notes', () => {
  const days = (internal: Record<string, string | undefined>): Day[] =>
    normalizeItinerary([
      {
        id: 'd1',
        date: '2027-05-04',
        title: 'One',
        timeSlots: Object.entries(internal).map(([id, internalNote]) => ({ id, startTime: '09:00', endTime: '11:00', title: id, options: [], ...(internalNote !== undefined && { internalNote }) })),
      },
      { id: 'd2', date: '2027-05-05', title: 'Two', timeSlots: [{ id: 'x', startTime: '09:00', endTime: '11:00', title: 'x', options: [] }] },
    ]);

  it('are taken out of what a client receives; days without any are returned as they are', () => {
    const stored = days({ a: 'Guide Marco, pick-up 08:45', b: undefined });
    const shown = withoutInternalNotes(stored);
    expect(JSON.stringify(shown)).not.toContain('Marco');
    expect(shown[1]).toBe(stored[1]);
    expect(stored[0]!.timeSlots[0]!.internalNote).toBe('Guide Marco, pick-up 08:45');
    const none = days({ a: undefined });
    expect(withoutInternalNotes(none)).toBe(none);
  });

  it('cannot be erased nor set by someone who never saw them', () => {
    const stored = days({ a: 'Guide Marco', b: undefined });
    // Sent without the note (a client's or an organizer's save), and with a note of their own.
    const sent = days({ a: undefined, b: 'Set by a client' });
    const kept = keepInternalNotes(stored, sent);
    expect(kept[0]!.timeSlots.map((s) => s.internalNote)).toEqual(['Guide Marco', undefined]);
    expect(kept[0]!.timeSlots[1]).not.toHaveProperty('internalNote');
    // A slot moved to another day keeps its note.
    const moved = normalizeItinerary([
      { id: 'd1', date: '2027-05-04', title: 'One', timeSlots: [] },
      { id: 'd2', date: '2027-05-05', title: 'Two', timeSlots: [{ id: 'a', startTime: '09:00', endTime: '11:00', title: 'a', options: [] }] },
    ]);
    expect(keepInternalNotes(stored, moved)[1]!.timeSlots[0]!.internalNote).toBe('Guide Marco');
    // Nothing to restore: the same array.
    expect(keepInternalNotes(stored, stored)).toBe(stored);
  });
});
