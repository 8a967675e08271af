import { STAFF, type MatrixRow } from './types.js';

export const rows: MatrixRow[] = [{ method: 'GET', route: '/api/dashboard/counts', url: '/api/dashboard/counts', expect: STAFF }];
