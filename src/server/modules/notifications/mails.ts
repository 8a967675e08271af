import type { MailContent } from '#server/providers/mail/layout.js';
import { mailGreeting } from '#shared/domain/names.js';

/**
 * The e-mail telling a client that new activities await their choice (issue 10), naming their
 * travel specialist when one is assigned (issue 19), with the link that turns these mails off.
 */
export function newActivitiesMail(p: {
  name: string;
  email: string;
  tripName: string;
  destination: string;
  /** The trip's travel specialist, by the name they chose; null when none is assigned. */
  specialist: string | null;
  count: number;
  url: string;
  unsubscribeUrl: string;
}): MailContent {
  const what = p.count === 1 ? 'a new activity' : `${p.count} new activities`;
  const who = p.specialist ? `Your travel specialist, ${p.specialist},` : 'Your travel specialist';
  const whom = p.specialist ?? 'your travel specialist';
  return {
    subject: `New activities await your choice · ${p.tripName}`,
    preheader: `${who} has proposed ${what} for ${p.tripName}.`,
    heading: 'New activities await your choice',
    greeting: mailGreeting(p.name, p.email),
    blocks: [
      {
        kind: 'paragraph',
        text: `${who} has proposed ${what} for your trip \u201c${p.tripName}\u201d (${p.destination}). Take a moment to choose your favourites: each choice is saved at once and shared with ${whom}.`,
      },
      { kind: 'button', label: 'Choose my activities', url: p.url },
      {
        kind: 'note',
        text: 'We write at most once an hour about a trip; your notifications in the workspace list every change.',
        link: { label: 'Stop these e-mails', url: p.unsubscribeUrl },
      },
    ],
    signature: ['With warm regards,', 'Maison Voyage'],
  };
}
