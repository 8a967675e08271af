import type { Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';

const PROFILE_COLUMNS = [
  'id',
  'email',
  'role',
  'full_name',
  'job_title',
  'phone',
  'years_experience',
  'profile_photo_url',
  'bio_short',
  'bio',
  'availability_note',
  'version',
] as const;

/** SQL of the signed-in user's own profile (spec §7 users: update own profile). */
export function profileRepo(db: Kysely<DB>) {
  return {
    find(userId: string) {
      return db.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', userId).executeTakeFirst();
    },

    update(
      userId: string,
      values: {
        full_name: string;
        job_title: string | null;
        phone: string | null;
        years_experience: number | null;
        profile_photo_url: string | null;
        bio_short: string | null;
        bio: string | null;
        availability_note: string | null;
      },
      version: number,
    ) {
      // Only the version read: of two saves naming one version, the second finds none (stale).
      return db
        .updateTable('users')
        .set((eb) => ({ ...values, updated_at: new Date(), version: eb('version', '+', 1) }))
        .where('id', '=', userId)
        .where('version', '=', version)
        .returning(PROFILE_COLUMNS)
        .executeTakeFirst();
    },
  };
}
export type ProfileRepo = ReturnType<typeof profileRepo>;
