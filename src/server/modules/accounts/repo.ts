import { sql, type Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';
import { sameEmail } from '#server/lib/sql.js';

/** SQL of the accounts module: users, credentials, reset flags and invites. */
/** The columns of a person's own professional profile (spec §2 'Your Travel Specialist'). */
export interface ProfileColumns {
  full_name: string;
  job_title: string | null;
  phone: string | null;
  years_experience: number | null;
  profile_photo_url: string | null;
  bio_short: string | null;
  bio: string | null;
  availability_note: string | null;
}

export function accountsRepo(db: Kysely<DB>) {
  /** The user's e-mail-and-password sign-in (better-auth's 'credential' account). */
  const credentialOf = (userId: string) =>
    db.selectFrom('auth_accounts').where('user_id', '=', userId).where('provider_id', '=', 'credential');

  return {
    findUserById(id: string) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findUserByEmail(email: string) {
      return db
        .selectFrom('users')
        .selectAll()
        .where(sameEmail('email', email))
        .executeTakeFirst();
    },

    /** The user plus the forced-change flag, in one query (used on every authenticated request). */
    findSessionUser(id: string) {
      return db
        .selectFrom('users as u')
        .leftJoin('password_reset_required as p', 'p.user_id', 'u.id')
        .select(['u.id', 'u.email', 'u.full_name', 'u.role', 'u.approved', 'u.friendly_id', 'p.must_change'])
        .where('u.id', '=', id)
        .executeTakeFirst();
    },

    async hasCredential(userId: string) {
      return !!(await credentialOf(userId).select('id').executeTakeFirst());
    },

    touchSignIn(userId: string) {
      return db.updateTable('users').set({ last_sign_in_at: new Date() }).where('id', '=', userId).execute();
    },

    /**
     * Role, approval or name of an existing user, adding one to its version (ADR 020), so staff
     * editing the same person (client form, Team Rights) get 409 instead of overwriting it.
     */
    updateUser(userId: string, values: { role?: string; approved?: boolean; full_name?: string }) {
      return db
        .updateTable('users')
        .set((eb) => ({ ...values, updated_at: new Date(), version: eb('version', '+', 1) }))
        .where('id', '=', userId)
        .execute();
    },

    /**
     * A person's own name, only at the version they read (null when it moved on); the client record
     * staff see (allowed_emails) follows, so the client database shows the same name.
     */
    async renameUserAt(userId: string, version: number, fullName: string) {
      const row = await db
        .updateTable('users')
        .set((eb) => ({ full_name: fullName, updated_at: new Date(), version: eb('version', '+', 1) }))
        .where('id', '=', userId)
        .where('version', '=', version)
        .returning(['version'])
        .executeTakeFirst();
      if (row) await db.updateTable('allowed_client_emails').set({ full_name: fullName }).where('client_user_id', '=', userId).execute();
      return row ?? null;
    },

    /**
     * A staff member's own profile columns (spec §7 users: update own profile; the profile module
     * asks through the accounts service, which owns users, ADR 036), only at the version read: of two
     * saves naming one version, the second finds none. False when the version moved on or the user is gone.
     */
    async updateProfileAt(userId: string, version: number, values: ProfileColumns): Promise<boolean> {
      const row = await db
        .updateTable('users')
        .set((eb) => ({ ...values, updated_at: new Date(), version: eb('version', '+', 1) }))
        .where('id', '=', userId)
        .where('version', '=', version)
        .returning(['id'])
        .executeTakeFirst();
      return !!row;
    },

    deleteSessionByToken(token: string) {
      return db.deleteFrom('auth_sessions').where('token', '=', token).execute();
    },

    deleteSessionsOfUser(userId: string) {
      return db.deleteFrom('auth_sessions').where('user_id', '=', userId).execute();
    },

    /** Keeps who changed an account's e-mail, from what to what (account_email_changes). */
    recordEmailChange(values: { user_id: string; old_email: string; new_email: string; changed_by: string | null }) {
      return db.insertInto('account_email_changes').values(values).execute();
    },

    /** Ends every session of the user but the one making the change (a password change). */
    deleteOtherSessionsOfUser(userId: string, keepToken: string | null) {
      let q = db.deleteFrom('auth_sessions').where('user_id', '=', userId);
      if (keepToken) q = q.where('token', '!=', keepToken);
      return q.execute();
    },

    /** Ends every outstanding reset link of the user (one was used, or the password changed). */
    /**
     * Newest link only: the reset and activation links of the user made before `keep` (its
     * identifier) stop working when it is sent. Strictly older, so two links made at the same
     * instant cannot end each other.
     */
    deleteResetLinksBefore(userId: string, keep: string) {
      return db
        .deleteFrom('auth_verifications')
        .where('identifier', 'like', 'reset-password:%')
        .where('value', '=', userId)
        .where('identifier', '<>', keep)
        .where('created_at', '<', (eb) => eb.selectFrom('auth_verifications as k').select('k.created_at').where('k.identifier', '=', keep))
        .execute();
    },

    deleteResetLinksOf(userId: string) {
      return db.deleteFrom('auth_verifications').where('identifier', 'like', 'reset-password:%').where('value', '=', userId).execute();
    },

    /**
     * Stores a new password hash as the user's credential, adding the credential when the account
     * has none yet (a prepared account's first password): the writes better-auth's internalAdapter
     * (updatePassword, linkAccount) make, here so they join our transactions.
     */
    async storePassword(userId: string, hash: string) {
      const now = new Date();
      const updated = await db
        .updateTable('auth_accounts')
        .set({ password: hash, updated_at: now })
        .where('user_id', '=', userId)
        .where('provider_id', '=', 'credential')
        .executeTakeFirst();
      if (updated.numUpdatedRows > 0n) return;
      await db
        .insertInto('auth_accounts')
        .values({ user_id: userId, account_id: userId, provider_id: 'credential', password: hash, created_at: now, updated_at: now })
        .execute();
    },

    /**
     * A new user row with its role, approval and name at once (better-auth's createUser takes only
     * the e-mail and name): it starts at version 1, like any insert.
     */
    async insertUser(values: { email: string; full_name: string; role?: string; approved?: boolean }) {
      const now = new Date();
      const row = await db
        .insertInto('users')
        .values({ ...values, email_verified: false, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The stored password hash of the user's credential, if any. */
    async passwordHash(userId: string) {
      const row = await credentialOf(userId).select('password').executeTakeFirst();
      return row?.password ?? null;
    },

    async requirePasswordChange(userId: string) {
      await db
        .insertInto('password_reset_required')
        .values({ user_id: userId, must_change: true })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ must_change: true }))
        .execute();
    },

    clearPasswordChange(userId: string) {
      return db.deleteFrom('password_reset_required').where('user_id', '=', userId).execute();
    },

    /** Staff confirm a user's e-mail: answers when, or undefined when the user is gone. */
    confirmEmail(userId: string) {
      return db
        .updateTable('users')
        .set({ email_verified: true, email_verified_at: new Date() })
        .where('id', '=', userId)
        .returning(['email_verified_at'])
        .executeTakeFirst();
    },

    /**
     * A client's own account goes (ADR 018): their allowed-client records (by user or e-mail) and
     * the user row. Cascades: sessions, credentials, client_destinations, password_reset_required,
     * trip_clients, pinned_trips, notifications. Set null: trips.user_id, trip_changes.user_id,
     * custom_activities.user_id. Call inside a transaction.
     */
    async deleteClientAccount(userId: string, email: string) {
      await db
        .deleteFrom('allowed_client_emails')
        .where((eb) => eb.or([eb('client_user_id', '=', userId), sameEmail('email', email)]))
        .execute();
      await db.deleteFrom('users').where('id', '=', userId).execute();
    },

    findInvite(email: string) {
      return db
        .selectFrom('allowed_client_emails')
        .selectAll()
        .where(sameEmail('email', email))
        .executeTakeFirst();
    },

    markInviteUsed(inviteId: string, userId: string) {
      return db
        .updateTable('allowed_client_emails')
        .set((eb) => ({ used: true, client_user_id: userId, version: eb('version', '+', 1) }))
        .where('id', '=', inviteId)
        .execute();
    },

    /** A client who signs up on their own gets an allowed-client record so staff find them in the client database. */
    recordSelfSignUp(userId: string, email: string, fullName: string) {
      return db
        .insertInto('allowed_client_emails')
        .values({ email, full_name: fullName, role: 'client', approved: true, used: true, client_user_id: userId })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .execute();
    },

    findInviteById(id: string) {
      return db.selectFrom('allowed_client_emails').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A single-use token of ours (an invitation), stored beside better-auth's reset tokens. */
    insertVerification(identifier: string, value: string, expiresAt: Date) {
      const now = new Date();
      return db.insertInto('auth_verifications').values({ identifier, value, expires_at: expiresAt, created_at: now, updated_at: now }).execute();
    },

    findVerification(identifier: string) {
      return db
        .selectFrom('auth_verifications')
        .select(['value', 'expires_at'])
        .where('identifier', '=', identifier)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
    },

    /** Uses a token: deletes it and answers its value, or undefined when it is unknown, expired or already used. */
    async claimVerification(identifier: string): Promise<string | undefined> {
      const rows = await db
        .deleteFrom('auth_verifications')
        .where('identifier', '=', identifier)
        .returning(['value', 'expires_at'])
        .execute();
      const row = rows.find((r) => new Date(r.expires_at) > new Date());
      return row?.value;
    },

    /** Every other invitation token of an invite, once it has been used. */
    deleteVerificationsOf(prefix: string, value: string) {
      return db
        .deleteFrom('auth_verifications')
        .where('identifier', 'like', `${prefix}%`)
        .where('value', '=', value)
        .execute();
    },

    findResetUserId(token: string) {
      return db
        .selectFrom('auth_verifications')
        .select(['value', 'expires_at'])
        .where('identifier', '=', `reset-password:${token}`)
        .executeTakeFirst();
    },
  };
}
export type AccountsRepo = ReturnType<typeof accountsRepo>;
