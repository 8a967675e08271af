import { PUBLIC, SIGNED_IN, type MatrixRow } from './types.js';

export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/health', url: '/api/health', expect: PUBLIC },
  { method: 'GET', route: '/api/openapi.json', url: '/api/openapi.json', expect: PUBLIC },
  { method: 'GET', route: '/api/auth/session', url: '/api/auth/session', expect: PUBLIC },
  { method: 'POST', route: '/api/auth/sign-in', url: '/api/auth/sign-in', body: { email: 'nobody@example.com', password: 'x', area: 'client' }, expect: PUBLIC },
  { method: 'POST', route: '/api/auth/sign-up', url: '/api/auth/sign-up', body: { fullName: '', email: 'bad', password: '1', confirmPassword: '2' }, expect: PUBLIC },
  { method: 'POST', route: '/api/auth/sign-out', url: '/api/auth/sign-out', expect: PUBLIC, endsSessions: true },
  { method: 'POST', route: '/api/auth/forgot-password', url: '/api/auth/forgot-password', body: { email: 'nobody@example.com' }, expect: PUBLIC },
  { method: 'GET', route: '/api/auth/reset-password/:token', url: '/api/auth/reset-password/nope', expect: PUBLIC },
  { method: 'POST', route: '/api/auth/reset-password', url: '/api/auth/reset-password', body: { token: 'nope', password: 'secret12', confirmPassword: 'secret12' }, expect: PUBLIC },
  { method: 'POST', route: '/api/auth/password', url: '/api/auth/password', body: { password: '1', confirmPassword: '2' }, expect: SIGNED_IN },
  // The first run's owner gives its name (issue 19); a blank name is refused for everyone signed in.
  { method: 'POST', route: '/api/auth/name', url: '/api/auth/name', body: { fullName: '' }, expect: SIGNED_IN },
];
