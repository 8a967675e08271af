import { STAFF, type MatrixRow } from './types.js';

export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/questionnaires', url: '/api/questionnaires?q=a&status=new&folder=inbox', expect: STAFF },
];
