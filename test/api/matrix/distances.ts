import { SIGNED_IN, type MatrixRow } from './types.js';

/**
 * calculate-trip-distances on the fixture trip of `client` (nothing chosen: nothing is written).
 * Staff may; its client (not an organizer) is refused; people who cannot see the trip get 404, not
 * a policy refusal. An organizer of the trip is allowed: test/api/distances.test.ts.
 */
export const rows: MatrixRow[] = [
  {
    method: 'POST',
    route: '/api/distances/trips/:tripId',
    url: (f) => `/api/distances/trips/${f.ids.trip}`,
    expect: { ...SIGNED_IN, client: 403 },
  },
];
