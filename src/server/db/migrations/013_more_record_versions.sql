-- 013: a version on the last records two staff members can edit at once (issue 12 item 6).

-- A questionnaire's status and folder (the review screen): every write names the version it
-- read and adds one; a stale one gets 409. As in 012, the repo bumps it, not a trigger.
alter table trip_questionnaires add column if not exists version integer not null default 1;

-- Team Rights (a user's role and approval, an invitation's) names the version of the users and
-- allowed_client_emails rows that 012 added: nothing to add for it here.
