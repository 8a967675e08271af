import type { Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';
import { sameEmail } from '#server/lib/sql.js';
import { TEAM_INVITE_COLUMNS as INVITE_COLUMNS, TEAM_USER_COLUMNS as USER_COLUMNS } from '#server/lib/people.js';

/**
 * Team Rights' writes to users and invited e-mails (allowed_client_emails), which the accounts
 * module owns (src/server/db/owners.ts, ADR 036): the team module decides who may do what and asks
 * through the accounts service (`accounts.staff`); the rows come back in Team Rights' columns.
 */
export function staffRepo(db: Kysely<DB>) {
  return {
    insertInvite(values: { email: string; full_name: string; role: string; approved: boolean; added_by: string }) {
      return db
        .insertInto('allowed_client_emails')
        .values({ ...values, used: false })
        .returning(INVITE_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /**
     * Role and approval of a user, and of the invite with the same e-mail (spec §7), if the user
     * is still at `version`: adds one to it; undefined when someone changed the user since.
     */
    async updateRoleAndApproval(userId: string, email: string, version: number, values: { role?: string; approved?: boolean }) {
      return db.transaction().execute(async (tx) => {
        // The user row first: it stays locked until commit, so of two edits naming one version
        // the second waits, then finds the version moved on and changes nothing.
        const user = await tx
          .updateTable('users')
          .set((eb) => ({ ...values, updated_at: new Date(), version: eb('version', '+', 1) }))
          .where('id', '=', userId)
          .where('version', '=', version)
          .returning(USER_COLUMNS)
          .executeTakeFirst();
        if (!user) return undefined;
        await tx
          .updateTable('allowed_client_emails')
          .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
          .where(sameEmail('email', email))
          .execute();
        return user;
      });
    },

    /**
     * Deletes the user and their invite row. Sessions, credentials, reset flags, pins,
     * notifications and destinations go with the user (on delete cascade); trips keep
     * existing without that user (on delete set null).
     */
    async deleteUser(userId: string, email: string): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        await tx
          .deleteFrom('allowed_client_emails')
          .where(sameEmail('email', email))
          .execute();
        const res = await tx.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
        return Number(res.numDeletedRows) > 0;
      });
    },

    /** Role and approval of an invite still at `version`, adding one to it; undefined when gone or changed since. */
    updateInvite(id: string, version: number, values: { role?: string; approved?: boolean }) {
      return db
        .updateTable('allowed_client_emails')
        .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', version)
        .returning(INVITE_COLUMNS)
        .executeTakeFirst();
    },

    async deleteInvite(id: string): Promise<boolean> {
      const res = await db.deleteFrom('allowed_client_emails').where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}
