-- 012: versions on the editable records beside trips, and the record of e-mail changes (issue 12).

-- Client records, user rows (a client's details, a staff member's profile, a team member's role
-- and approval): every write names the version it read and adds one; a stale one gets 409.
alter table users add column if not exists version integer not null default 1;
alter table allowed_client_emails add column if not exists version integer not null default 1;

-- Who changed the e-mail of an account, from what to what, and when (issue 12 item 11): a
-- changed address can take over an account, so each change is kept, and the old address is told.
create table if not exists account_email_changes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  old_email text not null,
  new_email text not null,
  changed_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index if not exists account_email_changes_user_idx on account_email_changes (user_id, created_at desc);
