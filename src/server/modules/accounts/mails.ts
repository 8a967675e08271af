// The mails of the accounts module (reset, activation, invitation), as content for the one
// mail layout (providers/mail/layout.ts), which renders both the HTML and the text.
import type { MailContent } from '#server/providers/mail/layout.js';
import { mailGreeting } from '#shared/domain/names.js';
import { isStaffRole, roleAccess, roleLabel } from '#shared/permissions.js';

const SIGNATURE = ['With warm regards,', 'Maison Voyage'];

/** The one greeting of every mail: 'Dear Camille,' with the person's chosen first name, else 'Hello,'. */
const hello = mailGreeting;

/** The words of a mail whose one purpose is a single-use link that works for one hour. */
interface OneHourLinkText {
  subject: string;
  preheader: string;
  /** The heading, and the label of the link's button. */
  action: string;
  paragraph: string;
  /** After 'The link works once and expires in one hour.': what to do if the person did not ask. */
  ifNotAsked: string;
}

function oneHourLinkMail(input: { email: string; fullName?: string | null; link: string }, text: OneHourLinkText): MailContent {
  return {
    subject: text.subject,
    preheader: text.preheader,
    heading: text.action,
    greeting: hello(input.fullName, input.email),
    blocks: [
      { kind: 'paragraph', text: text.paragraph },
      { kind: 'button', label: text.action, url: input.link },
      { kind: 'note', text: `The link works once and expires in one hour. ${text.ifNotAsked}` },
    ],
    signature: SIGNATURE,
  };
}

/** A forgotten password: a single-use link to choose a new one (one hour). */
export function resetMail(input: { email: string; fullName?: string | null; link: string }): MailContent {
  return oneHourLinkMail(input, {
    subject: 'Reset your Maison Voyage password',
    preheader: 'A link to choose a new password. It works once, for one hour.',
    action: 'Choose a new password',
    paragraph: 'We received a request to reset the password of your Maison Voyage account. Open the link below to choose a new one.',
    ifNotAsked: 'If you did not ask for this, you can ignore this message: your password stays as it is.',
  });
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
  return oneHourLinkMail(input, {
    subject: 'Finish creating your Maison Voyage account',
    preheader: 'One step left: choose your password. The link works once, for one hour.',
    action: 'Set your password',
    paragraph: 'Welcome to Maison Voyage. To finish creating your account, open the link below and choose your password.',
    ifNotAsked: 'If you did not ask for an account, you can ignore this message.',
  });
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
  // Organizers sign in where clients do (ADR 023): only team roles join the team.
  const staff = isStaffRole(input.role);
  const organizer = input.role === 'organizer';
  // Nobody named invited (the inviter is the agency itself): never 'Maison Voyage has prepared your Maison Voyage account'.
  const byAgency = input.inviter === 'Maison Voyage';
  const rows: Array<[string, string]> = [['Your e-mail', input.email]];
  if (staff || organizer) rows.push(['Your role', roleLabel(input.role)], ['Where you sign in', roleAccess(input.role)]);
  return {
    subject: 'Your invitation to Maison Voyage',
    preheader: staff
      ? byAgency
        ? 'You are invited to join the Maison Voyage team.'
        : `${input.inviter} has invited you to join the Maison Voyage team.`
      : organizer
        ? byAgency
          ? 'You are invited to organize trips with Maison Voyage.'
          : `${input.inviter} has invited you to organize trips with Maison Voyage.`
        : byAgency
          ? 'Your Maison Voyage account is ready.'
          : `${input.inviter} has prepared your Maison Voyage account.`,
    heading: staff ? 'Join the Maison Voyage team' : organizer ? 'Organize your trips with Maison Voyage' : 'Your account is ready',
    greeting: hello(input.fullName, input.email),
    blocks: [
      {
        kind: 'paragraph',
        text: staff || organizer
          ? byAgency
            ? `You are invited to join Maison Voyage as ${roleLabel(input.role)}.`
            : `${input.inviter} has invited you to join Maison Voyage as ${roleLabel(input.role)}.`
          : byAgency
            ? 'We have prepared your Maison Voyage account, where you will follow your trips, your itinerary and your billing.'
            : `${input.inviter} has prepared your Maison Voyage account, where you will follow your trips, your itinerary and your billing.`,
      },
      {
        kind: 'paragraph',
        text: staff
          ? 'Open the link below, tell us your name and choose your password: you then sign in on the backoffice sign-in page. If your access still needs approval, an administrator will approve it shortly.'
          : organizer
            ? 'Open the link below, tell us your name and choose your password: you then sign in on the client sign-in page, where you organize, in organizer mode, the trips the team attaches you to. If your access still needs approval, an administrator will approve it shortly.'
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
