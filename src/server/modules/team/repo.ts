import { sql, type Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';
import { sameEmail } from '#server/lib/sql.js';

const USER_COLUMNS = ['id', 'email', 'full_name', 'role', 'approved', 'created_at', 'last_sign_in_at', 'version'] as const;
const INVITE_COLUMNS = ['id', 'email', 'full_name', 'role', 'approved', 'added_at', 'version'] as const;

/** SQL of Team Rights: users and invited e-mails (allowed_client_emails), staff profiles. */
export function teamRepo(db: Kysely<DB>) {
  return {
    /** Every user but the demo (template) user, newest first (spec §7 users list). */
    listUsers(excludeEmail: string) {
      return db
        .selectFrom('users')
        .select(USER_COLUMNS)
        .where((eb) => eb.not(sameEmail('email', excludeEmail)))
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    /** Invited e-mails with no account yet: the pending rows. */
    listPendingInvites() {
      return db
        .selectFrom('allowed_client_emails as a')
        .select(['a.id', 'a.email', 'a.full_name', 'a.role', 'a.approved', 'a.added_at', 'a.version'])
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('users as u').select('u.id').where(sql<boolean>`lower(u.email) = lower(a.email)`))),
        )
        .orderBy('a.added_at', 'desc')
        .orderBy('a.id')
        .execute();
    },

    findUserById(id: string) {
      return db
        .selectFrom('users')
        .select(USER_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async userExistsByEmail(email: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where(sameEmail('email', email))
        .executeTakeFirst();
      return !!row;
    },

    findInviteByEmail(email: string) {
      return db
        .selectFrom('allowed_client_emails')
        .select(['id'])
        .where(sameEmail('email', email))
        .executeTakeFirst();
    },

    findInviteById(id: string) {
      return db
        .selectFrom('allowed_client_emails')
        .select(INVITE_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
    },

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

    /** Approved staff who can be a client's travel specialist, by name. */
    listSpecialists(roles: readonly string[]) {
      return db
        .selectFrom('users')
        .select([
          'id',
          'email',
          'full_name',
          'role',
          'job_title',
          'phone',
          'years_experience',
          'availability_note',
          'bio',
          'bio_short',
          'profile_photo_url',
        ])
        .where('role', 'in', [...roles])
        .where('approved', '=', true)
        .orderBy(sql`lower(coalesce(nullif(full_name, ''), email))`)
        .execute();
    },
  };
}
export type TeamRepo = ReturnType<typeof teamRepo>;
