import { sql, type Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';
import { TRIP_COLUMNS_BUT_DAYS } from './repo.js';

/**
 * Reads of one whole trip (the trip editor and the client workspace, spec §7
 * trips select by id): the row by primary key with its client, its specialist's
 * public profile and the author of its last change (users primary key), and its
 * clients (trip_clients primary key (trip_id, user_id)) and organizers (trip_organizers primary key).
 */
export function tripDetailRepo(db: Kysely<DB>) {
  return {
    /**
     * The whole trip. With `knownVersion` (the version whose itinerary the caller holds already),
     * `days` comes back null when the trip is still at that version: the 150 KB document is then
     * neither sent by the database nor parsed again (a version's days never change).
     */
    findDetail(id: string, knownVersion?: number) {
      return db
        .selectFrom('trips as t')
        .leftJoin('users as c', 'c.id', 't.user_id')
        .leftJoin('users as s', 's.id', 't.dedicated_specialist_id')
        .leftJoin('users as u', 'u.id', 't.updated_by')
        .select(TRIP_COLUMNS_BUT_DAYS.map((c) => `t.${c}` as const))
        .select(
          knownVersion === undefined
            ? sql<unknown[]>`t.days`.as('days')
            : sql<unknown[] | null>`case when t.version = ${knownVersion} then null else t.days end`.as('days'),
        )
        .select([
          'c.full_name as client_name',
          'c.email as client_email',
          'c.friendly_id as client_friendly_id',
          's.full_name as specialist_name',
          's.email as specialist_email',
          's.job_title as specialist_job_title',
          's.phone as specialist_phone',
          's.bio_short as specialist_bio_short',
          's.bio as specialist_bio',
          's.profile_photo_url as specialist_photo_url',
          's.years_experience as specialist_years_experience',
          's.availability_note as specialist_availability_note',
          'u.full_name as updated_by_name',
          'u.email as updated_by_email',
        ])
        .select(
          sql<string[]>`coalesce((select array_agg(tc.user_id) from trip_clients tc where tc.trip_id = t.id), '{}')`.as('client_ids'),
        )
        .select(
          sql<string[]>`coalesce((select array_agg(o.user_id) from trip_organizers o where o.trip_id = t.id), '{}')`.as('organizer_ids'),
        )
        .where('t.id', '=', id)
        .executeTakeFirst();
    },

    /** A user who may be a trip's dedicated specialist: their role (users primary key). */
    findUserRole(id: string) {
      return db.selectFrom('users').select(['id', 'role', 'approved']).where('id', '=', id).executeTakeFirst();
    },
  };
}

export type TripDetailRow = NonNullable<Awaited<ReturnType<ReturnType<typeof tripDetailRepo>['findDetail']>>>;
