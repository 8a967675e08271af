// AI planner and AI flight search: the spec's messages (§5, §8) and limits (§9), and our own
// limits where the spec is silent (ADR 011).
import { VALIDATION_MESSAGES } from './constants.js';
import type { Day } from './itinerary.js';
import { selectedOption } from './slots.js';
import { previousActivities } from './itinerary-ops.js';

export { AI_ITINERARY_TIMEOUT_BACKOFFICE_MS, AI_ITINERARY_TIMEOUT_WORKSPACE_MS } from './constants.js';
export { MAX_OPTIONS_PER_SLOT } from './itinerary.js';

/** Messages of the AI calls, verbatim from spec §5 and §8. */
export const AI_MESSAGES = {
  timeout: 'Request timed out. Please try again.',
  invalidResponse: 'Invalid response format from AI service',
  emptyItinerary: VALIDATION_MESSAGES.itineraryEmpty,
  /** The planner answered without a day (spec §8 AI). */
  noItineraryData: 'No itinerary data received',
  /** The planner's day came back without a slot (spec §8 AI). */
  dayHasNoSlots: 'Day has no time slots',
  itineraryFailed: 'Failed to generate itinerary',
  flightsFailed: 'Failed to search flights with AI',
  flightCitiesRequired: VALIDATION_MESSAGES.flightCitiesRequired,
  flightDatesRequired: VALIDATION_MESSAGES.flightDatesRequired,
} as const;

/** The longest itinerary generated in one call (ours: a season's trip, and a bound on the work). */
export const MAX_ITINERARY_DAYS = 60;

/** The longest free-text preference or custom description accepted. */
export const AI_FREE_TEXT_MAX = 2000;

/** Said with every suggested flight (spec §5 AI flight search: flights are only recorded, never booked here). */
export const FLIGHT_SUGGESTION_NOTE =
  'Suggested routing only, not a booking: confirm airline, flight number, times and price with the airline before saving.';

/** What a slot's suggestions must know of the rest of the trip (generate-slot-activities; issue 20). */
export interface SlotSuggestionContext {
  /** The day's other places (chosen, else first offered): not again, and stay near them. */
  previousActivities: string[];
  /** Places chosen on the trip's other days: never proposed again. */
  chosenElsewhere: string[];
  /** What the slot offers now: asking again proposes others. */
  shown: string[];
}

/** The context of one slot's suggestions, read from the trip's days (the editor and organizer mode alike). */
export function slotSuggestionContext(days: readonly Day[], dayId: string, slotId: string): SlotSuggestionContext {
  const chosenElsewhere: string[] = [];
  let previous: string[] = [];
  let shown: string[] = [];
  for (const day of days) {
    if (day.id === dayId) {
      previous = previousActivities(day, slotId);
      shown = (day.timeSlots.find((s) => s.id === slotId)?.options ?? []).map((o) => o.name).filter(Boolean);
      continue;
    }
    for (const slot of day.timeSlots) {
      const o = selectedOption(slot);
      if (o?.name) chosenElsewhere.push(o.name);
    }
  }
  // The contract's bounds (100 previous, 300 elsewhere, 20 shown): a very long trip sends its latest choices.
  return { previousActivities: previous.slice(0, 100), chosenElsewhere: chosenElsewhere.slice(-300), shown: shown.slice(0, 20) };
}
