import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '#shared/domain/constants.js';
import { EmailField } from './common.js';

export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

const Password = z.string({ error: PASSWORD_TOO_SHORT }).min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(128);

/** New password + confirmation, with the spec's two messages (§5). */
export const NewPasswordBody = z
  .object({ password: Password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
export type NewPasswordBody = z.infer<typeof NewPasswordBody>;

export const LoginArea = z.enum(['client', 'backoffice']);
export type LoginArea = z.infer<typeof LoginArea>;

export const SignInBody = z.object({
  email: EmailField,
  password: z.string().min(1, 'Password is required').max(128),
  area: LoginArea,
});
export type SignInBody = z.infer<typeof SignInBody>;

export const SignUpBody = z
  .object({
    fullName: z.string({ error: 'Full name is required' }).trim().min(1, 'Full name is required').max(120),
    email: EmailField,
    password: Password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
export type SignUpBody = z.infer<typeof SignUpBody>;

export const SessionUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
  approved: z.boolean(),
  friendlyId: z.number(),
  mustChangePassword: z.boolean(),
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

export const ResetTokenParams = z.object({ token: z.string().min(1).max(200) });
export const ResetTokenStatus = z.object({ valid: z.boolean() });

export const ResetPasswordBody = NewPasswordBody.and(z.object({ token: z.string().min(1).max(200) }));
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const PasswordChangedResponse = z.object({ ok: z.literal(true), redirectTo: z.string() });

export const INVALID_RESET_LINK = 'Invalid or expired reset link. Please request a new one.';
export const EMAIL_ALREADY_REGISTERED =
  'This email is already registered. Please sign in instead or use a different email.';
