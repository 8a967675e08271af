import { z } from 'zod';
import { text } from './common.js';
import { QuestionnaireSummary } from './clients.js';
import { TripColumns } from './trips.js';

/**
 * The client workspace (/account, /itinerary, /activity-summary, /billing; spec §2 'Account
 * and trip workspace', §7 trips by user): whose workspace it is and their trips.
 */

export const WORKSPACE_MESSAGES = {
  noClientId: 'No client ID provided',
  clientNotFound: 'Client not found',
  noTrips: 'No trips available for this client',
  noTripId: 'No trip ID provided',
  tripNotFound: 'Trip Not Found',
  tripNotFoundText: "The trip you're looking for doesn't exist or you don't have access to it.",
  unableToLoad: 'Unable to load account information',
} as const;

/** Whose trips: the signed-in user's own (no clientId), or a client's as staff see them. */
export const WorkspaceTripsQuery = z.object({
  /** A client's friendly id, user id or allowed-client record id (staff only). */
  clientId: text().trim().min(1, 'clientId must not be empty').max(100).optional(),
  /** 'client': exactly what the client sees (visible trips only); 'organizer': every trip of theirs. */
  view: z.enum(['client', 'organizer'], { error: "view must be 'client' or 'organizer'" }).default('client'),
});
export type WorkspaceTripsQuery = z.input<typeof WorkspaceTripsQuery>;

/** GET /api/workspace/trips/:tripId: one trip of a workspace (same query as the list: clientId, view). */
export const WorkspaceTripParams = z.object({ tripId: z.uuid('Invalid trip id') });

/** One trip of the My Trips grid and of the 'Select a Trip' dialog. */
export const WorkspaceTrip = TripColumns.omit({ folder: true, createdAt: true, updatedAt: true }).extend({
  photoUrl: z.string().nullable(),
  folder: z.string(),
  budgetEur: z.number().nullable(),
  currency: z.string(),
});
export type WorkspaceTrip = z.infer<typeof WorkspaceTrip>;

export const WorkspaceOwner = z.object({
  /** The user id; null for a client known only by an allowed-client record (no trips yet). */
  id: z.string().nullable(),
  friendlyId: z.number().int().nullable(),
  email: z.string(),
  fullName: z.string(),
  /** The allowed-client record (for the Client Database link), when there is one. */
  allowedId: z.string().nullable(),
});
export type WorkspaceOwner = z.infer<typeof WorkspaceOwner>;

export const WorkspaceTripsResponse = z.object({
  owner: WorkspaceOwner,
  /** The screens show organizer controls (the server checks every action again). */
  organizer: z.boolean(),
  trips: z.array(WorkspaceTrip),
  /** The first trip's questionnaire ('Your Travel Preferences'), else the client's latest. */
  preferences: QuestionnaireSummary.nullable(),
});
export type WorkspaceTripsResponse = z.infer<typeof WorkspaceTripsResponse>;
