import { sql, type Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';
import { containsPattern } from '#server/lib/sql.js';

export interface QuestionnaireListFilter {
  /** Free text matched against name, e-mail and destination (trigram index). */
  text?: string;
  status?: string;
  /** undefined: every folder; null: the inbox; otherwise one folder. */
  folder?: string | null;
  limit: number;
  offset: number;
}


/** SQL of the staff questionnaire list (spec §7 trip_questionnaires select list). */
export function dashboardQuestionnairesRepo(db: Kysely<DB>) {
  function filtered(f: Omit<QuestionnaireListFilter, 'limit' | 'offset'>) {
    let q = db.selectFrom('trip_questionnaires as q');
    if (f.folder === null) q = q.where('q.folder', 'is', null);
    else if (f.folder !== undefined) q = q.where('q.folder', '=', f.folder);
    if (f.status) q = q.where('q.status', '=', f.status);
    if (f.text) {
      // Same expression as the trip_questionnaires_search_trgm index.
      q = q.where(sql<boolean>`(q.name || ' ' || q.email || ' ' || q.destination) ilike ${containsPattern(f.text)}`);
    }
    return q;
  }

  return {
    async list(f: QuestionnaireListFilter) {
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
  };
}
export type DashboardQuestionnairesRepo = ReturnType<typeof dashboardQuestionnairesRepo>;
