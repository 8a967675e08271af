// The mails of the accounts module (reset, activation, invitation), as content for the one
// mail layout (providers/mail/layout.ts), which renders both the HTML and the text.
import type { MailContent } from '#server/providers/mail/layout.js';
import { isPlaceholderName } from '#shared/domain/names.js';
import { roleLabel } from '#shared/permissions.js';

const SIGNATURE = ['With warm regards,', 'Maison Voyage'];

/** 'Hello Camille,' with the person's chosen name, else 'Hello,'. */
function hello(fullName: string | null | undefined, email: string): string {
  return isPlaceholderName(fullName, email) ? 'Hello,' : `Hello ${fullName!.trim()},`;
}

/** A forgotten password: a single-use link to choose a new one (one hour). */
export function resetMail(input: { email: string; fullName?: string | null; link: string }): MailContent {
  return {
    subject: 'Reset your Maison Voyage password',
    preheader: 'A link to choose a new password. It works once, for one hour.',
    heading: 'Choose a new password',
    greeting: hello(input.fullName, input.email),
    blocks: [
      { kind: 'paragraph', text: 'We received a request to reset the password of your Maison Voyage account. Open the link below to choose a new one.' },
      { kind: 'button', label: 'Choose a new password', url: input.link },
      { kind: 'note', text: 'The link works once and expires in one hour. If you did not ask for this, you can ignore this message: your password stays as it is.' },
    ],
    signature: SIGNATURE,
  };
}

/**
 * The e-mail of an account was changed by our team (issue 12): the old address is told, so an
 * owner whose account is being moved to another mailbox can react.
 */
export function emailChangedMail(input: { oldEmail: string; newEmail: string; fullName?: string | null; by: string; supportEmail: string }): MailContent {
  return {
    subject: 'The e-mail address of your Maison Voyage account was changed',
    preheader: `Your account now signs in with ${input.newEmail}.`,
    heading: 'Your e-mail address was changed',
    greeting: hello(input.fullName, input.oldEmail),
    blocks: [
      {
        kind: 'paragraph',
        text: `${input.by} of the Maison Voyage team changed the e-mail address of your account. You now sign in with the new address below; you have been signed out everywhere.`,
      },
      { kind: 'details', rows: [['Previous e-mail', input.oldEmail], ['New e-mail', input.newEmail]] },
      { kind: 'note', text: `If you did not ask for this change, reply to this message or write to ${input.supportEmail} at once, and we will restore your account.` },
    ],
    signature: SIGNATURE,
  };
}

/** An account staff prepared, claimed from the sign-up form or "forgot password": set the first password (one hour). */
export function activationMail(input: { email: string; fullName?: string | null; link: string }): MailContent {
  return {
    subject: 'Finish creating your Maison Voyage account',
    preheader: 'One step left: choose your password. The link works once, for one hour.',
    heading: 'Set your password',
    greeting: hello(input.fullName, input.email),
    blocks: [
      { kind: 'paragraph', text: 'Welcome to Maison Voyage. To finish creating your account, open the link below and choose your password.' },
      { kind: 'button', label: 'Set your password', url: input.link },
      { kind: 'note', text: 'The link works once and expires in one hour. If you did not ask for an account, you can ignore this message.' },
    ],
    signature: SIGNATURE,
  };
}

/** A Team Rights invite or a client staff prepared: a link straight to 'Set your password' (INVITATION_DAYS). */
export function invitationMail(input: {
  email: string;
  fullName?: string | null;
  role: string;
  inviter: string;
  link: string;
  days: number;
}): MailContent {
  const staff = input.role !== 'client';
  const rows: Array<[string, string]> = [['Your e-mail', input.email]];
  if (staff) rows.push(['Your role', roleLabel(input.role)]);
  return {
    subject: 'Your invitation to Maison Voyage',
    preheader: staff
      ? `${input.inviter} has invited you to join the Maison Voyage team.`
      : `${input.inviter} has prepared your Maison Voyage account.`,
    heading: staff ? 'Join the Maison Voyage team' : 'Your account is ready',
    greeting: hello(input.fullName, input.email),
    blocks: [
      {
        kind: 'paragraph',
        text: staff
          ? `${input.inviter} has invited you to join Maison Voyage as ${roleLabel(input.role)}.`
          : `${input.inviter} has prepared your Maison Voyage account, where you will follow your trips, your itinerary and your billing.`,
      },
      {
        kind: 'paragraph',
        text: staff
          ? 'Open the link below, tell us your name and choose your password: you then sign in on the backoffice sign-in page. If your access still needs approval, an administrator will approve it shortly.'
          : 'Open the link below and choose your password: you can then sign in and find your trips in your account.',
      },
      { kind: 'button', label: 'Set your password', url: input.link },
      { kind: 'details', rows },
      {
        kind: 'note',
        text: `The link works once and expires in ${input.days} days. If you were not expecting this invitation, you can ignore it.`,
      },
    ],
    signature: SIGNATURE,
  };
}
