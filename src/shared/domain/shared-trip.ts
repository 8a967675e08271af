// What a companion reads of a trip through a share link (issue 21, ADR 031). Built from an
// allow-list, field by field: a field added to the trip one day is not shared until it is named
// here. Never prices, costs, budget, billing, notes for the agency or the client, bookings, the
// client's or specialist's contact details.
import type { SharedDay, SharedPlace, SharedTrip } from '#shared/contracts/shares.js';
import type { Day, Option, TimeSlot } from './itinerary.js';
import { isValidCoordinates } from './geo.js';
import { optionNotesOf } from './notes.js';
import { selectedOption } from './slots.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A link lasts until this many days after the trip's last day. */
export const SHARE_DAYS_AFTER_TRIP = 7;
/** A link of a trip without an end date lasts this many days from its making. */
export const SHARE_DAYS_WITHOUT_END = 30;

/**
 * When a new link stops working: the end of the 7th day after the trip's end date (UTC), or 30
 * days from now for a trip without one. A trip that ended long ago still gets at least a day.
 */
export function shareLinkExpiry(endDate: string | null | undefined, now: number): Date {
  const end = endDate && /^\d{4}-\d{2}-\d{2}$/.test(endDate) ? Date.parse(`${endDate}T00:00:00Z`) : NaN;
  if (!Number.isFinite(end)) return new Date(now + SHARE_DAYS_WITHOUT_END * DAY_MS);
  return new Date(Math.max(end + (SHARE_DAYS_AFTER_TRIP + 1) * DAY_MS, now + DAY_MS));
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function sharedPlace(option: Option): SharedPlace {
  const point = [option.coordinates, option.location].find(isValidCoordinates) ?? null;
  return {
    name: str(option.name),
    address: str(option.address),
    description: str(option.description),
    advice: optionNotesOf(option),
    lat: point ? point.lat : null,
    lng: point ? point.lng : null,
  };
}

function sharedSlot(slot: TimeSlot) {
  const chosen = selectedOption(slot);
  return {
    id: str(slot.id),
    startTime: str(slot.startTime),
    endTime: str(slot.endTime),
    title: str(slot.title),
    theme: str(slot.theme),
    place: chosen ? sharedPlace(chosen) : null,
  };
}

/** The days as a companion reads them: each slot's times, title, theme and its chosen place only. */
export function sharedDays(days: readonly Day[]): SharedDay[] {
  return days.map((day) => ({ id: str(day.id), date: str(day.date), title: str(day.title), slots: day.timeSlots.map(sharedSlot) }));
}

/** The trip as a companion reads it. */
export function sharedTripOf(
  trip: { tripName: string; destination: string; startDate: string | null; endDate: string | null; days: readonly Day[] },
  expiresAt: Date,
): SharedTrip {
  return {
    tripName: str(trip.tripName),
    destination: str(trip.destination),
    startDate: trip.startDate ?? null,
    endDate: trip.endDate ?? null,
    days: sharedDays(trip.days),
    expiresAt: expiresAt.toISOString(),
  };
}

/** The companion's days back in the itinerary's shape (for the calendar writer): one option per slot, chosen. */
export function daysOfShared(days: readonly SharedDay[]): Day[] {
  return days.map((day) => ({
    id: day.id,
    date: day.date,
    title: day.title,
    timeSlots: day.slots.map((slot) => {
      const option = slot.place
        ? {
            id: `${slot.id}-place`,
            name: slot.place.name,
            ...(slot.place.address && { address: slot.place.address }),
            ...(slot.place.description && { description: slot.place.description }),
            ...(slot.place.advice && { notes: slot.place.advice }),
            ...(slot.place.lat !== null && slot.place.lng !== null && { coordinates: { lat: slot.place.lat, lng: slot.place.lng } }),
          }
        : null;
      return {
        id: slot.id,
        startTime: slot.startTime,
        endTime: slot.endTime,
        start_time: slot.startTime,
        end_time: slot.endTime,
        title: slot.title,
        theme: slot.theme,
        options: option ? [option] : [],
        selectedPlace: option ? option.id : null,
      } as TimeSlot;
    }),
  })) as Day[];
}
