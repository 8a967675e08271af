import { SIGNED_IN, STAFF, type MatrixRow } from './types.js';

/** The rate in use is read by anyone signed in (billing, workspace); fetching from the ECB is staff's (test apps fetch nothing: 422). */
export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/exchange-rates/latest', url: '/api/exchange-rates/latest', expect: SIGNED_IN },
  { method: 'POST', route: '/api/exchange-rates/fetch', url: '/api/exchange-rates/fetch', expect: STAFF },
];
