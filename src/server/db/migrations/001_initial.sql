-- 001: every entity of spec §3, the auth tables behind better-auth, and the
-- indexes behind the queries of spec §7. Same SQL on PGlite and PostgreSQL.

create extension if not exists pg_trgm;

create sequence user_friendly_id_seq start with 1001;
create sequence trip_friendly_id_seq start with 1001;

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  full_name text not null default '',
  phone text,
  friendly_id bigint not null unique default nextval('user_friendly_id_seq'),
  role text not null default 'client'
    check (role in ('client','organizer','team','admin','super_admin','no_access','team_admin','team_member')),
  approved boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_sign_in_at timestamptz,
  email_verified boolean not null default false,
  email_verified_at timestamptz,
  image text,
  job_title text,
  years_experience integer check (years_experience is null or years_experience >= 0),
  availability_note text,
  bio text,
  bio_short text,
  profile_photo_url text
);
create unique index users_email_lower_key on users (lower(email));
create index users_role_idx on users (role);
create index users_created_at_idx on users (created_at desc);

-- better-auth: sessions, credential accounts, verification tokens (reset links).
create table auth_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  token text not null unique,
  expires_at timestamptz not null,
  ip_address text,
  user_agent text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index auth_sessions_user_idx on auth_sessions (user_id);

create table auth_accounts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  account_id text not null,
  provider_id text not null,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index auth_accounts_user_idx on auth_accounts (user_id);

create table auth_verifications (
  id uuid primary key default gen_random_uuid(),
  identifier text not null,
  value text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index auth_verifications_identifier_idx on auth_verifications (identifier);

create table allowed_client_emails (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  full_name text,
  role text not null default 'client'
    check (role in ('client','organizer','team','admin','super_admin','no_access','team_admin','team_member')),
  approved boolean not null default true,
  used boolean not null default false,
  added_at timestamptz not null default now(),
  added_by uuid references users(id) on delete set null,
  notes text,
  client_user_id uuid references users(id) on delete set null,
  destination text,
  start_date date,
  end_date date
);
create unique index allowed_client_emails_email_lower_key on allowed_client_emails (lower(email));
create index allowed_client_emails_added_at_idx on allowed_client_emails (added_at desc);
create index allowed_client_emails_search_trgm on allowed_client_emails
  using gin ((coalesce(email,'') || ' ' || coalesce(full_name,'') || ' ' || coalesce(destination,'')) gin_trgm_ops);

create table client_destinations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  destination text not null,
  start_date date,
  end_date date,
  created_at timestamptz not null default now(),
  unique (user_id, destination)
);

create table password_reset_required (
  user_id uuid primary key references users(id) on delete cascade,
  must_change boolean not null default true,
  created_at timestamptz not null default now()
);

