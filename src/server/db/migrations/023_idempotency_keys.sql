-- 023: idempotent creates (issue 24, ADR 022). POST of an expense, an option or a custom
-- activity may carry an `Idempotency-Key` header: the key is inserted here in the same
-- transaction as what it creates, so a request committed just before a crash is found by its
-- retry, and of two concurrent requests with one key the primary key lets one commit. The
-- answer is stored after the commit (null until then: the retry rebuilds it from resource_id).
-- Keys expire after 24 hours (ignored, then deleted by the person's next create).
create table idempotency_keys (
  user_id uuid not null references users (id) on delete cascade,
  key text not null check (char_length(key) between 1 and 200),
  -- What the key was used for: the route and trip, then a SHA-256 of the body.
  scope text not null,
  request_hash text not null,
  resource_id text,
  status_code integer,
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);
