// Where a trip's notes live and who reads them (ADR 030): the planner's advice belongs to the
// option it describes, the slot's 'Note for the client' is written by staff for the client, and
// the slot's 'Internal note' is for staff alone: never printed, never sent to a client or an
// organizer, never erased by their writes.
import type { Day, Option, TimeSlot } from './itinerary.js';
import { selectedOption } from './slots.js';

/** The labels of the two notes of a slot, as the editor shows them. */
export const NOTE_LABELS = {
  client: 'Note for the client',
  clientHint: 'Shown in the client’s workspace and printed in the itinerary PDF.',
  internal: 'Internal note — never shown to the client',
  internalHint: 'For the agency only: guide, pick-up, suppliers. Never printed, never shown in the workspace.',
  option: 'Advice about this place',
} as const;

/** The advice about one option (its own notes), trimmed; '' when it has none. */
export function optionNotesOf(option: Pick<Option, 'notes'> | null | undefined): string {
  return option?.notes?.trim() ?? '';
}

/**
 * What a client reads under a slot, in the workspace, the itinerary PDF and the calendar: the
 * chosen option's advice (none while nothing is chosen: advice about a place nobody chose would
 * be about the wrong place), then the slot's note for the client, one per line. Never the
 * internal note. '' when there is nothing to say.
 */
export function clientNotesOf(slot: Pick<TimeSlot, 'notes' | 'options' | 'selectedPlace'>): string {
  const chosen = selectedOption(slot as TimeSlot);
  return [optionNotesOf(chosen), slot.notes?.trim() ?? ''].filter((text) => text !== '').join('\n');
}

/** Whether any slot of these days carries an internal note. */
function hasInternalNotes(days: readonly Day[]): boolean {
  return days.some((day) => day.timeSlots.some((slot) => slot.internalNote !== undefined));
}

/**
 * The days as a client or organizer may receive them: every slot without its internal note.
 * The same array when no slot has one (nothing copied).
 */
export function withoutInternalNotes<D extends Day>(days: readonly D[]): D[] {
  if (!hasInternalNotes(days)) return days as D[];
  return days.map((day) =>
    day.timeSlots.some((slot) => slot.internalNote !== undefined)
      ? {
          ...day,
          timeSlots: day.timeSlots.map((slot) => {
            if (slot.internalNote === undefined) return slot;
            const { internalNote: _internal, ...rest } = slot;
            return rest as TimeSlot;
          }),
        }
      : day,
  );
}

/**
 * The days someone who may not read internal notes wrote (`next`), with each slot's internal
 * note as `stored` has it: one they sent is ignored, one they could not see is kept. A slot is
 * found by its day and id, else by its id alone (a slot moved to another day keeps its note).
 * The same array when nothing differs.
 */
export function keepInternalNotes<D extends Day>(stored: readonly Day[], next: readonly D[]): D[] {
  const byDaySlot = new Map<string, string>();
  const bySlot = new Map<string, string>();
  for (const day of stored) {
    for (const slot of day.timeSlots) {
      if (slot.internalNote === undefined) continue;
      byDaySlot.set(`${day.id}\u0000${slot.id}`, slot.internalNote);
      if (!bySlot.has(slot.id)) bySlot.set(slot.id, slot.internalNote);
    }
  }
  const noteOf = (dayId: string, slotId: string) => byDaySlot.get(`${dayId}\u0000${slotId}`) ?? bySlot.get(slotId);
  const differs = next.some((day) => day.timeSlots.some((slot) => slot.internalNote !== noteOf(day.id, slot.id)));
  if (!differs) return next as D[];
  return next.map((day) => ({
    ...day,
    timeSlots: day.timeSlots.map((slot) => {
      const note = noteOf(day.id, slot.id);
      if (slot.internalNote === note) return slot;
      const { internalNote: _sent, ...rest } = slot;
      return (note === undefined ? rest : { ...rest, internalNote: note }) as TimeSlot;
    }),
  }));
}
