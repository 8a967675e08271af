// How people are named on screen (issue 13: greet a person by the name they chose).

/**
 * The owner's name on the first run: a stand-in until the owner gives theirs at the first
 * sign-in (the forced change of the generated password asks for it).
 */
export const OWNER_PLACEHOLDER_NAME = 'Agency Owner';

/** The part of an e-mail before the '@' (a Team Rights invite stores it as the name, spec §5). */
export function emailLocalPart(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}

/**
 * True when `fullName` is not a name the person chose: empty, the first run's placeholder, or
 * the local part of their e-mail that an invite stores until they sign up.
 */
export function isPlaceholderName(fullName: string | null | undefined, email?: string | null): boolean {
  const name = fullName?.trim() ?? '';
  if (name === '' || name === OWNER_PLACEHOLDER_NAME) return true;
  return !!email && name.toLowerCase() === emailLocalPart(email.trim()).toLowerCase();
}

/** The first name to greet someone with ('Welcome back, Camille.'), or null when they have not given one. */
export function greetingName(user: { fullName?: string | null; email?: string | null } | null | undefined): string | null {
  if (!user || isPlaceholderName(user.fullName, user.email)) return null;
  return user.fullName!.trim().split(/\s+/)[0] ?? null;
}

/** How a signed-in person is labelled in a top bar: their name, else their e-mail. */
export function displayName(user: { fullName?: string | null; email: string }): string {
  return isPlaceholderName(user.fullName, user.email) ? user.email : user.fullName!.trim();
}

/** Emoji and pictographs (with their joiners and variation selectors), left out of a mail's greeting. */
const PICTOGRAPHS = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u200d|\ufe0f|\u20e3/gu;

/**
 * The one greeting of every mail (issue 19): 'Dear Claire,' with the first name the person chose
 * (emoji left out), else 'Hello,'.
 */
export function mailGreeting(fullName: string | null | undefined, email?: string | null): string {
  if (isPlaceholderName(fullName, email)) return 'Hello,';
  const first = fullName!.replace(PICTOGRAPHS, ' ').trim().split(/\s+/)[0] ?? '';
  return first ? `Dear ${first},` : 'Hello,';
}
