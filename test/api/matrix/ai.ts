import { STAFF, type MatrixRow } from './types.js';

/**
 * AI suggestions (spec §6: AI itinerary per day and AI activities per slot are organizer-mode
 * actions). Without ?tripId= only staff may ask (an organizer names a trip they organize: tested
 * in test/api/ai.test.ts); flights are staff's. Valid bodies, so refusals come from the access rule.
 */
const itinerary = { destination: 'Rome', startDate: '2027-05-03', endDate: '2027-05-03', adults: 2 };
const slot = { slotTitle: 'Lunch', destination: 'Rome', startTime: '13:00', endTime: '15:00' };
const flights = { departureCity: 'Paris', arrivalCity: 'Rome', departureDate: '2027-05-03', returnDate: '2027-05-06' };

export const rows: MatrixRow[] = [
  { method: 'POST', route: '/api/ai/itinerary', url: '/api/ai/itinerary', body: itinerary, expect: STAFF },
  { method: 'POST', route: '/api/ai/slot-activities', url: '/api/ai/slot-activities', body: slot, expect: STAFF },
  { method: 'POST', route: '/api/ai/flights', url: '/api/ai/flights', body: flights, expect: STAFF },
];
