/**
 * The clients service: the client database (allowed-client records and client accounts), client
 * detail, trips created or cloned for a client, invitations and resets through the accounts
 * service. Over 400 lines on purpose: one client is resolved from two tables (allowed record,
 * user) and every operation shares that resolution; the rules it applies live in
 * src/shared/domain and the table access in repo.ts.
 */
import type { ServiceDeps } from '#server/service-deps.js';
import type { AccountsService } from '#server/modules/accounts/service.js';
import type { TripsService } from '#server/modules/trips/service.js';
import type { AllowedClientEmailRow, UserRow } from '#server/db/types.js';
import { AppError, forbidden, notFound, stale, unprocessable } from '#server/lib/errors.js';
import { isUniqueViolation, toIsoOrNull as iso } from '#server/lib/sql.js';
import { clientsRepo, type ClientsRepo } from './repo.js';
import {
  CLIENT_MESSAGES,
  type ClientCard,
  type ClientDetail,
  type ClientInfo,
  type ClientPage,
  type ClonedTripResponse,
  type QuestionnaireSummary,
} from '#shared/contracts/clients.js';
import { overlappingTrips } from '#shared/domain/trip-overlap.js';
import type { CreatedTrip } from '#shared/contracts/trips.js';
import type { WorkspaceOwner } from '#shared/contracts/workspace.js';
import type { DatesFit } from '#shared/domain/trip-copy.js';
import { parseTripNumber, tripNotFoundMessage } from '#shared/domain/trip-id.js';
import { can, type Actor } from '#shared/permissions.js';
import { isPlaceholderName } from '#shared/domain/names.js';

