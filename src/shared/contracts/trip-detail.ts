import { z } from 'zod';
import { ItinerarySchema } from '#shared/domain/itinerary.js';
import { FlightSchema, FlightWriteSchema, HotelSchema, HotelWriteSchema } from '#shared/domain/travel.js';
import { ImageUrlSchema, LatitudeSchema, LongitudeSchema } from '#shared/domain/bounds.js';
import { ITINERARY_LIMITS, ItineraryWriteSchema, OptionWriteSchema } from '#shared/domain/itinerary-write.js';
import { labelledValues } from '#shared/domain/labelled.js';
import { BUDGET_MIN, TRIP_ADULTS_MIN, TRIP_CHILDREN_MIN } from '#shared/domain/constants.js';
import { INT4_MAX, IsoDate, text, multilineText } from './common.js';
import { PersonRef, TripColumns, TripStatus, TripVersion } from './trips.js';

/**
 * One whole trip, as the trip editor (/backoffice/trip-details) and the client
 * workspace read and write it (spec §3 trips, Day, Time slot, Option, Flight,
 * Hotel; §7 trips updates). Every write names the version it read (TripVersion);
 * a stale one gets 409 `stale`. Writes answer the trip as it now is.
 */

export const TRIP_CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export const TripCurrency = z.enum(TRIP_CURRENCIES, { error: 'Currency must be EUR, USD or GBP' });

export const TRIP_LIMITS = {
  tripName: 200,
  destination: 200,
  description: 10_000,
  url: 2048,
  travellers: 99,
  budget: 100_000_000,
} as const;

const tooLong = (n: number) => `Must be at most ${n} characters`;

/** The staff member shown to clients as their travel specialist (spec §2 'Your Travel Specialist'). */
export const SpecialistProfile = PersonRef.extend({
  jobTitle: z.string(),
  phone: z.string(),
  bioShort: z.string(),
  bio: z.string(),
  photoUrl: z.string(),
  yearsExperience: z.number().int().nullable(),
  availabilityNote: z.string(),
});
export type SpecialistProfile = z.infer<typeof SpecialistProfile>;

export const TripClient = PersonRef.extend({ friendlyId: z.number().int().nullable() });
export type TripClient = z.infer<typeof TripClient>;

export const Coordinates = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

export const TripDetail = TripColumns.extend({
  description: z.string(),
  destinationLatitude: z.number().nullable(),
  destinationLongitude: z.number().nullable(),
  destinationPhotoUrl: z.string().nullable(),
  budgetEur: z.number().nullable(),
  currency: z.string(),
  days: ItinerarySchema,
  outboundFlight: FlightSchema.nullable(),
  returnFlight: FlightSchema.nullable(),
  hotel: HotelSchema.nullable(),
  hotelAddress: z.string().nullable(),
  hotelCoordinates: Coordinates.nullable(),
  client: TripClient.nullable(),
  specialist: SpecialistProfile.nullable(),
  includeFlightInBilling: z.boolean(),
  includeHotelInBilling: z.boolean(),
  lockCostMultiplier: z.boolean(),
  isTemplate: z.boolean(),
  questionnaireId: z.string().nullable(),
  /** Who made the last change (null for changes older than the history). */
  updatedBy: PersonRef.nullable(),
});
export type TripDetail = z.infer<typeof TripDetail>;

const optionalText = (max: number) => multilineText().trim().max(max, tooLong(max));

/**
 * The fields PATCH /api/trips/:id may change, each on its own or together
 * (spec §7 "update one field at a time"). Absent = unchanged; null clears a
 * nullable field. The specialist only changes for super_admin (spec §6).
 */
