// The operations on a trip's itinerary (spec §4 Activity slot, Slots, days; ADR 034): pure
// functions over the days, naming days, slots and options by their stable ids. The trip editor,
// the client workspace (client and organizer mode) and the server (trips document: a choice, an
// added activity, Clear all; billing: Unselect all) all change an itinerary through these, so a
// rule is written once. Each returns new arrays and objects and never changes its input; a change
// that changes nothing (an unknown id, a value already set) returns the same array.
import { DATE_PATTERN, keepAiOptions, newId, sortDaysByDate, type Day, type Option, type TimeSlot } from './itinerary.js';
import { addSlot, backofficeDefaultSlots, keepWindowsInPlace, moveSlot, removeSlot, setSlotTimes, windowsWithSlotIn } from './slots.js';

/** `fn` applied to the day `dayId`; the same array when it is missing or `fn` changed nothing. */
function mapDay(days: readonly Day[], dayId: string, fn: (day: Day) => Day): Day[] {
  let changed = false;
  const next = days.map((d) => {
    if (d.id !== dayId) return d;
    const n = fn(d);
    if (n !== d) changed = true;
    return n;
  });
  return changed ? next : (days as Day[]);
}

/** `fn` applied to the slot `slotId` of the day `dayId`; the same array when either is missing or nothing changed. */
function mapSlot(days: readonly Day[], dayId: string, slotId: string, fn: (slot: TimeSlot) => TimeSlot): Day[] {
  return mapDay(days, dayId, (d) => {
    let changed = false;
    const timeSlots = d.timeSlots.map((s) => {
      if (s.id !== slotId) return s;
      const n = fn(s);
      if (n !== s) changed = true;
      return n;
    });
    return changed ? { ...d, timeSlots } : d;
  });
}

/** A slot's choice kept only while it names one of its options. */
const withKnownChoice = (slot: TimeSlot, options: Option[]): TimeSlot => ({
  ...slot,
  options,
  selectedPlace: options.some((o) => o.id === slot.selectedPlace) ? slot.selectedPlace : null,
});

/* ------------------------------------------------------------------ choices */

/**
 * Sets a slot's choice to one of its options, or clears it (null): what the server stores for
 * PUT selection. An option that is not the slot's, or a missing day or slot, changes nothing.
 */
export function setChoice(days: readonly Day[], dayId: string, slotId: string, optionId: string | null): Day[] {
  return mapSlot(days, dayId, slotId, (s) => {
    if (optionId !== null && !s.options.some((o) => o.id === optionId)) return s;
    return (s.selectedPlace ?? null) === optionId ? s : { ...s, selectedPlace: optionId };
  });
}

export interface ChoiceResult {
  days: Day[];
  /** The slot's choice after the click: the option's id, or null when it was cleared. */
  optionId: string | null;
  /** The slot to make active next (the following one after a choice), or null. */
  nextSlotId: string | null;
}

/**
 * A click on an option (spec §4 activity slot): selecting it makes it the slot's choice,
 * selecting it again clears the choice; after a choice the next slot becomes active. null when
 * the day, the slot or the option is not there.
 */
export function chooseOption(days: readonly Day[], dayId: string, slotId: string, optionId: string): ChoiceResult | null {
  const day = days.find((d) => d.id === dayId);
  const index = day?.timeSlots.findIndex((s) => s.id === slotId) ?? -1;
  const slot = day?.timeSlots[index];
  if (!day || !slot || !slot.options.some((o) => o.id === optionId)) return null;
  const next = slot.selectedPlace === optionId ? null : optionId;
  return {
    days: setChoice(days, dayId, slotId, next),
    optionId: next,
    nextSlotId: next ? (day.timeSlots[index + 1]?.id ?? null) : slotId,
  };
}

/** 'Unselect all activities' (billing page): every slot's choice is cleared; options stay. */
export function unselectAll<D extends Day>(days: readonly D[]): D[] {
  return days.map((d) => (d.timeSlots.some((s) => s.selectedPlace) ? { ...d, timeSlots: d.timeSlots.map((s) => (s.selectedPlace ? { ...s, selectedPlace: null } : s)) } : d));
}

