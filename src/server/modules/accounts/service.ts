/**
 * The accounts service: sign-in, sign-up, activation, invitations, resets and password changes.
 * Over 400 lines on purpose: every flow is a closure over the same auth instance, limiters,
 * session cache and mail helpers (ADR 002, 017); the pieces that stand alone already live beside
 * it (repo.ts, mails.ts, account-settings.ts). Split it by flow when a new one is added.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceDeps } from '#server/service-deps.js';
import type { DB } from '#server/db/types.js';
import { AppError, badRequest, unauthorized, unprocessable } from '#server/lib/errors.js';
import { accountBackoff, dbLimiter } from '#server/lib/rate-limit.js';
import { isUniqueViolation } from '#server/lib/sql.js';
import { createSessionCache, sessionCookieOf } from '#server/auth/session-cache.js';
import { sessionWritesOf } from '#server/db/auth-writes.js';
import { renderMail, type MailContent } from '#server/providers/mail/layout.js';
import { accountsRepo, type AccountsRepo, type ProfileColumns } from './repo.js';
import { staffRepo } from './staff-repo.js';
import { clientRecordsRepo } from './client-records-repo.js';
import { activationMail, emailChangedMail, invitationMail, resetMail } from './mails.js';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  EMAIL_ALREADY_REGISTERED,
  PASSWORD_UNCHANGED,
  FULL_NAME_REQUIRED,
  INVALID_RESET_LINK,
  NAME_ALREADY_GIVEN,
  type LoginArea,
  type ResetTokenStatus,
  type SessionUser,
  type SignInBody,
  type SignUpBody,
} from '#shared/contracts/auth.js';
import { DAY_MS } from '#shared/domain/durations.js';
import { emailLocalPart, isPlaceholderName } from '#shared/domain/names.js';
import { backofficeRefusal, clientLoginRefusal, isStaffRole } from '#shared/permissions.js';

/**
 * How long an invitation link works: unlike a reset, it is often opened days after it was
 * sent (ADR 002). Reset and activation links work one hour (better-auth's default).
 */
export const INVITATION_DAYS = 7;
/** auth_verifications identifiers of invitation tokens; the value is the invite's id. */
const INVITE_PREFIX = 'invite:';

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

