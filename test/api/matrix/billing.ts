import { PUBLIC, SIGNED_IN, type MatrixRow } from './types.js';

// Billing of the fixture trip (visible, of `client`). Reading follows the trip's access: its client
// and staff read it, others get 404 (not a policy refusal). Organizing is refused (403) to clients;
// adding and removing items to everyone but team and super_admin (spec §6). Versioned writes name
// version 1, so after the first accepted write the next actor gets 409 stale, which still shows
// the checks let the call through; changes of one line or toggle name the value read instead.
// Item routes name an item that does not exist (404 once allowed).
const trip = (f: { ids: Record<string, string> }) => f.ids.trip;
const NO_ITEM = '00000000-0000-4000-8000-000000000000';
const READ: MatrixRow['expect'] = { ...SIGNED_IN };
const ORGANIZE: MatrixRow['expect'] = { ...SIGNED_IN, client: 403 };
// The matrix's organizer is not a client of the fixture trip: 404 before any role check. The
// organizer's own refusal to add or remove ('Your role (organizer) ...') is in test/api/billing.test.ts.
const ADD_REMOVE: MatrixRow['expect'] = { ...SIGNED_IN, client: 403 };

export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/billing/:tripId', url: (f) => `/api/billing/${trip(f)}`, expect: READ },
  {
    method: 'POST',
    route: '/api/billing/:tripId/activities',
    url: (f) => `/api/billing/${trip(f)}/activities`,
    body: { dayId: 'no-day', slotId: 'no-slot', optionId: 'no-option' },
    expect: ADD_REMOVE,
  },
  {
    method: 'POST',
    route: '/api/billing/:tripId/expenses',
    url: (f) => `/api/billing/${trip(f)}/expenses`,
    body: { version: 1, title: 'Matrix expense', unitCents: 100 },
    expect: ADD_REMOVE,
  },
  {
    method: 'PATCH',
    route: '/api/billing/:tripId/items/:itemId',
    url: (f) => `/api/billing/${trip(f)}/items/${NO_ITEM}`,
    body: { billed: true, previous: false },
    expect: ORGANIZE,
  },
  {
    method: 'POST',
    route: '/api/billing/:tripId/items/:itemId/reprice',
    url: (f) => `/api/billing/${trip(f)}/items/${NO_ITEM}/reprice`,
    body: { previousCents: 100, nowCents: 200 },
    expect: ORGANIZE,
  },
  {
    method: 'DELETE',
    route: '/api/billing/:tripId/items/:itemId',
    url: (f) => `/api/billing/${trip(f)}/items/${NO_ITEM}?version=1`,
    expect: ADD_REMOVE,
  },
  { method: 'DELETE', route: '/api/billing/:tripId/items', url: (f) => `/api/billing/${trip(f)}/items?version=1`, expect: ADD_REMOVE },
  { method: 'POST', route: '/api/billing/:tripId/unlock-all', url: (f) => `/api/billing/${trip(f)}/unlock-all`, body: { version: 1 }, expect: ORGANIZE },
  { method: 'POST', route: '/api/billing/:tripId/unselect-all', url: (f) => `/api/billing/${trip(f)}/unselect-all`, body: { version: 1 }, expect: ORGANIZE },
  { method: 'PUT', route: '/api/billing/:tripId/include', url: (f) => `/api/billing/${trip(f)}/include`, body: { includeFlight: true, previous: false }, expect: ORGANIZE },
  {
    method: 'PUT',
    route: '/api/billing/:tripId/travel/:part',
    url: (f) => `/api/billing/${trip(f)}/travel/outbound`,
    body: { billed: true, previous: false },
    expect: ORGANIZE,
  },
  { method: 'GET', route: '/api/billing/:tripId/statement.pdf', url: (f) => `/api/billing/${trip(f)}/statement.pdf`, expect: READ },
  { method: 'GET', route: '/api/billing/:tripId/itinerary.pdf', url: (f) => `/api/billing/${trip(f)}/itinerary.pdf`, expect: READ },
  { method: 'GET', route: '/api/billing/:tripId/calendar.ics', url: (f) => `/api/billing/${trip(f)}/calendar.ics`, expect: READ },
  { method: 'GET', route: '/api/billing/:tripId/calendar-subscription', url: (f) => `/api/billing/${trip(f)}/calendar-subscription`, expect: READ },
  { method: 'POST', route: '/api/billing/:tripId/calendar-subscription', url: (f) => `/api/billing/${trip(f)}/calendar-subscription`, expect: READ },
  { method: 'DELETE', route: '/api/billing/:tripId/calendar-subscription', url: (f) => `/api/billing/${trip(f)}/calendar-subscription`, expect: READ },
  // Public by design (a phone calendar has no session): an unknown secret is 404 for everyone.
  { method: 'GET', route: '/api/billing/feeds/:token', url: '/api/billing/feeds/unknown-unknown-unknown-unknown-unknown', expect: PUBLIC },
  {
    method: 'GET',
    route: '/api/billing/feeds/:token/calendar.ics',
    url: '/api/billing/feeds/unknown-unknown-unknown-unknown-unknown/calendar.ics',
    expect: PUBLIC,
  },
];
