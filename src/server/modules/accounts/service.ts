/**
 * The accounts service: the module's public face (ADR 008). Sessions (sign-in, sign-up with its
 * activation, sign-out) are here; invitations (invitations.ts) and passwords (passwords.ts: resets,
 * changes, temporary passwords) each read as one flow, over what they share (kit.ts: the auth
 * instance, the repo, the mail sender, the session cache). The accounts module owns users and
 * client records: the writes other modules ask for are the repos handed out below (ADR 036).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceDeps } from '#server/service-deps.js';
import type { DB } from '#server/db/types.js';
import { AppError, unprocessable } from '#server/lib/errors.js';
import { accountBackoff, dbLimiter } from '#server/lib/rate-limit.js';
import { isUniqueViolation } from '#server/lib/sql.js';
import { sessionCookieOf } from '#server/auth/session-cache.js';
import { accountsRepo, type ProfileColumns } from './repo.js';
import { staffRepo } from './staff-repo.js';
import { clientRecordsRepo } from './client-records-repo.js';
import { activationMail, emailChangedMail } from './mails.js';
import { createAccountKit, landingPath, resetPath, toHeaders, type AuthResult } from './kit.js';
import { createInvitations } from './invitations.js';
import { createPasswords } from './passwords.js';
import { EMAIL_ALREADY_REGISTERED, type SessionUser, type SignInBody, type SignUpBody } from '#shared/contracts/auth.js';
import { backofficeRefusal, clientLoginRefusal, isStaffRole } from '#shared/permissions.js';

export { INVITATION_DAYS, landingPath, loginPath, toHeaders, type AuthResult } from './kit.js';

export function createAccountsService(deps: ServiceDeps) {
  const kit = createAccountKit(deps);
  const { config, db, auth, log, repo, send, sessionCache, toSessionUser, hashPassword, createUserWithPassword, signInWithPassword } = kit;
  const invitations = createInvitations(kit);
  const { sendInvitation } = invitations;
  const passwords = createPasswords(kit, invitations);
  // Per-account budgets (per-IP budgets sit on the routes).
  // In the database, so several processes share them (ADR 017).
  const signInLimiter = dbLimiter(db, 'sign-in', 10, 15 * 60_000);
  const signUpLimiter = dbLimiter(db, 'sign-up', 5, 15 * 60_000);
  const signInBackoff = accountBackoff(db);

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

  return {
    ...passwords,

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

  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
