-- 006: places (issue 8 §1). The built-in catalogue is loaded into `places` at start from
-- src/server/providers/places/catalogue/<city>.json (modules/places/catalogue-sync.ts); answers
-- of Google Places are kept in `place_cache` so that every server process shares them; custom
-- activities get a version for the staff's edits (409 stale, like trips).

create table places (
  -- '<city>-<slug of the name>', stable across releases: itineraries keep it as an option's placeId.
  id text primary key,
  city text not null,
  city_label text not null,
  -- The catalogue's order: cities as the backoffice lists them, then each city file's order
  -- (its essentials first).
  position integer not null,
  name text not null,
  address text not null,
  lat double precision not null check (lat between -90 and 90),
  lng double precision not null check (lng between -180 and 180),
  kind text not null check (kind in ('sight','museum','restaurant','cafe','hotel','experience','day-trip')),
  types text[] not null default '{}',
  interests text[] not null default '{}',
  description text not null,
  cost_eur numeric(12,2) not null check (cost_eur >= 0),
  price_level integer check (price_level between 1 and 4),
  stars integer check (stars between 1 and 5),
  duration_minutes integer not null,
  -- Monday..Sunday: 'closed' or 'HH:MM-HH:MM[,HH:MM-HH:MM]' (catalogue/hours.ts).
  hours text[] not null,
  website text,
  phone text,
  -- The name folded (lower case, no accents, no punctuation): the search ranks on it.
  name_folded text not null,
  -- Name, address, city, kind and types folded the same way, plus the English reading of
  -- Italian and French words of the name ('fontana' -> 'fountain'): what a search matches.
  search_text text not null,
  updated_at timestamptz not null default now()
);

-- The search box (POST /api/places/search, /geocode) and the backoffice search: every word of
-- the query must occur in search_text (`like '%word%'`: one scan of this trigram index per
-- word, combined by a BitmapAnd once the table outgrows a plain scan); when none holds them
-- all, the query must resemble a stretch of it (`<%`, word similarity), answered by the same
-- index (modules/places/repo.ts).
create index places_search_trgm on places using gin (search_text gin_trgm_ops);

-- The backoffice list in catalogue order, a page at a time: unfiltered by the first; filtered
-- by a city (and a kind) or by a kind with one of the other two. (Not unique: a reload moves
-- places up and down the order one upsert at a time.)
create index places_position_idx on places (position);
create index places_city_position_idx on places (city, position);
create index places_kind_position_idx on places (kind, position);

-- Answers of Google Places (Text Search, Place Details), keyed by the request; a row is used
-- until expires_at. Shared by every server process, so a second search costs no API call.
create table place_cache (
  key text primary key,
  value jsonb not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
-- Expired answers are removed in bulk by their expiry.
create index place_cache_expires_idx on place_cache (expires_at);

-- Custom activities: staff edit them (versioned, as trips) and list them newest first.
alter table custom_activities add column version integer not null default 1 check (version >= 1);
alter table custom_activities add column updated_at timestamptz not null default now();
-- The backoffice list (every activity) and a client's own list (custom_activities_user_idx of
-- 001 serves user_id), newest first.
create index custom_activities_created_idx on custom_activities (created_at desc, id desc);
-- Their search (title, address, description) in the backoffice.
create index custom_activities_search_trgm on custom_activities
  using gin ((title || ' ' || address || ' ' || coalesce(description, '')) gin_trgm_ops);
