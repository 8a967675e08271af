import type { ServiceDeps } from '#server/service-deps.js';
import { conflict, forbidden, notFound, unprocessable } from '#server/lib/errors.js';
import { isForeignKeyViolation } from '#server/lib/sql.js';
import { tripsRepo, type TripListFilter, type TripListRow } from './repo.js';
import { can, type Actor } from '#shared/permissions.js';
import { parseTripNumber } from '#shared/domain/trip-id.js';
import {
  TRIP_MESSAGES,
  type DashboardCounts,
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

/** Who else the trips service asks (through their services, never their repos). */
export interface TripsServiceDeps {
  questionnaireInboxCount: () => Promise<number>;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function toTripListItem(row: TripListRow): TripListItem {
  return {
    id: row.id,
    friendlyId: Number(row.friendly_id),
    tripName: row.trip_name,
    destination: row.destination,
    client: row.user_id
      ? { id: row.user_id, name: row.client_name ?? '', email: row.client_email ?? '' }
      : null,
    startDate: row.start_date,
    endDate: row.end_date,
    travelersAdults: row.travelers_adults,
    travelersChildren: row.travelers_children,
    status: row.status,
    folder: row.folder as TripFolder,
    visibleToClient: row.visible_to_client,
    specialist: row.dedicated_specialist_id
      ? { id: row.dedicated_specialist_id, name: row.specialist_name ?? '', email: row.specialist_email ?? '' }
      : null,
    pinned: Boolean(row.pinned),
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * Trips as the backoffice dashboard sees them (spec §2, §4, §6): the staff
 * list with search and paging, tab counts, pins, visibility and folders.
 * Only super_admin moves a trip to or out of Deleted, or deletes it forever.
 */
export function createTripsService({ db }: Pick<ServiceDeps, 'db'>, deps: TripsServiceDeps) {
  const repo = tripsRepo(db);

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

  /** Applies a change if the trip is still as read; 409 if someone changed it meanwhile, 404 if gone. */
  async function write(
    id: string,
    values: { visible_to_client?: boolean; folder?: string },
    expect: { folder: string; version?: number },
  ) {
    if (await repo.update(id, values, expect)) return;
    const now = await repo.findState(id);
    if (!now) throw notFound(TRIP_MESSAGES.notFound);
    throw conflict();
  }

  return {
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
        friendlyId: parseTripNumber(q) ?? undefined,
      };
      const { rows, total, capped } = await repo.list(filter, {
        limit: input.pageSize,
        offset: (input.page - 1) * input.pageSize,
      });
      return { items: rows.map(toTripListItem), total, totalCapped: capped, page: input.page, pageSize: input.pageSize };
    },

    /** The three tab counts of the dashboard. */
    async counts(actor: Actor): Promise<DashboardCounts> {
      const [trips, survey] = await Promise.all([repo.counts(actor.id), deps.questionnaireInboxCount()]);
      return { trips: trips.inProgress, survey, assignedToMe: trips.assigned };
    },

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

    /** Unpins a trip for the actor (idempotent). */
    async unpin(actor: Actor, id: string): Promise<TripListItem> {
      await loadState(actor, id);
      await repo.unpin(actor.id, id);
      return row(actor, id);
    },

    async setVisibility(actor: Actor, id: string, visible: boolean, version?: number): Promise<TripListItem> {
      const state = await loadState(actor, id);
      await write(id, { visible_to_client: visible }, { folder: state.folder, version });
      return row(actor, id);
    },

    /** Moves a trip to a folder; to or out of Deleted only for super_admin (spec §4, §6). */
    async setFolder(actor: Actor, id: string, folder: TripFolder, version?: number): Promise<TripListItem> {
      const state = await loadState(actor, id);
      if ((folder === 'deleted' || state.folder === 'deleted') && !can(actor, 'trip:delete')) {
        throw forbidden(TRIP_MESSAGES.onlySuperAdminDeletes);
      }
      if (state.folder !== folder) await write(id, { folder }, { folder: state.folder, version });
      return row(actor, id);
    },

    /** Restore: a deleted trip goes back to in_progress (spec §4). */
    async restore(actor: Actor, id: string): Promise<TripListItem> {
      if (!can(actor, 'trip:delete')) throw forbidden(TRIP_MESSAGES.onlySuperAdminDeletes);
      const state = await loadState(actor, id);
      if (state.folder !== 'deleted') throw unprocessable(TRIP_MESSAGES.restoreNeedsDeleted);
      await write(id, { folder: 'in_progress' }, { folder: 'deleted' });
      return row(actor, id);
    },

    /** Delete Forever: removes a trip of the Deleted folder for good (spec §4). */
    async deleteForever(actor: Actor, id: string): Promise<{ ok: true; id: string }> {
      if (!can(actor, 'trip:delete')) throw forbidden(TRIP_MESSAGES.onlySuperAdminDeletes);
      const state = await loadState(actor, id);
      if (state.folder !== 'deleted') throw unprocessable(TRIP_MESSAGES.deleteForeverNeedsDeleted);
      if (!(await repo.deleteFromTrash(id))) {
        if (!(await repo.findState(id))) throw notFound(TRIP_MESSAGES.notFound);
        throw conflict('Someone else changed this trip meanwhile. Reload to see the change.');
      }
      return { ok: true, id };
    },
  };
}

export type TripsService = ReturnType<typeof createTripsService>;
