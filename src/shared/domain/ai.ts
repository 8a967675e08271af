// AI planner and AI flight search: the spec's messages (§5, §8) and limits (§9), and our own
// limits where the spec is silent (ADR 011).
import { VALIDATION_MESSAGES } from './constants.js';

export { AI_ITINERARY_TIMEOUT_BACKOFFICE_MS, AI_ITINERARY_TIMEOUT_WORKSPACE_MS } from './constants.js';
export { MAX_OPTIONS_PER_SLOT } from './itinerary.js';

/** Messages of the AI calls, verbatim from spec §5 and §8. */
export const AI_MESSAGES = {
  timeout: 'Request timed out. Please try again.',
  invalidResponse: 'Invalid response format from AI service',
  emptyItinerary: VALIDATION_MESSAGES.itineraryEmpty,
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
