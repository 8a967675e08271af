import type { Kysely } from 'kysely';
import type { ServiceDeps } from '#server/service-deps.js';
import type { DB, TripRow } from '#server/db/types.js';
import { forbidden, notFound, stale, unprocessable } from '#server/lib/errors.js';
import { isForeignKeyViolation } from '#server/lib/sql.js';
import { tripsRepo, type TripListFilter } from './repo.js';
import { createTripDocument, type TripDocumentDeps } from './document.js';
import { createTripVersions } from './versions.js';
import { createReadCache } from '#server/lib/read-cache.js';
import { toClientTrip, toCreatedTrip, toTemplateTrip, toTripListItem, toWorkspaceTrip } from './mapping.js';
import { can, isOrganizerRole, type Actor } from '#shared/permissions.js';
import { TRIP_ORGANIZER_MESSAGES, type TripOrganizer, type TripOrganizersResponse } from '#shared/contracts/trip-organizers.js';
import { tripDetailRepo } from './detail-repo.js';
import {
  BOOKING_DATE_KEYS,
  copyBooking,
  copyDates,
  copyItinerary,
  copyTravelers,
  fitItineraryToDates,
  type DatesFit,
} from '#shared/domain/trip-copy.js';
import type { ClientTrip } from '#shared/contracts/clients.js';
import type { WorkspaceTrip } from '#shared/contracts/workspace.js';
import {
  TRIP_MESSAGES,
  type CreatedTrip,
  type TemplateTrip,
  type TripFolder,
  type TripFolderFilter,
  type TripListItem,
  type TripListResponse,
  type TripScope,
  type TripStatusFilter,
} from '#shared/contracts/trips.js';

export interface TripListInput {
  q?: string;
  scope: TripScope;
  folder?: TripFolderFilter;
  status: TripStatusFilter;
  page: number;
  pageSize: number;
}

export interface CloneOptions {
  /** The trip to copy (a template or any trip). */
  source: TripRow;
  clientUserId: string;
  /** The questionnaire the copy answers (Create Client); otherwise the copy has none. */
  questionnaireId?: string | null;
  /** Move the copy (trip dates, days, hotel, flights) so that it starts on this date. */
  startDate?: string | null;
  /** With startDate: the copy covers startDate-endDate, its days fitted to them (ADR 006). */
  endDate?: string | null;
  travelers?: { adults: number; children: number } | null;
}

const toTripOrganizer = (u: { id: string; email: string; full_name: string; friendly_id: number }): TripOrganizer => ({
  id: u.id,
  email: u.email,
  fullName: u.full_name,
  friendlyId: u.friendly_id,
});

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/**
 * Trips (spec §2, §4, §5, §6, §7): the one module that writes them (ADR 008). The
 * backoffice dashboard's list, tab counts, pins, visibility and folders (every
 * change names the version it read); the template trips and the copies made for
 * clients; the trips of a client. Only super_admin moves a trip to or out of
 * Deleted, or deletes it forever.
 */
