-- 018: billing lines name the day, slot and option they bill by their stable ids, and store the
-- price they were billed at (issue 18, ADR 025).

-- The day, the time slot and the chosen option (spec §3 Day, Time slot, Option ids) the line bills.
-- day_number and activity_index stay: the position when billed. What screens and documents show
-- is derived from the slot's current position on every read.
alter table billing_items add column if not exists day_id text;
alter table billing_items add column if not exists slot_id text;
alter table billing_items add column if not exists option_id text;

-- Existing lines named their activity by position only. Each is matched to the slot at that
-- position in the trip's days as stored, read as the product reads them
-- (src/shared/domain/itinerary.ts normalizeItinerary): objects only, `timeSlots` (or the older
-- `slots`), a repeated id among siblings read as `id-2`, `id-3`..., days sorted by date with
-- undated days last, otherwise in their order; day_number counts from 1 and activity_index from 0.
-- The option is the slot's choice when its name is the line's activity_name, else the slot's
-- first option of that name (the choice changed since). A line matched to no slot, or to an
-- activity an earlier line already bills (the double billing of issue 18), keeps its columns
-- and no ids: the billing page flags it and staff decide.
with billed_trips as (
  select distinct trip_id from billing_items where item_type = 'activity' and slot_id is null
),
raw_days as (
  select t.id as trip_id, d.value as day, d.ord,
    case jsonb_typeof(d.value -> 'id')
      when 'string' then nullif(btrim(d.value ->> 'id'), '')
      when 'number' then d.value ->> 'id'
    end as raw_id
  from trips t
  join billed_trips b on b.trip_id = t.id
  cross join lateral jsonb_array_elements(case when jsonb_typeof(t.days) = 'array' then t.days else '[]'::jsonb end)
    with ordinality as d(value, ord)
  where jsonb_typeof(d.value) = 'object'
),
days as (
  select trip_id, day, raw_id,
    case when raw_id is null then null
      when row_number() over (partition by trip_id, raw_id order by ord) = 1 then raw_id
      else raw_id || '-' || row_number() over (partition by trip_id, raw_id order by ord)
    end as day_id,
    row_number() over (
      partition by trip_id
      order by (d.date = ''), d.date collate "C", ord
    ) as day_number
  from raw_days
  cross join lateral (
    select case
      when jsonb_typeof(day -> 'date') = 'string' and day ->> 'date' ~ '^\d{4}-\d{2}-\d{2}' then left(day ->> 'date', 10)
      else ''
    end as date
  ) d
),
raw_slots as (
  select days.trip_id, days.day_id, days.day_number, s.value as slot, s.ord,
    case jsonb_typeof(s.value -> 'id')
      when 'string' then nullif(btrim(s.value ->> 'id'), '')
      when 'number' then s.value ->> 'id'
    end as raw_id
  from days
  cross join lateral jsonb_array_elements(
    case
      when jsonb_typeof(day -> 'timeSlots') = 'array'
        and (jsonb_array_length(day -> 'timeSlots') > 0 or coalesce(jsonb_typeof(day -> 'slots'), '') <> 'array')
        then day -> 'timeSlots'
      when jsonb_typeof(day -> 'slots') = 'array' then day -> 'slots'
      else '[]'::jsonb
    end
  ) with ordinality as s(value, ord)
  where jsonb_typeof(s.value) = 'object'
),
slots as (
  select trip_id, day_id, day_number, slot,
    case when raw_id is null then null
      when row_number() over (partition by trip_id, day_number, raw_id order by ord) = 1 then raw_id
      else raw_id || '-' || row_number() over (partition by trip_id, day_number, raw_id order by ord)
    end as slot_id,
    row_number() over (partition by trip_id, day_number order by ord) - 1 as activity_index,
    case jsonb_typeof(slot -> 'selectedPlace') when 'string' then slot ->> 'selectedPlace' when 'number' then slot ->> 'selectedPlace' end as chosen
  from raw_slots
),
options as (
  select slots.trip_id, slots.day_number, slots.activity_index, slots.chosen, o.ord,
    case jsonb_typeof(o.value -> 'id')
      when 'string' then nullif(btrim(o.value ->> 'id'), '')
      when 'number' then o.value ->> 'id'
    end as option_id,
    case when jsonb_typeof(o.value -> 'name') = 'string' then o.value ->> 'name' else '' end as name
  from slots
  cross join lateral jsonb_array_elements(case when jsonb_typeof(slot -> 'options') = 'array' then slot -> 'options' else '[]'::jsonb end)
    with ordinality as o(value, ord)
  where jsonb_typeof(o.value) = 'object'
),
matched as (
  select bi.id, bi.trip_id, bi.added_at, s.day_id, s.slot_id,
    (
      select o.option_id from options o
      where o.trip_id = s.trip_id and o.day_number = s.day_number and o.activity_index = s.activity_index
        and o.name = bi.activity_name and o.option_id is not null
      order by (o.option_id = s.chosen) desc nulls last, o.ord
      limit 1
    ) as option_id
  from billing_items bi
  join slots s on s.trip_id = bi.trip_id and s.day_number = bi.day_number and s.activity_index = bi.activity_index
  where bi.item_type = 'activity' and bi.slot_id is null and s.day_id is not null and s.slot_id is not null
),
first_of_each as (
  select id, day_id, slot_id, option_id,
    row_number() over (partition by trip_id, slot_id, option_id order by added_at, id) as nth
  from matched
  where option_id is not null
)
update billing_items bi
set day_id = f.day_id, slot_id = f.slot_id, option_id = f.option_id
from first_of_each f
where f.id = bi.id and f.nth = 1
  and not exists (
    -- a line already linked to this activity (the migration run on lines added meanwhile)
    select 1 from billing_items other
    where other.trip_id = bi.trip_id and other.slot_id = f.slot_id and other.option_id = f.option_id and other.item_type = 'activity'
  );

-- An activity (a slot's chosen option) is billed at most once, wherever the slot moves.
create unique index if not exists billing_items_activity_once_idx
  on billing_items (trip_id, slot_id, option_id)
  where item_type = 'activity' and slot_id is not null and option_id is not null;

-- Activity lines kept price 0 and were priced on every read: a backup or an SQL report showed
-- zero. The price they were billed at is unit_price x number_of_people, or x1 with a locked cost
-- (spec §9); from now on the service stores it with each change.
update billing_items
set price = round(unit_price * case when lock_cost then 1 else number_of_people end, 2)
where item_type = 'activity';
