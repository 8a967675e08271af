import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '#server/db/types.js';
import { everyWordMatches } from '#server/lib/sql.js';

export interface CustomActivityValues {
  title: string;
  description: string;
  address: string;
  place_id: string | null;
  latitude: number | null;
  longitude: number | null;
  price: number;
  currency: string;
}

type ActivitiesQuery = SelectQueryBuilder<DB & { a: DB['custom_activities'] }, 'a', object>;

/** An activity with the account that added it. */
function withCreator(q: ActivitiesQuery) {
  return q
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.user_id',
      'a.title',
      'a.description',
      'a.address',
      'a.place_id',
      'a.latitude',
      'a.longitude',
      'a.price',
      'a.currency',
      'a.version',
      'a.created_at',
      'a.updated_at',
      'u.full_name as creator_name',
      'u.email as creator_email',
      'u.role as creator_role',
    ]);
}

export type CustomActivityRecord = Awaited<ReturnType<ReturnType<typeof withCreator>['executeTakeFirstOrThrow']>>;

/**
 * SQL of custom_activities (spec §3, §7 custom_activities insert), written only by this module
 * (ADR 008): the insert, the lists (every activity for staff, a client's own), the versioned
 * edit and the delete.
 */
export function customActivitiesRepo(db: Kysely<DB>) {
  function filtered(f: { userId?: string; text?: string }): ActivitiesQuery {
    let q = db.selectFrom('custom_activities as a');
    if (f.userId) q = q.where('a.user_id', '=', f.userId);
    // custom_activities_search_trgm: the same expression as the index.
    if (f.text) q = q.where(everyWordMatches(f.text, (pattern) => sql<boolean>`(a.title || ' ' || a.address || ' ' || coalesce(a.description, '')) ilike ${pattern}`));
    return q;
  }

  return {
    async insert(userId: string, values: CustomActivityValues): Promise<string> {
      const row = await db
        .insertInto('custom_activities')
        .values({ ...values, user_id: userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    find(id: string) {
      return withCreator(db.selectFrom('custom_activities as a')).where('a.id', '=', id).executeTakeFirst();
    },

    /** Newest first (custom_activities_created_idx; a client's own through custom_activities_user_idx), and the total. */
    async list(f: { userId?: string; text?: string }, page: { limit: number; offset: number }) {
      const [rows, count] = await Promise.all([
        withCreator(filtered(f)).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(page.limit).offset(page.offset).execute(),
        filtered(f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Applies `values` only while the row is at `version`; 'missing' or 'stale' otherwise. */
    async update(id: string, values: Partial<CustomActivityValues>, version: number): Promise<'ok' | 'missing' | 'stale'> {
      const r = await db
        .updateTable('custom_activities')
        .set({ ...values, version: sql<number>`version + 1`, updated_at: new Date() })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) > 0) return 'ok';
      const exists = await db.selectFrom('custom_activities').select('id').where('id', '=', id).executeTakeFirst();
      return exists ? 'stale' : 'missing';
    },

    async delete(id: string): Promise<boolean> {
      const r = await db.deleteFrom('custom_activities').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
