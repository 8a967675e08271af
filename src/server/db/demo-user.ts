/**
 * The demo user owns the template trips (spec §7, ADR 005): role no_access, no
 * password, so nobody can sign in as it. Team Rights never lists or edits it.
 */
export const DEMO_USER_EMAIL = 'templates@maison-voyage.local';
