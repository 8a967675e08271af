import { z } from 'zod';
import { VALIDATION_MESSAGES } from '#shared/domain/constants.js';
import { IsoDate, RecordVersion, text, multilineText } from './common.js';
import { CreatedTrip } from './trips.js';

// The trip copies' shapes live with the trips (contracts/trips.ts); the web still imports them from here.
export { CreatedTrip, TemplateTrip, TemplateTripList } from './trips.js';

/**
 * Client database and client detail (spec §2 client-database / client-detail,
 * §5 client save and clone by number, §7 allowed_client_emails,
 * client_destinations). The trips they create are described in trips.ts.
 */

export const CLIENT_MESSAGES = {
  saved: 'Client information saved successfully!',
  saveError: (m: string) => `Error saving client: ${m}`,
  cloned: 'Trip cloned successfully!',
  cloneError: (m: string) => `Error cloning trip: ${m}`,
  deleteError: (m: string) => `Error deleting client: ${m}`,
  createError: (m: string) => `Error creating client: ${m}`,
  notFound: 'Client not found',
  noneFound: 'No clients found',
  noClientId: 'No client ID provided',
  stale: 'Someone else saved this client while you were editing. Your text is kept: check it and save again to replace their changes.',
  noTemplates: 'No template trips available',
  loadTemplatesError: (m: string) => `Failed to load demo trips: ${m}`,
  searchTripError: (m: string) => `Error searching for trip: ${m}`,
  destinationRequired: 'Destination is required',
  endBeforeStart: 'End date must be on or after the start date',
  noAccount: 'This client has not created an account yet',
  hasAccount: 'This client already has an account',
  noInviteRecord: 'Save the client information first, then send the invitation.',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitationError: (m: string) => `Error sending invitation: ${m}`,
  invitationFailed: 'The invitation could not be sent. Please try again.',
  userExists: VALIDATION_MESSAGES.userExists,
  emailAuthorized: VALIDATION_MESSAGES.emailAlreadyAuthorized,
  emailRequired: VALIDATION_MESSAGES.clientEmailRequired,
  alreadyExists: VALIDATION_MESSAGES.clientAlreadyExists,
} as const;

