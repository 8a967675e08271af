/**
 * A trip's versions (issue 22, ADR 037): the history that explains each change, the trip as it was
 * at a version (read-only), restoring it whole or one part as a new version, what changed between
 * two versions in the client's words, and the versions sent to the client with their snapshots.
 * Every write goes through the trip document (its one versioned write, ADR 012).
 */
import type { Kysely } from 'kysely';
import type { ServiceDeps } from '#server/service-deps.js';
import type { DB } from '#server/db/types.js';
import { AppError, forbidden, notFound, stale } from '#server/lib/errors.js';
import { toIso } from '#server/lib/sql.js';
import { can, type Actor, type TripAccess } from '#shared/permissions.js';
import { sortDaysByDate } from '#shared/domain/itinerary.js';
import {
  describeDiff,
  diffStates,
  FIELDS_OF_PART,
  groupByPersonAndMinute,
  revertDiff,
  VERSIONED_FIELDS,
  type ChangeLine,
  type FieldValues,
  type TripDiff,
  type TripState,
} from '#shared/domain/trip-diff.js';
import { TRIP_MESSAGES } from '#shared/contracts/trips.js';
import type { TripChange, TripDetail, TripHistory, TripPart } from '#shared/contracts/trip-detail.js';
import { PROPOSAL_MESSAGES, type RestoreBody, type TripVersionView } from '#shared/contracts/proposals.js';
import type { TripDocument } from './document.js';
import { tripsRepo } from './repo.js';
import { fieldsOf } from './versions-record.js';
import { versionsRepo } from './versions-repo.js';

const stateOf = (trip: TripDetail): TripState => ({ fields: fieldsOf(trip), days: trip.days });

const PART_WORDS = { all: 'the trip', info: 'the trip information', flights: 'the flights', hotel: 'the hotel', days: 'the itinerary', day: 'one day' } as const;

