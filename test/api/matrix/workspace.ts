import { SIGNED_IN, STAFF, type MatrixRow } from './types.js';

// Everyone signed in has a workspace of their own; another client's is for staff only.
export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/workspace/trips', url: '/api/workspace/trips', expect: SIGNED_IN },
  {
    method: 'GET',
    route: '/api/workspace/trips',
    url: (f) => `/api/workspace/trips?clientId=${f.users.client.id}&view=organizer`,
    expect: STAFF,
  },
];
