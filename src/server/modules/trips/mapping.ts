import type { TripListRow, TripsRepo } from './repo.js';
import { toIso } from '#server/lib/sql.js';
import type { ClientTrip } from '#shared/contracts/clients.js';
import type { WorkspaceTrip } from '#shared/contracts/workspace.js';
import type { TripRow } from '#server/db/types.js';
import type { CreatedTrip, TemplateTrip, TripColumns, TripFolder, TripListItem } from '#shared/contracts/trips.js';

/** Rows of the trips module to the shapes of contracts/trips.ts. */

type Row<K extends keyof TripsRepo> = Awaited<ReturnType<TripsRepo[K]>> extends (infer R)[] ? R : never;

/** The columns that name a trip and its dates. */
type TripNameRow = Pick<TripRow, 'id' | 'friendly_id' | 'trip_name' | 'destination' | 'start_date' | 'end_date'>;

/** The columns of a trip row that the list row and the whole trip both show (contracts TripColumns). */
export function toTripColumns(
  row: TripNameRow & Pick<TripRow, 'travelers_adults' | 'travelers_children' | 'status' | 'folder' | 'visible_to_client' | 'version' | 'created_at' | 'updated_at'>,
): TripColumns {
  return {
    ...toCreatedTrip(row),
    travelersAdults: row.travelers_adults,
    travelersChildren: row.travelers_children,
    status: row.status,
    folder: row.folder as TripFolder,
    visibleToClient: row.visible_to_client,
    version: row.version,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export function toTripListItem(row: TripListRow): TripListItem {
  return {
    ...toTripColumns(row),
    client: row.user_id ? { id: row.user_id, name: row.client_name ?? '', email: row.client_email ?? '' } : null,
    specialist: row.dedicated_specialist_id
      ? { id: row.dedicated_specialist_id, name: row.specialist_name ?? '', email: row.specialist_email ?? '' }
      : null,
    pinned: Boolean(row.pinned),
  };
}

/** The columns that name a trip and its dates, the start of every trip answer below. */
export function toCreatedTrip(row: TripNameRow): CreatedTrip {
  return {
    id: row.id,
    friendlyId: Number(row.friendly_id),
    tripName: row.trip_name,
    destination: row.destination,
    startDate: row.start_date,
    endDate: row.end_date,
  };
}

export function toTemplateTrip(row: Row<'listTemplates'>): TemplateTrip {
  return {
    id: row.id,
    friendlyId: Number(row.friendly_id),
    tripName: row.trip_name,
    destination: row.destination,
    description: row.trip_description,
    photoUrl: row.destination_photo_url,
    startDate: row.start_date,
    endDate: row.end_date,
    dayCount: Array.isArray(row.days) ? row.days.length : 0,
  };
}

export function toClientTrip(row: Row<'ofClient'>): ClientTrip {
  return {
    ...toCreatedTrip(row),
    status: row.status,
    folder: row.folder,
    visibleToClient: row.visible_to_client,
  };
}

export function toWorkspaceTrip(row: Row<'ofWorkspace'>): WorkspaceTrip & { questionnaireId: string | null } {
  return {
    ...toCreatedTrip(row),
    photoUrl: row.destination_photo_url,
    travelersAdults: row.travelers_adults,
    travelersChildren: row.travelers_children,
    status: row.status,
    folder: row.folder,
    budgetEur: row.budget_eur === null ? null : Number(row.budget_eur),
    currency: row.currency,
    visibleToClient: row.visible_to_client,
    version: row.version,
    questionnaireId: row.questionnaire_id,
  };
}