/** A client: its allowed-client record and/or its users row (role client). */
interface Resolved {
  allowed: AllowedClientEmailRow | null;
  user: UserRow | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who the clients service asks (through their services, never their repos). */
export interface ClientsServiceDeps {
  /** Also the writes of users and client records, which the accounts module owns (ADR 036). */
  accounts: Pick<AccountsService, 'hasPassword' | 'requestPasswordReset' | 'sendInvitation' | 'emailChangedByStaff' | 'clientRecords'>;
  trips: Pick<
    TripsService,
    | 'findTemplate'
    | 'findCloneable'
    | 'cloneForClient'
    | 'createBlankForClient'
    | 'numbersOfClients'
    | 'ofClient'
    | 'moveClientTripsToDeleted'
  >;
  /** The questionnaires service (named by shape: it asks this service in turn). */
  questionnaires: { latestByEmail(email: string): Promise<QuestionnaireSummary | null> };
}

/** The id client URLs carry: the user's friendly id, else the allowed record's id. */
function clientKey(friendlyId: number | null | undefined, allowedId: string | null | undefined): string {
  return friendlyId != null ? String(friendlyId) : (allowedId ?? '');
}

/**
 * The version of a client: its users row's when it has one (the form writes that row), else its
 * record's. A save names it; the row is bumped in the save's transaction (issue 12).
 */
function clientVersion(userVersion: number | null | undefined, allowedVersion: number | null | undefined): number {
  return userVersion ?? allowedVersion ?? 1;
}

function assertStaff(actor: Actor) {
  if (!can(actor, 'client-database:view')) throw forbidden();
}

export function createClientsService({ db, log }: ServiceDeps, { accounts, trips, questionnaires }: ClientsServiceDeps) {
  const repo = clientsRepo(db);

  /** clientId is a friendly id, a user id or an allowed-client record id (spec §2). */
  async function resolve(key: string, r: ClientsRepo = repo): Promise<Resolved> {
    const k = key.trim();
    let user: UserRow | null = null;
    let allowed: AllowedClientEmailRow | null = null;
    if (/^\d{1,15}$/.test(k)) {
      user = (await r.findUserByFriendlyId(Number(k))) ?? null;
    } else if (UUID.test(k)) {
      user = (await r.findUserById(k)) ?? null;
      if (!user) {
        allowed = (await r.findAllowedById(k)) ?? null;
        if (allowed) {
          user =
            (allowed.client_user_id ? await r.findUserById(allowed.client_user_id) : undefined) ??
            (await r.findUserByEmail(allowed.email)) ??
            null;
        }
      }
    }
    if (user && !allowed) allowed = (await r.findAllowedForUser(user.id, user.email)) ?? null;
    if (allowed && allowed.role !== 'client') allowed = null;
    if (user && user.role !== 'client') user = null;
    if (!user && !allowed) throw notFound(CLIENT_MESSAGES.notFound);
    return { allowed, user };
  }

  /** A users row for a client known only by its record, so trips can belong to it. */
  async function ensureUser(c: Resolved, r: ClientsRepo = repo): Promise<UserRow> {
    if (c.user) return c.user;
    const w = accounts.clientRecords(db);
    const allowed = c.allowed!;
    const existing = await r.findUserByEmail(allowed.email);
    if (existing && existing.role !== 'client') {
      throw unprocessable(CLIENT_MESSAGES.userExists, { email: CLIENT_MESSAGES.userExists });
    }
    const user = existing ?? (await w.insertClientUser({ email: allowed.email, full_name: allowed.full_name ?? '' }));
    await w.updateAllowed(allowed.id, { client_user_id: user.id });
    c.user = user;
    return user;
  }

  async function card(c: Resolved): Promise<ClientCard> {
    const numbers = c.user ? ((await trips.numbersOfClients([c.user.id])).get(c.user.id) ?? []) : [];
    const used = c.allowed ? c.allowed.used : c.user ? await accounts.hasPassword(c.user.id) : false;
    return {
      key: clientKey(c.user?.friendly_id, c.allowed?.id),
      allowedId: c.allowed?.id ?? null,
      userId: c.user?.id ?? null,
      friendlyId: c.user ? Number(c.user.friendly_id) : null,
      email: c.allowed?.email ?? c.user!.email,
      fullName: c.allowed?.full_name || c.user?.full_name || null,
      destination: c.allowed?.destination ?? null,
      startDate: c.allowed?.start_date ?? null,
      endDate: c.allowed?.end_date ?? null,
      notes: c.allowed?.notes ?? null,
      used,
      addedAt: iso(c.allowed?.added_at ?? c.user?.created_at),
      tripNumbers: numbers,
      version: clientVersion(c.user?.version, c.allowed?.version),
    };
  }

  /** E-mail taken by another user or another client record: the field errors of spec §5. */
  async function assertEmailFree(email: string, c: Resolved | null, r: ClientsRepo) {
    const user = await r.findUserByEmail(email);
    if (user && user.id !== c?.user?.id && !(c === null && user.role === 'client')) {
      throw unprocessable(CLIENT_MESSAGES.userExists, { email: CLIENT_MESSAGES.userExists });
    }
    const allowed = await r.findAllowedByEmail(email);
    if (allowed && allowed.id !== c?.allowed?.id) {
      const message = c === null ? CLIENT_MESSAGES.alreadyExists : CLIENT_MESSAGES.emailAuthorized;
      throw unprocessable(message, { email: message });
    }
  }

  async function detail(key: string): Promise<ClientDetail> {
    const c = await resolve(key);
    const user = c.user;
    const email = c.allowed?.email ?? user!.email;
    const [base, hasPassword, questionnaire, destinations, clientTrips, addedBy] = await Promise.all([
      card(c),
      user ? accounts.hasPassword(user.id) : Promise.resolve(false),
      questionnaires.latestByEmail(email),
      user ? repo.destinationsOf(user.id) : Promise.resolve([]),
      user ? trips.ofClient(user.id) : Promise.resolve([]),
      c.allowed?.added_by ? repo.findUserById(c.allowed.added_by) : Promise.resolve(undefined),
    ]);
    return {
      client: { ...base, phone: user?.phone ?? null },
      account: {
        hasUser: !!user,
        hasPassword,
        role: user?.role ?? c.allowed?.role ?? null,
        createdAt: iso(user?.created_at),
        lastSignInAt: iso(user?.last_sign_in_at),
        addedByName: addedBy ? (isPlaceholderName(addedBy.full_name, addedBy.email) ? addedBy.email : addedBy.full_name) : null,
        emailVerified: user?.email_verified ?? false,
      },
      questionnaire,
      destinations: destinations.map((d) => ({
        id: d.id,
        destination: d.destination,
        startDate: d.start_date,
        endDate: d.end_date,
        createdAt: iso(d.created_at)!,
      })),
      trips: clientTrips,
    };
  }

  return {
    async list(input: { search: string; page: number; pageSize: number }): Promise<ClientPage> {
      const { rows, total } = await repo.listPage(input.search, input.pageSize, (input.page - 1) * input.pageSize);
      const userIds = rows.map((r) => r.client_user_id).filter((id): id is string => !!id);
      const numbers = await trips.numbersOfClients(userIds);
      return {
        items: rows.map((r) => ({
          key: clientKey(r.friendly_id, r.id),
          allowedId: r.id,
          userId: r.client_user_id,
          friendlyId: r.friendly_id != null ? Number(r.friendly_id) : null,
          email: r.email,
          fullName: r.full_name || null,
          destination: r.destination,
          startDate: r.start_date,
          endDate: r.end_date,
          notes: r.notes,
          used: r.used,
          addedAt: iso(r.added_at),
          tripNumbers: r.client_user_id ? (numbers.get(r.client_user_id) ?? []) : [],
          version: clientVersion(r.user_version, r.version),
        })),
        total,
        page: input.page,
        pageSize: input.pageSize,
      };
    },

    detail,

    /** The client record by e-mail, for the questionnaire review (null when none). */
    /**
     * Whose workspace staff open (client view, organizer mode): the client by friendly id, user
     * id or allowed-client record id; 404 'Client not found' (spec §2).
     */
    async workspaceOwner(key: string): Promise<WorkspaceOwner> {
      const c = await resolve(key);
      return {
        id: c.user?.id ?? null,
        friendlyId: c.user ? Number(c.user.friendly_id) : null,
        email: c.user?.email ?? c.allowed!.email,
        fullName: c.user?.full_name || c.allowed?.full_name || '',
        allowedId: c.allowed?.id ?? null,
      };
    },

    async findByEmail(email: string): Promise<ClientCard | null> {
      const allowed = await repo.findAllowedByEmail(email);
      if (!allowed || allowed.role !== 'client') return null;
      const user =
        (allowed.client_user_id ? await repo.findUserById(allowed.client_user_id) : undefined) ??
        (await repo.findUserByEmail(allowed.email));
      return card({ allowed, user: user && user.role === 'client' ? user : null });
    },

    /**
     * A new client: the allowed-client record AND a users row without password
     * (so trips can belong to it), in one transaction. Signing up later with
     * this e-mail attaches the password and marks the record used.
     */
    async create(input: ClientInfo, actor: Actor): Promise<ClientCard> {
      assertStaff(actor);
      try {
        const c = await db.transaction().execute(async (tx) => {
          const r = clientsRepo(tx);
          const w = accounts.clientRecords(tx);
          await assertEmailFree(input.email, null, r);
          const existing = await r.findUserByEmail(input.email);
          const user =
            existing ??
            (await w.insertClientUser({ email: input.email, full_name: input.fullName ?? '', phone: input.phone }));
          if (existing && !existing.full_name && input.fullName) await w.updateUser(existing.id, { full_name: input.fullName });
          const allowed = await w.insertAllowed({
            email: input.email,
            full_name: input.fullName,
            used: existing ? await accounts.hasPassword(existing.id, tx) : false,
            added_by: actor.id,
            notes: input.notes,
            client_user_id: user.id,
            destination: input.destination,
            start_date: input.startDate,
            end_date: input.endDate,
          });
          if (input.destination) {
            await r.addDestination({
              user_id: user.id,
              destination: input.destination,
              start_date: input.startDate,
              end_date: input.endDate,
            });
          }
          return { allowed, user };
        });
        return card(c);
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw unprocessable(CLIENT_MESSAGES.alreadyExists, { email: CLIENT_MESSAGES.alreadyExists });
        }
        throw err;
      }
    },

    /** Saves the client information form into users and allowed_client_emails in one transaction. */
    async update(key: string, input: ClientInfo & { version: number }, actor: Actor & { fullName?: string; email?: string }): Promise<ClientDetail> {
      assertStaff(actor);
      const c = await resolve(key);
      let emailChange: { notify: () => Promise<void> } | null = null;
      try {
        await db.transaction().execute(async (tx) => {
          const r = clientsRepo(tx);
          const w = accounts.clientRecords(tx);
          // The version first: the row stays locked until commit, so of two saves naming one
          // version, the second waits, then finds the version moved on and gets 409.
          const current = c.user
            ? await w.bumpVersion('users', c.user.id, input.version)
            : await w.bumpVersion('allowed_client_emails', c.allowed!.id, input.version);
          if (!current) throw stale(CLIENT_MESSAGES.stale);
          await assertEmailFree(input.email, c, r);
          if (c.user) {
            // A used account moved to another mailbox could be taken over with a reset: the
            // change is recorded, its sessions end, and the old address is told (issue 12).
            emailChange = await accounts.emailChangedByStaff(
              {
                userId: c.user.id,
                oldEmail: c.user.email,
                newEmail: input.email,
                by: { id: actor.id, name: actor.fullName && !isPlaceholderName(actor.fullName, actor.email) ? actor.fullName : (actor.email ?? 'A team member') },
              },
              tx,
            );
            await w.updateUser(
              c.user.id,
              { email: input.email, full_name: input.fullName ?? '', phone: input.phone },
              { bumped: true },
            );
          }
          const values = {
            email: input.email,
            full_name: input.fullName,
            notes: input.notes,
            destination: input.destination,
            start_date: input.startDate,
            end_date: input.endDate,
          };
          // The record's own version moved above when it is the client's version (no users row).
          if (c.allowed) await w.updateAllowed(c.allowed.id, values, { bumped: !c.user });
          else {
            await w.insertAllowed({
              ...values,
              used: c.user ? await accounts.hasPassword(c.user.id, tx) : false,
              added_by: actor.id,
              client_user_id: c.user?.id ?? null,
            });
          }
          if (c.user && input.destination) {
            await r.addDestination({
              user_id: c.user.id,
              destination: input.destination,
              start_date: input.startDate,
              end_date: input.endDate,
            });
          }
        });
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw unprocessable(CLIENT_MESSAGES.emailAuthorized, { email: CLIENT_MESSAGES.emailAuthorized });
        }
        throw err;
      }
      await (emailChange as { notify: () => Promise<void> } | null)?.notify();
      return detail(c.user ? c.user.id : c.allowed!.id);
    },

