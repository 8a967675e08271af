import { SIGNED_IN, STAFF, type MatrixFixtures, type MatrixRow } from './types.js';

// Everyone signed in reads their own account; Delete Account is called without the typed word
// (400 for everyone past the policy: the matrix must not delete its actors); confirm-email is staff only.
export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/auth/account', url: '/api/auth/account', expect: SIGNED_IN },
  // A name change at version 0 (never a user's): 409 for everyone past the policy, nothing renamed.
  { method: 'PATCH', route: '/api/auth/account', url: '/api/auth/account', body: { fullName: 'Matrix Name', version: 1 }, expect: SIGNED_IN },
  { method: 'DELETE', route: '/api/auth/account', url: '/api/auth/account', body: {}, expect: SIGNED_IN },
  {
    method: 'POST',
    route: '/api/auth/confirm-email',
    url: '/api/auth/confirm-email',
    body: (f: MatrixFixtures) => ({ user_id: f.users.client.id }),
    expect: STAFF,
  },
];
