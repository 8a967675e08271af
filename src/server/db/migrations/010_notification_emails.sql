-- Issue 10: a client is e-mailed when new activities await their choice, at most once per trip
-- per hour. One row per (user, trip): when the last such e-mail went. The send claims the row
-- atomically (insert, or update only when the last is over an hour old), so two processes never
-- both send.
create table notification_emails (
  user_id uuid not null references users(id) on delete cascade,
  trip_id uuid not null references trips(id) on delete cascade,
  sent_at timestamptz not null default now(),
  primary key (user_id, trip_id)
);