    /**
     * Delete Client (spec §2 Danger Zone): removes the allowed-client record and
     * the client's users row (sessions, destinations, notifications go with it).
     * Decision: the client's trips are NOT destroyed; they move to the deleted
     * folder (their owner becomes empty), where a super admin can restore them
     * or delete them for ever, as with any deleted trip (spec §4).
     */
    async remove(key: string, actor: Actor): Promise<void> {
      // Deleting users and trips is reserved to super admins (spec §6).
      if (!can(actor, 'user:delete')) throw forbidden('Only super admins can delete clients.');
      const c = await resolve(key);
      await db.transaction().execute(async (tx) => {
        const w = accounts.clientRecords(tx);
        if (c.user) {
          await trips.moveClientTripsToDeleted(c.user.id, tx);
          await w.deleteUser(c.user.id);
        }
        if (c.allowed) await w.deleteAllowed(c.allowed.id);
      });
    },

    /** Create New Trip for a destination: the destination is remembered, a blank trip is started. */
    async createTrip(
      key: string,
      input: { destination: string; startDate: string | null; endDate: string | null },
      actor: Actor,
    ): Promise<CreatedTrip> {
      assertStaff(actor);
      const c = await resolve(key);
      const user = await ensureUser(c);
      await repo.addDestination({
        user_id: user.id,
        destination: input.destination,
        start_date: input.startDate,
        end_date: input.endDate,
      });
      return trips.createBlankForClient({ clientUserId: user.id, ...input });
    },

