-- 024: the kinds of automatic mail a person turned off (issue 19, ADR 029). A notification mail
-- carries a one-click unsubscribe link (RFC 8058) naming the person and the kind of mail; using it
-- adds a row here, and that kind is not sent to that person again. No row: the mail is sent.
create table mail_opt_outs (
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('new-activities')),
  created_at timestamptz not null default now(),
  primary key (user_id, kind)
);
