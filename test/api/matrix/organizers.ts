import { STAFF, type MatrixRow } from './types.js';

// Organizers (ADR 023). The fixture `organizerTrip` belongs to `otherClient`, is hidden from
// them, and has the organizer attached: the organizer reads and organizes it (hidden or not) as
// staff do; its hidden client and everyone else who is not staff get 404 (out of reach, no leak).
// On the shared fixture `trip` (the organizer is not attached) the organizer gets 404 too.
// Attaching names the organizer already attached and detaching a person never attached, so the
// rows change nothing the others read.
const organized = (f: { ids: Record<string, string> }) => f.ids.organizerTrip;
const ORGANIZER_REACHES: MatrixRow['expect'] = {
  anonymous: 401,
  client: 404,
  otherClient: 404,
  organizer: 'allowed',
  unapprovedTeam: 404,
  team: 'allowed',
  superAdmin: 'allowed',
};

export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/trips/:id', url: (f) => `/api/trips/${organized(f)}`, expect: ORGANIZER_REACHES },
  { method: 'GET', route: '/api/workspace/trips/:tripId', url: (f) => `/api/workspace/trips/${organized(f)}`, expect: ORGANIZER_REACHES },
  { method: 'GET', route: '/api/billing/:tripId', url: (f) => `/api/billing/${organized(f)}`, expect: ORGANIZER_REACHES },
  {
    method: 'PUT',
    route: '/api/billing/:tripId/travel/:part',
    url: (f) => `/api/billing/${organized(f)}/travel/outbound`,
    body: { billed: true, previous: false },
    expect: ORGANIZER_REACHES,
  },
  // Not attached: out of the organizer's reach.
  { method: 'GET', route: '/api/trips/:id', url: (f) => `/api/trips/${f.ids.trip}`, expect: { ...ORGANIZER_REACHES, client: 'allowed', organizer: 404 } },
  { method: 'GET', route: '/api/trips/:id/organizers', url: (f) => `/api/trips/${organized(f)}/organizers`, expect: STAFF },
  {
    method: 'PUT',
    route: '/api/trips/:id/organizers/:userId',
    url: (f) => `/api/trips/${organized(f)}/organizers/${f.users.organizer.id}`,
    expect: STAFF,
  },
  {
    method: 'DELETE',
    route: '/api/trips/:id/organizers/:userId',
    url: (f) => `/api/trips/${organized(f)}/organizers/${f.ids.teamTarget}`,
    expect: STAFF,
  },
];
