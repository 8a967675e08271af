import { z } from 'zod';
import { RESTORABLE_PARTS } from '#shared/domain/trip-diff.js';
import { INT4_MAX, multilineText, text } from './common.js';
import { PersonRef, TripVersion } from './trips.js';
import { ChangeLineSchema, TripDetail } from './trip-detail.js';

/**
 * Versions a client approves (issue 22, ADR 037): a trip as it was at a version (staff, read-only),
 * restoring it whole or one part as a new version, 'Send to client', what changed since the client
 * last looked, and the client's approval or request for changes. Every write names the version it
 * read; a stale one answers 409.
 */

export const TripVersionParams = z.object({
  id: z.uuid('Invalid trip id'),
  version: z.coerce.number({ error: 'Invalid version' }).int('Invalid version').min(1, 'Invalid version').max(INT4_MAX, 'Invalid version'),
});

/** GET /api/trips/:id/versions/:version: the trip as it was (read-only), and what changed since. */
export const TripVersionView = z.object({
  version: z.number().int(),
  currentVersion: z.number().int(),
  trip: TripDetail,
  /** What changed from this version to the trip as it is now, in sentences. */
  changesSince: z.array(ChangeLineSchema),
});
export type TripVersionView = z.infer<typeof TripVersionView>;

/**
 * POST /api/trips/:id/versions/:version/restore: the trip as it was at that version, whole or one
 * part, written as a new version on the one the caller read (`version` of the body).
 */
export const RestoreBody = z
  .object({
    version: TripVersion,
    part: z.enum(RESTORABLE_PARTS, { error: 'part must be all, info, flights, hotel, days or day' }).default('all'),
    /** With part 'day': the day to restore, by id. */
    dayId: text().min(1).max(100).optional(),
  })
  .refine((b) => b.part !== 'day' || !!b.dayId, { message: 'Name the day to restore', path: ['dayId'] });
export type RestoreBody = z.input<typeof RestoreBody>;

/** POST /api/trips/:id/send: the trip as read at `version` goes to its clients. */
export const SendBody = z.object({ version: TripVersion });
export type SendBody = z.input<typeof SendBody>;

export const SendResult = z.object({
  /** The version sent (the send is itself a version: the trip becomes visible to its clients). */
  version: z.number().int(),
  /** What changed since the previous send, as the clients read it (empty for a first send). */
  changes: z.array(ChangeLineSchema),
  /** How many clients were told. */
  notified: z.number().int(),
});
export type SendResult = z.infer<typeof SendResult>;

export const PROPOSAL_LIMITS = { fullName: 200, message: 2000 } as const;

/** POST /api/trips/:id/approve: the client approves the sent version they read, typing their full name. */
export const ApproveBody = z.object({
  version: TripVersion,
  fullName: text()
    .trim()
    .min(1, 'Type your full name to approve')
    .max(PROPOSAL_LIMITS.fullName, `At most ${PROPOSAL_LIMITS.fullName} characters`),
});
export type ApproveBody = z.input<typeof ApproveBody>;

/** POST /api/trips/:id/request-changes: the client asks their specialist for changes to the sent version. */
export const RequestChangesBody = z.object({
  version: TripVersion,
  message: multilineText()
    .trim()
    .min(1, 'Tell your specialist what you would like to change')
    .max(PROPOSAL_LIMITS.message, `At most ${PROPOSAL_LIMITS.message} characters`),
});
export type RequestChangesBody = z.input<typeof RequestChangesBody>;

export const ApprovalKind = z.enum(['approved', 'changes_requested']);

/** GET /api/trips/:id/proposal: where the trip stands with its client (staff and the trip's clients). */
export const ProposalState = z.object({
  currentVersion: z.number().int(),
  lastSent: z.object({ version: z.number().int(), at: z.iso.datetime(), by: PersonRef.nullable() }).nullable(),
  /** The latest answer of a client: an approval or a request for changes. */
  answer: z
    .object({
      kind: ApprovalKind,
      version: z.number().int(),
      at: z.iso.datetime(),
      by: PersonRef.nullable(),
      /** The full name the client typed (approval). */
      typedName: z.string(),
      message: z.string(),
    })
    .nullable(),
  /** 'Approved by {name} on {date}, version {n}', when the latest answer approves. */
  approvedLabel: z.string().nullable(),
  /** The trip moved past the version approved. */
  changedSinceApproval: z.boolean(),
  /** A sent version waits for the client's answer. */
  awaitingApproval: z.boolean(),
});
export type ProposalState = z.infer<typeof ProposalState>;

/** GET /api/trips/:id/changes-for-me: what changed since the version this client last saw. */
export const ClientChanges = z.object({
  /** The version the client last saw (or the first sent); null when there is nothing to compare with. */
  sinceVersion: z.number().int().nullable(),
  currentVersion: z.number().int(),
  changes: z.array(ChangeLineSchema.omit({ staffOnly: true })),
  /** The days the changes touch, for a quiet marker, in the order of the trip. */
  days: z.array(z.object({ dayId: z.string(), dayNumber: z.number().int(), date: z.string().optional() })),
});
export type ClientChanges = z.infer<typeof ClientChanges>;

/** POST /api/trips/:id/changes-for-me/seen: the client dismissed the changes up to `version`. */
export const SeenBody = z.object({ version: TripVersion });
export type SeenBody = z.input<typeof SeenBody>;

export const PROPOSAL_MESSAGES = {
  versionNotFound: 'This version of the trip does not exist',
  versionGone: 'This version is too old to be opened: only versions sent to the client are kept beyond 90 days',
  dayNotInVersion: 'This day was not in that version of the trip',
  notSent: 'This version of the trip has not been sent to you',
  newerSent: 'Your travel specialist has sent a newer version. Reload to see it.',
  nameMismatch: 'Type your full name as it appears on your account',
  onlyClients: 'Only the travellers of this trip can answer for it',
  seenAhead: 'This version of the trip does not exist yet',
} as const;
