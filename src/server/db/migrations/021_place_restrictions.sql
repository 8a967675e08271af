-- 021: what a catalogue place asks of its visitors (issue 20, ADR 028): the age below which
-- children are not admitted and a dress code, where the catalogue's own text states them
-- (`minAge`, `dressCode` in <city>.json). Search results carry them into the options chosen
-- from them, and the plan checker compares them with the trip's travellers. Read with the row,
-- never searched or sorted on: no index.
alter table places add column min_age integer check (min_age between 1 and 21);
alter table places add column dress_code text;
