import type { Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';

/**
 * The clients module's writes to users and client records (allowed_client_emails), which the
 * accounts module owns (src/server/db/owners.ts, ADR 036): Create Client, the client form, the
 * user a record gets so trips can belong to it, and deleting a client. The clients module decides
 * and asks through the accounts service (`accounts.clientRecords(tx)`); `db` may be the caller's
 * transaction, so a client's rows and its destinations change together.
 */
export function clientRecordsRepo(db: Kysely<DB>) {
  return {
    insertClientUser(values: { email: string; full_name: string; phone?: string | null }) {
      return db
        .insertInto('users')
        .values({ ...values, role: 'client', approved: true })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * Adds one to the row's version (ADR 020), unless `bumped`: the caller's bumpVersion already
     * did in this transaction.
     */
    updateUser(id: string, values: { email?: string; full_name?: string; phone?: string | null }, { bumped = false } = {}) {
      return db
        .updateTable('users')
        .set((eb) => ({ ...values, updated_at: new Date(), ...(bumped ? {} : { version: eb('version', '+', 1) }) }))
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
      { bumped = false } = {},
    ) {
      return db
        .updateTable('allowed_client_emails')
        .set((eb) => ({ ...values, ...(bumped ? {} : { version: eb('version', '+', 1) }) }))
        .where('id', '=', id)
        .execute();
    },

    /**
     * Adds one to the version of the client's user or client record if it is still `version`;
     * false when someone saved since.
     */
    async bumpVersion(table: 'users' | 'allowed_client_emails', id: string, version: number) {
      const row = await db
        .updateTable(table)
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', version)
        .returning('version')
        .executeTakeFirst();
      return !!row;
    },

    deleteAllowed(id: string) {
      return db.deleteFrom('allowed_client_emails').where('id', '=', id).execute();
    },

    deleteUser(id: string) {
      return db.deleteFrom('users').where('id', '=', id).execute();
    },
  };
}
