import { STAFF, SUPER_ADMIN, type MatrixRow } from './types.js';

const NO_ONE = '999999999';

/** Client database, client detail and the trips made for a client: staff only; deleting a client (a user and trips) is super admin only (spec §6). */
export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/clients', url: '/api/clients?search=matrix', expect: STAFF },
  { method: 'POST', route: '/api/clients', url: '/api/clients', body: { email: '' }, expect: STAFF },
  { method: 'GET', route: '/api/clients/:clientId', url: (f) => `/api/clients/${f.users.client.id}`, expect: STAFF },
  { method: 'PATCH', route: '/api/clients/:clientId', url: (f) => `/api/clients/${f.users.client.id}`, body: { email: '' }, expect: STAFF },
  { method: 'DELETE', route: '/api/clients/:clientId', url: `/api/clients/${NO_ONE}`, expect: SUPER_ADMIN },
  { method: 'POST', route: '/api/clients/:clientId/trips', url: (f) => `/api/clients/${f.users.client.id}/trips`, body: { destination: '' }, expect: STAFF },
  { method: 'POST', route: '/api/clients/:clientId/clone', url: (f) => `/api/clients/${f.users.client.id}/clone`, body: { tripNumber: 'T-999999' }, expect: STAFF },
  { method: 'POST', route: '/api/clients/:clientId/invitation', url: `/api/clients/${NO_ONE}/invitation`, expect: STAFF },
  { method: 'POST', route: '/api/clients/:clientId/reset-password', url: `/api/clients/${NO_ONE}/reset-password`, expect: STAFF },
];
