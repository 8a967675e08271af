/**
 * One whole trip on the web (ADR 012), shared by the trip editor (/backoffice/trip-details)
 * and the client workspace: the trip query, its save queue and its live events.
 * Other features use these through this file (ADR 009).
 */
export { getTrip, tripQueryOptions, useTrip, useTripOfClient, useTripHistory, type ClientOfTrip } from './api/get-trip';
export { useTripSaver, saveDaysThroughQueue, saveStatusText, type TripSaver, type DaysSaveMode } from './api/use-trip-saver';
export { useTripEvents, type TripEventHandlers } from './api/use-trip-events';
export { TripSaveQueue, type SaveState, type SaveStatus, type SaveOp } from './api/save-queue';
export { itineraryRequest } from './itinerary-request';
export { useTripOrganizers, useTripOrganizerMutations } from './api/trip-organizers';
export { useExchangeRate, exchangeRateQueryOptions } from './api/exchange-rate';
