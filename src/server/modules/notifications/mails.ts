import type { MailContent } from '#server/providers/mail/layout.js';
import { isPlaceholderName } from '#shared/domain/names.js';

/** The e-mail telling a client that new activities await their choice (issue 10). */
export function newActivitiesMail(p: {
  name: string;
  email: string;
  tripName: string;
  destination: string;
  count: number;
  url: string;
}): MailContent {
  const first = isPlaceholderName(p.name, p.email) ? null : p.name.trim().split(/\s+/)[0];
  const what = p.count === 1 ? 'a new activity' : `${p.count} new activities`;
  return {
    subject: `New activities await your choice · ${p.tripName}`,
    preheader: `Your travel designer has proposed ${what} for ${p.tripName}.`,
    heading: 'New activities await your choice',
    greeting: first ? `Dear ${first},` : 'Hello,',
    blocks: [
      {
        kind: 'paragraph',
        text: `Your travel designer has proposed ${what} for your trip "${p.tripName}" (${p.destination}). Take a moment to choose your favourites: each choice is saved at once and shared with your designer.`,
      },
      { kind: 'button', label: 'Choose my activities', url: p.url },
      {
        kind: 'note',
        text: 'We write at most once an hour about a trip; your notifications in the workspace list every change.',
      },
    ],
    signature: ['With warm regards,', 'Maison Voyage'],
  };
}
