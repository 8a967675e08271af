import { PUBLIC, SIGNED_IN, type MatrixRow } from './types.js';

// Everyone signed in has their own notifications; an unknown id answers 404.
const none = '00000000-0000-4000-8000-000000000000';
export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/notifications', url: '/api/notifications', expect: SIGNED_IN },
  { method: 'GET', route: '/api/notifications/events', url: '/api/notifications/events', expect: SIGNED_IN, stream: true },
  { method: 'POST', route: '/api/notifications/read-all', url: '/api/notifications/read-all', expect: SIGNED_IN },
  { method: 'PATCH', route: '/api/notifications/:id', url: `/api/notifications/${none}`, body: { isRead: true }, expect: SIGNED_IN },
  { method: 'DELETE', route: '/api/notifications/:id', url: `/api/notifications/${none}`, expect: SIGNED_IN },
  // Unsubscribe links of the mails: no session, the signed token decides (a wrong one answers 400 to everyone).
  { method: 'GET', route: '/api/notifications/unsubscribe', url: '/api/notifications/unsubscribe?token=nope', expect: PUBLIC },
  { method: 'POST', route: '/api/notifications/unsubscribe', url: '/api/notifications/unsubscribe?token=nope', expect: PUBLIC },
];
