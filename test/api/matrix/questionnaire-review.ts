import { STAFF, type MatrixRow } from './types.js';

const NO_ONE = '00000000-0000-4000-8000-000000000000';

/** Questionnaire review: staff only (spec §6: questionnaire detail requires team or super_admin). */
export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/questionnaires/:id', url: `/api/questionnaires/${NO_ONE}`, expect: STAFF },
  { method: 'PATCH', route: '/api/questionnaires/:id', url: `/api/questionnaires/${NO_ONE}`, body: { status: 'processing' }, expect: STAFF },
  { method: 'POST', route: '/api/questionnaires/:id/client', url: `/api/questionnaires/${NO_ONE}/client`, body: { templateTripId: NO_ONE }, expect: STAFF },
];
