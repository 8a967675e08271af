import { PUBLIC, SIGNED_IN, STAFF, type MatrixRow } from './types.js';

/**
 * Places (issue 8 §1, §6): signed-in for search and geocoding (clients search activities in
 * their workspace) and Google's photos; staff for the catalogue; the drawn pictures are public.
 */
export const rows: MatrixRow[] = [
  { method: 'POST', route: '/api/places/search', url: '/api/places/search', body: { query: 'colosseo' }, expect: SIGNED_IN },
  { method: 'POST', route: '/api/places/geocode', url: '/api/places/geocode', body: { query: 'rome' }, expect: SIGNED_IN },
  { method: 'GET', route: '/api/places', url: '/api/places?city=rome', expect: STAFF },
  { method: 'GET', route: '/api/places/capabilities', url: '/api/places/capabilities', expect: SIGNED_IN },
  { method: 'GET', route: '/api/places/:id/image', url: '/api/places/rome-colosseo/image', expect: PUBLIC },
  { method: 'GET', route: '/api/places/photo', url: '/api/places/photo?name=places/abc123/photos/def456', expect: SIGNED_IN },
];

// enrich-trip-activities: staff, or an organizer of the trip. The fixture trip is `client`'s:
// its client is refused (403); people it is hidden from get 404, not a policy refusal.
rows.push({
  method: 'POST',
  route: '/api/places/enrich',
  url: '/api/places/enrich',
  body: (f: { ids: Record<string, string> }) => ({ tripId: f.ids.trip }),
  expect: { ...SIGNED_IN, client: 403 },
});