/* ------------------------------------------------------------------ options */

/** Adds an activity to a slot (search, custom activity, spec §4); an option already there (same id) is not added twice. */
export function addOption(days: readonly Day[], dayId: string, slotId: string, option: Option): Day[] {
  return mapSlot(days, dayId, slotId, (s) => (s.options.some((o) => o.id === option.id) ? s : { ...s, options: [...s.options, option] }));
}

/** An activity's name, description, cost or lock cost edited in place (spec §4). */
export function updateOption(
  days: readonly Day[],
  dayId: string,
  slotId: string,
  optionId: string,
  patch: Partial<Pick<Option, 'name' | 'description' | 'cost' | 'lockCost'>>,
): Day[] {
  return mapSlot(days, dayId, slotId, (s) =>
    s.options.some((o) => o.id === optionId) ? { ...s, options: s.options.map((o) => (o.id === optionId ? { ...o, ...patch } : o)) } : s,
  );
}

/** Removes an activity from a slot; the slot's choice goes with it. */
export function removeOption(days: readonly Day[], dayId: string, slotId: string, optionId: string): Day[] {
  return mapSlot(days, dayId, slotId, (s) => (s.options.some((o) => o.id === optionId) ? withKnownChoice(s, s.options.filter((o) => o.id !== optionId)) : s));
}

/** AI activities for one slot replace its options: at most 3 kept (spec §9); a choice whose option is gone is cleared. */
export function replaceSlotOptions(days: readonly Day[], dayId: string, slotId: string, options: readonly Option[]): Day[] {
  return mapSlot(days, dayId, slotId, (s) => withKnownChoice(s, keepAiOptions(options)));
}

/** The names of a day's chosen (else first) activities outside `slotId`: what AI should not propose again. */
export function previousActivities(day: Day, slotId: string): string[] {
  return day.timeSlots
    .filter((s) => s.id !== slotId)
    .flatMap((s) => {
      const o = s.options.find((x) => x.id === s.selectedPlace) ?? s.options[0];
      return o ? [o.name] : [];
    });
}

/* ------------------------------------------------------------------ slots */

export type SlotPatch = Partial<Pick<TimeSlot, 'title' | 'theme' | 'notes' | 'internalNote'>> & { startTime?: string; endTime?: string };

/** A new slot at the end of a day: it starts where the last one ended and lasts 2 hours (spec §4). */
export function addTimeSlot(days: readonly Day[], dayId: string): Day[] {
  return mapDay(days, dayId, (d) => ({ ...d, timeSlots: addSlot(d.timeSlots) }));
}

export function removeTimeSlot(days: readonly Day[], dayId: string, slotId: string): Day[] {
  return mapDay(days, dayId, (d) => (d.timeSlots.some((s) => s.id === slotId) ? { ...d, timeSlots: removeSlot(d.timeSlots, slotId) } : d));
}

/** Up or down within its day; the first cannot go up, the last cannot go down (spec §4). The moved slot takes its new position's time window (issue 20). */
export function moveTimeSlot(days: readonly Day[], dayId: string, slotId: string, direction: 'up' | 'down'): Day[] {
  return mapDay(days, dayId, (d) => {
    const slots = moveSlot(d.timeSlots, d.timeSlots.findIndex((s) => s.id === slotId), direction);
    return slots === d.timeSlots ? d : { ...d, timeSlots: keepWindowsInPlace(d.timeSlots, slots) };
  });
}

/**
 * Moves a slot to a position in the same or another day (drag and drop). `index` is the
 * position in the target day's slots once the slot has left its own day. Within a day each
 * position keeps its window; into another day the windows are shared out in order of start
 * (issue 20: the slots' windows stay in order).
 */
