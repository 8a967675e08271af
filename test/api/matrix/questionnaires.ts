import { PUBLIC, type MatrixRow } from './types.js';

/** The public questionnaire: anyone may submit (a honeypot body, so nothing is stored or mailed). */
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
];
