-- 028: versions a client approves (issue 22, ADR 037).
--
-- Each trip_changes row (one per accepted trip write, ADR 012) keeps what the write changed in a
-- form that can be reversed (`diff`: trip fields before/after, each changed day before/after and
-- the days' order) and in words (`details`: the sentences of the history panel). Rows written
-- before this migration have neither: the trip cannot be opened or restored as it was before them.
-- Storage stays bounded: `diff` of a change older than 90 days is dropped (compactTripVersions),
-- `details` stays; a version sent to the client keeps a whole snapshot in trip_sends, so sent and
-- approved versions can always be opened and restored.
alter table trip_changes add column if not exists diff jsonb;
alter table trip_changes add column if not exists details jsonb;
-- Opening version n reads the changes after n; the history pages by version.
create index if not exists trip_changes_trip_version_idx on trip_changes (trip_id, version desc);

-- 'Send to client': the version sent, by whom, the trip's content at that version and what changed
-- since the previous send in the client's words. Written by the proposals module only.
create table if not exists trip_sends (
  id uuid primary key default gen_random_uuid(),
  trip_id uuid not null references trips(id) on delete cascade,
  version integer not null,
  sent_by uuid references users(id) on delete set null,
  sent_at timestamptz not null default now(),
  snapshot jsonb not null,
  summary jsonb not null default '[]'
);
create index if not exists trip_sends_trip_idx on trip_sends (trip_id, version desc);

-- A client's answer to a sent version: approved (with the full name they typed) or changes asked
-- (with their message); the address the answer came from. The latest answer is the trip's state.
create table if not exists trip_approvals (
  id uuid primary key default gen_random_uuid(),
  trip_id uuid not null references trips(id) on delete cascade,
  version integer not null,
  user_id uuid references users(id) on delete set null,
  kind text not null check (kind in ('approved', 'changes_requested')),
  typed_name text not null default '',
  message text not null default '',
  ip text not null default '',
  created_at timestamptz not null default now()
);
create index if not exists trip_approvals_trip_idx on trip_approvals (trip_id, created_at desc);

-- The version of the trip each client last saw ('What changed since you last looked').
create table if not exists trip_client_views (
  trip_id uuid not null references trips(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  seen_version integer not null,
  seen_at timestamptz not null default now(),
  primary key (trip_id, user_id)
);

-- The notifications of a send, an approval and a request for changes.
alter table notifications drop constraint if exists notifications_type_check;
alter table notifications add constraint notifications_type_check check (type in (
  'activity_created', 'activity_updated', 'activity_validated', 'activity_removed',
  'proposal_sent', 'proposal_approved', 'changes_requested'
));
