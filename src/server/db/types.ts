/*
 * Over 400 lines on purpose: one Kysely type per table of migrations/*.sql, in one place so that
 * a migration and its types are changed together.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Kysely table types, one per table of migrations/*.sql (snake_case as spec §3). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateText = ColumnType<string, string, string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T = unknown> = ColumnType<T, string | T, string | T>;
/** A JSON column with a database default: optional on insert. */
type JsonWithDefault<T = unknown> = ColumnType<T, string | T | undefined, string | T>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  full_name: Generated<string>;
  phone: string | null;
  friendly_id: Generated<number>;
  role: Generated<string>;
  approved: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_sign_in_at: NullableTimestamp;
  email_verified: Generated<boolean>;
  email_verified_at: NullableTimestamp;
  image: string | null;
  job_title: string | null;
  years_experience: number | null;
  availability_note: string | null;
  bio: string | null;
  bio_short: string | null;
  profile_photo_url: string | null;
  /** Adds one on every write of the row by a person (migration 012); writes name the one they read. */
  version: Generated<number>;
}

export interface AuthSessionsTable {
  id: Generated<string>;
  user_id: string;
  token: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthAccountsTable {
  id: Generated<string>;
  user_id: string;
  account_id: string;
  provider_id: string;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthVerificationsTable {
  id: Generated<string>;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AllowedClientEmailsTable {
  id: Generated<string>;
  email: string;
  full_name: string | null;
  role: Generated<string>;
  approved: Generated<boolean>;
  used: Generated<boolean>;
  added_at: Timestamp;
  added_by: string | null;
  notes: string | null;
  client_user_id: string | null;
  destination: string | null;
  start_date: DateText | null;
  end_date: DateText | null;
  version: Generated<number>;
}

/** One change of an account's e-mail, with who made it (migration 012). */
export interface AccountEmailChangesTable {
  id: Generated<string>;
  user_id: string;
  old_email: string;
  new_email: string;
  changed_by: string | null;
  created_at: Generated<Date>;
}

export interface ClientDestinationsTable {
  id: Generated<string>;
  user_id: string;
  destination: string;
  start_date: DateText | null;
  end_date: DateText | null;
  created_at: Timestamp;
}

export interface PasswordResetRequiredTable {
  user_id: string;
  must_change: Generated<boolean>;
  created_at: Timestamp;
}

export interface TripQuestionnairesTable {
  id: Generated<string>;
  name: string;
  email: string;
  destination: string;
  travel_dates: JsonWithDefault<{ not_yet_scheduled: true } | { start: string; end: string }>;
  duration: string;
  travelers: JsonWithDefault<{ adults: number; children: number }>;
  budget: string;
  interests: ColumnType<string[], string[] | undefined, string[]>;
  accommodation_preference: string | null;
  travel_style: string | null;
  special_requests: string | null;
  status: Generated<string>;
  folder: string | null;
  /** Names the status and folder a write read (migration 013); each write adds one. */
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TripsTable {
  id: Generated<string>;
  friendly_id: Generated<number>;
  user_id: string | null;
  questionnaire_id: string | null;
  trip_name: Generated<string>;
  destination: Generated<string>;
  trip_description: string | null;
  destination_latitude: number | null;
  destination_longitude: number | null;
  destination_photo_url: string | null;
  start_date: DateText | null;
  end_date: DateText | null;
  travelers_adults: Generated<number>;
  travelers_children: Generated<number>;
  status: Generated<string>;
  folder: Generated<string>;
  budget_eur: number | null;
  currency: Generated<string>;
  visible_to_client: Generated<boolean>;
  days: JsonWithDefault<unknown[]>;
  outbound_flight: Json | null;
  return_flight: Json | null;
  hotel: Json | null;
  hotel_coordinates: Json | null;
  hotel_address: string | null;
  dedicated_specialist_id: string | null;
  include_flight_in_billing: Generated<boolean>;
  include_hotel_in_billing: Generated<boolean>;
  lock_cost_multiplier: Generated<boolean>;
  is_template: Generated<boolean>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Who made the last change (migration 003). */
  updated_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One accepted trip write: who changed which part, and when (migration 003). */
export interface TripChangesTable {
  id: Generated<string>;
  trip_id: string;
  user_id: string | null;
  part: string;
  summary: Generated<string>;
  version: number;
  created_at: Timestamp;
  /** 028: what the write changed, reversible (TripDiff); null before 028 or once compacted. */
  diff: Json | null;
  /** 028: the change in sentences (ChangeLine[]). */
  details: Json | null;
}

export interface TripClientsTable {
  trip_id: string;
  user_id: string;
}

/** Organizers staff attached to a trip (migration 022, ADR 023). */
export interface TripOrganizersTable {
  trip_id: string;
  user_id: string;
  added_by: string | null;
  created_at: Generated<Date>;
}

/** Secrets generated once per installation, shared by its processes (migration 022). */
export interface InstanceSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

export interface PinnedTripsTable {
  user_id: string;
  trip_id: string;
  created_at: Timestamp;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  trip_id: string | null;
  type: string;
  title: string;
  message: Generated<string>;
  activity_name: string | null;
  day_number: number | null;
  metadata: Json | null;
  is_read: Generated<boolean>;
  created_at: Timestamp;
}

export interface BillingItemsTable {
  id: Generated<string>;
  trip_id: string;
  /** Where the slot was when billed; screens derive its position now from slot_id (ADR 025). */
  day_number: number | null;
  activity_index: number | null;
  /** The day, slot and option billed, by their stable ids (migration 018; null on expenses and unmatched lines). */
  day_id: string | null;
  slot_id: string | null;
  option_id: string | null;
  activity_name: string;
  activity_description: string | null;
  activity_date: DateText | null;
  activity_time: string | null;
  number_of_people: Generated<number>;
  unit_price: Generated<number>;
  quantity: Generated<number>;
  price: Generated<number>;
  currency: Generated<string>;
  added_by: string | null;
  lock_cost: Generated<boolean>;
  item_type: Generated<string>;
  billed: Generated<boolean>;
  billed_at: NullableTimestamp;
  added_at: Timestamp;
}

export interface CustomActivitiesTable {
  id: Generated<string>;
  user_id: string | null;
  title: string;
  description: string | null;
  address: string;
  place_id: string | null;
  latitude: number | null;
  longitude: number | null;
  price: Generated<number>;
  currency: Generated<string>;
  created_at: Timestamp;
  version: Generated<number>;
  updated_at: Timestamp;
}

/** The built-in places catalogue as loaded at start (migration 006). */
export interface PlacesTable {
  id: string;
  city: string;
  city_label: string;
  position: number;
  name: string;
  address: string;
  lat: number;
  lng: number;
  kind: string;
  types: string[];
  interests: string[];
  description: string;
  cost_eur: number;
  price_level: number | null;
  stars: number | null;
  duration_minutes: number;
  hours: string[];
  website: string | null;
  phone: string | null;
  /** Migration 021. */
  min_age: number | null;
  dress_code: string | null;
  name_folded: string;
  search_text: string;
  updated_at: Timestamp;
}

/** Answers of Google Places kept for every server process (migration 006). */
export interface PlaceCacheTable {
  key: string;
  value: Json;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface ExchangeRatesTable {
  id: Generated<string>;
  base_currency: string;
  target_currency: string;
  rate: number;
  rate_date: DateText;
  created_at: Timestamp;
  fetched_at: Timestamp;
}

export interface DistanceCacheTable {
  id: Generated<string>;
  origin_lat: number;
  origin_lng: number;
  destination_lat: number;
  destination_lng: number;
  walking_distance_text: string | null;
  walking_duration_text: string | null;
  bicycling_distance_text: string | null;
  bicycling_duration_text: string | null;
  driving_distance_text: string | null;
  driving_duration_text: string | null;
  transit_distance_text: string | null;
  transit_duration_text: string | null;
  distance_meters: number | null;
  duration_seconds: number | null;
  walking_distance_meters: number | null;
  walking_duration_seconds: number | null;
  bicycling_distance_meters: number | null;
  bicycling_duration_seconds: number | null;
  driving_distance_meters: number | null;
  driving_duration_seconds: number | null;
  transit_distance_meters: number | null;
  transit_duration_seconds: number | null;
  travel_mode: string | null;
  source: Generated<string>;
  measured_at: Timestamp;
  created_at: Timestamp;
}

export interface BlogPostsTable {
  id: Generated<string>;
  slug: string;
  title: string;
  excerpt: Generated<string>;
  content: Generated<string>;
  featured_image: string | null;
  featured_image_alt: string | null;
  category: string;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  published_at: NullableTimestamp;
  reading_time: Generated<number>;
  views: Generated<number>;
  status: Generated<string>;
  meta_title: string | null;
  meta_description: string | null;
  seo_keywords: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AppSettingsTable {
  key: string;
  value: Json;
  updated_at: Timestamp;
}

/** 008: per-address, per-route and per-account counters shared by every server process. */
export interface RateLimitsTable {
  key: string;
  count: Generated<number>;
  reset_at: Timestamp;
  blocked_until: NullableTimestamp;
}

/** 023: the Idempotency-Key of a create, with what it created and its answer (ADR 022). */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  scope: string;
  request_hash: string;
  resource_id: string | null;
  status_code: number | null;
  response: Json | null;
  created_at: Timestamp;
}

/** 011: a trip's private calendar subscription (the token's SHA-256 only). */
export interface TripCalendarFeedsTable {
  trip_id: string;
  token_hash: string;
  created_by: string;
  created_at: Timestamp;
  last_read_at: NullableTimestamp;
}

/** 028: the versions sent to the client (issue 22, ADR 037). */
export interface TripSendsTable {
  id: Generated<string>;
  trip_id: string;
  version: number;
  sent_by: string | null;
  sent_at: Timestamp;
  snapshot: Json;
  summary: Json;
}

/** 028: a client's approval of a sent version, or request for changes. */
export interface TripApprovalsTable {
  id: Generated<string>;
  trip_id: string;
  version: number;
  user_id: string | null;
  kind: string;
  typed_name: Generated<string>;
  message: Generated<string>;
  ip: Generated<string>;
  created_at: Timestamp;
}

/** 028: the version of a trip each client last saw. */
export interface TripClientViewsTable {
  trip_id: string;
  user_id: string;
  seen_version: number;
  seen_at: Timestamp;
}

/** 027: read-only links for a trip's companions (the token's SHA-256 only; ADR 031). */
export interface TripShareLinksTable {
  id: Generated<string>;
  trip_id: string;
  token_hash: string;
  created_by: string | null;
  created_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
  label: string | null;
}

/** Migration 010: when a client was last e-mailed about new activities of a trip. */
export interface NotificationEmailsTable {
  user_id: string;
  trip_id: string;
  sent_at: Generated<Date>;
}

export interface MailOptOutsTable {
  user_id: string;
  kind: string;
  created_at: Generated<Date>;
}

export interface DB {
  users: UsersTable;
  auth_sessions: AuthSessionsTable;
  auth_accounts: AuthAccountsTable;
  auth_verifications: AuthVerificationsTable;
  allowed_client_emails: AllowedClientEmailsTable;
  account_email_changes: AccountEmailChangesTable;
  client_destinations: ClientDestinationsTable;
  password_reset_required: PasswordResetRequiredTable;
  trip_questionnaires: TripQuestionnairesTable;
  trips: TripsTable;
  trip_changes: TripChangesTable;
  trip_clients: TripClientsTable;
  trip_organizers: TripOrganizersTable;
  instance_secrets: InstanceSecretsTable;
  pinned_trips: PinnedTripsTable;
  notifications: NotificationsTable;
  notification_emails: NotificationEmailsTable;
  mail_opt_outs: MailOptOutsTable;
  billing_items: BillingItemsTable;
  custom_activities: CustomActivitiesTable;
  exchange_rates: ExchangeRatesTable;
  distance_cache: DistanceCacheTable;
  blog_posts: BlogPostsTable;
  app_settings: AppSettingsTable;
  places: PlacesTable;
  place_cache: PlaceCacheTable;
  rate_limits: RateLimitsTable;
  trip_calendar_feeds: TripCalendarFeedsTable;
  trip_share_links: TripShareLinksTable;
  trip_sends: TripSendsTable;
  trip_approvals: TripApprovalsTable;
  trip_client_views: TripClientViewsTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type UserRow = Selectable<UsersTable>;
export type TripRow = Selectable<TripsTable>;
export type NewTrip = Insertable<TripsTable>;
export type TripUpdate = Updateable<TripsTable>;
export type QuestionnaireRow = Selectable<TripQuestionnairesTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;
export type PlaceRow = Selectable<PlacesTable>;
export type NewPlace = Insertable<PlacesTable>;
export type CustomActivityRow = Selectable<CustomActivitiesTable>;
export type AllowedClientEmailRow = Selectable<AllowedClientEmailsTable>;