function resetPath(role: string): string {
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

export function createAccountsService({ config, db, mailer, auth, log, events }: ServiceDeps) {
  const repo = accountsRepo(db);
  const send = (to: string, content: MailContent) => mailer.send({ to, ...renderMail(content, { publicUrl: config.publicUrl }) });
  // Per-account budgets (per-IP budgets sit on the routes).
  // In the database, so several processes share them (ADR 017).
  const signInLimiter = dbLimiter(db, 'sign-in', 10, 15 * 60_000);
  const resetLimiter = dbLimiter(db, 'reset', 5, 15 * 60_000);
  const signUpLimiter = dbLimiter(db, 'sign-up', 5, 15 * 60_000);
  const signInBackoff = accountBackoff(db);
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

  interface NewAccount {
    email: string;
    fullName: string;
    role?: string;
    approved?: boolean;
    /** The name was just chosen by its owner: it replaces the one an existing row has. */
    nameChosen?: boolean;
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

  /**
   * Sign-up on an e-mail staff prepared: make sure the user row exists (role and approval from
   * the invite), then mail a single-use link (one hour) to set the password. No password, no session.
   */
  async function startActivation(
    input: SignUpBody,
    existing: Awaited<ReturnType<typeof repo.findUserByEmail>>,
    invite: Awaited<ReturnType<typeof repo.findInvite>>,
  ): Promise<{ user: null; redirectTo: string }> {
    const role = existing?.role ?? invite?.role ?? 'client';
    const token = randomBytes(24).toString('base64url');
    // The user row and its link in one transaction; the mail once they are committed.
    await db.transaction().execute(async (tx) => {
      const r = accountsRepo(tx);
      let userId = existing?.id;
      if (!userId) {
        userId = await r.insertUser({ email: input.email.trim().toLowerCase(), full_name: input.fullName, role, approved: invite?.approved ?? true });
      } else if (!existing?.full_name) {
        await r.updateUser(userId, { full_name: input.fullName });
      }
      // Newest link only: an older activation link in the mailbox stops working.
      await r.deleteResetLinksOf(userId);
      await r.insertVerification(`reset-password:${token}`, userId, new Date(Date.now() + 60 * 60_000));
    });
    const link = `${config.publicUrl}${resetPath(role)}?token=${encodeURIComponent(token)}&activate=1`;
    await send(input.email, activationMail({ email: input.email, fullName: existing?.full_name || input.fullName, link }));
    return { user: null, redirectTo: `${isStaffRole(role) ? '/backoffice/login' : '/login'}?activation=sent` };
  }

  /** The name of whoever added an invite, for the invitation mail. */
  async function inviterName(addedBy: string | null): Promise<string> {
    const by = addedBy ? await repo.findUserById(addedBy) : undefined;
    return by && !isPlaceholderName(by.full_name, by.email) ? by.full_name.trim() : 'Maison Voyage';
  }

  /**
   * E-mails an invite (a Team Rights invite, or a client staff prepared) a single-use link
   * straight to 'Set your password', valid INVITATION_DAYS (ADR 002).
   */
  async function sendInvitation(inviteId: string, inviter?: string): Promise<{ email: string }> {
    const invite = await repo.findInviteById(inviteId);
    if (!invite) throw new AppError(404, 'not_found', 'Invitation not found');
    const token = randomBytes(24).toString('base64url');
    // Newest invitation only, as for reset links: the links mailed before stop working.
    await db.transaction().execute(async (tx) => {
      const r = accountsRepo(tx);
      await r.deleteVerificationsOf(INVITE_PREFIX, invite.id);
      await r.insertVerification(`${INVITE_PREFIX}${token}`, invite.id, new Date(Date.now() + INVITATION_DAYS * DAY_MS));
    });
    const link = `${config.publicUrl}${resetPath(invite.role)}?token=${encodeURIComponent(token)}&activate=1`;
    const user = await repo.findUserByEmail(invite.email);
    await send(
      invite.email,
      invitationMail({
        email: invite.email,
        fullName: user?.full_name || invite.full_name,
        role: user?.role ?? invite.role,
        inviter: inviter ?? (await inviterName(invite.added_by)),
        link,
        days: INVITATION_DAYS,
      }),
    );
    return { email: invite.email };
  }

  /** The invite an invitation token opens, while it can still be used. */
  async function openInvitation(token: string) {
    const row = await repo.findVerification(`${INVITE_PREFIX}${token}`);
    if (!row) return null;
    const invite = await repo.findInviteById(row.value);
    if (!invite || invite.used) return null;
    const user = (await repo.findUserByEmail(invite.email)) ?? null;
    if (user && (await repo.hasCredential(user.id))) return null;
    return { invite, user };
  }

  /**
   * Uses an invitation, in one transaction: the token is spent first (one use, even when two tabs
   * submit: the second finds it gone), then the account gets its password and name, with the role
   * and approval of the invite; the invite is used. A failure half-way leaves the link working
   * and the account as it was. The password is hashed before, once the link looks valid.
   */
  async function acceptInvitation(token: string, password: string, fullName?: string): Promise<{ redirectTo: string }> {
    const identifier = `${INVITE_PREFIX}${token}`;
    if (!(await repo.findVerification(identifier))) throw badRequest(INVALID_RESET_LINK);
    const hash = await hashPassword(password);
    const { userId, role } = await db.transaction().execute(async (tx) => {
      const r = accountsRepo(tx);
      const inviteId = await r.claimVerification(identifier);
      const invite = inviteId ? await r.findInviteById(inviteId) : undefined;
      if (!invite || invite.used) throw badRequest(INVALID_RESET_LINK);
      const existing = await r.findUserByEmail(invite.email);
      if (existing && (await r.hasCredential(existing.id))) throw badRequest(INVALID_RESET_LINK);
      const role = existing?.role ?? invite.role;
      const userId = await writeUserWithPassword(
        r,
        {
          email: invite.email,
          fullName: fullName ?? (existing?.full_name || invite.full_name || emailLocalPart(invite.email)),
          nameChosen: !!fullName,
          role,
          approved: existing ? existing.approved : invite.approved,
        },
        hash,
      );
      await r.markInviteUsed(invite.id, userId);
      await r.deleteVerificationsOf(INVITE_PREFIX, invite.id);
      return { userId, role };
    });
    sessionCache?.forgetUser(userId);
    return { redirectTo: isStaffRole(role) ? '/backoffice/login?signup=success' : '/login?activation=done' };
  }

  return {
    createUserWithPassword,

    sendInvitation,

    requirePasswordChange: (userId: string) => repo.requirePasswordChange(userId),

    /**
     * Team Rights' writes (the team module decides who may make them): invite an e-mail, change a
     * user's role and approval with their invite's, delete a user with their invite, change or
     * withdraw an invite. Each change names the version read; undefined or false when it moved on.
     */
    staff: staffRepo(db),

    /**
     * The clients module's writes of client users and records (Create Client, the client form, a
     * record's user, deleting a client), in the caller's transaction `tx` (or `db`).
     */
    clientRecords: (tx: Kysely<DB>) => clientRecordsRepo(tx),

    /** A staff member's own profile columns at the version they read; false when it moved on or the user is gone. */
    updateProfile: (userId: string, version: number, values: ProfileColumns) => repo.updateProfileAt(userId, version, values),

    async sessionUser(incoming: IncomingHttpHeaders): Promise<SessionUser | null> {
      const cookie = incoming.cookie;
      if (!cookie || !cookie.includes('session_token')) return null;
      const key = sessionCookieOf(cookie);
      const load = async () => {
        const session = await auth.api.getSession({ headers: toHeaders(incoming) });
        if (!session) return null;
        const user = await toSessionUser(session.user.id);
        return user ? { user, expiresAt: new Date(session.session.expiresAt) } : null;
      };
      if (!key || !sessionCache) return (await load())?.user ?? null;
      return sessionCache.resolve(key, load);
    },

    async signIn(
      input: SignInBody,
      incoming: IncomingHttpHeaders,
      ip = '',
    ): Promise<AuthResult<{ user: SessionUser; redirectTo: string }>> {
      // Failed attempts are counted per account and address, and per account across addresses
      // with a bounded back-off that spares the addresses the account signed in from, so a
      // stranger's wrong guesses cannot lock the owner out for long (ADR 017); the per-IP budget
      // on the route bounds guessing overall.
      const key = `${input.email}|${ip}`;
      await signInLimiter.check(key);
      await signInBackoff.check(input.email, ip);
      let attempt: Awaited<ReturnType<typeof signInWithPassword>>;
      try {
        attempt = await signInWithPassword(input.email, input.password, toHeaders(incoming));
      } catch (err) {
        if (err instanceof AppError && err.status === 401) {
          await signInLimiter.consume(key);
          await signInBackoff.fail(input.email);
        }
        throw err;
      }
      const { token, userId, cookies } = attempt;
      const user = await toSessionUser(userId);
      if (!user) throw new AppError(401, 'invalid_credentials', 'User record not found. Please contact support.');
      const refusal = input.area === 'backoffice' ? backofficeRefusal(user) : clientLoginRefusal(user);
      if (refusal) {
        // The session is ended at once; the browser never receives its cookie.
        await repo.deleteSessionByToken(token);
        throw new AppError(403, 'access_denied', refusal);
      }
      await signInLimiter.reset(key);
      await signInBackoff.succeed(input.email, ip);
      await repo.touchSignIn(userId);
      return { body: { user, redirectTo: landingPath(input.area, user.mustChangePassword, user.mustGiveName) }, cookies };
    },

    async signUp(
      input: SignUpBody,
      incoming: IncomingHttpHeaders,
    ): Promise<AuthResult<{ user: SessionUser | null; redirectTo: string }>> {
      await signUpLimiter.consume(input.email);
      const existing = await repo.findUserByEmail(input.email);
      if (existing && (await repo.hasCredential(existing.id))) throw unprocessable(EMAIL_ALREADY_REGISTERED);
      const invite = await repo.findInvite(input.email);
      if (existing || invite) {
        // The e-mail was prepared by staff (an invite, or a client created from a questionnaire).
        // Whoever types it here must prove they own the mailbox before any password is set, or
        // anybody knowing the address could take the account (or claim a staff invite).
        return { body: await startActivation(input, existing, invite), cookies: [] };
      }
      // The user, its password and its client record in one transaction; the session after.
      const hash = await hashPassword(input.password);
      try {
        await db.transaction().execute(async (tx) => {
          // Always a new row: an account that appeared since the check above (another sign-up of
          // the same e-mail at the same moment) must not have its password replaced.
          const r = accountsRepo(tx);
          const userId = await r.insertUser({ email: input.email.trim().toLowerCase(), full_name: input.fullName, role: 'client', approved: true });
          await r.storePassword(userId, hash);
          await r.recordSelfSignUp(userId, input.email, input.fullName);
        });
      } catch (err) {
        // Two sign-ups of one new e-mail at once: the unique e-mail index lets one through, and the
        // other is told, as if it had come second (it changed nothing).
        if (isUniqueViolation(err)) throw unprocessable(EMAIL_ALREADY_REGISTERED);
        throw err;
      }
      const { userId: signedIn, cookies } = await signInWithPassword(input.email, input.password, toHeaders(incoming));
      await repo.touchSignIn(signedIn);
      const user = await toSessionUser(signedIn);
      return { body: { user, redirectTo: '/account' }, cookies };
    },

    async signOut(incoming: IncomingHttpHeaders): Promise<string[]> {
      try {
        const res = (await auth.api.signOut({ headers: toHeaders(incoming), asResponse: true })) as Response;
        return res.headers.getSetCookie();
      } catch {
        return [];
      }
    },

    /** Same answer whether or not the account exists (no account enumeration). */
    /** Whether the user has a password (has signed up or been activated); inside the caller's transaction when given. */
    hasPassword: (userId: string, tx?: Kysely<DB>) => accountsRepo(tx ?? db).hasCredential(userId),

    async requestPasswordReset(email: string): Promise<void> {
      await resetLimiter.consume(email);
      try {
        if (!(await repo.findUserByEmail(email))) {
          // An invite nobody has used yet: "forgot password" sends a fresh invitation link.
          const invite = await repo.findInvite(email);
          if (invite && !invite.used) await sendInvitation(invite.id);
          return;
        }
        await auth.api.requestPasswordReset({ body: { email } });
      } catch (err) {
        log.error({ err }, 'password reset request failed');
        throw new AppError(500, 'internal', 'Failed to send reset email');
      }
    },

    /**
     * better-auth hook: mail a single-use link valid one hour, to the screen of the user's area;
     * to an account staff prepared (no password yet) it is the activation mail (ADR 002).
     */
    async sendResetLink(user: { id: string; email: string }, token: string): Promise<void> {
      // Newest link only (issue 24): the links sent before this one stop working now, so an
      // older mail cannot be used while the newer is waiting (nor end the newer by being used).
      await repo.deleteResetLinksBefore(user.id, `reset-password:${token}`);
      const row = await repo.findUserById(user.id);
      const activating = !(await repo.hasCredential(user.id));
      const link = `${config.publicUrl}${resetPath(row?.role ?? 'client')}?token=${encodeURIComponent(token)}${activating ? '&activate=1' : ''}`;
      const input = { email: user.email, fullName: row?.full_name, link };
      await send(user.email, activating ? activationMail(input) : resetMail(input));
    },

    /**
     * What the password screen's link is: a reset of an account with a password, or the first
     * password of a prepared account or an invite (then with the name it already has, if chosen).
     */
    async resetTokenStatus(token: string): Promise<ResetTokenStatus> {
      const row = await repo.findResetUserId(token);
      if (row && new Date(row.expires_at) > new Date()) {
        const user = await repo.findUserById(row.value);
        if (!user) return { valid: false };
        const activation = !(await repo.hasCredential(user.id));
        return { valid: true, activation, email: user.email, fullName: isPlaceholderName(user.full_name, user.email) ? null : user.full_name };
      }
      const opened = await openInvitation(token);
      if (!opened) return { valid: false };
      const name = opened.user?.full_name || opened.invite.full_name;
      return {
        valid: true,
        activation: true,
        email: opened.invite.email,
        fullName: isPlaceholderName(name, opened.invite.email) ? null : name,
      };
    },

    /**
     * A reset or activation link sets a password, in one transaction: the link is spent first (of
     * two submissions the second changes nothing), then the password is stored, the account's
     * sessions, forced flag and other reset links end, and an activation takes its name and uses
     * its invite. A failure half-way leaves the old password and a working link. Reads and hashing
     * come before it.
     */
    async resetPassword(token: string, password: string, fullName?: string): Promise<{ redirectTo: string }> {
      const row = await repo.findResetUserId(token);
      if (!row || new Date(row.expires_at) <= new Date()) return acceptInvitation(token, password, fullName);
      const userId = row.value;
      const user = await repo.findUserById(userId);
      if (!user) throw badRequest(INVALID_RESET_LINK);
      const activating = !(await repo.hasCredential(userId));
      // First password of an account staff prepared: the e-mail is now proven, the invite is used.
      const invite = activating ? await repo.findInvite(user.email) : undefined;
      const hash = await hashPassword(password);
      await db.transaction().execute(async (tx) => {
        const r = accountsRepo(tx);
        if ((await r.claimVerification(`reset-password:${token}`)) !== userId) throw badRequest(INVALID_RESET_LINK);
        await r.storePassword(userId, hash);
        await r.deleteSessionsOfUser(userId);
        await r.clearPasswordChange(userId);
        // One link used ends them all: an older link still in a mailbox no longer sets a password.
        await r.deleteResetLinksOf(userId);
        if (!activating) return;
        // The first password of a prepared account comes with the name its owner gives.
        if (fullName) await r.updateUser(userId, { full_name: fullName });
        if (invite) await r.markInviteUsed(invite.id, userId);
        else if (user.role === 'client') await r.recordSelfSignUp(userId, user.email, fullName ?? user.full_name);
      });
      sessionCache?.forgetUser(userId);
      if (!activating) return { redirectTo: loginPath(user.role) };
      return { redirectTo: isStaffRole(user.role) ? '/backoffice/login?signup=success' : '/login?activation=done' };
    },

    /**
     * A staff account without a name of its own (the owner created from ADMIN_EMAIL and
     * ADMIN_PASSWORD) gives the name clients will see, at its first sign-in (issue 19). An account
     * that has a name changes it in its profile instead.
     */
    async giveName(userId: string, fullName: string): Promise<{ redirectTo: string }> {
      const user = await repo.findUserById(userId);
      if (!user) throw unauthorized('No active session found');
      if (!isPlaceholderName(user.full_name, user.email)) throw new AppError(409, 'name_already_given', NAME_ALREADY_GIVEN);
      await repo.updateUser(userId, { full_name: fullName });
      sessionCache?.forgetUser(userId);
      return { redirectTo: isStaffRole(user.role) ? '/backoffice' : '/account' };
    },

    /**
     * A signed-in user sets a new password (forced change or settings); clears the forced flag.
     * An account without a chosen name (the first run's owner) must give one with it.
     * The new password must differ from the current one (a forced change cannot keep the
     * temporary password); outside the forced change the current password is asked for. The
     * account's other sessions and its outstanding reset links end (issue 12).
     */
    async changePassword(
      userId: string,
      password: string,
      opts: { fullName?: string; currentPassword?: string; sessionHeaders?: IncomingHttpHeaders } = {},
    ): Promise<{ redirectTo: string }> {
      const { fullName, currentPassword } = opts;
      const ctx = await auth.$context;
      const hash = await repo.passwordHash(userId);
      if (!hash) throw unauthorized('No active session found');
      const [user, sessionRow] = await Promise.all([repo.findUserById(userId), repo.findSessionUser(userId)]);
      const forced = sessionRow?.must_change === true;
      if (!forced) {
        if (!currentPassword) throw badRequest(CURRENT_PASSWORD_REQUIRED, { currentPassword: CURRENT_PASSWORD_REQUIRED });
        if (!(await ctx.password.verify({ hash, password: currentPassword }))) {
          throw badRequest(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
        }
      }
      if (await ctx.password.verify({ hash, password })) throw badRequest(PASSWORD_UNCHANGED, { password: PASSWORD_UNCHANGED });
      // The forced screen asks a nameless account (the first run's owner) for its name; the
      // settings' password card does not (the profile holds the name).
      if (forced && !fullName && user && isPlaceholderName(user.full_name, user.email)) {
        throw badRequest(FULL_NAME_REQUIRED, { fullName: FULL_NAME_REQUIRED });
      }
      // Reads and hashing first, then every write in one transaction: a failure half-way leaves
      // the old password, the forced flag and the other sessions as they were.
      const newHash = await hashPassword(password);
      const session = opts.sessionHeaders ? await auth.api.getSession({ headers: toHeaders(opts.sessionHeaders) }) : null;
      await db.transaction().execute(async (tx) => {
        const r = accountsRepo(tx);
        await r.storePassword(userId, newHash);
        await r.clearPasswordChange(userId);
        if (fullName) await r.updateUser(userId, { full_name: fullName });
        await r.deleteOtherSessionsOfUser(userId, session?.session.token ?? null);
        await r.deleteResetLinksOf(userId);
      });
      // The writes cleared the cache before their commit; forget again now they are seen.
      sessionCache?.forgetUser(userId);
      return { redirectTo: loginPath(user?.role ?? 'client') };
    },

    /**
     * Staff changed the e-mail of an account (issue 12 item 11): when the account has a password,
     * its sessions end, the change is recorded with who made it (account_email_changes), and,
     * once the caller's transaction committed, `notify` mails the old address. Inside the
     * caller's transaction (`tx`).
     */
    async emailChangedByStaff(
      input: { userId: string; oldEmail: string; newEmail: string; by: { id: string; name: string } },
      tx: Kysely<DB>,
    ): Promise<{ notify: () => Promise<void> } | null> {
      const r = accountsRepo(tx);
      if (input.oldEmail.toLowerCase() === input.newEmail.toLowerCase()) return null;
      if (!(await r.hasCredential(input.userId))) return null;
      await r.recordEmailChange({ user_id: input.userId, old_email: input.oldEmail, new_email: input.newEmail, changed_by: input.by.id });
      await r.deleteSessionsOfUser(input.userId);
      await r.deleteResetLinksOf(input.userId);
      const user = await r.findUserById(input.userId);
      return {
        notify: async () => {
          try {
            const from = config.mailFrom.match(/<([^>]+)>/)?.[1] ?? config.mailFrom;
            await send(input.oldEmail, emailChangedMail({ oldEmail: input.oldEmail, newEmail: input.newEmail, fullName: user?.full_name, by: input.by.name, supportEmail: from }));
          } catch (err) {
            log.error({ err, userId: input.userId }, 'e-mail change notice failed');
          }
        },
      };
    },

    /** A temporary password for an admin reset (spec §7 reset-user-password). */
    async setTemporaryPassword(userId: string): Promise<string> {
      const temp = randomBytes(9).toString('base64url');
      const hash = await hashPassword(temp);
      // One transaction: a failure half-way leaves the old password and the sessions as they were.
      await db.transaction().execute(async (tx) => {
        const r = accountsRepo(tx);
        await r.storePassword(userId, hash);
        await r.requirePasswordChange(userId);
        await r.deleteSessionsOfUser(userId);
      });
      sessionCache?.forgetUser(userId);
      return temp;
    },

  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
