import { SIGNED_IN, STAFF, type MatrixRow } from './types.js';

const activity = (f: { ids: Record<string, string> }) => f.ids.customActivity;

/**
 * Custom activities (spec §5, §7): anyone signed in adds one and lists their own; staff edit and
 * delete. The edit names version 1: the first staff member writes it, the next one gets 409.
 * The delete runs last for each actor, on an activity that is gone after the first staff call (404).
 */
export const rows: MatrixRow[] = [
  { method: 'POST', route: '/api/custom-activities', url: '/api/custom-activities', body: { title: 'Matrix walk', address: 'Piazza Navona, Roma' }, expect: SIGNED_IN },
  { method: 'GET', route: '/api/custom-activities', url: '/api/custom-activities', expect: SIGNED_IN },
  {
    method: 'PATCH',
    route: '/api/custom-activities/:id',
    url: (f) => `/api/custom-activities/${activity(f)}`,
    body: { price: 10, version: 1 },
    expect: STAFF,
  },
  { method: 'DELETE', route: '/api/custom-activities/:id', url: (f) => `/api/custom-activities/${activity(f)}`, expect: STAFF },
];
