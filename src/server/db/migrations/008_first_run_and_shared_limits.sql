-- 008: a first run that finishes or resumes, and limits shared by every server process (issue 12 §1, §5, §10; ADR 017).

-- The first run (owner, demo user, template trips, blog) is recorded as done in app_settings under
-- 'first_run' once all of it is written; until then every start resumes it. A database seeded before
-- this migration has its starter content (written in one transaction with the demo user): it is done.
insert into app_settings (key, value)
select 'first_run', '{"completedBy":"008"}'::jsonb
where exists (select 1 from users where email = 'templates@maison-voyage.local')
   or exists (select 1 from trips)
   or exists (select 1 from blog_posts)
on conflict (key) do nothing;

-- Rate limits (per address, per route) and sign-in failure counters (per account and address, per
-- account) live here rather than in one process's memory, so several processes on one PostgreSQL
-- database share one budget. A row counts `count` hits until reset_at; blocked_until is the
-- back-off of an account's sign-in after repeated failures from any address.
create table rate_limits (
  key text primary key,
  count integer not null default 0 check (count >= 0),
  reset_at timestamptz not null,
  blocked_until timestamptz
);
create index rate_limits_reset_at_idx on rate_limits (reset_at);
