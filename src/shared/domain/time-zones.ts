// The destination's time zone (issue 11 calendar export): the agency plans Paris, Rome and Italy.

const ITALY = /\b(ital|rome|roma|florence|firenze|venice|venezia|milan|milano|naples|napoli|amalfi|tuscany|toscana|sicil|capri|como|positano|verona|bologna)/i;

/** Italy's mainland and islands, roughly: its box without the Riviera west of Ventimiglia and Corsica (France). */
function inItaly(lat: number, lng: number): boolean {
  const box = lat >= 35.4 && lat <= 47.1 && lng >= 6.6 && lng <= 18.6;
  const frenchRiviera = lat > 43.5 && lng < 7.55;
  const corsica = lat >= 41.3 && lat <= 43.1 && lng >= 8.5 && lng <= 9.6;
  return box && !frenchRiviera && !corsica;
}

/** 'Europe/Rome' for an Italian destination (by name, else by coordinates), otherwise 'Europe/Paris'. */
export function destinationTimeZone(trip: { destination?: string | null; destinationLatitude?: number | null; destinationLongitude?: number | null }): string {
  if (trip.destination && ITALY.test(trip.destination)) return 'Europe/Rome';
  const { destinationLatitude: lat, destinationLongitude: lng } = trip;
  if (typeof lat === 'number' && typeof lng === 'number' && inItaly(lat, lng)) return 'Europe/Rome';
  return 'Europe/Paris';
}
