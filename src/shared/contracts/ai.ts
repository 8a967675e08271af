import { z } from 'zod';
import { AI_FREE_TEXT_MAX, AI_MESSAGES, MAX_ITINERARY_DAYS } from '#shared/domain/ai.js';
import { BUDGETS, CURRENCIES, INTERESTS, TRAVEL_STYLES, TRIP_ADULTS_MIN, TRIP_CHILDREN_MIN } from '#shared/domain/constants.js';
import { tripDurationDays } from '#shared/domain/durations.js';
import { ItinerarySchema, MAX_OPTIONS_PER_SLOT, OptionSchema, TimeSchema } from '#shared/domain/itinerary.js';
import { DATE_MESSAGE, IsoDate, text, multilineText } from './common.js';

/**
 * The AI calls of spec §7: generate-itinerary, generate-slot-activities and search-flights-ai,
 * their answers, and the shapes asked of an OpenAI-compatible model (spec §5 AI flight search,
 * §8 AI messages, §9 AI limits).
 */

export const AI_CONTRACT_MESSAGES = {
  destinationRequired: 'Please enter a destination',
  endBeforeStart: 'The end date must be on or after the start date',
  returnBeforeDeparture: 'The return date must be on or after the departure date',
  tooManyDays: `An itinerary is generated for at most ${MAX_ITINERARY_DAYS} days at a time`,
  adultsMin: 'At least 1 adult is required',
  childrenMin: 'Children cannot be negative',
  passengersMin: 'At least 1 passenger is required',
  unknownInterest: 'Unknown interest',
  unknownTravelStyle: 'Unknown travel style',
  unknownBudget: 'Unknown budget',
  unknownCurrency: 'Currency must be EUR, USD or GBP',
  invalidTime: 'Expected a time HH:MM',
  freeTextTooLong: `Please keep this under ${AI_FREE_TEXT_MAX} characters`,
} as const;

export const AI_SOURCES = ['offline', 'model'] as const;
/** Who answered: the built-in planner over the catalogue, or the configured model. */
export const AiSource = z.enum(AI_SOURCES);
export type AiSource = z.infer<typeof AiSource>;

const Interest = z.enum(INTERESTS, { error: AI_CONTRACT_MESSAGES.unknownInterest });
const TravelStyle = z.enum(TRAVEL_STYLES, { error: AI_CONTRACT_MESSAGES.unknownTravelStyle });
const BudgetBand = z.enum(BUDGETS, { error: AI_CONTRACT_MESSAGES.unknownBudget });
const Currency = z.enum(CURRENCIES, { error: AI_CONTRACT_MESSAGES.unknownCurrency });
const FreeText = multilineText().trim().max(AI_FREE_TEXT_MAX, AI_CONTRACT_MESSAGES.freeTextTooLong);

/** A required date: missing or empty says 'Trip dates are required' (spec §5), a bad one 'Please enter a valid date'. */
const TripDate = z
  .string({ error: AI_MESSAGES.flightDatesRequired })
  .trim()
  .min(1, AI_MESSAGES.flightDatesRequired)
  .pipe(IsoDate);

/**
 * What the traveller wants, as the questionnaire records it (spec §3 trip_questionnaires):
 * interests, travel style (also sent as `travel_style` or `pace`), budget band (also `budget`)
 * and free text (also `special_requests`). Read as { interests, travelStyle, budgetBand, notes }.
 */
export const ItineraryPreferences = z
  .object({
    interests: z.array(Interest).max(INTERESTS.length).optional(),
    travelStyle: TravelStyle.optional(),
    travel_style: TravelStyle.optional(),
    pace: TravelStyle.optional(),
    budgetBand: BudgetBand.optional(),
    budget: BudgetBand.optional(),
    notes: FreeText.optional(),
    special_requests: FreeText.optional(),
  })
  .transform((p) => ({
    interests: [...new Set(p.interests ?? [])],
    travelStyle: p.travelStyle ?? p.travel_style ?? p.pace,
    budgetBand: p.budgetBand ?? p.budget,
    notes: p.notes ?? p.special_requests ?? '',
  }));
export type ItineraryPreferencesInput = z.input<typeof ItineraryPreferences>;
export type ItineraryPreferences = z.output<typeof ItineraryPreferences>;

/** generate-itinerary (spec §7): {destination, startDate, endDate, adults, children, budget, currency, preferences}. */
export const GenerateItineraryRequest = z
  .object({
    destination: z
      .string({ error: AI_CONTRACT_MESSAGES.destinationRequired })
      .trim()
      .min(1, AI_CONTRACT_MESSAGES.destinationRequired)
      .max(200),
    startDate: TripDate,
    endDate: TripDate,
    adults: z.number().int().min(TRIP_ADULTS_MIN, AI_CONTRACT_MESSAGES.adultsMin).max(50).default(TRIP_ADULTS_MIN),
    children: z.number().int().min(TRIP_CHILDREN_MIN, AI_CONTRACT_MESSAGES.childrenMin).max(50).default(0),
    /** The trip's budget in `currency` (trips.budget_eur), when known. */
    budget: z.number().min(0).nullable().optional(),
    currency: Currency.default('EUR'),
    preferences: ItineraryPreferences.prefault({}),
  })
  .superRefine((r, ctx) => {
    if (r.endDate < r.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: AI_CONTRACT_MESSAGES.endBeforeStart });
      return;
    }
    const days = tripDurationDays(r.startDate, r.endDate);
    if (days !== null && days > MAX_ITINERARY_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: AI_CONTRACT_MESSAGES.tooManyDays });
    }
  });
