import type { ServiceDeps } from '#server/service-deps.js';
import { forbidden, notFound } from '#server/lib/errors.js';
import { toIso } from '#server/lib/sql.js';
import { can, type Actor } from '#shared/permissions.js';
import { personWithRole } from '#server/lib/people.js';
import { ACCOUNT_MESSAGES, type AccountInfo, type ConfirmEmailResponse } from '#shared/contracts/account.js';

/**
 * The signed-in user's own account (settings panel, Delete Account) and staff confirming a
 * client's e-mail (spec §2, §7 confirm-email). What Delete Account keeps: ADR 018.
 */
export function createAccountSettings({ db, log }: Pick<ServiceDeps, 'db' | 'log'>) {
  async function find(id: string) {
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
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
      };
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
        const email = u.email.toLowerCase();
        await tx.deleteFrom('trip_questionnaires').where((eb) => eb(eb.fn('lower', ['email']), '=', email)).execute();
        await tx
          .deleteFrom('allowed_client_emails')
          .where((eb) => eb.or([eb('client_user_id', '=', u.id), eb(eb.fn('lower', ['email']), '=', email)]))
          .execute();
        // Cascades: sessions, credentials, client_destinations, password_reset_required, trip_clients,
        // pinned_trips, notifications. Set null: trips.user_id, trip_changes.user_id, custom_activities.user_id.
        await tx.deleteFrom('users').where('id', '=', u.id).execute();
      });
      log.info({ userId: u.id }, 'client account deleted by its owner');
    },

    /** Staff mark a user's e-mail confirmed (client detail's account status panel). */
    async confirmEmail(actor: Actor, userId: string): Promise<ConfirmEmailResponse> {
      if (!can(actor, 'client-database:view')) throw forbidden();
      await find(userId);
      const row = await db
        .updateTable('users')
        .set({ email_verified: true, email_verified_at: new Date() })
        .where('id', '=', userId)
        .returning(['email_verified_at'])
        .executeTakeFirstOrThrow();
      return { ok: true, emailVerified: true, emailVerifiedAt: toIso(row.email_verified_at!) };
    },
  };
}

export type AccountSettings = ReturnType<typeof createAccountSettings>;
