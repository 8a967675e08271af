import { sql, type Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';
import { sameEmail } from '#server/lib/sql.js';

import { TEAM_INVITE_COLUMNS as INVITE_COLUMNS, TEAM_USER_COLUMNS as USER_COLUMNS } from '#server/lib/people.js';

/**
 * SQL of Team Rights' reads: users and invited e-mails (allowed_client_emails), staff profiles. The
 * accounts module owns both tables and makes Team Rights' writes (accounts/staff-repo.ts, ADR 036).
 */
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
