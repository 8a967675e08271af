import type { ServiceDeps } from '#server/service-deps.js';
import type { AccountsService } from '#server/modules/accounts/service.js';
import { AppError, forbidden, notFound, stale, unprocessable } from '#server/lib/errors.js';
import { DEMO_USER_EMAIL } from '#server/db/demo-user.js';
import { isUniqueViolation, toIso, toIsoOrNull } from '#server/lib/sql.js';
import { personWithRole } from '#server/lib/people.js';
import { teamRepo } from './repo.js';
import { isPlaceholderName } from '#shared/domain/names.js';
import {
  EMAIL_ALREADY_AUTHORIZED,
  INVITE_HAS_ACCOUNT,
  INVITE_HAS_ACCOUNT_EDIT,
  INVITE_NOT_FOUND,
  ONLY_SUPER_ADMINS_DELETE,
  RESET_PASSWORD_FAILED,
  SELF_DELETE,
  SELF_LOCKOUT,
  SELF_RESET,
  TEAM_STALE,
  USER_EXISTS,
  USER_NOT_FOUND,
  emailLocalPart,
  type Specialist,
  type TeamRow,
  type UpdateUserBody,
} from '#shared/contracts/team.js';
import {
  SPECIALIST_ROLES,
  can,
  roleLabel,
  type Action,
  type Actor,
  type UserAction,
  type UserTarget,
} from '#shared/permissions.js';


/** Team Rights (spec §2, §5 Adding a user, §6 only super_admin, §7 users / allowed_client_emails). */
/** What Team Rights asks of the accounts module, which owns users and invitations (ADR 036). */
export interface TeamServiceDeps {
  accounts: Pick<AccountsService, 'sendInvitation' | 'setTemporaryPassword' | 'staff'>;
}

