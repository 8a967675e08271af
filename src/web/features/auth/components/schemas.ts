import { z } from 'zod';
import { EmailField } from '#shared/contracts/common';
import { FullName, Password as NewPassword, PASSWORDS_DO_NOT_MATCH, SignUpFields, type LoginArea } from '#shared/contracts/auth';
import { paths } from '#web/lib/paths';

/**
 * Client-side checks of the sign-in, sign-up and password forms, with the
 * server's messages (spec §5). The server validates again with the contracts.
 * Unlike the contracts, the confirmation is checked even when another field
 * fails, so every problem shows at once.
 */
/** The confirmation check, run even when another field fails. */
const confirmCheck = {
  message: PASSWORDS_DO_NOT_MATCH,
  path: ['confirmPassword'],
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
    return typeof v?.password === 'string' && typeof v.confirmPassword === 'string';
  },
};
const matches = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;

export const SignInForm = z.object({
  email: EmailField,
  password: z.string().min(1, 'Password is required').max(128),
});
export type SignInFormValues = z.input<typeof SignInForm>;

export const SignUpForm = SignUpFields.refine(matches, confirmCheck);
export type SignUpFormValues = z.input<typeof SignUpForm>;

export const NewPasswordForm = z
  .object({ password: NewPassword, confirmPassword: z.string(), fullName: z.string().optional() })
  .refine(matches, confirmCheck);
export type NewPasswordFormValues = z.input<typeof NewPasswordForm>;

/** The password screen when it also asks for the person's name (a first password, or an account without one). */
export const NamedPasswordForm = z
  .object({ fullName: FullName, password: NewPassword, confirmPassword: z.string() })
  .refine(matches, confirmCheck);

export const ForgotPasswordForm = z.object({ email: EmailField });
export type ForgotPasswordFormValues = z.input<typeof ForgotPasswordForm>;

/** What the password screen does, from its query string (spec §2 Password screens). */
export type ResetMode = { kind: 'token'; token: string } | { kind: 'forced' } | { kind: 'missing' };

export function resetModeOf(search: URLSearchParams): ResetMode {
  const token = search.get('token')?.trim();
  if (token) return { kind: 'token', token };
  if (search.get('forced') === 'true') return { kind: 'forced' };
  return { kind: 'missing' };
}

/** The sign-in page of an area. */
export const loginPathOf = (area: LoginArea) => (area === 'backoffice' ? paths.backofficeLogin() : paths.login());

/** Where "request a new link" goes: the client forgot modal, or the backoffice forgot page. */
export const requestNewLinkPathOf = (area: LoginArea) => (area === 'backoffice' ? paths.forgotPassword() : paths.login({ forgot: true }));

/** Only same-site paths are followed after sign-in (never an absolute URL from elsewhere). */
export function safeRedirect(to: string | null | undefined, fallback: string): string {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  return to;
}
