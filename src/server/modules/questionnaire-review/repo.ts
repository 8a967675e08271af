import type { Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';

/** SQL of the questionnaire review: one questionnaire by id, and its status/folder updates (spec §7). */
export function questionnaireReviewRepo(db: Kysely<DB>) {
  return {
    findById(id: string) {
      return db.selectFrom('trip_questionnaires').selectAll().where('id', '=', id).executeTakeFirst();
    },

    update(id: string, values: { status?: string; folder?: string | null }) {
      return db
        .updateTable('trip_questionnaires')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
  };
}
