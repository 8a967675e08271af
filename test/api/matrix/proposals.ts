import { STAFF, type MatrixRow } from './types.js';

// Versions a client approves (issue 22, ADR 037). Opening, restoring and sending a version is
// staff's (policy staff); the bodies name a stale version, so those rows write nothing. On `trip`
// (client's, visible) its client and staff read the proposal and what changed; every other signed-in
// person gets 404 (out of reach, no leak). Only its client answers: staff get 403; the client's
// answer names a version never sent (409), so nothing is recorded.
const CLIENT_TRIP: MatrixRow['expect'] = {
  anonymous: 401,
  client: 'allowed',
  otherClient: 404,
  organizer: 404,
  unapprovedTeam: 404,
  team: 'allowed',
  superAdmin: 'allowed',
};
const CLIENT_ANSWERS: MatrixRow['expect'] = { ...CLIENT_TRIP, team: 403, superAdmin: 403 };

export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/trips/:id/versions/:version', url: (f) => `/api/trips/${f.ids.trip}/versions/1`, expect: STAFF },
  {
    method: 'POST',
    route: '/api/trips/:id/versions/:version/restore',
    url: (f) => `/api/trips/${f.ids.trip}/versions/1/restore`,
    body: { version: 999_999, part: 'hotel' },
    expect: STAFF,
  },
  { method: 'POST', route: '/api/trips/:id/send', url: (f) => `/api/trips/${f.ids.trip}/send`, body: { version: 999_999 }, expect: STAFF },
  { method: 'GET', route: '/api/trips/:id/proposal', url: (f) => `/api/trips/${f.ids.trip}/proposal`, expect: CLIENT_TRIP },
  { method: 'POST', route: '/api/trips/:id/approve', url: (f) => `/api/trips/${f.ids.trip}/approve`, body: { version: 999_999, fullName: 'Matrix Client' }, expect: CLIENT_ANSWERS },
  {
    method: 'POST',
    route: '/api/trips/:id/request-changes',
    url: (f) => `/api/trips/${f.ids.trip}/request-changes`,
    body: { version: 999_999, message: 'Could we start later?' },
    expect: CLIENT_ANSWERS,
  },
  { method: 'GET', route: '/api/trips/:id/changes-for-me', url: (f) => `/api/trips/${f.ids.trip}/changes-for-me`, expect: CLIENT_TRIP },
  { method: 'POST', route: '/api/trips/:id/changes-for-me/seen', url: (f) => `/api/trips/${f.ids.trip}/changes-for-me/seen`, body: { version: 1 }, expect: CLIENT_TRIP },
];
