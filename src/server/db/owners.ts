import type { DB } from './types.js';

/**
 * Which part of the server writes each table (ADR 008, ADR 036): one owner per table. An owner is
 * a module (`src/server/modules/<name>/`) or, for the few tables below the modules, the one file
 * of `src/server` that writes them. test/architecture/table-ownership.test.ts reads every
 * `insertInto`, `updateTable`, `deleteFrom` (and raw `insert into`, `update`, `delete from`) of the
 * server's code and fails when one sits outside its table's owner; TypeScript fails here when a
 * table of `DB` has no owner.
 *
 * Not counted, because they are not the product writing its data: the migrations
 * (db/migrations, schema changes), the first run (db/seed: it writes starter content and the owner
 * before any module serves a request, ADR 008), and backup/restore (db/dump.ts, scripts/backup.ts,
 * scripts/restore.ts: they copy every table whole, whatever owns it). better-auth, configured in
 * src/server/auth for the accounts module, also writes users, auth_sessions, auth_accounts and
 * auth_verifications through its own Kysely adapter at sign-in and sign-out.
 */
export const TABLE_OWNERS = {
  users: 'accounts',
  auth_sessions: 'accounts',
  auth_accounts: 'accounts',
  auth_verifications: 'accounts',
  password_reset_required: 'accounts',
  account_email_changes: 'accounts',
  allowed_client_emails: 'accounts',
  client_destinations: 'clients',
  trip_questionnaires: 'questionnaires',
  trips: 'trips',
  trip_changes: 'trips',
  trip_clients: 'trips',
  trip_organizers: 'trips',
  pinned_trips: 'trips',
  // Versions sent to the clients (ADR 037): written with the trip's write.
  trip_sends: 'trips',
  notifications: 'notifications',
  notification_emails: 'notifications',
  mail_opt_outs: 'notifications',
  billing_items: 'billing',
  trip_calendar_feeds: 'billing',
  custom_activities: 'custom-activities',
  exchange_rates: 'exchange-rates',
  distance_cache: 'distances',
  blog_posts: 'blog',
  // The catalogue's hash; the first run's progress is the seed's (not counted, see above).
  app_settings: 'places',
  places: 'places',
  place_cache: 'places',
  trip_share_links: 'shares',
  // A client's approval of a sent version, and the version each person last saw (ADR 037).
  trip_approvals: 'proposals',
  trip_client_views: 'proposals',
  idempotency_keys: 'idempotency',
  // Below the modules: the shared rate limits (ADR 017) and the auth secret (ADR 023).
  rate_limits: 'lib/rate-limit-repo.ts',
  instance_secrets: 'db/instance-secrets.ts',
} as const satisfies Record<keyof DB, string>;

export type TableOwner = (typeof TABLE_OWNERS)[keyof typeof TABLE_OWNERS];