export const TripFields = z
  .object({
    tripName: text().trim().min(1, 'Trip name is required').max(TRIP_LIMITS.tripName, tooLong(TRIP_LIMITS.tripName)),
    description: optionalText(TRIP_LIMITS.description),
    status: TripStatus,
    startDate: IsoDate.nullable(),
    endDate: IsoDate.nullable(),
    travelersAdults: z
      .number({ error: 'Adults must be a number' })
      .int('Adults must be a whole number')
      .min(TRIP_ADULTS_MIN, 'At least 1 adult')
      .max(TRIP_LIMITS.travellers, `At most ${TRIP_LIMITS.travellers} adults`),
    travelersChildren: z
      .number({ error: 'Children must be a number' })
      .int('Children must be a whole number')
      .min(TRIP_CHILDREN_MIN, 'Children cannot be negative')
      .max(TRIP_LIMITS.travellers, `At most ${TRIP_LIMITS.travellers} children`),
    destination: text().trim().min(1, 'Destination is required').max(TRIP_LIMITS.destination, tooLong(TRIP_LIMITS.destination)),
    destinationLatitude: LatitudeSchema.nullable(),
    destinationLongitude: LongitudeSchema.nullable(),
    /** https, or one of our paths (ADR 022); '' clears it like null. */
    destinationPhotoUrl: ImageUrlSchema.nullable(),
    budgetEur: z
      .number({ error: 'Budget must be a number' })
      .min(BUDGET_MIN, 'Budget cannot be negative')
      .max(TRIP_LIMITS.budget, 'Budget is too large')
      .nullable(),
    currency: TripCurrency,
    visibleToClient: z.boolean(),
    dedicatedSpecialistId: z.uuid('Unknown specialist').nullable(),
    outboundFlight: FlightWriteSchema.nullable(),
    returnFlight: FlightWriteSchema.nullable(),
    hotel: HotelWriteSchema.nullable(),
    includeFlightInBilling: z.boolean(),
    includeHotelInBilling: z.boolean(),
    lockCostMultiplier: z.boolean(),
  })
  .partial();
export type TripFields = z.infer<typeof TripFields>;

export const TripPatchBody = TripFields.extend({ version: TripVersion })
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), { message: 'Nothing to change' })
  .refine((b) => !(b.startDate && b.endDate && b.endDate < b.startDate), {
    message: 'The end date cannot be before the start date',
    path: ['endDate'],
  });
export type TripPatchBody = z.infer<typeof TripPatchBody>;

/** Who saves days: the backoffice editor, or staff acting for a client in organizer mode (notifies the client). */
export const DaysSaveMode = z.enum(['editor', 'organizer']);

/** PUT /api/trips/:id/days: the whole itinerary, validated by the shared schema and normalised. */
export const TripDaysBody = z.object({
  version: TripVersion,
  days: ItineraryWriteSchema,
  mode: DaysSaveMode.default('editor'),
});
export type TripDaysBody = z.input<typeof TripDaysBody>;

/**
 * PUT /api/trips/:id/days?days=if-changed: the answer leaves `days` out when they were stored
 * exactly as sent (the editor already has them); otherwise, and by default, it carries them.
 * A 14-day itinerary is ~150 KB, sent back on every keystroke's save otherwise.
 */
export const TripDaysQuery = z.object({ days: z.enum(['always', 'if-changed']).default('always') });
export type TripDaysQuery = z.input<typeof TripDaysQuery>;

/** The answer of PUT /api/trips/:id/days: the whole trip, its days left out as TripDaysQuery says. */
export const TripDaysSaved = TripDetail.extend({ days: TripDetail.shape.days.optional() });
export type TripDaysSaved = z.infer<typeof TripDaysSaved>;

/** PUT /api/trips/:id/selection: the client chooses (or clears, optionId null) a slot's activity (spec §4). */
export const TripSelectionBody = z.object({
  version: TripVersion,
  dayId: text().min(1).max(100),
  slotId: text().min(1).max(100),
  optionId: text().min(1).max(100).nullable(),
  /**
   * The slot's chosen option as the caller read it (null: none). With it, a choice made on an
   * older version still applies when only other parts of the trip changed since; a change of this
   * slot's choice meanwhile is a 409. Without it, `version` must be the current one.
   */
  previous: text().min(1).max(100).nullable().optional(),
  /** Staff acting for the client in organizer mode: the client is notified (activity_validated). */
  mode: DaysSaveMode.default('editor'),
});
export type TripSelectionBody = z.input<typeof TripSelectionBody>;

