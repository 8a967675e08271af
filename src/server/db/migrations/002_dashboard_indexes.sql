-- 002: indexes behind the backoffice dashboard (issue 4 §1, §8). Template trips
-- never appear there, so the trip indexes are partial; each one carries the
-- list's order (created_at desc, id desc) so a page is read straight from the
-- index and a count is an index-only scan.

-- Trips tab: one folder, newest first (default folder in_progress).
create index if not exists trips_dashboard_folder_idx on trips (folder, created_at desc, id desc)
  where not is_template;

-- Trips tab with a status filter.
create index if not exists trips_dashboard_status_idx on trips (folder, status, created_at desc, id desc)
  where not is_template;

-- Assigned to Me: one specialist, every folder but deleted.
create index if not exists trips_dashboard_specialist_idx on trips (dedicated_specialist_id, created_at desc, id desc)
  include (folder, status) where not is_template;

-- Search matches the trip's client by name or e-mail: client ids come from this
-- trigram index, then trips_user_idx finds their trips.
create index if not exists users_search_trgm on users
  using gin ((email || ' ' || full_name) gin_trgm_ops);
