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

/**
 * SQL of the signed-in user's own profile, read here (spec §7 users: update own profile); the
 * accounts module owns users and writes it (`accounts.updateProfile`, ADR 036).
 */
export function profileRepo(db: Kysely<DB>) {
  return {
    find(userId: string) {
      return db.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', userId).executeTakeFirst();
    },
  };
}
export type ProfileRepo = ReturnType<typeof profileRepo>;