export function createTeamService({ db, log }: ServiceDeps, { accounts }: TeamServiceDeps) {
  const repo = teamRepo(db);

  function userRow(u: {
    id: string;
    email: string;
    full_name: string;
    role: string;
    approved: boolean;
    created_at: Date;
    last_sign_in_at: Date | null;
    version: number;
  }): TeamRow {
    return {
      ...personWithRole(u),
      approved: u.approved,
      hasAccount: true,
      createdAt: toIso(u.created_at),
      lastSignInAt: toIsoOrNull(u.last_sign_in_at),
      version: u.version,
    };
  }

  function inviteRow(a: {
    id: string;
    email: string;
    full_name: string | null;
    role: string;
    approved: boolean;
    added_at: Date;
    version: number;
  }): TeamRow {
    return {
      id: a.id,
      email: a.email,
      fullName: a.full_name || emailLocalPart(a.email),
      role: a.role,
      roleLabel: roleLabel(a.role),
      approved: a.approved,
      hasAccount: false,
      createdAt: toIso(a.added_at),
      lastSignInAt: null,
      version: a.version,
    };
  }

  /** A user Team Rights may act on: exists and is not the demo (template) user. */
  async function target(userId: string) {
    const user = await repo.findUserById(userId);
    if (!user || user.email.toLowerCase() === DEMO_USER_EMAIL) throw notFound(USER_NOT_FOUND);
    return user;
  }

  function require(actor: Actor, action: Action, message?: string) {
    if (!can(actor, action)) throw forbidden(message);
  }

  /** can() with the person acted on: its only refusal beyond the role is acting on yourself (422, `message`). */
  function requireNotSelf(actor: Actor, action: UserAction, target: UserTarget, message: string) {
    if (!can(actor, action, target)) throw unprocessable(message);
  }

  /** Mails the invite its link to 'Set your password'; if the mail fails the invite stands (it can be sent again from the sign-in page's forgotten password). */
  async function sendInvitation(inviteId: string, inviter: string) {
    try {
      await accounts.sendInvitation(inviteId, inviter);
    } catch (err) {
      log.error({ err }, 'invitation mail failed');
    }
  }

  return {
    /** Users (all but the demo user) and invited e-mails with no account yet, newest first. */
    async list(actor: Actor): Promise<TeamRow[]> {
      require(actor, 'team-rights:manage');
      const [users, invites] = await Promise.all([repo.listUsers(DEMO_USER_EMAIL), repo.listPendingInvites()]);
      // Both lists arrive newest first: a stable sort keeps that order within each.
      return [...users.map(userRow), ...invites.map(inviteRow)].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    /** Add a user (spec §5): checks both tables, stores the local part as name, used false. */
    async invite(
      actor: Actor & { fullName?: string; email?: string },
      input: { email: string; role: string; approved: boolean },
    ): Promise<TeamRow> {
      require(actor, 'team-rights:manage');
      const email = input.email.trim().toLowerCase();
      if (await repo.userExistsByEmail(email)) throw unprocessable(USER_EXISTS, { email: USER_EXISTS });
      if (await repo.findInviteByEmail(email)) throw unprocessable(EMAIL_ALREADY_AUTHORIZED, { email: EMAIL_ALREADY_AUTHORIZED });
      let row;
      try {
        row = await accounts.staff.insertInvite({
          email,
          full_name: emailLocalPart(email),
          role: input.role,
          approved: input.approved,
          added_by: actor.id,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw unprocessable(EMAIL_ALREADY_AUTHORIZED, { email: EMAIL_ALREADY_AUTHORIZED });
        throw err;
      }
      const inviter = actor.fullName && !isPlaceholderName(actor.fullName, actor.email) ? actor.fullName : 'Maison Voyage';
      await sendInvitation(row.id, inviter);
      return inviteRow(row);
    },

    /** Role and approval (only super_admin, spec §6); a super admin cannot lock themselves out. */
    async updateUser(actor: Actor, userId: string, input: UpdateUserBody): Promise<TeamRow> {
      if (input.role !== undefined) require(actor, 'user:change-role');
      if (input.approved !== undefined) require(actor, 'user:change-approval');
      const user = await target(userId);
      if (input.role !== undefined) requireNotSelf(actor, 'user:change-role', { id: user.id, role: input.role }, SELF_LOCKOUT);
      if (input.approved !== undefined) {
        requireNotSelf(actor, 'user:change-approval', { id: user.id, approved: input.approved }, SELF_LOCKOUT);
      }
      const values = {
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.approved !== undefined ? { approved: input.approved } : {}),
      };
      const row = await accounts.staff.updateRoleAndApproval(user.id, user.email, input.version, values);
      if (!row) throw (await repo.findUserById(user.id)) ? stale(TEAM_STALE) : notFound(USER_NOT_FOUND);
      return userRow(row);
    },

    /** Deletes a user and their invite row (spec §7 delete-user); never yourself. */
    async deleteUser(actor: Actor, userId: string): Promise<void> {
      require(actor, 'user:delete', ONLY_SUPER_ADMINS_DELETE);
      const user = await target(userId);
      requireNotSelf(actor, 'user:delete', { id: user.id }, SELF_DELETE);
      if (!(await accounts.staff.deleteUser(user.id, user.email))) throw notFound(USER_NOT_FOUND);
    },

    /** Role and approval of an invited e-mail with no account yet (they apply when the person signs up). */
    async updateInvite(actor: Actor, inviteId: string, input: UpdateUserBody): Promise<TeamRow> {
      if (input.role !== undefined) require(actor, 'user:change-role');
      if (input.approved !== undefined) require(actor, 'user:change-approval');
      const invite = await repo.findInviteById(inviteId);
      if (!invite) throw notFound(INVITE_NOT_FOUND);
      if (await repo.userExistsByEmail(invite.email)) throw unprocessable(INVITE_HAS_ACCOUNT_EDIT);
      const row = await accounts.staff.updateInvite(invite.id, input.version, {
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.approved !== undefined ? { approved: input.approved } : {}),
      });
      if (!row) throw (await repo.findInviteById(invite.id)) ? stale(TEAM_STALE) : notFound(INVITE_NOT_FOUND);
      return inviteRow(row);
    },

    /** Removes an invited e-mail that has no account yet. */
    async deleteInvite(actor: Actor, inviteId: string): Promise<void> {
      require(actor, 'team-rights:manage');
      const invite = await repo.findInviteById(inviteId);
      if (!invite) throw notFound(INVITE_NOT_FOUND);
      if (await repo.userExistsByEmail(invite.email)) throw unprocessable(INVITE_HAS_ACCOUNT);
      await accounts.staff.deleteInvite(invite.id);
    },

    /** A temporary password, shown once; the user must choose a new one at the next sign-in (spec §7 reset-user-password). */
    async resetPassword(actor: Actor, userId: string): Promise<string> {
      require(actor, 'user:reset-password');
      const user = await target(userId);
      requireNotSelf(actor, 'user:reset-password', { id: user.id }, SELF_RESET);
      try {
        return await accounts.setTemporaryPassword(user.id);
      } catch (err) {
        if (err instanceof AppError) throw err;
        log.error({ err }, 'temporary password failed');
        throw new AppError(500, 'internal', RESET_PASSWORD_FAILED);
      }
    },

    /** Approved staff with specialist roles and their public profile (spec §6 specialist picker). */
    async specialists(): Promise<Specialist[]> {
      const rows = await repo.listSpecialists(SPECIALIST_ROLES);
      return rows
        .filter((r) => r.email.toLowerCase() !== DEMO_USER_EMAIL)
        .map((r) => ({
          ...personWithRole(r),
          jobTitle: r.job_title,
          phone: r.phone,
          yearsExperience: r.years_experience,
          availabilityNote: r.availability_note,
          bio: r.bio,
          bioShort: r.bio_short,
          profilePhotoUrl: r.profile_photo_url,
        }));
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
