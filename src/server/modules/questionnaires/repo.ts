import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB, QuestionnaireRow, TripQuestionnairesTable } from '#server/db/types.js';
import { everyWordMatches, sameEmail } from '#server/lib/sql.js';

export type NewQuestionnaire = Omit<Insertable<TripQuestionnairesTable>, 'id' | 'status' | 'folder' | 'version' | 'created_at' | 'updated_at'>;

export interface QuestionnaireListFilter {
  /** Free text matched against name, e-mail and destination (trigram index). */
  text?: string;
  status?: string;
  /** undefined: every folder; null: the inbox; otherwise one folder. */
  folder?: string | null;
  limit: number;
  offset: number;
}

/**
 * SQL of the questionnaires module, the only one that reads or writes
 * trip_questionnaires (ADR 008; spec §7 trip_questionnaires insert, select list,
 * select by id / by e-mail, update).
 */
export function questionnairesRepo(db: Kysely<DB>) {
  function filtered(f: Omit<QuestionnaireListFilter, 'limit' | 'offset'>) {
    let q = db.selectFrom('trip_questionnaires as q');
    if (f.folder === null) q = q.where('q.folder', 'is', null);
    else if (f.folder !== undefined) q = q.where('q.folder', '=', f.folder);
    if (f.status) q = q.where('q.status', '=', f.status);
    if (f.text) {
      // Same expression as the trip_questionnaires_search_trgm index.
      // Every word must match somewhere in it ('durand rome').
      q = q.where(everyWordMatches(f.text, (pattern) => sql<boolean>`(q.name || ' ' || q.email || ' ' || q.destination) ilike ${pattern}`));
    }
    return q;
  }

  return {
    /** Stores a new request: status 'new', folder inbox (null) (spec §3, §4). */
    insert(values: NewQuestionnaire): Promise<{ id: string; created_at: Date }> {
      return db
        .insertInto('trip_questionnaires')
        .values({ ...values, status: 'new', folder: null })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
    },

    /** One page, newest first, with the total. */
    async list(f: QuestionnaireListFilter): Promise<{ rows: QuestionnaireRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        filtered(f)
          .selectAll('q')
          .orderBy('q.created_at', 'desc')
          .orderBy('q.id', 'desc')
          .limit(f.limit)
          .offset(f.offset)
          .execute(),
        filtered(f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Questionnaires in the inbox (folder null): the Survey tab count. */
    async inboxCount(): Promise<number> {
      const r = await db
        .selectFrom('trip_questionnaires')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('folder', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    findById(id: string) {
      return db.selectFrom('trip_questionnaires').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The latest questionnaire sent with this e-mail (spec §7: select by e-mail, latest 1). */
    latestByEmail(email: string) {
      return db
        .selectFrom('trip_questionnaires')
        .selectAll()
        .where(sameEmail('email', email))
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Removes every questionnaire sent with this e-mail (any case); answers how many. */
    async deleteByEmail(email: string): Promise<number> {
      const r = await db.deleteFrom('trip_questionnaires').where(sameEmail('email', email)).executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    /**
     * Status and/or folder of a questionnaire still at `version`, adding one to it; undefined
     * when gone or changed since (of two writes naming one version, the second finds none).
     */
    update(id: string, version: number, values: { status?: string; folder?: string | null }) {
      return db
        .updateTable('trip_questionnaires')
        .set((eb) => ({ ...values, updated_at: new Date(), version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', version)
        .returningAll()
        .executeTakeFirst();
    },
  };
}