export type GenerateItineraryInput = z.input<typeof GenerateItineraryRequest>;
export type GenerateItineraryRequest = z.output<typeof GenerateItineraryRequest>;

/** Its answer: days[] with timeSlots (spec §7), valid by the itinerary schema; who answered. */
export const GenerateItineraryResponse = z.object({
  days: ItinerarySchema,
  source: AiSource,
});
export type GenerateItineraryResponse = z.infer<typeof GenerateItineraryResponse>;

/**
 * generate-slot-activities (spec §7): {slotTitle, destination, startTime, endTime, dayTitle,
 * previousActivities, travelersCount, currency, customDescription}. Ours besides: `date` (the
 * day's date, so opening hours are checked on the right weekday) and `preferences`.
 * previousActivities are names (or catalogue ids) of the day's other activities: they are not
 * proposed again, and the suggestions stay near them.
 */
export const GenerateSlotActivitiesRequest = z.object({
  slotTitle: text().trim().max(200).default(''),
  destination: z
    .string({ error: AI_CONTRACT_MESSAGES.destinationRequired })
    .trim()
    .min(1, AI_CONTRACT_MESSAGES.destinationRequired)
    .max(200),
  startTime: TimeSchema,
  endTime: TimeSchema,
  dayTitle: text().trim().max(300).default(''),
  previousActivities: z.array(text().trim().max(300)).max(100).default([]),
  /** Places chosen elsewhere in the trip (other days): never proposed again (issue 20). */
  chosenElsewhere: z.array(text().trim().max(300)).max(300).default([]),
  /** The options this slot shows now: asking again proposes others while there are any. */
  shown: z.array(text().trim().max(300)).max(20).default([]),
  travelersCount: z.number().int().min(1, AI_CONTRACT_MESSAGES.passengersMin).max(100).default(1),
  /** Children among the travellers: a place that admits no children under an age is left out. */
  children: z.number().int().min(0).max(100).default(0),
  currency: Currency.default('EUR'),
  customDescription: FreeText.default(''),
  date: z.union([IsoDate, z.literal('')]).optional(),
  preferences: ItineraryPreferences.optional(),
});
export type GenerateSlotActivitiesInput = z.input<typeof GenerateSlotActivitiesRequest>;
export type GenerateSlotActivitiesRequest = z.output<typeof GenerateSlotActivitiesRequest>;

/** Its answer: places[] (spec §7), at most 3 (spec §9). */
export const GenerateSlotActivitiesResponse = z.object({
  places: z.array(OptionSchema).max(MAX_OPTIONS_PER_SLOT),
  source: AiSource,
});
export type GenerateSlotActivitiesResponse = z.infer<typeof GenerateSlotActivitiesResponse>;

/** search-flights-ai (spec §7, §5: both cities and the trip dates are required). */
export const SearchFlightsRequest = z
  .object({
    departureCity: text().trim().max(200).optional(),
    arrivalCity: text().trim().max(200).optional(),
    departureDate: text().trim().max(40).optional(),
    returnDate: text().trim().max(40).optional(),
    passengers: z.number().int().min(1, AI_CONTRACT_MESSAGES.passengersMin).max(100).default(1),
  })
  .superRefine((r, ctx) => {
    if (!r.departureCity || !r.arrivalCity) {
      ctx.addIssue({
        code: 'custom',
        path: [r.departureCity ? 'arrivalCity' : 'departureCity'],
        message: AI_MESSAGES.flightCitiesRequired,
      });
    }
    if (!r.departureDate || !r.returnDate) {
      ctx.addIssue({
        code: 'custom',
        path: [r.departureDate ? 'returnDate' : 'departureDate'],
        message: AI_MESSAGES.flightDatesRequired,
      });
      return;
    }
    for (const key of ['departureDate', 'returnDate'] as const) {
      if (!IsoDate.safeParse(r[key]).success) ctx.addIssue({ code: 'custom', path: [key], message: DATE_MESSAGE });
    }
    if (IsoDate.safeParse(r.departureDate).success && IsoDate.safeParse(r.returnDate).success && r.returnDate < r.departureDate) {
      ctx.addIssue({ code: 'custom', path: ['returnDate'], message: AI_CONTRACT_MESSAGES.returnBeforeDeparture });
    }
  })
  .transform((r) => ({
    departureCity: r.departureCity ?? '',
    arrivalCity: r.arrivalCity ?? '',
    departureDate: r.departureDate ?? '',
    returnDate: r.returnDate ?? '',
    passengers: r.passengers,
  }));
export type SearchFlightsInput = z.input<typeof SearchFlightsRequest>;
export type SearchFlightsRequest = z.output<typeof SearchFlightsRequest>;

