import type { IncomingHttpHeaders } from 'node:http';
import { randomBytes } from 'node:crypto';
import { AppError, badRequest, unauthorized } from '#server/lib/errors.js';
import { dbLimiter } from '#server/lib/rate-limit.js';
import { accountsRepo } from './repo.js';
import { activationMail, resetMail } from './mails.js';
import { loginPath, resetPath, toHeaders, type AccountKit } from './kit.js';
import type { Invitations } from './invitations.js';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  PASSWORD_UNCHANGED,
  FULL_NAME_REQUIRED,
  INVALID_RESET_LINK,
  NAME_ALREADY_GIVEN,
  type ResetTokenStatus,
} from '#shared/contracts/auth.js';
import { isPlaceholderName } from '#shared/domain/names.js';
import { isStaffRole } from '#shared/permissions.js';

/**
 * Passwords: 'forgot password' and its link (reset, or activation of a prepared account), a
 * signed-in change (forced or from settings), a staff member's first name, and an admin's
 * temporary password (spec §7, ADR 002, issue 12).
 */
export function createPasswords(kit: AccountKit, { sendInvitation, openInvitation, acceptInvitation }: Invitations) {
  const { config, db, auth, log, repo, send, sessionCache, hashPassword } = kit;
  // Per-account budget (the per-IP budget sits on the route), in the database (ADR 017).
  const resetLimiter = dbLimiter(db, 'reset', 5, 15 * 60_000);

  return {
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
