import type { ServiceDeps } from '#server/service-deps.js';
import { forbidden, notFound, stale } from '#server/lib/errors.js';
import { toIso } from '#server/lib/sql.js';
import { can, type Actor } from '#shared/permissions.js';
import { personWithRole } from '#server/lib/people.js';
import { ACCOUNT_MESSAGES, type AccountInfo, type ConfirmEmailResponse, type UpdateAccountBody } from '#shared/contracts/account.js';
import type { QuestionnairesService } from '#server/modules/questionnaires/service.js';
import { accountsRepo } from './repo.js';

/** What the account settings ask of other modules (ADR 008: through their services). */
export interface AccountSettingsDeps {
  questionnaires: Pick<QuestionnairesService, 'deleteAllSentBy'>;
}

/**
 * The signed-in user's own account (settings panel, Delete Account) and staff confirming a
 * client's e-mail (spec §2, §7 confirm-email). What Delete Account keeps: ADR 018.
 */
export function createAccountSettings({ db, log }: Pick<ServiceDeps, 'db' | 'log'>, deps: AccountSettingsDeps) {
  const repo = accountsRepo(db);
  async function find(id: string) {
    const row = await repo.findUserById(id);
    if (!row) throw notFound(ACCOUNT_MESSAGES.userNotFound);
    return row;
  }

  return {
    async info(actor: Actor): Promise<AccountInfo> {
      const u = await find(actor.id);
      return {
        ...personWithRole(u),
        createdAt: toIso(u.created_at),
        emailVerified: u.email_verified,
        canDelete: u.role === 'client',
        version: u.version,
      };
    },

    /** The signed-in person corrects their own name (spec §2 account settings), at the version they read. */
    async rename(actor: Actor, body: UpdateAccountBody): Promise<AccountInfo> {
      await find(actor.id);
      const done = await db.transaction().execute((tx) => accountsRepo(tx).renameUserAt(actor.id, body.version, body.fullName));
      if (!done) throw stale(ACCOUNT_MESSAGES.stale);
      log.info({ userId: actor.id }, 'own name changed');
      return this.info(actor);
    },

    /**
     * A client deletes their account (typed DELETE): the person and what names them go (user
     * row, sign-in, sessions, client record, destinations, questionnaires sent with their
     * e-mail, pins, notifications); the agency's trip records stay, no longer linked to anyone
     * (trips.user_id and the history's author become null). One transaction.
     */
    async deleteOwn(actor: Actor): Promise<void> {
      const u = await find(actor.id);
      if (u.role !== 'client') throw forbidden(ACCOUNT_MESSAGES.onlyClients);
      await db.transaction().execute(async (tx) => {
        await deps.questionnaires.deleteAllSentBy(u.email, tx);
        await accountsRepo(tx).deleteClientAccount(u.id, u.email);
      });
      log.info({ userId: u.id }, 'client account deleted by its owner');
    },

    /** Staff mark a user's e-mail confirmed (client detail's account status panel). */
    async confirmEmail(actor: Actor, userId: string): Promise<ConfirmEmailResponse> {
      if (!can(actor, 'client-database:view')) throw forbidden();
      const row = await repo.confirmEmail(userId);
      if (!row) throw notFound(ACCOUNT_MESSAGES.userNotFound);
      return { ok: true, emailVerified: true, emailVerifiedAt: toIso(row.email_verified_at!) };
    },
  };
}

export type AccountSettings = ReturnType<typeof createAccountSettings>;
