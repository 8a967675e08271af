import { STAFF, type MatrixRow } from './types.js';

// Versions a client approves (issue 22, ADR 037). Opening and restoring a version is staff's
// (policy staff). Restoring version 1 of the matrix trip onto a stale version writes nothing.
export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/trips/:id/versions/:version', url: (f) => `/api/trips/${f.ids.trip}/versions/1`, expect: STAFF },
  {
    method: 'POST',
    route: '/api/trips/:id/versions/:version/restore',
    url: (f) => `/api/trips/${f.ids.trip}/versions/1/restore`,
    body: { version: 999_999, part: 'hotel' },
    expect: STAFF,
  },
];
