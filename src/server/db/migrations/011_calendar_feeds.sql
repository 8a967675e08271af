-- 011: private calendar subscriptions of a trip (issue 11 §2 Calendar).
-- One secret per trip: the subscription URL carries the token, the table keeps only its SHA-256,
-- so a leaked database does not leak working URLs. Revoking deletes the row; a new link replaces it.
create table if not exists trip_calendar_feeds (
  trip_id uuid primary key references trips(id) on delete cascade,
  token_hash text not null unique,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  last_read_at timestamptz
);
