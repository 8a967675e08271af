import type { ServiceDeps } from '#server/service-deps.js';
import { forbidden, stale, unprocessable } from '#server/lib/errors.js';
import { toIso } from '#server/lib/sql.js';
import { renderMail } from '#server/providers/mail/layout.js';
import { can, isStaff, type Actor } from '#shared/permissions.js';
import { isPlaceholderName } from '#shared/domain/names.js';
import { approvedLabel, typedNameMatches } from '#shared/domain/approval.js';
import type { ChangeLine } from '#shared/domain/trip-diff.js';
import {
  PROPOSAL_MESSAGES,
  type ApproveBody,
  type ClientChanges,
  type ProposalState,
  type RequestChangesBody,
  type SendResult,
} from '#shared/contracts/proposals.js';
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import type { TripsService } from '#server/modules/trips/service.js';
import type { NotificationsService } from '#server/modules/notifications/service.js';
import { proposalsRepo } from './repo.js';
import { proposalAnswerMail, proposalSentMail } from './mails.js';

/** What the proposals module asks of others (ADR 008: by shape, wired in services.ts). */
export interface ProposalsDeps {
  trips: Pick<TripsService, 'getDetail' | 'versions'>;
  notifications: Pick<NotificationsService, 'notifyAboutTrip'>;
}

type Person = Actor & { fullName?: string; email?: string };

/** A client's sentence: nothing only staff read. */
const forClient = (lines: readonly ChangeLine[]) => lines.filter((l) => !l.staffOnly).map(({ staffOnly: _s, ...l }) => l);

/**
 * Versions a client approves (issue 22, ADR 037): 'Send to client' (staff) tells the trip's
 * travellers, in the workspace and by e-mail, what changed since the previous send; a traveller
 * approves the version sent (typing their full name) or asks for changes, and the trip's
 * specialist hears of it; each traveller sees what changed since they last looked.
 */
