import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '#shared/domain/constants.js';
import { EmailField, text } from './common.js';

export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export const FULL_NAME_REQUIRED = 'Full name is required';

/** A new password and a person's full name (spec §5), as the server and the web's forms check them. */
export const Password = text({ error: PASSWORD_TOO_SHORT }).min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(128, 'Password is too long');
export const FullName = text({ error: FULL_NAME_REQUIRED }).trim().min(1, FULL_NAME_REQUIRED).max(120, 'Full name is too long');

/**
 * New password + confirmation, with the spec's two messages (§5); with the person's name when
 * the screen asks for it (an activation, or a forced change of an account without a chosen name).
 */
export const NewPasswordBody = z
  .object({ password: Password, confirmPassword: z.string(), fullName: FullName.optional() })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
export type NewPasswordBody = z.infer<typeof NewPasswordBody>;

export const LoginArea = z.enum(['client', 'backoffice']);
export type LoginArea = z.infer<typeof LoginArea>;

export const SignInBody = z.object({
  email: EmailField,
  password: text().min(1, 'Password is required').max(128),
  area: LoginArea,
});
export type SignInBody = z.infer<typeof SignInBody>;

/** The sign-up fields, before the confirmation check (the web's form adds its own, run even when another field fails). */
export const SignUpFields = z.object({
  fullName: FullName,
  email: EmailField,
  password: Password,
  confirmPassword: z.string(),
});

export const SignUpBody = SignUpFields.refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
export type SignUpBody = z.infer<typeof SignUpBody>;

export const SessionUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
  approved: z.boolean(),
  friendlyId: z.number(),
  mustChangePassword: z.boolean(),
  /**
   * A staff account without a name of its own (the first run's owner, created from ADMIN_EMAIL and
   * ADMIN_PASSWORD): asked at sign-in for the name clients will see, before anything else.
   */
  mustGiveName: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const SessionResponse = z.object({ user: SessionUser.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const SignInResponse = z.object({ user: SessionUser, redirectTo: z.string() });
export type SignInResponse = z.infer<typeof SignInResponse>;

export const SignUpResponse = z.object({ user: SessionUser.nullable(), redirectTo: z.string() });
export type SignUpResponse = z.infer<typeof SignUpResponse>;

export const ForgotPasswordBody = z.object({ email: EmailField, area: LoginArea.default('client') });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetTokenParams = z.object({ token: text().min(1).max(200) });
/**
 * A password link: valid or not; when valid, whether it sets the first password of an account
 * (an activation or an invitation: the screen then asks for the name), for which e-mail, and the
 * name already chosen (null when none or a placeholder).
 */
export const ResetTokenStatus = z.object({
  valid: z.boolean(),
  activation: z.boolean().optional(),
  email: z.string().optional(),
  fullName: z.string().nullable().optional(),
});
export type ResetTokenStatus = z.infer<typeof ResetTokenStatus>;

export const ResetPasswordBody = NewPasswordBody.and(z.object({ token: text().min(1).max(200) }));
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';
export const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect';
export const PASSWORD_UNCHANGED = 'Your new password must be different from your current password';

/**
 * POST /api/auth/password: the new password, and the current one, which every change asks for
 * except the forced change after a temporary password (that screen already holds it).
 */
export const ChangePasswordBody = NewPasswordBody.and(z.object({ currentPassword: text().max(128).optional() }));
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** POST /api/auth/name: the name clients will see, from an account that has none of its own. */
export const GiveNameBody = z.object({ fullName: FullName });
export type GiveNameBody = z.infer<typeof GiveNameBody>;
export const NAME_ALREADY_GIVEN = 'Your name is already set: change it in your profile settings.';

export const PasswordChangedResponse = z.object({ ok: z.literal(true), redirectTo: z.string() });

/** 403 on every API call but the change, the session and sign-out while a password change is forced. */
export const PASSWORD_CHANGE_REQUIRED_CODE = 'password_change_required';
export const PASSWORD_CHANGE_REQUIRED = 'Please change your temporary password before continuing.';

export const INVALID_RESET_LINK = 'Invalid or expired reset link. Please request a new one.';
export const EMAIL_ALREADY_REGISTERED =
  'This email is already registered. Please sign in instead or use a different email.';
