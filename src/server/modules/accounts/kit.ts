import type { IncomingHttpHeaders } from 'node:http';
import type { ServiceDeps } from '#server/service-deps.js';
import { AppError } from '#server/lib/errors.js';
import { createSessionCache } from '#server/auth/session-cache.js';
import { sessionWritesOf } from '#server/db/auth-writes.js';
import { renderMail, type MailContent } from '#server/providers/mail/layout.js';
import { accountsRepo, type AccountsRepo } from './repo.js';
import type { LoginArea, SessionUser } from '#shared/contracts/auth.js';
import { isPlaceholderName } from '#shared/domain/names.js';
import { isStaffRole } from '#shared/permissions.js';

/**
 * What every flow of the accounts module shares (sign-in, invitations, passwords): the auth
 * instance, the repo, the mail sender, the session cache, and the steps several flows take
 * (hash a password, read the session user, write a user with its password). The flows are
 * service.ts (sessions, sign-up), invitations.ts and passwords.ts, one use case at a time.
 */

/**
 * How long an invitation link works: unlike a reset, it is often opened days after it was
 * sent (ADR 002). Reset and activation links work one hour (better-auth's default).
 */
export const INVITATION_DAYS = 7;
/** auth_verifications identifiers of invitation tokens; the value is the invite's id. */
export const INVITE_PREFIX = 'invite:';

export interface AuthResult<T> {
  body: T;
  /** Set-Cookie values to forward to the browser. */
  cookies: string[];
}

export function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const h = new Headers();
  for (const [k, v] of Object.entries(incoming)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) h.append(k, item);
    else h.set(k, v);
  }
  return h;
}

export function loginPath(role: string): string {
  return isStaffRole(role) ? '/backoffice/login' : '/login';
}

export function resetPath(role: string): string {
  return isStaffRole(role) ? '/backoffice/reset-password' : '/reset-password';
}

/**
 * Where a signed-in user lands: the home of their area, or the forced change screen, which also asks
 * a staff account without a name of its own for the name clients will see (issue 19).
 */
export function landingPath(area: LoginArea, mustChange: boolean, mustGiveName = false): string {
  const base = area === 'backoffice' ? '/backoffice' : '';
  if (mustChange || (mustGiveName && area === 'backoffice')) return `${base}/reset-password?forced=true`;
  return area === 'backoffice' ? '/backoffice' : '/account';
}

export interface NewAccount {
  email: string;
  fullName: string;
  role?: string;
  approved?: boolean;
  /** The name was just chosen by its owner: it replaces the one an existing row has. */
  nameChosen?: boolean;
}

export function createAccountKit({ config, db, mailer, auth, log, events }: ServiceDeps) {
  const repo = accountsRepo(db);
  const send = (to: string, content: MailContent) => mailer.send({ to, ...renderMail(content, { publicUrl: config.publicUrl }) });
  // Signed-in users by session cookie for a few seconds, forgotten at once on any change (session-cache.ts).
  const writes = sessionWritesOf(db);
  const sessionCache = writes ? createSessionCache() : undefined;
  if (sessionCache) {
    writes!.subscribe(() => sessionCache.clear());
    events.subscribe('auth', (e) => {
      const userId = (e as { userId?: unknown }).userId;
      if (typeof userId === 'string') sessionCache.forgetUser(userId);
      else sessionCache.clear();
    });
  }

  async function toSessionUser(userId: string): Promise<SessionUser | null> {
    const row = await repo.findSessionUser(userId);
    if (!row) return null;
    return {
      id: row.id,
      email: row.email,
      fullName: row.full_name,
      role: row.role,
      approved: row.approved,
      friendlyId: row.friendly_id,
      mustChangePassword: row.must_change === true,
      mustGiveName: isStaffRole(row.role) && isPlaceholderName(row.full_name, row.email),
    };
  }

  async function hashPassword(password: string) {
    const ctx = await auth.$context;
    return ctx.password.hash(password);
  }

  /**
   * Inside the caller's transaction: the user (found by e-mail, or inserted) gets the role,
   * approval and name given, and the password whose hash was computed before the transaction.
   */
  async function writeUserWithPassword(r: AccountsRepo, input: NewAccount, hash: string): Promise<string> {
    const email = input.email.trim().toLowerCase();
    const existing = await r.findUserByEmail(email);
    const userId = existing
      ? existing.id
      : await r.insertUser({
          email,
          full_name: input.fullName,
          ...(input.role ? { role: input.role } : {}),
          ...(input.approved !== undefined ? { approved: input.approved } : {}),
        });
    if (existing) {
      await r.updateUser(userId, {
        ...(input.role ? { role: input.role } : {}),
        ...(input.approved !== undefined ? { approved: input.approved } : {}),
        ...(input.nameChosen || !existing.full_name ? { full_name: input.fullName } : {}),
      });
    }
    await r.storePassword(userId, hash);
    return userId;
  }

  /** Creates a user with a credential account, without signing in (owner, invites), in one transaction. */
  async function createUserWithPassword(input: NewAccount & { password: string }): Promise<string> {
    const hash = await hashPassword(input.password);
    const userId = await db.transaction().execute((tx) => writeUserWithPassword(accountsRepo(tx), input, hash));
    sessionCache?.forgetUser(userId);
    return userId;
  }

  async function signInWithPassword(email: string, password: string, headers: Headers) {
    const res = (await auth.api.signInEmail({
      body: { email, password },
      headers,
      asResponse: true,
    })) as Response;
    if (res.status === 401 || res.status === 400 || res.status === 403) {
      throw new AppError(401, 'invalid_credentials', 'Invalid email or password');
    }
    if (!res.ok) throw new AppError(500, 'internal', 'An error occurred during authentication');
    const body = (await res.json()) as { token: string; user: { id: string } };
    return { token: body.token, userId: body.user.id, cookies: res.headers.getSetCookie() };
  }

  return { config, db, auth, log, repo, send, sessionCache, toSessionUser, hashPassword, writeUserWithPassword, createUserWithPassword, signInWithPassword };
}

export type AccountKit = ReturnType<typeof createAccountKit>;