export function createProposalsService({ db, log, mailer, config }: Pick<ServiceDeps, 'db' | 'log' | 'mailer' | 'config'>, deps: ProposalsDeps) {
  const repo = proposalsRepo(db);
  const versions = () => deps.trips.versions;
  const site = config.publicUrl.replace(/\/$/, '');

  async function mail(to: string, content: Parameters<typeof renderMail>[0]) {
    await mailer.send({ to, ...renderMail(content, { publicUrl: config.publicUrl }) }).catch((err: Error) => log.error({ err: err.message }, 'proposal e-mail not sent'));
  }

  /** The trip for a traveller's answer: theirs and visible (404 otherwise, as for any trip), never staff's. */
  async function forAnswer(actor: Actor, id: string, version: number): Promise<{ trip: TripDetail; sent: number }> {
    const trip = await deps.trips.getDetail(actor, id);
    const access = await versions().accessOf(id);
    if (!access || !can(actor, 'trip:approve', access)) throw forbidden(PROPOSAL_MESSAGES.onlyClients);
    const [latest] = await versions().sends(id, 1);
    if (!latest || version > latest.version) throw stale(PROPOSAL_MESSAGES.notSent);
    if (version < latest.version) throw stale(PROPOSAL_MESSAGES.newerSent);
    return { trip, sent: latest.version };
  }

  /** Tells the trip's specialist (or, with none, whoever sent it last) of a client's answer. */
  async function tellSpecialist(actor: Person, trip: TripDetail, kind: 'approved' | 'changes_requested', version: number, message: string) {
    const [latest] = await versions().sends(trip.id, 1);
    const to = trip.specialist ?? latest?.by ?? null;
    if (!to) return;
    const clientName = actor.fullName && !isPlaceholderName(actor.fullName, actor.email) ? actor.fullName : (actor.email ?? 'Your client');
    const approved = kind === 'approved';
    await deps.notifications
      .notifyAboutTrip(trip.id, [to.id], {
        type: approved ? 'proposal_approved' : 'changes_requested',
        title: approved ? `${clientName} approved the itinerary` : `${clientName} asks for changes`,
        message: approved ? `Version ${version} of ${trip.tripName} is approved.` : message,
        metadata: { version, by: actor.id },
      })
      .catch((err: Error) => log.warn({ err: err.message }, 'proposal notification not created'));
    await mail(
      to.email,
      proposalAnswerMail({
        name: to.name,
        email: to.email,
        clientName,
        tripName: trip.tripName,
        friendlyId: trip.friendlyId,
        kind,
        version,
        message,
        url: `${site}/backoffice/trip-details?tripId=${encodeURIComponent(trip.id)}`,
      }),
    );
  }

  return {
    /**
     * POST /api/trips/:id/send (staff): the trip as read at `version` becomes the version sent
     * (409 stale otherwise); its travellers are told in the workspace and by e-mail what changed
     * since the previous send, in their words. A hidden trip becomes visible to them now.
     */
    async send(actor: Person, id: string, version: number): Promise<SendResult> {
      const sent = await versions().send(actor, id, version);
      const changes = forClient(sent.changes);
      const first = (await versions().sends(id, 2)).length < 2;
      const travellers = await versions().travellersOf(id);
      const trip = sent.trip;
      const specialist = trip.specialist && !isPlaceholderName(trip.specialist.name, trip.specialist.email) ? trip.specialist.name : null;
      await deps.notifications
        .notifyAboutTrip(
          id,
          travellers.map((u) => u.id),
          {
            type: 'proposal_sent',
            title: first ? 'Your trip proposal is ready' : 'Your trip has been updated',
            message: first ? `${trip.tripName} is ready for you to look through.` : changes.slice(0, 3).map((c) => c.text).join('; ') || `${trip.tripName} was updated.`,
            metadata: { version: sent.version },
          },
        )
        .catch((err: Error) => log.warn({ err: err.message }, 'proposal notification not created'));
      await Promise.all(
        travellers.map((u) =>
          mail(
            u.email,
            proposalSentMail({
              name: u.full_name,
              email: u.email,
              tripName: trip.tripName,
              destination: trip.destination,
              specialist,
              first,
              changes: changes.map((c) => c.text),
              url: `${site}/account?tripId=${encodeURIComponent(id)}`,
            }),
          ),
        ),
      );
      return { version: sent.version, changes, notified: travellers.length };
    },

    /** GET /api/trips/:id/proposal: the version sent last and the clients' latest answer (whoever reads the trip). */
    async state(actor: Actor, id: string): Promise<ProposalState> {
      const trip = await deps.trips.getDetail(actor, id);
      const [[latest], answer] = await Promise.all([versions().sends(id, 1), repo.latestAnswer(id)]);
      const by = answer?.user_id ? { id: answer.user_id, name: answer.full_name ?? '', email: answer.email ?? '' } : null;
      const approved = answer?.kind === 'approved' && (!latest || answer.version === latest.version) ? answer : null;
      return {
        currentVersion: trip.version,
        lastSent: latest ? { version: latest.version, at: latest.at, by: isStaff(actor) ? latest.by : null } : null,
        answer: answer
          ? {
              kind: answer.kind as 'approved' | 'changes_requested',
              version: answer.version,
              at: toIso(answer.created_at),
              by,
              typedName: answer.typed_name,
              message: answer.message,
            }
          : null,
        approvedLabel: approved ? approvedLabel({ name: approved.typed_name || by?.name || '', at: toIso(approved.created_at), version: approved.version }) : null,
        // Staff changed the trip's content after the version approved (a folder move or a billing mark is no change).
        changedSinceApproval: !!approved && trip.version > approved.version && (await versions().contentChangedAfter(id, approved.version)),
        awaitingApproval: !!latest && !(answer && answer.version === latest.version),
      };
    },

    /**
     * POST /api/trips/:id/approve: a traveller approves the version sent, naming it (409 when it
     * is not the latest sent) and typing their full name; recorded with the time and address.
     */
    async approve(actor: Person, id: string, body: ApproveBody, ip: string): Promise<ProposalState> {
      const { trip } = await forAnswer(actor, id, body.version);
      if (!typedNameMatches(body.fullName, { fullName: actor.fullName, email: actor.email })) {
        throw unprocessable(PROPOSAL_MESSAGES.nameMismatch, { fullName: PROPOSAL_MESSAGES.nameMismatch });
      }
      await repo.insertAnswer({ trip_id: id, version: body.version, user_id: actor.id, kind: 'approved', typed_name: body.fullName.trim(), message: '', ip });
      await tellSpecialist(actor, trip, 'approved', body.version, '');
      return this.state(actor, id);
    },

    /** POST /api/trips/:id/request-changes: a traveller asks their specialist for changes to the version sent. */
    async requestChanges(actor: Person, id: string, body: RequestChangesBody, ip: string): Promise<ProposalState> {
      const { trip } = await forAnswer(actor, id, body.version);
      await repo.insertAnswer({ trip_id: id, version: body.version, user_id: actor.id, kind: 'changes_requested', typed_name: '', message: body.message, ip });
      await tellSpecialist(actor, trip, 'changes_requested', body.version, body.message);
      return this.state(actor, id);
    },

    /**
     * GET /api/trips/:id/changes-for-me: what changed since the version this person last saw
     * (dismissed), or since the first version sent to them; in the client's words, each with the
     * day it touches as the trip is now. Nothing to compare with: no changes.
     */
    async changesForMe(actor: Actor, id: string): Promise<ClientChanges> {
      const trip = await deps.trips.getDetail(actor, id);
      const since = (await repo.seen(id, actor.id)) ?? (await versions().firstSend(id));
      const none = { sinceVersion: since, currentVersion: trip.version, changes: [], days: [] };
      if (since === null || since >= trip.version) return none;
      const lines = await versions().changesSince(trip, since, 'client');
      if (!lines) return none;
      const changes = forClient(lines);
      const days = new Map<string, ClientChanges['days'][number]>();
      for (const c of changes) {
        if (c.dayId && c.dayNumber !== undefined && trip.days.some((d) => d.id === c.dayId) && !days.has(c.dayId)) {
          days.set(c.dayId, { dayId: c.dayId, dayNumber: c.dayNumber, ...(c.date && { date: c.date }) });
        }
      }
      return { sinceVersion: since, currentVersion: trip.version, changes, days: [...days.values()].sort((a, b) => a.dayNumber - b.dayNumber) };
    },

    /** POST /api/trips/:id/changes-for-me/seen: dismissed up to `version` (never moves back). */
    async markSeen(actor: Actor, id: string, version: number): Promise<ClientChanges> {
      const trip = await deps.trips.getDetail(actor, id);
      if (version > trip.version) throw unprocessable(PROPOSAL_MESSAGES.seenAhead);
      await repo.markSeen(id, actor.id, version);
      return this.changesForMe(actor, id);
    },
  };
}

export type ProposalsService = ReturnType<typeof createProposalsService>;
