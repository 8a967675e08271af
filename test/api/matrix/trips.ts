import { STAFF, SUPER_ADMIN, type MatrixRow } from './types.js';

// Calls on the shared fixture trip are harmless: visible stays true, folder stays in_progress,
// restore and delete forever answer 422 (the trip is not in Deleted). Writes name version 1:
// the first actor the policy lets through writes it, the next one gets 409 stale. Either answer
// shows the policy let the call through.
const trip = (f: { ids: Record<string, string> }) => f.ids.trip;

export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/trips', url: '/api/trips?q=paris', expect: STAFF },
  { method: 'GET', route: '/api/trips/templates', url: '/api/trips/templates', expect: STAFF },
  { method: 'PUT', route: '/api/trips/:id/pin', url: (f) => `/api/trips/${trip(f)}/pin`, expect: STAFF },
  { method: 'DELETE', route: '/api/trips/:id/pin', url: (f) => `/api/trips/${trip(f)}/pin`, expect: STAFF },
  {
    method: 'PATCH',
    route: '/api/trips/:id/visibility',
    url: (f) => `/api/trips/${trip(f)}/visibility`,
    body: { visibleToClient: true, version: 1 },
    expect: STAFF,
  },
  {
    method: 'PATCH',
    route: '/api/trips/:id/folder',
    url: (f) => `/api/trips/${trip(f)}/folder`,
    body: { folder: 'in_progress', version: 1 },
    expect: STAFF,
  },
  { method: 'POST', route: '/api/trips/:id/restore', url: (f) => `/api/trips/${trip(f)}/restore`, expect: SUPER_ADMIN },
  { method: 'DELETE', route: '/api/trips/:id', url: (f) => `/api/trips/${trip(f)}`, expect: SUPER_ADMIN },
];