export function createTripVersions({ db, log }: Pick<ServiceDeps, 'db' | 'log'>, doc: TripDocument) {
  const repo = versionsRepo(db);

  /** The trip's content at `version`: the trip now, each later change reverted; else the snapshot sent. */
  async function stateAt(current: TripDetail, version: number): Promise<TripState> {
    if (version > current.version) throw notFound(PROPOSAL_MESSAGES.versionNotFound);
    if (version === current.version) return stateOf(current);
    if (version >= (await repo.blocker(current.id))) {
      let state = stateOf(current);
      for (const r of await repo.diffsAfter(current.id, version)) if (r.diff) state = revertDiff(state, r.diff as TripDiff);
      return state;
    }
    const sent = await repo.snapshot(current.id, version);
    if (sent) return sent.snapshot as TripState;
    throw new AppError(410, 'gone', PROPOSAL_MESSAGES.versionGone);
  }

  /** The trip as staff read it, for a staff-only action. */
  async function staffRead(actor: Actor, id: string, action: 'trip:restore' | 'trip:send' | 'trip:edit'): Promise<TripDetail> {
    const trip = await doc.getDetail(actor, id);
    if (!can(actor, action)) throw forbidden();
    return trip;
  }

  return {
    stateAt,
    stateOf,

    /** Who may reach the trip (its client, travellers and organizers), for `can`. */
    async accessOf(id: string): Promise<TripAccess | null> {
      const [row] = await tripsRepo(db).accessOf([id]);
      return row ? { user_id: row.user_id, client_ids: row.client_ids, organizer_ids: row.organizer_ids, visible_to_client: row.visible_to_client } : null;
    },

    /** GET /api/trips/:id/history: a page of changes with their sentences, grouped per person and minute (staff). */
    async history(actor: Actor, id: string, query: { before?: number; limit?: number } = {}): Promise<TripHistory> {
      await doc.authorize(actor, id, 'edit');
      const limit = query.limit ?? 100;
      const [rows, blocker, sends] = await Promise.all([repo.page(id, query.before, limit + 1), repo.blocker(id), repo.sends(id, 500)]);
      const sent = new Set(sends.map((s) => s.version));
      const items: TripChange[] = rows.slice(0, limit).map((r) => ({
        id: r.id,
        part: r.part as TripPart,
        summary: r.summary,
        by: r.user_id ? { id: r.user_id, name: r.full_name ?? '', email: r.email ?? '' } : null,
        version: r.version,
        at: toIso(r.created_at),
        details: (r.details as ChangeLine[] | null) ?? [],
        restorable: r.version >= blocker || sent.has(r.version),
      }));
      return { items, groups: groupByPersonAndMinute(items), nextBefore: rows.length > limit ? items.at(-1)!.version : null };
    },

    /** GET /api/trips/:id/versions/:version: the trip as it was (staff, read-only) and what changed since. */
    async open(actor: Actor, id: string, version: number): Promise<TripVersionView> {
      const current = await staffRead(actor, id, 'trip:edit');
      const state = await stateAt(current, version);
      const hotel = (state.fields.hotel ?? null) as TripDetail['hotel'];
      const coords = hotel && typeof hotel.coordinates === 'object' ? (hotel.coordinates as TripDetail['hotelCoordinates']) : null;
      const trip = {
        ...current,
        ...(state.fields as Partial<TripDetail>),
        days: [...state.days],
        hotelAddress: hotel?.address ?? null,
        hotelCoordinates: coords ?? null,
        version,
      } as TripDetail;
      return {
        version,
        currentVersion: current.version,
        trip,
        changesSince: describeDiff(diffStates(state, stateOf(current)), { currency: current.currency }),
      };
    },

    /**
     * POST /api/trips/:id/versions/:from/restore: the trip (or its information, flights, hotel, itinerary or one
     * day) as it was at `from`, written as a new version on the one read (`version`; 409 stale
     * otherwise). Staff only. Undoes a cleared flight as well as a replaced itinerary.
     */
    async restore(actor: Actor, id: string, from: number, body: RestoreBody): Promise<TripDetail> {
      const current = await staffRead(actor, id, 'trip:restore');
      if (current.version !== body.version) throw stale(TRIP_MESSAGES.stale);
      const state = await stateAt(current, from);
      const part = body.part ?? 'all';
      const pick = (keys: readonly (keyof FieldValues)[]) => Object.fromEntries(keys.map((k) => [k, state.fields[k] ?? null])) as FieldValues;
      let fields: FieldValues = {};
      let days = undefined as TripState['days'] | undefined;
      if (part === 'all') {
        fields = pick(VERSIONED_FIELDS);
        days = state.days;
      } else if (part === 'info' || part === 'flights' || part === 'hotel') fields = pick(FIELDS_OF_PART[part]);
      else if (part === 'days') days = state.days;
      else {
        const day = state.days.find((d) => d.id === body.dayId);
        if (!day) throw notFound(PROPOSAL_MESSAGES.dayNotInVersion);
        days = current.days.some((d) => d.id === day.id)
          ? current.days.map((d) => (d.id === day.id ? day : d))
          : sortDaysByDate([...current.days, day]);
      }
      const which = part === 'day' ? `day ${(state.days.findIndex((d) => d.id === body.dayId) ?? 0) + 1}` : PART_WORDS[part];
      return doc.writeState(actor, id, body.version, { fields, ...(days && { days: [...days] }) }, `Restored ${which} as of version ${from}`);
    },

    /**
     * What changed from version `since` to the trip as it is now (`current`), in the words of
     * `audience`, each day by its number now. Null when that version can no longer be rebuilt.
     */
    async changesSince(current: TripDetail, since: number, audience: 'staff' | 'client'): Promise<ChangeLine[] | null> {
      if (since >= current.version) return [];
      let before: TripState;
      try {
        before = await stateAt(current, since);
      } catch (err) {
        if ((err as AppError).status === 410) return null;
        throw err;
      }
      const numbers = new Map(current.days.map((d, i) => [d.id, i + 1]));
      return describeDiff(diffStates(before, stateOf(current)), { currency: current.currency, audience, dayNumber: (dayId) => numbers.get(dayId) });
    },

    /** The versions sent to the client, newest first. */
    async sends(id: string, limit = 1) {
      return (await repo.sends(id, limit)).map((s) => ({
        version: s.version,
        at: toIso(s.sent_at),
        by: s.sent_by ? { id: s.sent_by, name: s.full_name ?? '', email: s.email ?? '' } : null,
        changes: (s.summary as ChangeLine[] | null) ?? [],
      }));
    },

    /** The version sent first (the first the client could see), if any. */
    firstSend: (id: string) => repo.firstSend(id),

    /** Whether the trip's content changed after `version` (not a send, a folder move or a billing mark alone). */
    contentChangedAfter: (id: string, version: number) => repo.contentChangedAfter(id, version),

    /**
     * 'Send to client' (staff): the trip as read at `version` becomes a sent version: written
     * with its snapshot (made visible to its clients if it was hidden), one new version with its
     * history row. Answers the version sent and what changed since the previous send, in the
     * client's words. Old diffs of the trip are compacted on the way (ADR 037).
     */
    async send(actor: Actor, id: string, version: number): Promise<{ version: number; changes: ChangeLine[]; trip: TripDetail }> {
      const current = await staffRead(actor, id, 'trip:send');
      if (current.version !== version) throw stale(TRIP_MESSAGES.stale);
      const [previous] = await repo.sends(id, 1);
      const changes = previous ? ((await this.changesSince(current, previous.version, 'client')) ?? []) : [];
      const sentVersion = await doc.writeWith(actor, id, { version }, 'visibility', async (tx: Kysely<DB>, trip) => {
        await versionsRepo(tx).insertSend({
          trip_id: id,
          version: trip.version + 1,
          sent_by: actor.id,
          snapshot: JSON.stringify(stateOf(trip)),
          summary: JSON.stringify(changes),
        });
        return {
          summary: `Sent to the client (version ${trip.version + 1})`,
          ...(trip.visibleToClient ? {} : { fields: { visibleToClient: true } }),
        };
      });
      await repo.compact(id).catch((err: Error) => log.warn({ err: err.message, tripId: id }, 'trip versions not compacted'));
      return { version: sentVersion, changes, trip: current };
    },

    /** The trip's travellers (owner and trip_clients) with their names and e-mails. */
    travellersOf: (id: string) => repo.travellersOf(id),
  };
}

export type TripVersions = ReturnType<typeof createTripVersions>;
