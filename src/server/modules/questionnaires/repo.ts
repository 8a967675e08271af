import type { Kysely } from 'kysely';
import type { DB, TripQuestionnairesTable } from '#server/db/types.js';
import type { Insertable } from 'kysely';

export type NewQuestionnaire = Omit<Insertable<TripQuestionnairesTable>, 'id' | 'status' | 'folder' | 'created_at' | 'updated_at'>;

/** SQL of the public questionnaire (spec §7 trip_questionnaires insert). */
export function questionnairesRepo(db: Kysely<DB>) {
  return {
    /** Stores a new request: status 'new', folder inbox (null) (spec §3, §4). */
    async insert(values: NewQuestionnaire): Promise<{ id: string; created_at: Date }> {
      return db
        .insertInto('trip_questionnaires')
        .values({ ...values, status: 'new', folder: null })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
    },
  };
}
