-- 003: the trip editor's change history and who changed a trip last (issue 9 §2).

-- Who made the last change of the trip (shown beside "Saved" and in live updates).
alter table trips add column if not exists updated_by uuid references users(id) on delete set null;

-- One row per accepted trip write, inserted in the same transaction as the write:
-- who changed which part (trip information, flights, hotel, itinerary, ...) and when.
create table if not exists trip_changes (
  id uuid primary key default gen_random_uuid(),
  trip_id uuid not null references trips(id) on delete cascade,
  user_id uuid references users(id) on delete set null,
  part text not null check (part in ('info','flights','hotel','days','visibility','specialist','billing','folder')),
  summary text not null default '',
  version integer not null,
  created_at timestamptz not null default now()
);
-- The history panel reads one trip's latest changes, newest first.
create index if not exists trip_changes_trip_idx on trip_changes (trip_id, created_at desc);
