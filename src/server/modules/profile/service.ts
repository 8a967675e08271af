import type { ServiceDeps } from '#server/service-deps.js';
import { notFound, stale } from '#server/lib/errors.js';
import { profileRepo } from './repo.js';
import { PROFILE_NOT_FOUND, PROFILE_STALE, type Profile, type ProfileUpdateBody } from '#shared/contracts/profile.js';
import { personWithRole } from '#server/lib/people.js';

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
export function createProfileService({ db }: ServiceDeps) {
  const repo = profileRepo(db);
  return {
    async get(userId: string): Promise<Profile> {
      const row = await repo.find(userId);
      if (!row) throw notFound(PROFILE_NOT_FOUND);
      return toProfile(row);
    },

    async update(userId: string, input: ProfileUpdateBody): Promise<Profile> {
      const row = await repo.update(userId, {
        full_name: input.fullName.trim(),
        job_title: orNull(input.jobTitle),
        phone: orNull(input.phone),
        years_experience: input.yearsExperience,
        profile_photo_url: orNull(input.profilePhotoUrl),
        bio_short: orNull(input.bioShort),
        bio: orNull(input.bio),
        availability_note: orNull(input.availabilityNote),
      }, input.version);
      if (!row) throw (await repo.find(userId)) ? stale(PROFILE_STALE) : notFound(PROFILE_NOT_FOUND);
      return toProfile(row);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
