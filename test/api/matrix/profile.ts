import { STAFF, type MatrixRow } from './types.js';

export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/profile', url: '/api/profile', expect: STAFF },
  {
    method: 'PUT',
    route: '/api/profile',
    url: '/api/profile',
    body: { fullName: 'Matrix', jobTitle: '', phone: '', yearsExperience: null, profilePhotoUrl: '', bioShort: '', bio: '', availabilityNote: '' },
    expect: STAFF,
  },
];
