-- 008 (continued): tell every server process when a session or a staff trip list changes (issue 12, speed under load; ADR 017).
-- Each process keeps the users of recent session cookies for a few seconds
-- (src/server/auth/session-cache.ts). A sign-out, a deleted or demoted user, a forced password
-- change must end that at once in every process: these triggers NOTIFY the channel of the event
-- bus (providers/events/postgres-bus.ts) with topic 'auth' and the user's id, at commit.
create or replace function notify_session_change() returns trigger language plpgsql as $$
declare
  uid uuid;
begin
  if tg_table_name = 'users' then
    uid := case when tg_op = 'DELETE' then old.id else new.id end;
  else
    uid := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
  end if;
  perform pg_notify('mv_events', json_build_object('topic', 'auth', 'event', json_build_object('userId', uid))::text);
  return null;
end
$$;

create trigger users_session_change
  after update of email, full_name, role, approved on users
  for each row
  when (old.email is distinct from new.email or old.full_name is distinct from new.full_name
        or old.role is distinct from new.role or old.approved is distinct from new.approved)
  execute function notify_session_change();
create trigger users_session_delete after delete on users for each row execute function notify_session_change();
create trigger auth_sessions_change after update or delete on auth_sessions for each row execute function notify_session_change();
create trigger password_reset_required_change after insert or update or delete on password_reset_required
  for each row execute function notify_session_change();

-- The staff trip list is kept a few seconds per viewer and query too (modules/trips/service.ts):
-- any write to what its rows show tells every process (topic 'lists'), once per statement.
create or replace function notify_list_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('mv_events', '{"topic":"lists","event":{}}');
  return null;
end
$$;

create trigger trips_list_change after insert or update or delete or truncate on trips
  for each statement execute function notify_list_change();
create trigger pinned_trips_list_change after insert or update or delete or truncate on pinned_trips
  for each statement execute function notify_list_change();
create trigger trip_clients_list_change after insert or update or delete or truncate on trip_clients
  for each statement execute function notify_list_change();
create trigger users_list_change after update of email, full_name or delete on users
  for each statement execute function notify_list_change();
