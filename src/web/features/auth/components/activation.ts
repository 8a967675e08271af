/**
 * Activation of an account prepared by staff (a client created from a
 * questionnaire or the client database, or a Team Rights invite). The usual way
 * in is the invitation e-mail, whose link (…/reset-password?token=…&activate=1)
 * opens 'Set your password' at once (ADR 002). Signing up with such an e-mail
 * sets no password; the server mails a one-time link instead and sends the
 * browser to the sign-in page with ?activation=sent. Using either link sets the
 * password; a client then lands on /login?activation=done.
 */
export const ACTIVATION_SENT_MESSAGE =
  'Check your email: we sent you a link to set your password and finish creating your account.';
export const ACTIVATION_DONE_MESSAGE = 'Your account is ready. You can now sign in.';
/** The sign-in page's title right after the password was set (not 'Welcome back': it is the first visit). */
export const ACTIVATION_DONE_TITLE = 'Your password is set';
export const ACTIVATION_DONE_SUBTITLE = 'Sign in with it to see your trips, your itinerary and your billing.';

/**
 * The e-mail the password was just set for, handed to the sign-in page in the navigation's
 * state (never in the address, which history and logs keep), so the form comes filled in.
 */
export function activationEmailOf(state: unknown): string | null {
  const email = typeof state === 'object' && state !== null ? (state as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}

export type ActivationState = 'sent' | 'done' | null;

/** The activation banner a sign-in page shows for its query string. */
export function activationOf(search: URLSearchParams): ActivationState {
  const v = search.get('activation');
  return v === 'sent' || v === 'done' ? v : null;
}

/** Whether the password screen completes an activation rather than a reset. */
export const isActivation = (search: URLSearchParams) => search.get('activate') === '1';
