import { keepAiOptions, type Day, type Option, type TimeSlot } from '#shared/domain/itinerary';

/**
 * Organizer-mode changes to a trip's itinerary (spec §6), as pure functions of the days: the
 * screen applies one, shows it at once and saves the whole itinerary (versioned).
 */

const mapDay = (days: readonly Day[], dayId: string, fn: (d: Day) => Day): Day[] => days.map((d) => (d.id === dayId ? fn(d) : d));

const mapSlot = (days: readonly Day[], dayId: string, slotId: string, fn: (s: TimeSlot) => TimeSlot): Day[] =>
  mapDay(days, dayId, (d) => ({ ...d, timeSlots: d.timeSlots.map((s) => (s.id === slotId ? fn(s) : s)) }));

/** Clearing all or one day's activities is a shared rule (the server clears all itself, with billing). */
export { clearAllActivities, clearDayActivities } from '#shared/domain/slots';

export function updateSlot(days: readonly Day[], dayId: string, slotId: string, patch: Partial<Pick<TimeSlot, 'title' | 'theme' | 'notes'>>): Day[] {
  return mapSlot(days, dayId, slotId, (s) => ({ ...s, ...patch }));
}

export function updateOption(
  days: readonly Day[],
  dayId: string,
  slotId: string,
  optionId: string,
  patch: Partial<Pick<Option, 'name' | 'description' | 'cost' | 'lockCost'>>,
): Day[] {
  return mapSlot(days, dayId, slotId, (s) => ({ ...s, options: s.options.map((o) => (o.id === optionId ? { ...o, ...patch } : o)) }));
}

export function removeOption(days: readonly Day[], dayId: string, slotId: string, optionId: string): Day[] {
  return mapSlot(days, dayId, slotId, (s) => ({
    ...s,
    options: s.options.filter((o) => o.id !== optionId),
    selectedPlace: s.selectedPlace === optionId ? null : s.selectedPlace,
  }));
}

/** Adds an activity to a slot (search, custom activity); an option already there (same id) is not added twice. */
export function appendOption(days: readonly Day[], dayId: string, slotId: string, option: Option): Day[] {
  return mapSlot(days, dayId, slotId, (s) => (s.options.some((o) => o.id === option.id) ? s : { ...s, options: [...s.options, option] }));
}

/** AI activities for a slot: at most 3 kept (spec §9); the choice is cleared when its option is gone. */
export function replaceSlotOptions(days: readonly Day[], dayId: string, slotId: string, options: readonly Option[]): Day[] {
  const kept = keepAiOptions(options);
  return mapSlot(days, dayId, slotId, (s) => ({
    ...s,
    options: kept,
    selectedPlace: kept.some((o) => o.id === s.selectedPlace) ? s.selectedPlace : null,
  }));
}

/** An AI itinerary for one day: its slots replace the day's (the day keeps its id, date and title). */
export function replaceDaySlots(days: readonly Day[], dayId: string, generated: Day): Day[] {
  return mapDay(days, dayId, (d) => ({ ...d, timeSlots: generated.timeSlots.map((s) => ({ ...s, options: keepAiOptions(s.options) })) }));
}

/** The names of a day's chosen (else first) activities other than in `slotId`: what AI should not propose again. */
export function previousActivities(day: Day, slotId: string): string[] {
  return day.timeSlots
    .filter((s) => s.id !== slotId)
    .flatMap((s) => {
      const o = s.options.find((x) => x.id === s.selectedPlace) ?? s.options[0];
      return o ? [o.name] : [];
    });
}
