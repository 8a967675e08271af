// The plan checker's input, findings and fixes (issue 20; ADR 028). Types only.
import type { Coordinates } from '#shared/domain/geo.js';
import type { Day } from '#shared/domain/itinerary.js';

/**
 * What a finding is about, stable across releases (screens, planners and tests key on it):
 * - `outside-dates`: a day dated before the trip's first day or after its last;
 * - `before-landing`: planned before the traveller can be there (landing, then the way to the hotel);
 * - `after-leaving`: planned after the traveller must leave for the airport (check-in, then the way there);
 * - `order`: a slot listed after another but starting earlier;
 * - `overlap`: a slot starting before the one above it ends;
 * - `closed`: a venue closed (or open too briefly) on that day during the slot;
 * - `repeat`: a place chosen twice in the trip, or offered where it is already chosen elsewhere;
 * - `travel-time`: not enough time to get there from the previous stop;
 * - `age-restriction`: children under the venue's minimum age travel;
 * - `dress-code`: the venue asks for a dress code (information for the travellers);
 * - `meal-without-food`: a lunch or dinner slot holding a place that is not a place to eat.
 */
export const FINDING_CODES = [
  'outside-dates',
  'before-landing',
  'after-leaving',
  'order',
  'overlap',
  'closed',
  'repeat',
  'travel-time',
  'age-restriction',
  'dress-code',
  'meal-without-food',
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

/** error: the plan cannot be done as written; warning: it can, badly or at a risk; info: worth knowing. */
export const SEVERITIES = ['error', 'warning', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** A flight as stored on a trip (spec §3 Flight): local date-times 'YYYY-MM-DDTHH:MM' at each airport. */
export interface PlanFlight {
  departure?: string | null;
  arrival?: string | null;
}

/** What the caller resolves for the checker (all optional; without them the checker uses its defaults). */
export interface PlanContext {
  /** Where the outbound flight lands (its arrival airport). Unknown: the transfer to the hotel takes DEFAULT_TRANSFER_MINUTES. */
  arrivalAirport?: Coordinates | null;
  /** Where the return flight leaves from (its departure airport). */
  departureAirport?: Coordinates | null;
  /** The outbound flight is domestic (shorter way out of the airport). Default: international. */
  domesticArrival?: boolean;
  /** The return flight is domestic (shorter check-in). Default: international. */
  domesticDeparture?: boolean;
  /**
   * Seconds to get from one stop to the next, for a chosen option without a stored
   * durationFromPrevious (e.g. the distance cache). Default: the offline estimator's journey
   * (distances.ts chooseJourney(estimateLegs)). null: unknown, nothing is concluded.
   */
  travelSeconds?: (from: Coordinates, to: Coordinates) => number | null;
  /** Seconds by car between an airport and the hotel. Default: the offline estimator, driving. */
  transferSeconds?: (from: Coordinates, to: Coordinates) => number | null;
}

/** The trip as the editor and the server have it, plus what the caller resolved. */
export interface PlanInput {
  /** The itinerary (spec §3 Day), sorted by date as stored. */
  days: readonly Day[];
  /** The trip's first and last day, 'YYYY-MM-DD'. */
  startDate?: string | null;
  endDate?: string | null;
  /** Who travels; childAges when known (the trip records only how many children). */
  travellers?: { adults?: number | null; children?: number | null; childAges?: readonly number[] | null } | null;
  outboundFlight?: PlanFlight | null;
  returnFlight?: PlanFlight | null;
  /** The hotel's point: trips.hotel_coordinates, else hotel.coordinates. */
  hotel?: Coordinates | null;
  context?: PlanContext;
}

interface FixBase {
  /** A short button text: 'Move to 14:00–16:00', 'Swap with Colosseo (Tuesday 11 May, 09:00–11:00)'. */
  label: string;
  dayId: string;
}

/**
 * A one-click fix: a description of a change to the days, applied by applyFix (apply.ts). There
 * is no 'unchoose': a place unchosen stays offered in its slot, and is checked (and flagged) as such.
 * - `choose-option`: choose another option of the slot;
 * - `drop-option`: remove the option from the slot (and its choice if it was chosen);
 * - `move-option`: take the option to another slot, chosen there when it was chosen here;
 * - `swap-slots`: the two slots change places, each taking the other's time window;
 * - `set-times`: new times for slots of one day;
 * - `sort-slots`: the day's slots in order of their start times;
 * - `set-day-date`: the day moves to another date (days stay sorted by date).
 */
export type PlanFix =
  | (FixBase & { kind: 'choose-option'; slotId: string; optionId: string })
  | (FixBase & { kind: 'drop-option'; slotId: string; optionId: string })
  | (FixBase & { kind: 'move-option'; slotId: string; optionId: string; toDayId: string; toSlotId: string })
  | (FixBase & { kind: 'swap-slots'; slotId: string; withDayId: string; withSlotId: string })
  | (FixBase & { kind: 'set-times'; times: readonly { slotId: string; startTime: string; endTime: string }[] })
  | (FixBase & { kind: 'sort-slots' })
  | (FixBase & { kind: 'set-day-date'; date: string });
export type PlanFixKind = PlanFix['kind'];

/** One thing wrong (or worth knowing) with the plan. */
export interface PlanFinding {
  /** `${code}:${dayId}:${slotId}:${optionId}`: the same while the finding holds (React keys, 'seen' marks). */
  id: string;
  code: FindingCode;
  severity: Severity;
  dayId: string;
  /** null for a finding about the whole day. */
  slotId: string | null;
  /** The option concerned, where one is. */
  optionId: string | null;
  /** For the designer: 'Galleria Borghese is closed on Mondays'. */
  message: string;
  /** For the travellers, calm, where the finding concerns them (closed venue, tight connection, flights, age, dress code); else null. */
  clientMessage: string | null;
  /** One-click fixes, the best first; empty when none is safe to offer. */
  fixes: PlanFix[];
}
