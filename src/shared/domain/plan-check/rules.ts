// The plan checker's thresholds (ADR 028 gives the reasons). Minutes unless named otherwise.

/** A venue must be open this long within a slot (or the whole slot, when shorter): a visit, or a meal, needs an hour (ADR 011). */
export const MIN_OPEN_MINUTES = 60;

/**
 * Travel between two stops that a pair of slots absorbs without a gap: a two-hour window is not
 * a two-hour visit, and the default grids put slots back to back. Beyond it, the way there
 * needs its own time between the slots.
 */
export const TRAVEL_ALLOWANCE_MINUTES = 30;

/** Off the plane to the kerb: passport control and bags (international), bags only (domestic). */
export const ARRIVAL_EXIT_MINUTES = { international: 45, domestic: 30 } as const;

/** At the airport before the flight leaves: the airlines' advice for international and domestic flights. */
export const CHECK_IN_MINUTES = { international: 120, domestic: 60 } as const;

/** The way between the airport and the hotel when either point is unknown: about an hour for the agency's cities. */
export const DEFAULT_TRANSFER_MINUTES = 60;

/** Two options with the same name this close (metres) are one place. */
export const SAME_PLACE_METRES = 100;

/** A slot a fix shortens keeps at least this long. */
export const MIN_SLOT_MINUTES = 30;

/** Times offered by fixes and flight margins are rounded to this many minutes. */
export const ROUND_MINUTES = 5;
