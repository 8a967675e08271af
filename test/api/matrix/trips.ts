import { SIGNED_IN, STAFF, SUPER_ADMIN, type MatrixRow } from './types.js';

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

// One whole trip. The fixture trip belongs to `client` and is visible: its clients read it and
// choose; staff edit; other people get 404 (not a policy refusal: the trip is not theirs to see).
const SEES_OWN: MatrixRow['expect'] = { ...SIGNED_IN };
const STAFF_OR_404: MatrixRow['expect'] = { ...SIGNED_IN, client: 403 };
rows.push(
  { method: 'GET', route: '/api/trips/:id', url: (f) => `/api/trips/${trip(f)}`, expect: SEES_OWN },
  {
    method: 'PATCH',
    route: '/api/trips/:id',
    url: (f) => `/api/trips/${trip(f)}`,
    body: { version: 1, tripName: 'Matrix trip' },
    expect: STAFF_OR_404,
  },
  {
    method: 'PUT',
    route: '/api/trips/:id/days',
    url: (f) => `/api/trips/${trip(f)}/days`,
    body: { version: 1, days: [] },
    expect: STAFF_OR_404,
  },
  {
    method: 'POST',
    route: '/api/trips/:id/clear-activities',
    url: (f) => `/api/trips/${trip(f)}/clear-activities`,
    body: { version: 1 },
    expect: STAFF_OR_404,
  },
  {
    method: 'PUT',
    route: '/api/trips/:id/selection',
    url: (f) => `/api/trips/${trip(f)}/selection`,
    body: { version: 1, dayId: 'no-day', slotId: 'no-slot', optionId: null },
    expect: SEES_OWN,
  },
  {
    // A client adds an activity to a slot of a trip they see (spec §4); another client gets 404.
    method: 'POST',
    route: '/api/trips/:id/options',
    url: (f) => `/api/trips/${trip(f)}/options`,
    body: { version: 1, dayId: 'no-day', slotId: 'no-slot', option: { id: 'matrix-option', name: 'Matrix activity' } },
    expect: SEES_OWN,
  },
  { method: 'GET', route: '/api/trips/:id/history', url: (f) => `/api/trips/${trip(f)}/history`, expect: STAFF },
  { method: 'GET', route: '/api/trips/:id/events', url: (f) => `/api/trips/${trip(f)}/events`, expect: SEES_OWN, stream: true },
);
