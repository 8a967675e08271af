import { STAFF, SUPER_ADMIN, type MatrixRow } from './types.js';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/team', url: '/api/team', expect: SUPER_ADMIN },
  // A taken address: allowed callers get 422, nothing is created.
  { method: 'POST', route: '/api/team/invites', url: '/api/team/invites', body: { email: 'matrix-invite@example.com' }, expect: SUPER_ADMIN },
  { method: 'PATCH', route: '/api/team/users/:id', url: (f) => `/api/team/users/${f.ids.teamTarget}`, body: { approved: true, version: 1 }, expect: SUPER_ADMIN },
  // Wrong confirm word: allowed callers get 400, nothing is deleted.
  { method: 'DELETE', route: '/api/team/users/:id', url: (f) => `/api/team/users/${f.ids.teamTarget}`, body: { confirm: 'delete' }, expect: SUPER_ADMIN },
  { method: 'PATCH', route: '/api/team/invites/:id', url: (f) => `/api/team/invites/${f.ids.teamInvite}`, body: { approved: true, version: 1 }, expect: SUPER_ADMIN },
  { method: 'DELETE', route: '/api/team/invites/:id', url: `/api/team/invites/${NO_SUCH_ID}`, expect: SUPER_ADMIN },
  { method: 'POST', route: '/api/team/users/:id/reset-password', url: (f) => `/api/team/users/${f.ids.teamTarget}/reset-password`, expect: SUPER_ADMIN },
  { method: 'GET', route: '/api/team/specialists', url: '/api/team/specialists', expect: STAFF },
];
