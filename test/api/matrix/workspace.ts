import { SIGNED_IN, STAFF, type MatrixRow } from './types.js';

// Everyone signed in has a workspace of their own; another client's is for staff only.
// The fixture trip belongs to `client` and is visible: others reading it get 404, not a policy refusal.
export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/workspace/trips', url: '/api/workspace/trips', expect: SIGNED_IN },
  {
    method: 'GET',
    route: '/api/workspace/trips',
    url: (f) => `/api/workspace/trips?clientId=${f.users.client.id}&view=organizer`,
    expect: STAFF,
  },
  { method: 'GET', route: '/api/workspace/trips/:tripId', url: (f) => `/api/workspace/trips/${f.ids.trip}`, expect: SIGNED_IN },
  {
    method: 'GET',
    route: '/api/workspace/trips/:tripId',
    url: (f) => `/api/workspace/trips/${f.ids.trip}?clientId=${f.users.client.id}&view=client`,
    expect: STAFF,
  },
];
