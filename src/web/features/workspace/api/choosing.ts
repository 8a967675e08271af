import { isMappableCoordinates } from '#shared/domain/geo';
import { selectedOption } from '#shared/domain/slots';
import type { Day, Option, TimeSlot } from '#shared/domain/itinerary';
import type { MapStop } from '#web/components/map/lazy-map';

/**
 * Choosing an activity (spec §4 activity slot): selecting an option sets it as the slot's
 * choice, selecting it again clears it; after a choice the next slot becomes active.
 */
export interface ChoiceResult {
  days: Day[];
  /** The slot's choice after the click: the option's id, or null when it was cleared. */
  optionId: string | null;
  /** The slot to make active next (the following one after a choice), or null. */
  nextSlotId: string | null;
}

export function chooseOption(days: readonly Day[], dayId: string, slotId: string, optionId: string): ChoiceResult | null {
  const day = days.find((d) => d.id === dayId);
  const index = day?.timeSlots.findIndex((s) => s.id === slotId) ?? -1;
  const slot = day?.timeSlots[index];
  if (!day || !slot || !slot.options.some((o) => o.id === optionId)) return null;
  const next = slot.selectedPlace === optionId ? null : optionId;
  return {
    days: days.map((d) =>
      d.id !== dayId ? d : { ...d, timeSlots: d.timeSlots.map((s) => (s.id === slotId ? { ...s, selectedPlace: next } : s)) },
    ),
    optionId: next,
    nextSlotId: next ? (day.timeSlots[index + 1]?.id ?? null) : slotId,
  };
}

/** Where an option is: its coordinates, or its location (older data). */
export function optionPosition(o: Option): { lat: number; lng: number } | null {
  const c = o.coordinates ?? o.location;
  return isMappableCoordinates(c) ? c : null;
}

/** The chosen place's coordinates are not verified (none, invalid, or marked so): the sidebar warns. */
export function unverifiedCoordinates(o: Option): boolean {
  return o.hasValidCoordinates === false || optionPosition(o) === null;
}

/** The day's chosen places in slot order, for the map. */
export function dayStops(day: Day | undefined, dayNumber?: number): MapStop[] {
  if (!day) return [];
  const stops: MapStop[] = [];
  for (const slot of day.timeSlots) {
    const o = selectedOption(slot);
    if (!o) continue;
    const p = optionPosition(o);
    stops.push({
      id: `${slot.id}:${o.id}`,
      name: o.name,
      address: o.address ?? null,
      lat: p?.lat ?? null,
      lng: p?.lng ?? null,
      label: dayNumber === undefined ? undefined : `${dayNumber}.${stops.length + 1}`,
    });
  }
  return stops;
}

/** Every chosen place of the trip, labelled 'day.stop'. */
export function tripStops(days: readonly Day[]): MapStop[] {
  return days.flatMap((d, i) => dayStops(d, i + 1));
}

/** The slots with a chosen place. */
export const chosenCount = (slots: readonly TimeSlot[]) => slots.filter((s) => selectedOption(s)).length;