/** 'YYYY-MM-DD' (an existing date), or empty/null for none. */
export const OptionalDate = z
  .union([IsoDate, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

const OptionalText = (max: number, multiline = false) =>
  z
    .union([(multiline ? multilineText() : text()).trim().max(max, `At most ${max} characters`), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

/** Client e-mail: required ('Email is required'), trimmed and lowercased. */
export const ClientEmail = text({ error: CLIENT_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, CLIENT_MESSAGES.emailRequired)
  .max(254)
  .pipe(z.email('Please enter a valid email address'));

function datesInOrder(v: { startDate: string | null; endDate: string | null }) {
  return !v.startDate || !v.endDate || v.endDate >= v.startDate;
}

const clientInfoShape = {
  email: ClientEmail,
  fullName: OptionalText(120),
  phone: OptionalText(40),
  notes: OptionalText(4000, true),
  destination: OptionalText(120),
  startDate: OptionalDate,
  endDate: OptionalDate,
};

/** The client information form (spec §2 client-detail; §5 'Email is required'). */
export const ClientInfoBody = z
  .object(clientInfoShape)
  .refine(datesInOrder, { message: CLIENT_MESSAGES.endBeforeStart, path: ['endDate'] });
export type ClientInfoBody = z.input<typeof ClientInfoBody>;
export type ClientInfo = z.output<typeof ClientInfoBody>;

/** A new client typed in the client database. */
export const NewClientBody = ClientInfoBody;

/**
 * PATCH /api/clients/:clientId: the form with the `version` of the client it showed
 * (ClientCard.version); 409 `stale` when someone saved the client since (issue 12).
 */
export const ClientUpdateBody = z
  .object({ ...clientInfoShape, version: RecordVersion })
  .refine(datesInOrder, { message: CLIENT_MESSAGES.endBeforeStart, path: ['endDate'] });
export type ClientUpdateBody = z.input<typeof ClientUpdateBody>;
export type ClientUpdate = z.output<typeof ClientUpdateBody>;

export const ClientListQuery = z.object({
  search: text().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(96).default(24),
});
export type ClientListQuery = z.input<typeof ClientListQuery>;

export const ClientParams = z.object({
  /** A user's friendly id, a user id, or an allowed-client record id (spec §2: friendly id or user id). */
  clientId: text().trim().min(1, CLIENT_MESSAGES.noClientId).max(64),
});

/** One card of the client database (spec §2). */
export const ClientCard = z.object({
  /** What client URLs carry: the friendly id, else the allowed-client record id. */
  key: z.string(),
  allowedId: z.string().nullable(),
  userId: z.string().nullable(),
  friendlyId: z.number().nullable(),
  email: z.string(),
  fullName: z.string().nullable(),
  destination: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  notes: z.string().nullable(),
  used: z.boolean(),
  addedAt: z.string().nullable(),
  /** Friendly ids of the client's trips (not deleted), shown as '#1042'. */
  tripNumbers: z.array(z.number()),
  /** The version a save names (409 `stale` when someone saved since). */
  version: z.number().int(),
});
export type ClientCard = z.infer<typeof ClientCard>;

export const ClientPage = z.object({
  items: z.array(ClientCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ClientPage = z.infer<typeof ClientPage>;

export const TravelDates = z.union([
  z.object({ notYetScheduled: z.literal(true) }),
  z.object({ start: z.string(), end: z.string() }),
]);

export const QuestionnaireSummary = z.object({
  id: z.string(),
  destination: z.string(),
  /** null when not yet scheduled ('Flexible'). */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  duration: z.string(),
  adults: z.number(),
  children: z.number(),
  budget: z.string(),
  interests: z.array(z.string()),
  accommodationPreference: z.string().nullable(),
  travelStyle: z.string().nullable(),
  specialRequests: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});
export type QuestionnaireSummary = z.infer<typeof QuestionnaireSummary>;

export const ClientDestination = z.object({
  id: z.string(),
  destination: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientDestination = z.infer<typeof ClientDestination>;

/** A trip on client detail: the created-trip fields plus where it stands. */
export const ClientTrip = CreatedTrip.extend({
  status: z.string(),
  folder: z.string(),
  visibleToClient: z.boolean(),
});
export type ClientTrip = z.infer<typeof ClientTrip>;

export const ClientDetail = z.object({
  client: ClientCard.extend({ phone: z.string().nullable() }),
  account: z.object({
    /** A users row exists (with or without a password). */
    hasUser: z.boolean(),
    /** The client has signed up (a password is set). */
    hasPassword: z.boolean(),
    role: z.string().nullable(),
    createdAt: z.string().nullable(),
    lastSignInAt: z.string().nullable(),
    addedByName: z.string().nullable(),
    /** The e-mail was confirmed (staff: confirm-email). */
    emailVerified: z.boolean(),
  }),
  questionnaire: QuestionnaireSummary.nullable(),
  destinations: z.array(ClientDestination),
  /** Trips with folder deleted or status archived are left out (spec §2). */
  trips: z.array(ClientTrip),
});
export type ClientDetail = z.infer<typeof ClientDetail>;

/** Create New Trip for a destination (spec §2 client-detail Destinations). */
export const NewClientTripBody = z
  .object({
    destination: text({ error: CLIENT_MESSAGES.destinationRequired })
      .trim()
      .min(1, CLIENT_MESSAGES.destinationRequired)
      .max(120),
    startDate: OptionalDate,
    endDate: OptionalDate,
  })
  .refine(datesInOrder, { message: CLIENT_MESSAGES.endBeforeStart, path: ['endDate'] });
export type NewClientTripBody = z.input<typeof NewClientTripBody>;

/** Clone by trip number: 'T-1042', '#1042' or '1042' (spec §5). */
export const CloneTripBody = z.object({
  tripNumber: text({ error: 'Enter a trip number' }).trim().min(1, 'Enter a trip number').max(40),
});
export type CloneTripBody = z.input<typeof CloneTripBody>;

export const CreatedTripResponse = z.object({ trip: CreatedTrip });

/** A clone: the new trip, and the client's other trips whose dates overlap it (staff are warned). */
export const ClonedTripResponse = z.object({ trip: CreatedTrip, overlaps: z.array(CreatedTrip) });
export type ClonedTripResponse = z.infer<typeof ClonedTripResponse>;

export const ClientCreatedResponse = z.object({ client: ClientCard });

/** Send invitation: the e-mail a prepared client's invitation went to. */
export const InvitationSentResponse = z.object({ ok: z.literal(true), email: z.string() });
export type InvitationSentResponse = z.infer<typeof InvitationSentResponse>;
