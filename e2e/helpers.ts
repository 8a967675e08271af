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

export interface SeededClient {
  email: string;
  password: string;
  clientKey: string;
  tripId: string;
  tripName: string;
  /** The owner who seeded it (their user id, e.g. to be the trip's specialist). */
  ownerId: string;
}

/**
 * A client with a confirmed copy of the Paris template visible to them, and an account activated
 * through the mailed link with `password`. `trip` adds fields to the PATCH that confirms the trip.
 * Signed out at the end: the request context is free for the test.
 */
export async function seedClientWithParisTrip(
  request: import('@playwright/test').APIRequestContext,
  p: { name: string; emailPrefix: string; password: string; trip?: (ownerId: string) => Record<string, unknown> },
): Promise<SeededClient> {
  const ok = async (res: import('@playwright/test').APIResponse) => {
    if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  const ownerId = ((await ok(await request.post('/api/auth/sign-in', { data: { ...OWNER, area: 'backoffice' } }))) as { user: { id: string } }).user.id;
  const email = uniqueEmail(p.emailPrefix);
  const created = (await ok(await request.post('/api/clients', { data: { email, fullName: p.name, destination: 'Paris' } }))) as { client: { key: string } };
  const templates = (await ok(await request.get('/api/trips/templates'))) as { items: { friendlyId: number; destination: string }[] };
  const paris = templates.items.find((t) => t.destination.startsWith('Paris'))!;
  const cloned = (await ok(await request.post(`/api/clients/${created.client.key}/clone`, { data: { tripNumber: String(paris.friendlyId) } }))) as { trip: { id: string } };
  const tripId = cloned.trip.id;
  const trip = (await ok(await request.get(`/api/trips/${tripId}`))) as { version: number; tripName: string };
  await ok(await request.patch(`/api/trips/${tripId}`, { data: { version: trip.version, status: 'confirmed', visibleToClient: true, ...(p.trip?.(ownerId) ?? {}) } }));
  await request.post('/api/auth/sign-out');
  await activateThroughMail(request, email, p.name, p.password);
  await request.post('/api/auth/sign-out');
  return { email, password: p.password, clientKey: created.client.key, tripId, tripName: trip.tripName, ownerId };
}

/** 'Send to client' through the API (issue 22): a trip made for a client stays hidden from them until it is first sent. Needs a staff session on `request`. */
export async function sendTripToClient(request: import('@playwright/test').APIRequestContext, tripId: string) {
  const trip = (await (await request.get(`/api/trips/${tripId}`)).json()) as { version: number };
  const sent = await request.post(`/api/trips/${tripId}/send`, { data: { version: trip.version } });
  if (!sent.ok()) throw new Error(`send failed: ${sent.status()} ${await sent.text()}`);
}
