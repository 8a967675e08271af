import { z } from 'zod';
import { TRIP_FOLDERS, TRIP_STATUSES } from '#shared/domain/constants.js';
import { pageOf, INT4_MAX, text } from './common.js';

/**
 * Trips (spec §3 trips, §7 trips, pinned_trips, clone-demo-trips): as the
 * backoffice dashboard lists and changes them (spec §2 Backoffice dashboard, §4
 * trip status/folder, visibility, pin), the template trips and the copies made
 * for clients. Every write of a trip names the version it read (DESIGN Data):
 * a stale one gets 409 `stale` with TRIP_MESSAGES.stale.
 * The trip editor extends this file with the full trip document.
 */

export const TripFolder = z.enum(TRIP_FOLDERS, { error: 'Unknown folder' });
export type TripFolder = z.infer<typeof TripFolder>;

export const TripStatus = z.enum(TRIP_STATUSES, { error: 'Unknown status' });
export type TripStatus = z.infer<typeof TripStatus>;

/** Dashboard tabs listing trips: every trip of a folder, or the signed-in user's assigned trips. */
export const TripScope = z.enum(['all', 'assigned']);
export type TripScope = z.infer<typeof TripScope>;

/** Folder filter of the list: one folder, or 'any' = every folder but deleted. */
export const TripFolderFilter = z.union([TripFolder, z.literal('any')]);
export type TripFolderFilter = z.infer<typeof TripFolderFilter>;

/** Status filter: 'all' (default) or one status. */
export const TripStatusFilter = z.union([TripStatus, z.literal('all')]);
export type TripStatusFilter = z.infer<typeof TripStatusFilter>;

export const SEARCH_MAX_LENGTH = 100;

export const TripListQuery = z.object({
  q: text().trim().max(SEARCH_MAX_LENGTH, `Search is limited to ${SEARCH_MAX_LENGTH} characters`).optional(),
  scope: TripScope.default('all'),
  /** Default: in_progress for scope all, any (every folder but deleted) for scope assigned. */
  folder: TripFolderFilter.optional(),
  status: TripStatusFilter.default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TripListQuery = z.input<typeof TripListQuery>;

export const PersonRef = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type PersonRef = z.infer<typeof PersonRef>;

/**
 * The columns of a trip that every full view of it shows: the dashboard's row (TripListItem),
 * the whole trip (contracts/trip-detail.ts TripDetail) and the workspace's card extend it.
 */
export const TripColumns = z.object({
  id: z.string(),
  friendlyId: z.number().int(),
  tripName: z.string(),
  destination: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  travelersAdults: z.number().int(),
  travelersChildren: z.number().int(),
  /** One of TRIP_STATUSES; older data may hold another word, shown as is. */
  status: z.string(),
  folder: TripFolder,
  visibleToClient: z.boolean(),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TripColumns = z.infer<typeof TripColumns>;

/** One row of the dashboard's trip list. */
export const TripListItem = TripColumns.extend({
  client: PersonRef.nullable(),
  specialist: PersonRef.nullable(),
  /** Pinned by the signed-in user. */
  pinned: z.boolean(),
});
export type TripListItem = z.infer<typeof TripListItem>;

export const TripListResponse = pageOf(TripListItem).extend({
  /** A broad search stops counting at 1,000: total is then a lower bound ("1,000+"). */
  totalCapped: z.boolean(),
});
export type TripListResponse = z.infer<typeof TripListResponse>;

export const TripIdParams = z.object({ id: z.uuid('Invalid trip id') });

/** The version of the trip the caller read (TripListItem.version): required by every trip write. */
export const TripVersion = z
  .number({ error: 'version is required: send the version of the trip you read' })
  .int('version must be a whole number')
  .min(1, 'version must be at least 1')
  .max(INT4_MAX, 'version is out of range');

export const VisibilityBody = z.object({
  visibleToClient: z.boolean({ error: 'visibleToClient must be true or false' }),
  version: TripVersion,
});
export type VisibilityBody = z.infer<typeof VisibilityBody>;

export const FolderBody = z.object({ folder: TripFolder, version: TripVersion });
export type FolderBody = z.infer<typeof FolderBody>;

export const TripDeletedResponse = z.object({ ok: z.literal(true), id: z.string() });
export type TripDeletedResponse = z.infer<typeof TripDeletedResponse>;

/** The three tab counts of the dashboard, in one call. */
export const DashboardCounts = z.object({
  /** Trips in folder in_progress. */
  trips: z.number().int(),
  /** Questionnaires in the inbox (folder null). */
  survey: z.number().int(),
  /** Trips (not deleted) whose dedicated specialist is the signed-in user. */
  assignedToMe: z.number().int(),
});
export type DashboardCounts = z.infer<typeof DashboardCounts>;

/** Dashboard alerts (spec §8), verbatim. */
export const DASHBOARD_ALERTS = {
  pin: 'Erreur lors de la modification du pin',
  visibility: 'Erreur lors de la modification de la visibilité',
  delete: 'Error deleting trip',
  restore: 'Error restoring trip',
  restored: 'Trip restored to Inbox!',
  accessError: "Erreur d'accès",
} as const;

/** Business-rule messages of the trip actions. */
export const TRIP_MESSAGES = {
  notFound: 'Trip not found',
  templateNotFound: 'Template trip not found',
  /** 409 `stale`: the trip changed since the caller read it. */
  stale: 'Someone else changed this trip while you were editing. Reload to see their changes.',
  deleteForeverNeedsDeleted: 'Only a trip in the Deleted folder can be deleted forever.',
  restoreNeedsDeleted: 'Only a trip in the Deleted folder can be restored.',
  onlySuperAdminDeletes: 'Only super admins can delete trips.',
} as const;

/** A trip made for a client (clone or new), as clone-demo-trips answers (spec §7). */
export const CreatedTrip = z.object({
  id: z.string(),
  friendlyId: z.number(),
  tripName: z.string(),
  destination: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type CreatedTrip = z.infer<typeof CreatedTrip>;

/** A template (demo) trip in the picker (spec §2 questionnaire-detail). */
export const TemplateTrip = z.object({
  id: z.string(),
  friendlyId: z.number(),
  tripName: z.string(),
  destination: z.string(),
  description: z.string().nullable(),
  photoUrl: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  dayCount: z.number().int(),
});
export type TemplateTrip = z.infer<typeof TemplateTrip>;

export const TemplateTripList = z.object({ items: z.array(TemplateTrip) });
export type TemplateTripList = z.infer<typeof TemplateTripList>;
