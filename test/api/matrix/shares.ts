import { PUBLIC, type MatrixRow } from './types.js';

// Companion links (ADR 031). On `trip` (client's, visible): its client and staff reach it, every
// other signed-in person gets 404 (out of reach, no leak). On `organizerTrip` the attached
// organizer reaches it and its hidden client does not. Revoking names a link that does not exist:
// the row changes nothing the others read. The public reads name an unknown token (404).
const NO_LINK = '00000000-0000-4000-8000-000000000000';
const CLIENT_TRIP: MatrixRow['expect'] = {
  anonymous: 401,
  client: 'allowed',
  otherClient: 404,
  organizer: 404,
  unapprovedTeam: 404,
  team: 'allowed',
  superAdmin: 'allowed',
};
const ORGANIZED_TRIP: MatrixRow['expect'] = { ...CLIENT_TRIP, client: 404, organizer: 'allowed' };
const UNKNOWN_TOKEN = 'A'.repeat(43);

export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/trips/:id/share-links', url: (f) => `/api/trips/${f.ids.trip}/share-links`, expect: CLIENT_TRIP },
  { method: 'POST', route: '/api/trips/:id/share-links', url: (f) => `/api/trips/${f.ids.trip}/share-links`, body: { label: 'Matrix' }, expect: CLIENT_TRIP },
  { method: 'DELETE', route: '/api/trips/:id/share-links/:linkId', url: (f) => `/api/trips/${f.ids.trip}/share-links/${NO_LINK}`, expect: { ...CLIENT_TRIP, client: 404, team: 404, superAdmin: 404 } },
  { method: 'GET', route: '/api/trips/:id/share-links', url: (f) => `/api/trips/${f.ids.organizerTrip}/share-links`, expect: ORGANIZED_TRIP },
  { method: 'POST', route: '/api/trips/:id/share-links', url: (f) => `/api/trips/${f.ids.organizerTrip}/share-links`, body: {}, expect: ORGANIZED_TRIP },
  { method: 'GET', route: '/api/shared/:token', url: `/api/shared/${UNKNOWN_TOKEN}`, expect: { ...PUBLIC, anonymous: 404, client: 404, otherClient: 404, organizer: 404, unapprovedTeam: 404, team: 404, superAdmin: 404 } },
  { method: 'GET', route: '/api/shared/:token/calendar.ics', url: `/api/shared/${UNKNOWN_TOKEN}/calendar.ics`, expect: PUBLIC },
];
