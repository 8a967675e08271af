import { sql, type Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';
import { everyWordMatches, sameEmail } from '#server/lib/sql.js';

/**
 * The exact expression of the trigram index allowed_client_emails_search_trgm
 * (migrations/001), so that ILIKE '%term%' is answered by the index.
 */
const searchExpr = sql<string>`(coalesce(a.email,'') || ' ' || coalesce(a.full_name,'') || ' ' || coalesce(a.destination,''))`;

/** The search condition of the client database: every word ILIKE on the indexed expression. */
export function searchCondition(search: string) {
  return everyWordMatches(search, (pattern) => sql<boolean>`${searchExpr} ilike ${pattern}`);
}

/**
 * SQL of the clients module: reads of allowed_client_emails (client records) and client users,
 * and client_destinations. The accounts module owns users and client records and writes them
 * (accounts/client-records-repo.ts, reached as `accounts.clientRecords(tx)`, ADR 036); trips and
 * questionnaires are asked of their services. `db` may be a transaction.
 */
export function clientsRepo(db: Kysely<DB>) {
  return {
    /** One page of client records, newest first, with the total (server-side paging and search). */
    async listPage(search: string, limit: number, offset: number) {
      const base = db.selectFrom('allowed_client_emails as a').where('a.role', '=', 'client');
      const filtered = search ? base.where(searchCondition(search)) : base;
      const [rows, count] = await Promise.all([
        filtered
          .leftJoin('users as u', 'u.id', 'a.client_user_id')
          .select([
            'a.id',
            'a.email',
            'a.full_name',
            'a.destination',
            'a.start_date',
            'a.end_date',
            'a.notes',
            'a.used',
            'a.added_at',
            'a.client_user_id',
            'a.version',
            'u.friendly_id',
            'u.version as user_version',
          ])
          .orderBy('a.added_at', 'desc')
          .orderBy('a.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    findAllowedById(id: string) {
      return db.selectFrom('allowed_client_emails').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findAllowedByEmail(email: string) {
      return db.selectFrom('allowed_client_emails').selectAll().where(sameEmail('email', email)).executeTakeFirst();
    },

    findAllowedForUser(userId: string, email: string) {
      return db
        .selectFrom('allowed_client_emails')
        .selectAll()
        .where((eb) => eb.or([eb('client_user_id', '=', userId), sameEmail('email', email)]))
        .orderBy(sql`client_user_id = ${userId}`, 'desc')
        .executeTakeFirst();
    },

    findUserById(id: string) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findUserByFriendlyId(friendlyId: number) {
      return db.selectFrom('users').selectAll().where('friendly_id', '=', friendlyId).executeTakeFirst();
    },

    findUserByEmail(email: string) {
      return db.selectFrom('users').selectAll().where(sameEmail('email', email)).executeTakeFirst();
    },

    /** Insert a destination; an existing (user, destination) pair is left as it is (spec §7: 23505 ignored). */
    addDestination(values: { user_id: string; destination: string; start_date: string | null; end_date: string | null }) {
      return db
        .insertInto('client_destinations')
        .values(values)
        .onConflict((oc) => oc.columns(['user_id', 'destination']).doNothing())
        .execute();
    },

    destinationsOf(userId: string) {
      return db
        .selectFrom('client_destinations')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
    },
  };
}
export type ClientsRepo = ReturnType<typeof clientsRepo>;
