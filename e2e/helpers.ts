import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const OWNER = { email: 'owner@e2e.test', password: 'owner-pass-1' };
export const MAIL_DIR = path.join(process.env.E2E_DATA_DIR!, 'mail');

/** Mails written to DATA_DIR/mail for `to`, newest last, decoded from quoted-printable. */
export function mailsTo(to: string): string[] {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR).sort();
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(path.join(MAIL_DIR, f), 'utf8'))
    .map((m) => m.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))))
    .filter((m) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(m));
}

/** Waits for a mail to `to` containing a link matching `pattern` and returns the link. */
export async function waitForLink(to: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const m = mailsTo(to).at(-1)?.match(pattern);
    if (m) return m[0];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} with ${pattern}`);
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@e2e.test`;

/** Signs in through the API in the page's context (sets the session cookie). */
export async function apiSignIn(page: Page, email: string, password: string, area: 'client' | 'backoffice') {
  const res = await page.request.post('/api/auth/sign-in', { data: { email, password, area } });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  return res.json();
}

export async function setDark(page: Page, dark: boolean) {
  await page.addInitScript((d) => localStorage.setItem('darkMode', String(d)), dark);
}

/**
 * Signs up with an e-mail staff prepared (an invite or a client record) and completes the
 * activation from the mailed link, as the mailbox owner would.
 */
export async function activateThroughMail(request: import('@playwright/test').APIRequestContext, email: string, fullName: string, password: string) {
  const signUp = await request.post('/api/auth/sign-up', { data: { fullName, email, password, confirmPassword: password } });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const link = await waitForLink(email, /reset-password\?token=([\w-]+)&activate=1/);
  const token = link.match(/token=([\w-]+)/)![1];
  const done = await request.post('/api/auth/reset-password', { data: { token, password, confirmPassword: password } });
  if (!done.ok()) throw new Error(`activation failed: ${done.status()} ${await done.text()}`);
  return (await done.json()) as { redirectTo: string };
}