export function createTripsService(
  deps: Pick<ServiceDeps, 'db' | 'events' | 'log'>,
  others: TripDocumentDeps,
) {
  const { db } = deps;
  const repo = tripsRepo(db);
  // The dashboard list reads trips, their clients and specialists (users) and the viewer's pins.
  const listCache = createReadCache<TripListResponse>({
    db,
    events: deps.events,
    tables: ['trips', 'users', 'pinned_trips', 'trip_clients'],
    topic: 'lists',
  });

  /** A dashboard trip the actor may act on: not a template; a deleted one only for super_admin. */
  async function loadState(actor: Actor, id: string) {
    const state = await repo.findState(id);
    if (!state || state.is_template) throw notFound(TRIP_MESSAGES.notFound);
    if (state.folder === 'deleted' && !can(actor, 'trip:delete')) throw notFound(TRIP_MESSAGES.notFound);
    return state;
  }

  async function row(actor: Actor, id: string): Promise<TripListItem> {
    const found = await repo.findRow(id, actor.id);
    if (!found) throw notFound(TRIP_MESSAGES.notFound);
    return toTripListItem(found);
  }

  const document = createTripDocument(deps, others);
  // Issue 22 (ADR 037): versions, restore and sends, through the document's one write.
  const versions = createTripVersions(deps, document);

  return {
    /* ------------------------------------------------ one whole trip (document.ts) */
    ...document,
    /** The history that explains each change (versions.ts). */
    history: versions.history,
    /** Versions: open, restore, send, what changed since (versions.ts). */
    versions,

    /* ------------------------------------------------ the dashboard */

    /** The dashboard list: pinned (by the actor) first, then newest; templates never. */
    async list(actor: Actor, input: TripListInput): Promise<TripListResponse> {
      const folder = input.folder ?? (input.scope === 'assigned' ? 'any' : 'in_progress');
      if (folder === 'deleted' && !can(actor, 'trip:delete')) throw forbidden(TRIP_MESSAGES.onlySuperAdminDeletes);
      const q = input.q?.trim() ?? '';
      const filter: TripListFilter = {
        viewerId: actor.id,
        folder: folder === 'any' ? 'not-deleted' : folder,
        status: input.status === 'all' ? undefined : input.status,
        specialistId: input.scope === 'assigned' ? actor.id : undefined,
        text: q || undefined,
      };
      const page = { limit: input.pageSize, offset: (input.page - 1) * input.pageSize };
      // Kept a few seconds per viewer and query, forgotten at once on any write to what it shows.
      return listCache.get(JSON.stringify([filter, page]), async () => {
        const { rows, total, capped } = await repo.list(filter, page);
        return { items: rows.map(toTripListItem), total, totalCapped: capped, page: input.page, pageSize: input.pageSize };
      });
    },

    /** The trip tab counts of the dashboard: in progress, and assigned to the actor. */
    counts: (actor: Actor) => repo.counts(actor.id),

    /** Pins a trip for the actor (idempotent). */
    async pin(actor: Actor, id: string): Promise<TripListItem> {
      await loadState(actor, id);
      try {
        await repo.pin(actor.id, id);
      } catch (err) {
        // The trip was deleted for ever between the check and the insert.
        if (isForeignKeyViolation(err)) throw notFound(TRIP_MESSAGES.notFound);
        throw err;
      }
      return row(actor, id);
    },

    /* ------------------------------------------------ the trip's organizers (ADR 023) */

    /** Who organizes the trip, and the approved organizers staff may still attach (trip-details). */
    async organizers(actor: Actor, id: string): Promise<TripOrganizersResponse> {
      if (!can(actor, 'trip:edit')) throw forbidden();
      await loadState(actor, id);
      const [attached, available] = await Promise.all([repo.organizersOf(id), repo.organizerCandidates(id)]);
      return { organizers: attached.map(toTripOrganizer), available: available.map(toTripOrganizer) };
    },

    /**
     * Attaches an approved organizer to the trip (staff; idempotent, like a pin: no version, it
     * changes nothing a colleague wrote). They then reach the trip in organizer mode.
     */
    async attachOrganizer(actor: Actor, id: string, userId: string): Promise<TripOrganizersResponse> {
      if (!can(actor, 'trip:edit')) throw forbidden();
      await loadState(actor, id);
      const user = await tripDetailRepo(db).findUserRole(userId);
      if (!user) throw notFound(TRIP_ORGANIZER_MESSAGES.userNotFound);
      if (!isOrganizerRole(user)) throw unprocessable(TRIP_ORGANIZER_MESSAGES.notOrganizer);
      try {
        await repo.attachOrganizer(id, userId, actor.id);
      } catch (err) {
        // The trip or the user was deleted for ever between the check and the insert.
        if (isForeignKeyViolation(err)) throw notFound(TRIP_MESSAGES.notFound);
        throw err;
      }
      return this.organizers(actor, id);
    },

    /** Detaches an organizer (staff; idempotent): they no longer reach the trip. */
    async detachOrganizer(actor: Actor, id: string, userId: string): Promise<TripOrganizersResponse> {
      if (!can(actor, 'trip:edit')) throw forbidden();
      await loadState(actor, id);
      await repo.detachOrganizer(id, userId);
      return this.organizers(actor, id);
    },

    /** Unpins a trip for the actor (idempotent). */
    async unpin(actor: Actor, id: string): Promise<TripListItem> {
      await loadState(actor, id);
      await repo.unpin(actor.id, id);
      return row(actor, id);
    },

    /** Visible / Masqué, if the trip is still at `version`. */
    async setVisibility(actor: Actor, id: string, visible: boolean, version: number): Promise<TripListItem> {
      await loadState(actor, id);
      await repo.write(id, { visible_to_client: visible }, { version });
      return row(actor, id);
    },

    /** Moves a trip to a folder if it is still at `version`; to or out of Deleted only for super_admin (spec §4, §6). */
    async setFolder(actor: Actor, id: string, folder: TripFolder, version: number): Promise<TripListItem> {
      const state = await loadState(actor, id);
      if ((folder === 'deleted' || state.folder === 'deleted') && !can(actor, 'trip:delete')) {
        throw forbidden(TRIP_MESSAGES.onlySuperAdminDeletes);
      }
      if (state.folder !== folder) await repo.write(id, { folder }, { version });
      // Already there: nothing to write, but a stale version is still refused, as for any write.
      else if (state.version !== version) throw stale(TRIP_MESSAGES.stale);
      return row(actor, id);
    },

    /** Restore: a deleted trip goes back to in_progress (spec §4). */
    async restore(actor: Actor, id: string): Promise<TripListItem> {
      if (!can(actor, 'trip:delete')) throw forbidden(TRIP_MESSAGES.onlySuperAdminDeletes);
      const state = await loadState(actor, id);
      if (state.folder !== 'deleted') throw unprocessable(TRIP_MESSAGES.restoreNeedsDeleted);
      await repo.write(id, { folder: 'in_progress' }, { folder: 'deleted' });
      return row(actor, id);
    },

    /** Delete Forever: removes a trip of the Deleted folder for good (spec §4). */
    async deleteForever(actor: Actor, id: string): Promise<{ ok: true; id: string }> {
      if (!can(actor, 'trip:delete')) throw forbidden(TRIP_MESSAGES.onlySuperAdminDeletes);
      const state = await loadState(actor, id);
      if (state.folder !== 'deleted') throw unprocessable(TRIP_MESSAGES.deleteForeverNeedsDeleted);
      if (!(await repo.deleteFromTrash(id))) {
        if (!(await repo.findState(id))) throw notFound(TRIP_MESSAGES.notFound);
        throw stale(TRIP_MESSAGES.stale);
      }
      return { ok: true, id };
    },

    /* ------------------------------------------------ templates and copies */

    /** The template (demo) trips for the picker of the questionnaire review. */
    async templates(): Promise<TemplateTrip[]> {
      return (await repo.listTemplates()).map(toTemplateTrip);
    },

    async findTemplate(id: string): Promise<TripRow> {
      const found = await repo.findTemplate(id);
      if (!found) throw notFound(TRIP_MESSAGES.templateNotFound);
      return found;
    },

    /** A trip staff may clone by its number (a template or any trip not in Deleted), or undefined. */
    findCloneable: (friendlyId: number) => repo.findCloneable(friendlyId),

    /**
     * A deep copy of a trip for a client, in one transaction (the trip, then its
     * trip_clients row): new ids, bookings unbilled, dates moved to `startDate`, or
     * covering `startDate`-`endDate` (days kept, left out or added empty; the fit says which).
     */
    async cloneForClient(opts: CloneOptions): Promise<{ trip: CreatedTrip; fit: DatesFit }> {
      const s = opts.source;
      const dates = copyDates({ startDate: s.start_date, endDate: s.end_date }, opts);
      const source = copyItinerary(s.days, dates.startShift);
      const { days, fit } = fitItineraryToDates(source, dates);
      const shift = dates.startShift;
      const travelers = copyTravelers({ adults: s.travelers_adults, children: s.travelers_children }, opts.travelers);
      const created = await db.transaction().execute((tx) =>
        tripsRepo(tx).insertForClient(
          {
            user_id: opts.clientUserId,
            // A copy never keeps the source's questionnaire: only a template cloned for a questionnaire's client names it.
            questionnaire_id: opts.questionnaireId ?? null,
            trip_name: s.trip_name,
            destination: s.destination,
            trip_description: s.trip_description,
            destination_latitude: s.destination_latitude,
            destination_longitude: s.destination_longitude,
            destination_photo_url: s.destination_photo_url,
            start_date: dates.startDate,
            end_date: dates.endDate,
            travelers_adults: travelers.adults,
            travelers_children: travelers.children,
            status: 'planning',
            folder: 'in_progress',
            budget_eur: s.budget_eur,
            currency: s.currency,
            // Issue 22: hidden from the client until staff first send it ('Send to client').
            visible_to_client: false,
            days: JSON.stringify(days),
            outbound_flight: json(copyBooking(s.outbound_flight, shift, BOOKING_DATE_KEYS.flight)),
            // The way home follows the trip's end, as does the hotel's check-out.
            return_flight: json(copyBooking(s.return_flight, dates.endShift, BOOKING_DATE_KEYS.flight)),
            hotel: json(copyBooking(s.hotel, { checkIn: shift, checkOut: dates.endShift }, BOOKING_DATE_KEYS.hotel)),
            hotel_coordinates: json(s.hotel_coordinates),
            hotel_address: s.hotel_address,
            dedicated_specialist_id: s.dedicated_specialist_id,
            include_flight_in_billing: s.include_flight_in_billing,
            include_hotel_in_billing: s.include_hotel_in_billing,
            lock_cost_multiplier: s.lock_cost_multiplier,
            is_template: false,
          },
          opts.clientUserId,
        ),
      );
      return { trip: toCreatedTrip(created), fit };
    },

    /** A blank trip for a client (Create New Trip). */
    async createBlankForClient(input: {
      clientUserId: string;
      destination: string;
      startDate: string | null;
      endDate: string | null;
    }): Promise<CreatedTrip> {
      const created = await db.transaction().execute((tx) =>
        tripsRepo(tx).insertForClient(
          {
            user_id: input.clientUserId,
            trip_name: `${input.destination} Trip`,
            destination: input.destination,
            start_date: input.startDate,
            end_date: input.endDate,
            status: 'planning',
            folder: 'in_progress',
            // Issue 22: hidden from the client until staff first send it ('Send to client').
            visible_to_client: false,
            days: '[]',
            is_template: false,
          },
          input.clientUserId,
        ),
      );
      return toCreatedTrip(created);
    },

    /* ------------------------------------------------ trips of clients */

    /** Trip numbers (ascending) of each client user: owned or shared, not deleted, not templates. */
    async numbersOfClients(userIds: string[]): Promise<Map<string, number[]>> {
      const map = new Map<string, number[]>();
      for (const r of await repo.numbersOfClients(userIds)) {
        if (!r.client_id) continue;
        const list = map.get(r.client_id) ?? [];
        const n = Number(r.friendly_id);
        if (!list.includes(n)) list.push(n);
        map.set(r.client_id, list);
      }
      for (const list of map.values()) list.sort((a, b) => a - b);
      return map;
    },

    /** A client's trips on client detail: not deleted, not archived. */
    async ofClient(userId: string): Promise<ClientTrip[]> {
      return (await repo.ofClient(userId)).map(toClientTrip);
    },

    /** A user's workspace trips (owned or shared; not archived, not deleted); `onlyVisible` as the client sees them. */
    async ofWorkspace(userId: string, onlyVisible: boolean, organized = false): Promise<Array<WorkspaceTrip & { questionnaireId: string | null }>> {
      return (await repo.ofWorkspace(userId, onlyVisible, organized)).map(toWorkspaceTrip);
    },

    /**
     * Moves every trip of a client to the deleted folder (when the client is deleted),
     * inside the caller's transaction when it passes one.
     */
    async moveClientTripsToDeleted(userId: string, tx?: Kysely<DB>): Promise<void> {
      await tripsRepo(tx ?? db).moveClientTripsToDeleted(userId);
    },
  };
}

export type TripsService = ReturnType<typeof createTripsService>;
