import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '#server/db/types.js';
import { containsPattern } from '#server/lib/sql.js';

type Db = Kysely<DB> | Transaction<DB>;


/**
 * The exact expression of the trigram index allowed_client_emails_search_trgm
 * (migrations/001), so that ILIKE '%term%' is answered by the index.
 */
const searchExpr = sql<string>`(coalesce(a.email,'') || ' ' || coalesce(a.full_name,'') || ' ' || coalesce(a.destination,''))`;

/** The search condition of the client database: ILIKE on the indexed expression. */
export function searchCondition(search: string) {
  return sql<boolean>`${searchExpr} ilike ${containsPattern(search)}`;
}

const lowerEq = (column: 'email', value: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${value.toLowerCase()}`;

/** SQL of the clients module: allowed_client_emails, client users, client_destinations. */
export function clientsRepo(db: Db) {
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
            'u.friendly_id',
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

    /**
     * Trip numbers per client user: trips owned (trips_user_idx) or shared through
     * trip_clients (trip_clients_user_idx); not deleted, not templates.
     */
    async tripNumbersOf(userIds: string[]) {
      if (!userIds.length) return [];
      const owned = db
        .selectFrom('trips')
        .select(['trips.friendly_id', 'trips.user_id as client_id'])
        .where('trips.user_id', 'in', userIds)
        .where('trips.folder', '<>', 'deleted')
        .where('trips.is_template', '=', false);
      const shared = db
        .selectFrom('trip_clients as tc')
        .innerJoin('trips', 'trips.id', 'tc.trip_id')
        .select(['trips.friendly_id', 'tc.user_id as client_id'])
        .where('tc.user_id', 'in', userIds)
        .where('trips.folder', '<>', 'deleted')
        .where('trips.is_template', '=', false);
      return owned.union(shared).orderBy('friendly_id').execute();
    },

    findAllowedById(id: string) {
      return db.selectFrom('allowed_client_emails').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findAllowedByEmail(email: string) {
      return db.selectFrom('allowed_client_emails').selectAll().where(lowerEq('email', email)).executeTakeFirst();
    },

    findAllowedForUser(userId: string, email: string) {
      return db
        .selectFrom('allowed_client_emails')
        .selectAll()
        .where((eb) => eb.or([eb('client_user_id', '=', userId), lowerEq('email', email)]))
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
      return db.selectFrom('users').selectAll().where(lowerEq('email', email)).executeTakeFirst();
    },

    /**
     * Whether the user has a password (has signed up). The credential rows are
     * written by the accounts module; this module only reads their presence.
     */
    async hasPassword(userId: string) {
      const row = await db
        .selectFrom('auth_accounts')
        .select('id')
        .where('user_id', '=', userId)
        .where('provider_id', '=', 'credential')
        .executeTakeFirst();
      return !!row;
    },

    insertClientUser(values: { email: string; full_name: string; phone?: string | null }) {
      return db
        .insertInto('users')
        .values({ ...values, role: 'client', approved: true })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    updateUser(id: string, values: { email?: string; full_name?: string; phone?: string | null }) {
      return db
        .updateTable('users')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    insertAllowed(values: {
      email: string;
      full_name: string | null;
      used: boolean;
      added_by: string | null;
      notes: string | null;
      client_user_id: string | null;
      destination: string | null;
      start_date: string | null;
      end_date: string | null;
    }) {
      return db
        .insertInto('allowed_client_emails')
        .values({ ...values, role: 'client', approved: true })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    updateAllowed(
      id: string,
      values: Partial<{
        email: string;
        full_name: string | null;
        notes: string | null;
        destination: string | null;
        start_date: string | null;
        end_date: string | null;
        client_user_id: string | null;
        used: boolean;
      }>,
    ) {
      return db.updateTable('allowed_client_emails').set(values).where('id', '=', id).execute();
    },

    deleteAllowed(id: string) {
      return db.deleteFrom('allowed_client_emails').where('id', '=', id).execute();
    },

    deleteUser(id: string) {
      return db.deleteFrom('users').where('id', '=', id).execute();
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

    /** The client's trips as staff see them in client detail: not deleted, not archived (spec §2). */
    visibleTripsOf(userId: string) {
      return db
        .selectFrom('trips')
        .select([
          'id',
          'friendly_id',
          'trip_name',
          'destination',
          'start_date',
          'end_date',
          'status',
          'folder',
          'visible_to_client',
        ])
        .where((eb) =>
          eb.or([
            eb('user_id', '=', userId),
            eb('id', 'in', eb.selectFrom('trip_clients').select('trip_id').where('user_id', '=', userId)),
          ]),
        )
        .where('folder', '<>', 'deleted')
        .where('status', '<>', 'archived')
        .where('is_template', '=', false)
        .orderBy(sql`start_date desc nulls last`)
        .orderBy('friendly_id', 'desc')
        .execute();
    },

    /** Moves every trip of the client to the deleted folder (see the service's remove). */
    moveTripsToDeleted(userId: string) {
      return db
        .updateTable('trips')
        .set({ folder: 'deleted', updated_at: new Date(), version: sql`version + 1` })
        .where((eb) =>
          eb.or([
            eb('user_id', '=', userId),
            eb('id', 'in', eb.selectFrom('trip_clients').select('trip_id').where('user_id', '=', userId)),
          ]),
        )
        .where('is_template', '=', false)
        .execute();
    },

    /** The latest questionnaire sent with this e-mail (spec §7: select by e-mail, latest 1). */
    latestQuestionnaire(email: string) {
      return db
        .selectFrom('trip_questionnaires')
        .selectAll()
        .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}
export type ClientsRepo = ReturnType<typeof clientsRepo>;