/**
 * POST /api/trips/:id/options: one activity added to one slot's options (spec §4 "Adding an
 * activity from search appends it to the slot options"), read at `version`: an addition names its
 * day, slot and option by id, so it applies to the trip as it is now while they still exist, even
 * if the trip changed since. Anyone who sees the trip (a client adds from 'Search Activities'
 * too); only organizer mode notifies the clients.
 */
export const TripAddOptionBody = z.object({
  version: TripVersion,
  dayId: text().min(1).max(100),
  slotId: text().min(1).max(100),
  option: OptionWriteSchema,
  mode: DaysSaveMode.default('editor'),
});
export type TripAddOptionBody = z.input<typeof TripAddOptionBody>;

/** POST /api/trips/:id/clear-activities: 'Clear all' (spec §4), as read at `version`. */
export const TripClearBody = z.object({ version: TripVersion });
export type TripClearBody = z.input<typeof TripClearBody>;

/** Parts of a trip a change touches, for the history and for live updates (issue 9 §2). */
export const { values: TRIP_PARTS, labels: TRIP_PART_LABELS } = labelledValues({
  info: 'Trip information',
  flights: 'Flights',
  hotel: 'Hotel',
  days: 'Itinerary',
  visibility: 'Visibility',
  specialist: 'Travel specialist',
  billing: 'Billing',
  folder: 'Folder',
});
export type TripPart = (typeof TRIP_PARTS)[number];

/** One change in words, with its before and after and the day it touches (issue 22; domain/trip-diff.ts ChangeLine). */
export const ChangeLineSchema = z.object({
  text: z.string(),
  part: z.enum(['info', 'flights', 'hotel', 'days']),
  before: z.string().optional(),
  after: z.string().optional(),
  dayId: z.string().optional(),
  dayNumber: z.number().int().optional(),
  date: z.string().optional(),
  staffOnly: z.literal(true).optional(),
});

export const TripChange = z.object({
  id: z.string(),
  part: z.enum(TRIP_PARTS),
  summary: z.string(),
  by: PersonRef.nullable(),
  version: z.number().int(),
  at: z.iso.datetime(),
  /** Issue 22: what the change did, sentence by sentence (empty for changes older than versions). */
  details: z.array(ChangeLineSchema),
  /** Issue 22: the trip can be opened and restored as it was at this version. */
  restorable: z.boolean(),
});
export type TripChange = z.infer<typeof TripChange>;

/** GET /api/trips/:id/history?before=&limit=: a page of changes older than version `before`, newest first. */
export const TripHistoryQuery = z.object({
  before: z.coerce.number({ error: 'before must be a version number' }).int('before must be a version number').min(1, 'before must be a version number').max(INT4_MAX, 'before must be a version number').optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be 1 to 500').max(500, 'limit must be 1 to 500').default(100),
});
export type TripHistoryQuery = z.input<typeof TripHistoryQuery>;

export const TripHistory = z.object({
  items: z.array(TripChange),
  /** Issue 22: the items grouped per person and minute, in order (ids of items). */
  groups: z.array(z.object({ by: PersonRef.nullable(), minute: z.iso.datetime(), itemIds: z.array(z.string()) })),
  /** The `before` of the next page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type TripHistory = z.infer<typeof TripHistory>;

/** What the live stream (/api/trips/:id/events) says when a trip changed (issue 9 §2). */
export const TripChangedEvent = z.object({
  type: z.literal('trip.changed'),
  tripId: z.string(),
  version: z.number().int(),
  parts: z.array(z.enum(TRIP_PARTS)),
  by: PersonRef.nullable(),
  summary: z.string(),
});
export type TripChangedEvent = z.infer<typeof TripChangedEvent>;

export const TRIP_DETAIL_MESSAGES = {
  noTripId: 'No trip ID provided',
  notFound: 'Trip not found',
  onlySuperAdminAssigns: 'Only super admins can change the dedicated specialist.',
  specialistRole: 'The specialist must be a team member or an administrator.',
  slotNotFound: 'Slot not found',
  dayNotFound: 'Day not found',
  optionNotFound: 'Activity not found',
  optionAlreadyAdded: 'This activity is already in this time slot',
  slotFull: `A time slot holds at most ${ITINERARY_LIMITS.optionsPerSlot} activities`,
  invalidItinerary: 'The itinerary is not valid',
} as const;
