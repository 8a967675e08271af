-- 027: read-only links for a trip's companions (issue 21, ADR 031). The URL carries a random
-- token (32 bytes, base64url); the table keeps only its SHA-256, as the calendar feeds do (011),
-- so a leaked database does not leak working links. A link ends at expires_at or when revoked
-- (revoked_at kept for the list); a deleted trip takes its links. Only the shares module writes it.
create table trip_share_links (
  id uuid primary key default gen_random_uuid(),
  trip_id uuid not null references trips (id) on delete cascade,
  token_hash text not null unique,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  label text check (label is null or char_length(label) <= 80)
);
create index trip_share_links_trip on trip_share_links (trip_id, created_at desc);
