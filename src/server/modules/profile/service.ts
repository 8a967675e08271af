import type { ServiceDeps } from '#server/service-deps.js';
import { notFound, stale } from '#server/lib/errors.js';
import { profileRepo } from './repo.js';
import { PROFILE_NOT_FOUND, PROFILE_STALE, type Profile, type ProfileUpdateBody } from '#shared/contracts/profile.js';
import { personWithRole } from '#server/lib/people.js';
import type { AccountsService } from '#server/modules/accounts/service.js';

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof profileRepo>['find']>>>;

function toProfile(r: Row): Profile {
  return {
    ...personWithRole(r),
    jobTitle: r.job_title ?? '',
    phone: r.phone ?? '',
    yearsExperience: r.years_experience,
    profilePhotoUrl: r.profile_photo_url ?? '',
    bioShort: r.bio_short ?? '',
    bio: r.bio ?? '',
    availabilityNote: r.availability_note ?? '',
    version: r.version,
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** A staff member's own professional profile, shown to clients as 'Your Travel Specialist' (spec §2). */
/** What the profile asks of the accounts module, which owns users (ADR 036). */
export interface ProfileServiceDeps {
  accounts: Pick<AccountsService, 'updateProfile'>;
}

export function createProfileService({ db }: ServiceDeps, { accounts }: ProfileServiceDeps) {
  const repo = profileRepo(db);
  return {
    async get(userId: string): Promise<Profile> {
      const row = await repo.find(userId);
      if (!row) throw notFound(PROFILE_NOT_FOUND);
      return toProfile(row);
    },

    async update(userId: string, input: ProfileUpdateBody): Promise<Profile> {
      const saved = await accounts.updateProfile(userId, input.version, {
        full_name: input.fullName.trim(),
        job_title: orNull(input.jobTitle),
        phone: orNull(input.phone),
        years_experience: input.yearsExperience,
        profile_photo_url: orNull(input.profilePhotoUrl),
        bio_short: orNull(input.bioShort),
        bio: orNull(input.bio),
        availability_note: orNull(input.availabilityNote),
      });
      const row = await repo.find(userId);
      if (!row) throw notFound(PROFILE_NOT_FOUND);
      if (!saved) throw stale(PROFILE_STALE);
      return toProfile(row);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
