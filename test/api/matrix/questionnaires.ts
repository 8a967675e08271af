import { PUBLIC, STAFF, type MatrixRow } from './types.js';

const NO_ONE = '00000000-0000-4000-8000-000000000000';

/**
 * /api/questionnaires: anyone may submit (a honeypot body, so nothing is stored or
 * mailed); the list, the review, its changes and Create Client are staff only (spec §6).
 */
export const rows: MatrixRow[] = [
  {
    method: 'POST',
    route: '/api/questionnaires',
    url: '/api/questionnaires',
    body: {
      name: 'Matrix Bot',
      email: 'matrix@example.com',
      destination: 'paris',
      duration: '3-5',
      budget: 'luxury',
      interests: ['culture'],
      website: 'http://spam.example',
    },
    expect: PUBLIC,
  },
  { method: 'GET', route: '/api/questionnaires', url: '/api/questionnaires?q=a&status=new&folder=inbox', expect: STAFF },
  { method: 'GET', route: '/api/questionnaires/:id', url: `/api/questionnaires/${NO_ONE}`, expect: STAFF },
  { method: 'PATCH', route: '/api/questionnaires/:id', url: `/api/questionnaires/${NO_ONE}`, body: { status: 'processing', version: 1 }, expect: STAFF },
  { method: 'POST', route: '/api/questionnaires/:id/client', url: `/api/questionnaires/${NO_ONE}/client`, body: { templateTripId: NO_ONE }, expect: STAFF },
];
