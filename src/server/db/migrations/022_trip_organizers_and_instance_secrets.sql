-- 022 (issue 24, ADR 023).
-- The organizers of a trip: people with role organizer whom staff attach to a trip. An organizer
-- sees and organizes the trips they are attached to (organizer mode, spec §6), hidden ones too.
-- Primary key (trip_id, user_id) answers "who organizes this trip"; the user index answers
-- "which trips does this organizer reach" (the organizer's workspace, every access check).
create table trip_organizers (
  trip_id uuid not null references trips(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  added_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (trip_id, user_id)
);
create index trip_organizers_user_idx on trip_organizers (user_id);

-- Secrets of the installation, generated once and shared by every process on the database:
-- 'auth' signs the session cookies when AUTH_SECRET is not set, so two servers on one PostgreSQL
-- database (each with its own DATA_DIR) read each other's sessions. Never in a backup file and
-- never replaced by a restore (db/dump.ts).
create table instance_secrets (
  name text primary key check (name in ('auth')),
  value text not null check (length(value) >= 32),
  created_at timestamptz not null default now()
);
