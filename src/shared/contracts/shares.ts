import { z } from 'zod';
import { text } from './common.js';

/**
 * Read-only links for a trip's companions (issue 21, ADR 031): the traveller (or staff) makes a
 * link; whoever opens it reads the trip's days and places, and nothing about money, notes for the
 * agency, bookings or the client. The link's token is shown once, when it is made; the list never
 * carries it (only its SHA-256 is stored).
 */

export const SHARE_MESSAGES = {
  invalid: 'This link is no longer valid',
  invalidDetail: 'It may have expired or been revoked. Ask the person who shared it for a new one.',
  notFound: 'Unknown share link',
  tooMany: 'This trip already has the most active links it may have. Revoke one first.',
} as const;

export const SHARE_LABEL_MAX = 80;
/** How many links of a trip may be active at once (a bound on what a loop can make). */
export const SHARE_ACTIVE_MAX = 20;
/** The longest token the API reads: anything longer is refused before any work (400). */
export const SHARE_TOKEN_MAX = 200;

export const ShareLinksParams = z.object({ id: z.uuid('Invalid trip id') });
export const ShareLinkParams = z.object({ id: z.uuid('Invalid trip id'), linkId: z.uuid('Unknown share link') });
export const SharedTokenParams = z.object({
  token: z.string().max(SHARE_TOKEN_MAX, SHARE_MESSAGES.invalid),
});

export const CreateShareLinkBody = z
  .object({
    label: text().trim().max(SHARE_LABEL_MAX, `The label must be at most ${SHARE_LABEL_MAX} characters`).optional(),
  })
  .strict();
export type CreateShareLinkBody = z.infer<typeof CreateShareLinkBody>;

/** One link of a trip as its owner lists it: never its token. */
export const ShareLink = z.object({
  id: z.string(),
  label: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  /** Neither revoked nor past its expiry. */
  active: z.boolean(),
});
export type ShareLink = z.infer<typeof ShareLink>;

export const ShareLinksResponse = z.object({ items: z.array(ShareLink) });
export type ShareLinksResponse = z.infer<typeof ShareLinksResponse>;

/** A link just made: the only answer that carries its address. */
export const ShareLinkCreated = ShareLink.extend({ url: z.string() });
export type ShareLinkCreated = z.infer<typeof ShareLinkCreated>;

/** A chosen place, as a companion reads it. */
export const SharedPlace = z.object({
  name: z.string(),
  address: z.string(),
  description: z.string(),
  /** The place's advice (its own notes, ADR 030). */
  advice: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type SharedPlace = z.infer<typeof SharedPlace>;

export const SharedSlot = z.object({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  title: z.string(),
  theme: z.string(),
  place: SharedPlace.nullable(),
});
export type SharedSlot = z.infer<typeof SharedSlot>;

export const SharedDay = z.object({
  id: z.string(),
  date: z.string(),
  title: z.string(),
  slots: z.array(SharedSlot),
});
export type SharedDay = z.infer<typeof SharedDay>;

/**
 * The trip as a companion reads it: built field by field from an allow-list
 * (src/shared/domain/shared-trip.ts), never by removing fields from the whole trip.
 */
export const SharedTrip = z.object({
  tripName: z.string(),
  destination: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  days: z.array(SharedDay),
  /** When the link stops working. */
  expiresAt: z.iso.datetime(),
});
export type SharedTrip = z.infer<typeof SharedTrip>;
