// Billing lines by identity (issue 18, ADR 025): a line names the day, time slot and option it
// bills by their stable ids; where it stands in the itinerary, and whether it still matches
// what is chosen there, is read from the itinerary as it is now.
import { billingItemCents, fromCents, parseCost, toCents, travellerCount, type Cents, type Travellers } from './costs.js';
import type { Day, Option, TimeSlot } from './itinerary.js';
import { selectedOption } from './slots.js';

/** The ids a billing line names (null on lines an older version billed by position and could not match). */
export interface BilledActivityRef {
  dayId: string | null;
  slotId: string | null;
  optionId: string | null;
}

/**
 * How a line stands against the itinerary now: `current` (its slot is there and still has its
 * option chosen), `changed` (its slot is there, another choice or none), `removed` (its slot is
 * gone), `unmatched` (billed by position before lines named ids, and no slot matched it).
 */
export type BilledActivityState = 'current' | 'changed' | 'removed' | 'unmatched';

export interface LocatedActivity {
  state: BilledActivityState;
  /** Where the slot is now: day number from 1, slot index from 0 (spec §3 day_number, activity_index). */
  dayNumber: number | null;
  activityIndex: number | null;
  day: Day | null;
  slot: TimeSlot | null;
  /** The option billed, when it is still the slot's choice. */
  option: Option | null;
}

/**
 * Finds the slot a line bills wherever it is now: in the day it names first, then in any other
 * day (a slot moved across days keeps its id and its line). Never another slot at the position.
 */
export function locateBilledActivity(days: readonly Day[], ref: BilledActivityRef): LocatedActivity {
  const none = { dayNumber: null, activityIndex: null, day: null, slot: null, option: null };
  if (ref.slotId === null || ref.optionId === null) return { state: 'unmatched', ...none };
  const named = days.findIndex((d) => d.id === ref.dayId);
  const order = named < 0 ? days.map((_, i) => i) : [named, ...days.map((_, i) => i).filter((i) => i !== named)];
  for (const d of order) {
    const day = days[d]!;
    const s = day.timeSlots.findIndex((slot) => slot.id === ref.slotId);
    if (s < 0) continue;
    const slot = day.timeSlots[s]!;
    const option = selectedOption(slot);
    const current = option?.id === ref.optionId;
    return { state: current ? 'current' : 'changed', dayNumber: d + 1, activityIndex: s, day, slot, option: current ? option! : null };
  }
  return { state: 'removed', ...none };
}

/** The key of one activity (a slot's option) among a trip's billed ones. */
export function billedActivityKey(slotId: string, optionId: string): string {
  return `${slotId}\n${optionId}`;
}

/**
 * What an activity line stores when it is billed (and re-priced): the option's cost as the unit
 * price, the travellers (at least 1), and the price by the billing rule of spec §9 (x1 when the
 * cost is locked). Stored, so a backup or a report reads the amount that was billed.
 */
export function activityBillingPrice(
  option: Pick<Option, 'cost'>,
  travellers: Travellers,
  lockCost: boolean,
): { unit_price: number; number_of_people: number; price: number; amountCents: Cents } {
  const unitPrice = fromCents(toCents(parseCost(option.cost)));
  const people = Math.max(1, travellerCount(travellers));
  const { amountCents } = billingItemCents({ item_type: 'activity', unit_price: unitPrice, number_of_people: people, lock_cost: lockCost });
  return { unit_price: unitPrice, number_of_people: people, price: fromCents(amountCents), amountCents };
}

/** A line's stored price after its cost is locked or unlocked: its own unit price and people, by the same rule. */
export function lineAmount(line: { unit_price: number | string; number_of_people: number; lock_cost: boolean }): { price: number; amountCents: Cents } {
  const { amountCents } = billingItemCents({ item_type: 'activity', ...line });
  return { price: fromCents(amountCents), amountCents };
}

/** A chosen activity not yet in billing, priced as it would be billed now (an estimate). */
export interface UnbilledChoice {
  day: Day;
  dayIndex: number;
  slot: TimeSlot;
  option: Option;
  unitCents: Cents;
  amountCents: Cents;
}

/**
 * The itinerary's chosen activities that no billing line bills yet (by slot and option identity),
 * each priced by the billing rule (unit x travellers, or once when its cost is locked). The billing
 * page shows them as estimates until staff bill them, and the organizer adds them from this list:
 * one reading, so the page and the trip's Budget Summary tell one story (issue 18 §7).
 */
export function unbilledChoices(
  days: readonly Day[],
  billed: readonly { slotId: string | null; optionId: string | null }[],
  travellers: Travellers,
): { choices: UnbilledChoice[]; totalCents: Cents } {
  const keys = new Set(billed.flatMap((i) => (i.slotId && i.optionId ? [billedActivityKey(i.slotId, i.optionId)] : [])));
  const choices: UnbilledChoice[] = [];
  days.forEach((day, dayIndex) => {
    for (const slot of day.timeSlots) {
      const option = selectedOption(slot);
      if (!option || keys.has(billedActivityKey(slot.id, option.id))) continue;
      const price = activityBillingPrice(option, travellers, option.lockCost === true);
      choices.push({ day, dayIndex, slot, option, unitCents: toCents(price.unit_price), amountCents: price.amountCents });
    }
  });
  return { choices, totalCents: choices.reduce((sum, c) => sum + c.amountCents, 0) };
}