export function moveTimeSlotTo(days: readonly Day[], slotId: string, toDayId: string, index: number): Day[] {
  const from = days.find((d) => d.timeSlots.some((s) => s.id === slotId));
  const to = days.find((d) => d.id === toDayId);
  if (!from || !to) return days as Day[];
  const slot = from.timeSlots.find((s) => s.id === slotId)!;
  const without = days.map((d) => (d.id === from.id ? { ...d, timeSlots: d.timeSlots.filter((s) => s.id !== slotId) } : d));
  const target = without.find((d) => d.id === toDayId)!;
  const at = Math.max(0, Math.min(index, target.timeSlots.length));
  if (from.id === toDayId && from.timeSlots.findIndex((s) => s.id === slotId) === at) return days as Day[];
  const moved = [...target.timeSlots.slice(0, at), slot, ...target.timeSlots.slice(at)];
  const slots = from.id === toDayId ? keepWindowsInPlace(from.timeSlots, moved) : windowsWithSlotIn(moved);
  return without.map((d) => (d.id === toDayId ? { ...d, timeSlots: slots } : d));
}

/** Title, theme, note for the client, internal note or times of a slot; times keep both spellings equal (spec §3). */
export function changeTimeSlot(days: readonly Day[], dayId: string, slotId: string, patch: SlotPatch): Day[] {
  return mapSlot(days, dayId, slotId, (s) => {
    let n: TimeSlot = s;
    if (patch.startTime !== undefined || patch.endTime !== undefined) n = setSlotTimes(n, patch);
    for (const key of ['title', 'theme', 'notes', 'internalNote'] as const) {
      if (patch[key] !== undefined && patch[key] !== (n[key] ?? '')) n = { ...n, [key]: patch[key] };
    }
    const same = n.startTime === s.startTime && n.endTime === s.endTime && n.title === s.title && n.theme === s.theme && n.notes === s.notes && n.internalNote === s.internalNote;
    return same ? s : n;
  });
}

/* ------------------------------------------------------------------ days */

/** Adding a day needs a date and a title, else nothing happens; the new day gets the six default slots; days stay sorted by date (spec §4, §5). */
export function addDay(days: readonly Day[], input: { date?: string | null; title?: string | null }): Day[] {
  const date = input.date?.trim() ?? '';
  const title = input.title?.trim() ?? '';
  if (!DATE_PATTERN.test(date) || title === '') return days as Day[];
  return sortDaysByDate([...days, { id: newId(), date, title, timeSlots: backofficeDefaultSlots() }]);
}

export function removeDay(days: readonly Day[], dayId: string): Day[] {
  return days.some((d) => d.id === dayId) ? days.filter((d) => d.id !== dayId) : (days as Day[]);
}

/** A day's date or title; the days stay sorted by date (spec §4). An empty title or a bad date is ignored. */
export function changeDay(days: readonly Day[], dayId: string, patch: { date?: string; title?: string }): Day[] {
  const next = mapDay(days, dayId, (d) => {
    const date = patch.date !== undefined && DATE_PATTERN.test(patch.date) ? patch.date : d.date;
    const title = patch.title !== undefined && patch.title.trim() !== '' ? patch.title.trim() : d.title;
    return date === d.date && title === d.title ? d : { ...d, date, title };
  });
  return next === days ? (days as Day[]) : sortDaysByDate(next);
}

/** A day whose slots keep their times, titles and notes, without activities or choices. */
const withoutActivities = <D extends Day>(day: D): D => ({
  ...day,
  timeSlots: day.timeSlots.map((slot) => ({ ...slot, options: [], selectedPlace: null })),
});

/** Clearing one day (spec §4): its activities and choices go, its slots stay; billing items stay. */
export function clearDayActivities<D extends Day>(days: readonly D[], dayId: string): D[] {
  return days.map((day) => (day.id === dayId ? withoutActivities(day) : day));
}

/**
 * 'Clear all' (spec §4): every day's activities and choices go, the slots stay. The server also
 * removes the trip's billing items in the same write (trips document `clearAll`).
 */
export function clearAllActivities<D extends Day>(days: readonly D[]): D[] {
  return days.map(withoutActivities);
}

/** An AI plan for one day: its slots replace the day's (the day keeps its id, date and title), at most 3 options each (spec §9). */
export function replaceDaySlots(days: readonly Day[], dayId: string, timeSlots: readonly TimeSlot[]): Day[] {
  return mapDay(days, dayId, (d) => ({ ...d, timeSlots: timeSlots.map((s) => ({ ...s, options: keepAiOptions(s.options) })) }));
}