/** A local date-time 'YYYY-MM-DDTHH:MM' (the airport's own clock), or '' when not known. */
export const LocalDateTime = z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/), z.literal('')]);

/**
 * A suggested flight (spec §3 Flight: airline, flightNumber, departureAirport, arrivalAirport,
 * departure, arrival, price in EUR per person). Never a booking: `suggestion` is always true,
 * and what is not known is left empty ('' or a null price) for staff to confirm.
 */
export const FlightSuggestion = z.object({
  airline: z.string(),
  flightNumber: z.string(),
  /** IATA code of the airport ('FCO'), or '' when the city's airport is not known. */
  departureAirport: z.string(),
  arrivalAirport: z.string(),
  departure: LocalDateTime,
  arrival: LocalDateTime,
  price: z.number().min(0).nullable(),
  suggestion: z.literal(true),
});
export type FlightSuggestion = z.infer<typeof FlightSuggestion>;

/** Its answer: success, flights {outbound, return} (spec §7), marked as a suggestion with a note. */
export const SearchFlightsResponse = z.object({
  success: z.literal(true),
  flights: z.object({ outbound: FlightSuggestion, return: FlightSuggestion }),
  suggestion: z.literal(true),
  note: z.string(),
  source: AiSource,
});
export type SearchFlightsResponse = z.infer<typeof SearchFlightsResponse>;

/* ------------------------------------------------------------------------------------------
 * What an OpenAI-compatible model is asked to answer (generateText + Output.object). Every
 * field is required (null when unknown) so that the JSON schema suits strict structured
 * outputs; the server checks times and dates, matches places to the catalogue and builds the
 * itinerary from it.
 * ---------------------------------------------------------------------------------------- */

export const ModelPlace = z.object({
  name: z.string().describe('The real name of the place, as on its sign or website'),
  description: z.string().describe('One or two sentences on why to go, in English'),
  address: z.string().describe('Street address with postcode and town'),
  city: z.string().describe('The city or area the place is in'),
  costEur: z.number().nullable().describe('Typical cost per person in EUR, 0 when free, null when unknown'),
  kind: z
    .enum(['sight', 'museum', 'restaurant', 'cafe', 'experience', 'day-trip'])
    .describe('What the place is'),
  notes: z
    .string()
    .nullable()
    .describe('Short practical advice about this place on that day (time to allow, hours, booking); null when none'),
});
export type ModelPlace = z.infer<typeof ModelPlace>;

export const ModelSlot = z.object({
  startTime: z.string().describe('HH:MM, 24-hour clock'),
  endTime: z.string().describe('HH:MM, 24-hour clock'),
  title: z.string(),
  theme: z.string(),
  notes: z.string().describe('Only for a slot without places (a transfer, free time): what to expect; empty otherwise'),
  options: z.array(ModelPlace).describe(`One to ${MAX_OPTIONS_PER_SLOT} alternative places for this slot`),
});

export const ModelDay = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  title: z.string(),
  timeSlots: z.array(ModelSlot),
});

export const ModelItinerary = z.object({ days: z.array(ModelDay) });
export type ModelItinerary = z.infer<typeof ModelItinerary>;

export const ModelSlotPlaces = z.object({ places: z.array(ModelPlace) });
export type ModelSlotPlaces = z.infer<typeof ModelSlotPlaces>;

export const ModelFlight = z.object({
  airline: z.string().nullable(),
  flightNumber: z.string().nullable(),
  departureAirport: z.string().describe('IATA code'),
  arrivalAirport: z.string().describe('IATA code'),
  departure: z.string().describe('Local date-time YYYY-MM-DDTHH:MM'),
  arrival: z.string().describe('Local date-time YYYY-MM-DDTHH:MM'),
  priceEur: z.number().nullable().describe('Typical economy fare per person in EUR, null when unknown'),
});
export const ModelFlights = z.object({ outbound: ModelFlight, return: ModelFlight });
export type ModelFlights = z.infer<typeof ModelFlights>;

/* ------------------------------------------------------------------------------------------
 * The HTTP calls (/api/ai/...): the body is the spec §7 request above; where the call comes
 * from and for which trip travel in the query string.
 * ---------------------------------------------------------------------------------------- */

/** Where an itinerary is asked for: the time-out differs (spec §9: 120000 ms workspace, 200000 ms backoffice). */
export const AI_CALL_CONTEXTS = ['workspace', 'backoffice'] as const;
export type AiCallContext = (typeof AI_CALL_CONTEXTS)[number];

/**
 * ?context=&tripId=: `context` picks the time-out (backoffice only for staff; default workspace);
 * `tripId` names the trip planned for, which an organizer must organize (spec §6 organizer mode).
 */
export const AiCallQuery = z.object({
  context: z.enum(AI_CALL_CONTEXTS, { error: 'context must be workspace or backoffice' }).default('workspace'),
  tripId: z.uuid('Invalid trip id').optional(),
});
export type AiCallQuery = z.infer<typeof AiCallQuery>;

/** The trip a suggestion is for, when the caller names one. */
export const AiTripQuery = AiCallQuery.pick({ tripId: true });