create table trip_questionnaires (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  destination text not null check (destination in ('paris','rome','italy')),
  travel_dates jsonb not null default '{"not_yet_scheduled": true}',
  duration text not null check (duration in ('3-5','6-7','8+')),
  travelers jsonb not null default '{"adults": 2, "children": 0}',
  budget text not null check (budget in ('budget','moderate','luxury','ultra-luxury')),
  interests text[] not null default '{}',
  accommodation_preference text check (accommodation_preference in ('3-star','4-star','5-star','apartment')),
  travel_style text check (travel_style in ('relaxed','balanced','fast-paced')),
  special_requests text,
  status text not null default 'new' check (status in ('new','processing','completed')),
  folder text check (folder in ('active','archived','cancelled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index trip_questionnaires_created_idx on trip_questionnaires (created_at desc);
create index trip_questionnaires_email_idx on trip_questionnaires (lower(email), created_at desc);
create index trip_questionnaires_status_idx on trip_questionnaires (status, created_at desc);
create index trip_questionnaires_folder_idx on trip_questionnaires (folder, created_at desc);
create index trip_questionnaires_search_trgm on trip_questionnaires
  using gin ((name || ' ' || email || ' ' || destination) gin_trgm_ops);

create table trips (
  id uuid primary key default gen_random_uuid(),
  friendly_id bigint not null unique default nextval('trip_friendly_id_seq'),
  user_id uuid references users(id) on delete set null,
  questionnaire_id uuid references trip_questionnaires(id) on delete set null,
  trip_name text not null default '',
  destination text not null default '',
  trip_description text,
  destination_latitude double precision,
  destination_longitude double precision,
  destination_photo_url text,
  start_date date,
  end_date date,
  travelers_adults integer not null default 1 check (travelers_adults >= 1),
  travelers_children integer not null default 0 check (travelers_children >= 0),
  status text not null default 'planning'
    check (status in ('new','planning','proposed','signed','confirmed','in_progress','completed','follow_up','cancelled','archived','draft','active')),
  folder text not null default 'in_progress'
    check (folder in ('in_progress','completed','cancelled','archived','deleted')),
  budget_eur numeric(12,2) check (budget_eur is null or budget_eur >= 0),
  currency text not null default 'EUR' check (currency in ('EUR','USD','GBP')),
  visible_to_client boolean not null default true,
  days jsonb not null default '[]',
  outbound_flight jsonb,
  return_flight jsonb,
  hotel jsonb,
  hotel_coordinates jsonb,
  hotel_address text,
  dedicated_specialist_id uuid references users(id) on delete set null,
  include_flight_in_billing boolean not null default false,
  include_hotel_in_billing boolean not null default false,
  lock_cost_multiplier boolean not null default false,
  is_template boolean not null default false,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index trips_user_idx on trips (user_id, start_date desc);
create index trips_folder_idx on trips (folder, created_at desc);
create index trips_status_idx on trips (status, created_at desc);
create index trips_specialist_idx on trips (dedicated_specialist_id, created_at desc);
create index trips_created_idx on trips (created_at desc);
create index trips_template_idx on trips (is_template) where is_template;
create index trips_search_trgm on trips
  using gin ((trip_name || ' ' || destination) gin_trgm_ops);

create table trip_clients (
  trip_id uuid not null references trips(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  primary key (trip_id, user_id)
);
create index trip_clients_user_idx on trip_clients (user_id);

create table pinned_trips (
  user_id uuid not null references users(id) on delete cascade,
  trip_id uuid not null references trips(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, trip_id)
);

create table notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  trip_id uuid references trips(id) on delete cascade,
  type text not null check (type in ('activity_created','activity_updated','activity_validated','activity_removed')),
  title text not null,
  message text not null default '',
  activity_name text,
  day_number integer,
  metadata jsonb,
  is_read boolean not null default false,
  created_at timestamptz not null default now()
);
create index notifications_user_idx on notifications (user_id, created_at desc);
create index notifications_unread_idx on notifications (user_id) where not is_read;

create table billing_items (
  id uuid primary key default gen_random_uuid(),
  trip_id uuid not null references trips(id) on delete cascade,
  day_number integer,
  activity_index integer,
  activity_name text not null,
  activity_description text,
  activity_date date,
  activity_time text,
  number_of_people integer not null default 1 check (number_of_people >= 1),
  unit_price numeric(12,2) not null default 0 check (unit_price >= 0),
  quantity integer not null default 1 check (quantity >= 1),
  price numeric(12,2) not null default 0,
  currency text not null default 'EUR' check (currency in ('EUR','USD','GBP')),
  added_by uuid references users(id) on delete set null,
  lock_cost boolean not null default false,
  item_type text not null default 'activity' check (item_type in ('activity','custom_expense')),
  billed boolean not null default false,
  billed_at timestamptz,
  added_at timestamptz not null default now()
);
create index billing_items_trip_idx on billing_items (trip_id, day_number, activity_index);

create table custom_activities (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references users(id) on delete set null,
  title text not null,
  description text,
  address text not null,
  place_id text,
  latitude double precision,
  longitude double precision,
  price numeric(12,2) not null default 0 check (price >= 0),
  currency text not null default 'EUR' check (currency in ('EUR','USD','GBP')),
  created_at timestamptz not null default now()
);
create index custom_activities_user_idx on custom_activities (user_id);

create table exchange_rates (
  id uuid primary key default gen_random_uuid(),
  base_currency text not null,
  target_currency text not null,
  rate numeric(12,6) not null check (rate > 0),
  rate_date date not null,
  created_at timestamptz not null default now(),
  unique (base_currency, target_currency, rate_date)
);

create table distance_cache (
  id uuid primary key default gen_random_uuid(),
  origin_lat double precision not null,
  origin_lng double precision not null,
  destination_lat double precision not null,
  destination_lng double precision not null,
  walking_distance_text text,
  walking_duration_text text,
  bicycling_distance_text text,
  bicycling_duration_text text,
  driving_distance_text text,
  driving_duration_text text,
  transit_distance_text text,
  transit_duration_text text,
  distance_meters integer,
  duration_seconds integer,
  created_at timestamptz not null default now(),
  unique (origin_lat, origin_lng, destination_lat, destination_lng)
);

create table blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  title text not null,
  excerpt text not null default '',
  content text not null default '',
  featured_image text,
  featured_image_alt text,
  category text not null,
  tags text[] not null default '{}',
  published_at timestamptz,
  reading_time integer not null default 1 check (reading_time >= 1),
  views integer not null default 0 check (views >= 0),
  status text not null default 'draft' check (status in ('draft','published','archived')),
  meta_title text,
  meta_description text,
  seo_keywords text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index blog_posts_published_idx on blog_posts (status, published_at desc);
create index blog_posts_category_idx on blog_posts (category, published_at desc);

create table app_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