    /** Clone by trip number: 'T-' (any case) stripped, the rest matched to friendly_id (spec §5). */
    async cloneByNumber(key: string, tripNumber: string, actor: Actor): Promise<ClonedTripResponse> {
      assertStaff(actor);
      const c = await resolve(key);
      const value = tripNumber.trim().replace(/^t-/i, '');
      const n = parseTripNumber(tripNumber);
      const source = n === null ? undefined : await trips.findCloneable(n);
      if (!source) throw notFound(tripNotFoundMessage(value));
      const user = await ensureUser(c);
      const { trip } = await trips.cloneForClient({ source, clientUserId: user.id });
      // The client cannot be on two trips at once: the copy's dates are checked against the
      // client's other live trips (cancelled ones aside), and staff are told which overlap.
      const live = (await trips.ofClient(user.id)).filter((t) => t.folder !== 'cancelled' && t.status !== 'cancelled');
      const overlaps = overlappingTrips(trip, live).map(({ id, friendlyId, tripName, destination, startDate, endDate }) => ({
        id,
        friendlyId,
        tripName,
        destination,
        startDate,
        endDate,
      }));
      return { trip, overlaps };
    },

    /** Reset Password on a card: e-mails the client a reset link. */
    async resetPassword(key: string, actor: Actor): Promise<void> {
      assertStaff(actor);
      const c = await resolve(key);
      if (!c.user || !(await accounts.hasPassword(c.user.id))) throw unprocessable(CLIENT_MESSAGES.noAccount);
      await accounts.requestPasswordReset(c.user.email);
      log.info({ clientId: c.user.id, by: actor.id }, 'client password reset e-mail requested by staff');
    },

