import { z } from 'zod';
import { ASSIGNABLE_ROLES } from '#shared/permissions.js';
import { CONFIRM_WORD, VALIDATION_MESSAGES, confirmWordError } from '#shared/domain/constants.js';
import { EmailField, RecordVersion } from './common.js';

/** Team Rights (spec §2 /backoffice/team-invitations, §5 Adding a user, §6, §7 users / allowed_client_emails). */

export const USER_EXISTS = VALIDATION_MESSAGES.userExists;
export const EMAIL_ALREADY_AUTHORIZED = VALIDATION_MESSAGES.emailAlreadyAuthorized;
export const ONLY_SUPER_ADMINS_DELETE = 'Only super admins can delete users';
export const DELETE_USER_FAILED = 'Failed to delete user';
export const RESET_PASSWORD_FAILED = 'Failed to reset password';
export const NOT_AUTHENTICATED = 'Not authenticated';
export const SELF_LOCKOUT =
  'You cannot remove your own Super Admin role or approval: the agency would be left without anyone able to manage Team Rights. Ask another super admin to change it.';
export const SELF_DELETE = 'You cannot delete your own account. Ask another super admin to delete it.';
export const SELF_RESET =
  'You cannot reset your own password here. Sign out and use "Forgot password" on the sign-in page instead.';
export const USER_NOT_FOUND = 'User not found';
export const INVITE_NOT_FOUND = 'Invitation not found';
export const INVITE_HAS_ACCOUNT = 'This person already has an account: delete the user instead.';
export const INVITE_HAS_ACCOUNT_EDIT = 'This person already has an account: edit the user instead.';
export const NOTHING_TO_UPDATE = 'Change the role or the approval first';
export const TEAM_STALE =
  'Someone else changed this user while you were editing. Their latest role and approval are now shown: check them and update again.';

const Role = z.enum(ASSIGNABLE_ROLES as unknown as [string, ...string[]], { error: 'Please choose a role' });

/** One row of Team Rights: a user (hasAccount) or an invited e-mail with no account yet (pending). */
export const TeamRow = z.object({
  /** The user id, or for a pending row the invite (allowed_client_emails) id. */
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
  roleLabel: z.string(),
  approved: z.boolean(),
  hasAccount: z.boolean(),
  /** users.created_at, or allowed_client_emails.added_at for a pending row (ISO). */
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** The version an edit names (users.version, or allowed_client_emails.version for a pending row): 409 `stale` when changed since. */
  version: z.number().int(),
});
export type TeamRow = z.infer<typeof TeamRow>;

export const TeamList = z.object({ rows: z.array(TeamRow) });
export type TeamList = z.infer<typeof TeamList>;

/** Add a user (spec §5): defaults role team, approved true. */
export const InviteBody = z.object({
  email: EmailField,
  role: Role.default('team'),
  approved: z.boolean().default(true),
});
export type InviteBody = z.input<typeof InviteBody>;

/** Edit User: role and/or approval, with the `version` of the row shown (TeamRow.version); 409 `stale` when someone changed it since. */
export const UpdateUserBody = z
  .object({ role: Role.optional(), approved: z.boolean().optional(), version: RecordVersion })
  .refine((v) => v.role !== undefined || v.approved !== undefined, { message: NOTHING_TO_UPDATE, path: ['role'] });
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

/** Deleting a user is confirmed by typing DELETE exactly (spec §5); the server checks the word too. */
export const DeleteUserBody = z.object({
  confirm: z.string({ error: confirmWordError(CONFIRM_WORD) }).refine((v) => v === CONFIRM_WORD, confirmWordError(CONFIRM_WORD)),
});
export type DeleteUserBody = z.infer<typeof DeleteUserBody>;

export const TemporaryPasswordResponse = z.object({ temporaryPassword: z.string() });
export type TemporaryPasswordResponse = z.infer<typeof TemporaryPasswordResponse>;

/** A staff member as clients see them ('Your Travel Specialist') and as the specialist picker lists them. */
export const Specialist = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
  roleLabel: z.string(),
  jobTitle: z.string().nullable(),
  phone: z.string().nullable(),
  yearsExperience: z.number().int().nullable(),
  availabilityNote: z.string().nullable(),
  bio: z.string().nullable(),
  bioShort: z.string().nullable(),
  profilePhotoUrl: z.string().nullable(),
});
export type Specialist = z.infer<typeof Specialist>;

export const SpecialistList = z.object({ specialists: z.array(Specialist) });
export type SpecialistList = z.infer<typeof SpecialistList>;

/** The part before the @: an invite's full name until the person signs up (spec §5). */
export { emailLocalPart } from '#shared/domain/names.js';
