-- 011: private calendar subscriptions of a trip (issue 11 §2 Calendar).
-- One secret per trip and person: each traveller or staff member has their own subscription URL,
-- so one person's new link or revoke never breaks another's calendar. The URL carries the token,
-- the table keeps only its SHA-256, so a leaked database does not leak working URLs. Revoking
-- deletes the row; a new link replaces the person's old one. A deleted account takes its feeds.
create table if not exists trip_calendar_feeds (
  trip_id uuid not null references trips(id) on delete cascade,
  created_by uuid not null references users(id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  last_read_at timestamptz,
  primary key (trip_id, created_by)
);
