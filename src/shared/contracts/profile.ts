import { z } from 'zod';
import { multilineText, RecordVersion, text } from './common.js';
import { VALIDATION_MESSAGES, YEARS_EXPERIENCE_MIN } from '#shared/domain/constants.js';

/** Profile settings of a staff member (spec §2 /backoffice/profile-settings, §5, §7 users own profile). */

export const PROFILE_UPDATED = 'Profile updated successfully!';
export const PROFILE_NOT_FOUND = 'Profile not found';
export const PROFILE_STALE = 'Your profile was changed elsewhere (another tab or device) while you were editing. Your text is kept: check it and save again.';
export const PROFILE_PHOTO_FAILED = VALIDATION_MESSAGES.profilePhotoFailed;
export const PROFILE_PHOTO_INVALID = 'Profile photo must be a URL starting with https://';
export const YEARS_EXPERIENCE_INVALID = 'Years of experience must be 0 or more';
export const YEARS_EXPERIENCE_WHOLE = 'Years of experience must be a whole number';
export const FULL_NAME_REQUIRED = 'Full name is required';
export const BIO_SHORT_ONE_LINE = 'Short bio must fit on one line';

export const PROFILE_LIMITS = {
  fullName: 120,
  jobTitle: 120,
  phone: 40,
  yearsExperience: 80,
  bioShort: 200,
  bio: 5000,
  availabilityNote: 500,
  profilePhotoUrl: 2048,
} as const;

const tooLong = (n: number) => `Must be at most ${n} characters`;

/** An https URL (spec §5: the profile photo must be a URL; the CSP only loads https images). */
export function isHttpsUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'https:' && !!u.hostname;
  } catch {
    return false;
  }
}

const line = (max: number) => text().trim().max(max, tooLong(max));
const lines = (max: number) => multilineText().trim().max(max, tooLong(max));

/** PUT /api/profile: the signed-in user's own fields; empty optional texts are stored as null. */
export const ProfileBody = z.object({
  fullName: text({ error: FULL_NAME_REQUIRED }).trim().min(1, FULL_NAME_REQUIRED).max(PROFILE_LIMITS.fullName, tooLong(PROFILE_LIMITS.fullName)),
  jobTitle: line(PROFILE_LIMITS.jobTitle),
  phone: line(PROFILE_LIMITS.phone),
  yearsExperience: z
    .number({ error: YEARS_EXPERIENCE_INVALID })
    .int(YEARS_EXPERIENCE_WHOLE)
    .min(YEARS_EXPERIENCE_MIN, YEARS_EXPERIENCE_INVALID)
    .max(PROFILE_LIMITS.yearsExperience, `Years of experience must be at most ${PROFILE_LIMITS.yearsExperience}`)
    .nullable(),
  profilePhotoUrl: text()
    .trim()
    .max(PROFILE_LIMITS.profilePhotoUrl, tooLong(PROFILE_LIMITS.profilePhotoUrl))
    .refine((v) => v === '' || isHttpsUrl(v), PROFILE_PHOTO_INVALID),
  bioShort: lines(PROFILE_LIMITS.bioShort).refine((v) => !/[\r\n]/.test(v), BIO_SHORT_ONE_LINE),
  bio: lines(PROFILE_LIMITS.bio),
  availabilityNote: lines(PROFILE_LIMITS.availabilityNote),
});
export type ProfileBody = z.infer<typeof ProfileBody>;

/** PUT /api/profile: the form with the `version` of the profile it showed (409 `stale` when saved since). */
export const ProfileUpdateBody = ProfileBody.extend({ version: RecordVersion });
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;

export const Profile = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  roleLabel: z.string(),
  fullName: z.string(),
  jobTitle: z.string(),
  phone: z.string(),
  yearsExperience: z.number().int().nullable(),
  profilePhotoUrl: z.string(),
  bioShort: z.string(),
  bio: z.string(),
  availabilityNote: z.string(),
  /** The version a save names. */
  version: z.number().int(),
});
export type Profile = z.infer<typeof Profile>;

/** The form's values: text boxes hold strings. */
export interface ProfileFormValues {
  fullName: string;
  jobTitle: string;
  phone: string;
  yearsExperience: string;
  profilePhotoUrl: string;
  bioShort: string;
  bio: string;
  availabilityNote: string;
}

export function profileToForm(p: Profile): ProfileFormValues {
  return {
    fullName: p.fullName,
    jobTitle: p.jobTitle,
    phone: p.phone,
    yearsExperience: p.yearsExperience === null ? '' : String(p.yearsExperience),
    profilePhotoUrl: p.profilePhotoUrl,
    bioShort: p.bioShort,
    bio: p.bio,
    availabilityNote: p.availabilityNote,
  };
}

/** Form strings to the request body ('' years -> null; other text is parsed as a number). */
export function formToProfileBody(v: ProfileFormValues): Record<keyof ProfileBody, unknown> {
  const years = v.yearsExperience.trim();
  return {
    ...v,
    yearsExperience: years === '' ? null : /^-?\d+(\.\d+)?$/.test(years) ? Number(years) : NaN,
  };
}
