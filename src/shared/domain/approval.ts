// Rules of a client's approval (issue 22, ADR 037): the full name they type, and how staff read it.
import { formatDate } from './dates.js';
import { isPlaceholderName } from './names.js';

/** A name compared as people type it: case, accents, spaces and punctuation aside. */
const folded = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Whether the name typed to approve is the account's full name (case, accents and spacing
 * aside). An account without a real name (a placeholder, the e-mail's local part) takes any
 * name of at least two characters: the typed name is then what is recorded.
 */
export function typedNameMatches(typed: string, account: { fullName: string | null | undefined; email?: string | null }): boolean {
  const t = folded(typed);
  if (isPlaceholderName(account.fullName, account.email)) return t.length >= 2;
  return t === folded(account.fullName ?? '');
}

/** 'Approved by Claire Durand on 10 May 2027, version 12' (staff on the trip and the dashboard). */
export function approvedLabel(a: { name: string; at: string; version: number }): string {
  return `Approved by ${a.name} on ${formatDate(a.at)}, version ${a.version}`;
}
