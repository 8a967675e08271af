/** Addresses of a trip's documents, generated on the server (ADR 015). */
export const statementPdfUrl = (tripId: string, currency: 'EUR' | 'USD' = 'EUR') =>
  `/api/billing/${encodeURIComponent(tripId)}/statement.pdf${currency === 'USD' ? '?currency=USD' : ''}`;
export const itineraryPdfUrl = (tripId: string) => `/api/billing/${encodeURIComponent(tripId)}/itinerary.pdf`;