    /**
     * Send invitation (ADR 002): mails a client staff prepared a single-use link straight to
     * 'Set your password', so their first visit asks for a password once.
     */
    async sendInvitation(key: string, actor: Actor & { fullName?: string; email?: string }): Promise<{ email: string }> {
      assertStaff(actor);
      const c = await resolve(key);
      if (c.user && (await accounts.hasPassword(c.user.id))) throw unprocessable(CLIENT_MESSAGES.hasAccount);
      if (!c.allowed) throw unprocessable(CLIENT_MESSAGES.noInviteRecord);
      const inviter = actor.fullName && !isPlaceholderName(actor.fullName, actor.email) ? actor.fullName : undefined;
      try {
        const sent = await accounts.sendInvitation(c.allowed.id, inviter);
        log.info({ clientId: c.allowed.id, by: actor.id }, 'client invitation e-mailed');
        return sent;
      } catch (err) {
        log.error({ err, clientId: c.allowed.id }, 'client invitation mail failed');
        throw new AppError(500, 'mail_failed', CLIENT_MESSAGES.invitationFailed);
      }
    },

    /** Clones a template for a client, fitted to the dates asked (used by the questionnaire review). */
    async cloneTemplateFor(
      clientKey: string,
      templateTripId: string,
      opts: {
        questionnaireId: string;
        startDate: string | null;
        endDate: string | null;
        travelers: { adults: number; children: number };
      },
    ): Promise<{ trip: CreatedTrip; fit: DatesFit }> {
      const c = await resolve(clientKey);
      const user = await ensureUser(c);
      const source = await trips.findTemplate(templateTripId);
      return trips.cloneForClient({ source, clientUserId: user.id, ...opts });
    },
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
