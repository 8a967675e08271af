import { randomBytes } from 'node:crypto';
import { AppError, badRequest } from '#server/lib/errors.js';
import { accountsRepo } from './repo.js';
import { invitationMail } from './mails.js';
import { INVITATION_DAYS, INVITE_PREFIX, resetPath, type AccountKit } from './kit.js';
import { INVALID_RESET_LINK } from '#shared/contracts/auth.js';
import { DAY_MS } from '#shared/domain/durations.js';
import { emailLocalPart, isPlaceholderName } from '#shared/domain/names.js';
import { isStaffRole } from '#shared/permissions.js';

/**
 * Invitations (ADR 002): a Team Rights invite or a client staff prepared gets a single-use link
 * straight to 'Set your password', valid INVITATION_DAYS; opening and using it.
 */
export function createInvitations(kit: AccountKit) {
  const { config, db, repo, send, sessionCache, hashPassword, writeUserWithPassword } = kit;

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

  return { sendInvitation, openInvitation, acceptInvitation };
}

export type Invitations = ReturnType<typeof createInvitations>;
