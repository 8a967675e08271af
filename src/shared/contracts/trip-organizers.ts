import { z } from 'zod';

/**
 * The organizers of a trip (ADR 023): people with role organizer whom staff attach to a trip from
 * its details page; they then reach it, hidden or not, in organizer mode from the client sign-in.
 */
export const TripOrganizerParams = z.object({
  id: z.uuid('Invalid trip id'),
  userId: z.uuid('Invalid user id'),
});

export const TripOrganizer = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  friendlyId: z.number().int(),
});
export type TripOrganizer = z.infer<typeof TripOrganizer>;

/** The trip's organizers, and the approved organizers staff may still attach. */
export const TripOrganizersResponse = z.object({
  organizers: z.array(TripOrganizer),
  available: z.array(TripOrganizer),
});
export type TripOrganizersResponse = z.infer<typeof TripOrganizersResponse>;

export const TRIP_ORGANIZER_MESSAGES = {
  notOrganizer: 'Only an approved person with the Organizer role can be attached to a trip.',
  userNotFound: 'User not found',
} as const;
