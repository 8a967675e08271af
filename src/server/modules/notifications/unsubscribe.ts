// Signed unsubscribe links of the notification mails (issue 19 item 10; ADR 029, RFC 8058).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_KINDS, type MailKind } from '#shared/contracts/notifications.js';

/**
 * A token names a person and a kind of mail, signed with the instance's secret: whoever holds the
 * mail can turn that kind off for that person, and nothing else. It does not expire (an old mail's
 * link keeps working) and changes nothing by itself: only a POST uses it.
 */
function signature(secret: string, userId: string, kind: MailKind): string {
  return createHmac('sha256', secret).update(`mail-unsubscribe\n${userId}\n${kind}`).digest('base64url');
}

export function unsubscribeToken(secret: string, userId: string, kind: MailKind): string {
  return `${userId}.${kind}.${signature(secret, userId, kind)}`;
}

const TOKEN = /^([0-9a-f-]{36})\.([a-z-]{1,40})\.([\w-]{43})$/;

/** The person and kind a token names, or null when it is malformed or its signature is wrong. */
export function readUnsubscribeToken(secret: string, token: string | undefined): { userId: string; kind: MailKind } | null {
  const m = token ? TOKEN.exec(token) : null;
  if (!m) return null;
  const [, userId, kind, sig] = m as unknown as [string, string, string, string];
  if (!(MAIL_KINDS as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(signature(secret, userId, kind as MailKind));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, kind: kind as MailKind };
}
