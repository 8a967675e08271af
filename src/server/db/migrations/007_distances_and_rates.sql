-- 007: distances and exchange rates (issue 8 §2, §4; ADR 014).

-- distance_cache keeps spec §3's columns (per-mode texts; distance_meters and duration_seconds of
-- the way a traveller would go) and adds, per mode, the figures the texts are made from, the mode
-- chosen, who measured the leg ('estimate': the offline estimator, 'google': Google Routes) and
-- when. Coordinates are stored rounded to 4 decimals (shared/domain/distances.ts); the unique
-- key (origin, destination) of 001 is the lookup's index.
alter table distance_cache
  add column walking_distance_meters integer check (walking_distance_meters >= 0),
  add column walking_duration_seconds integer check (walking_duration_seconds >= 0),
  add column bicycling_distance_meters integer check (bicycling_distance_meters >= 0),
  add column bicycling_duration_seconds integer check (bicycling_duration_seconds >= 0),
  add column driving_distance_meters integer check (driving_distance_meters >= 0),
  add column driving_duration_seconds integer check (driving_duration_seconds >= 0),
  add column transit_distance_meters integer check (transit_distance_meters >= 0),
  add column transit_duration_seconds integer check (transit_duration_seconds >= 0),
  add column travel_mode text check (travel_mode in ('walking', 'bicycling', 'driving', 'transit')),
  add column source text not null default 'estimate' check (source in ('estimate', 'google')),
  add column measured_at timestamptz not null default now();

-- exchange_rates: when the rate was last confirmed by the ECB. The ECB publishes on working days
-- only, so a Friday rate is still the latest on Sunday: freshness (older than 1 day, spec §9) is
-- counted from the last successful fetch, not from rate_date.
alter table exchange_rates
  add column fetched_at timestamptz not null default now();
