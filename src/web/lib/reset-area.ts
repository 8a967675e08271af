/**
 * The browser's note of the area that last asked for a reset e-mail (spec §2 Home page):
 * the forgot-password forms write it, the home page reads it to send an old recovery link
 * (#access_token=...&type=recovery) to the right password screen.
 */
export const RESET_USER_TYPE_KEY = 'passwordResetUserType';

/** The value of that marker: 'client' for the client area, 'team' for the backoffice. */
export type ResetUserType = 'client' | 'team';

/** What the forgot-password forms store under RESET_USER_TYPE_KEY for an area. */
export const resetUserTypeOf = (area: 'client' | 'backoffice'): ResetUserType => (area === 'client' ? 'client' : 'team');
