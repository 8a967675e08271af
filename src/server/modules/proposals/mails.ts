import type { MailContent } from '#server/providers/mail/layout.js';
import { mailGreeting } from '#shared/domain/names.js';

/** At most this many changes are listed in a mail; the workspace shows them all. */
const MAIL_CHANGES = 12;

/**
 * The e-mail telling a trip's traveller that their specialist sent a version (issue 22): the
 * first time, that their proposal is ready; later, what changed since the previous one, in the
 * client's words (sentences without internal notes, ADR 030).
 */
export function proposalSentMail(p: {
  name: string;
  email: string;
  tripName: string;
  destination: string;
  specialist: string | null;
  first: boolean;
  changes: readonly string[];
  url: string;
}): MailContent {
  const who = p.specialist ? `Your travel specialist, ${p.specialist},` : 'Your travel specialist';
  const heading = p.first ? 'Your trip proposal is ready' : 'Your trip has been updated';
  const listed = p.changes.slice(0, MAIL_CHANGES);
  const more = p.changes.length - listed.length;
  return {
    subject: `${heading} · ${p.tripName}`,
    preheader: p.first ? `${who} has prepared ${p.tripName} for you.` : `${who} has updated ${p.tripName}: ${p.changes.length} change${p.changes.length === 1 ? '' : 's'}.`,
    heading,
    greeting: mailGreeting(p.name, p.email),
    blocks: [
      {
        kind: 'paragraph',
        text: p.first
          ? `${who} has prepared your trip \u201c${p.tripName}\u201d (${p.destination}). Take your time to look through it; when it suits you, approve it or tell us what you would like changed.`
          : `${who} has updated your trip \u201c${p.tripName}\u201d (${p.destination}).`,
      },
      ...(listed.length
        ? [{ kind: 'paragraph' as const, text: `What changed:\n${listed.map((line) => `\u2022 ${line}`).join('\n')}` }]
        : []),
      ...(more > 0 ? [{ kind: 'paragraph' as const, text: `And ${more} more change${more === 1 ? '' : 's'}: your trip page lists them all.` }] : []),
      { kind: 'button', label: 'See my trip', url: p.url },
    ],
    signature: ['With warm regards,', 'Maison Voyage'],
  };
}

/** The e-mail telling the trip's specialist that a client approved a version or asked for changes. */
export function proposalAnswerMail(p: {
  name: string;
  email: string;
  clientName: string;
  tripName: string;
  friendlyId: number;
  kind: 'approved' | 'changes_requested';
  version: number;
  message: string;
  url: string;
}): MailContent {
  const approved = p.kind === 'approved';
  const heading = approved ? 'Itinerary approved' : 'Changes requested';
  return {
    subject: `${heading} · ${p.tripName} (#${p.friendlyId})`,
    preheader: approved ? `${p.clientName} approved version ${p.version} of ${p.tripName}.` : `${p.clientName} asks for changes to ${p.tripName}.`,
    heading,
    greeting: mailGreeting(p.name, p.email),
    blocks: [
      {
        kind: 'paragraph',
        text: approved
          ? `${p.clientName} approved version ${p.version} of \u201c${p.tripName}\u201d.`
          : `${p.clientName} asks for changes to version ${p.version} of \u201c${p.tripName}\u201d:`,
      },
      ...(approved ? [] : [{ kind: 'paragraph' as const, text: p.message }]),
      { kind: 'button', label: 'Open the trip', url: p.url },
    ],
    signature: ['Maison Voyage'],
  };
}
