import { describe, expect, it } from 'vitest';
import { activityBillingPrice, billedActivityKey, lineAmount, locateBilledActivity } from './billing-lines.js';
import type { Day } from './itinerary.js';
import { makeSlot } from './slots.js';

function slot(id: string, start: string, options: string[], chosen: string | null) {
  return { ...makeSlot({ startTime: start, endTime: start, title: 'Activity' }), id, options: options.map((o) => ({ id: o, name: o, cost: 10 })), selectedPlace: chosen };
}

const days: Day[] = [
  { id: 'd1', date: '2027-05-10', title: '', timeSlots: [slot('a', '09:00', ['louvre'], 'louvre'), slot('b', '11:00', ['orsay', 'rodin'], 'rodin')] },
  { id: 'd2', date: '2027-05-11', title: '', timeSlots: [slot('c', '09:00', ['boat'], 'boat'), slot('shared-id', '11:00', ['x'], 'x')] },
  { id: 'd3', date: '2027-05-12', title: '', timeSlots: [slot('shared-id', '11:00', ['y'], 'y')] },
];

describe('locateBilledActivity', () => {
  it('finds the slot where it is now and says the option is still chosen', () => {
    expect(locateBilledActivity(days, { dayId: 'd1', slotId: 'a', optionId: 'louvre' })).toMatchObject({ state: 'current', dayNumber: 1, activityIndex: 0 });
    // Moved to another day since: found there, never replaced by the slot now at its old place.
    const moved = locateBilledActivity(days, { dayId: 'd1', slotId: 'c', optionId: 'boat' });
    expect(moved).toMatchObject({ state: 'current', dayNumber: 2, activityIndex: 0 });
    expect(moved.option?.id).toBe('boat');
  });

  it('prefers the day the line names when a slot id repeats across days', () => {
    expect(locateBilledActivity(days, { dayId: 'd3', slotId: 'shared-id', optionId: 'y' })).toMatchObject({ state: 'current', dayNumber: 3 });
    expect(locateBilledActivity(days, { dayId: 'gone', slotId: 'shared-id', optionId: 'x' })).toMatchObject({ state: 'current', dayNumber: 2 });
  });

  it('flags a changed choice, a slot gone and a line without ids', () => {
    const changed = locateBilledActivity(days, { dayId: 'd1', slotId: 'b', optionId: 'orsay' });
    expect(changed).toMatchObject({ state: 'changed', dayNumber: 1, activityIndex: 1, option: null });
    expect(locateBilledActivity(days, { dayId: 'd1', slotId: 'nope', optionId: 'louvre' })).toMatchObject({ state: 'removed', dayNumber: null, slot: null });
    expect(locateBilledActivity(days, { dayId: null, slotId: null, optionId: null }).state).toBe('unmatched');
  });
});

describe('stored prices of activity lines (spec §9)', () => {
  it('bills the cost per traveller (at least one), or once when the cost is locked', () => {
    expect(activityBillingPrice({ cost: 45.5 }, { adults: 2, children: 1 }, false)).toEqual({ unit_price: 45.5, number_of_people: 3, price: 136.5, amountCents: 13650 });
    expect(activityBillingPrice({ cost: 'From 120 EUR' }, { adults: 2, children: 1 }, true)).toEqual({ unit_price: 120, number_of_people: 3, price: 120, amountCents: 12000 });
    expect(activityBillingPrice({ cost: 'free' }, { adults: 0, children: 0 }, false)).toMatchObject({ number_of_people: 1, price: 0 });
    expect(activityBillingPrice({ cost: 0.1 }, { adults: 3 }, false)).toMatchObject({ price: 0.3, amountCents: 30 });
  });

  it('prices a line again from its own unit price and people when its cost is locked or unlocked', () => {
    expect(lineAmount({ unit_price: '45.50', number_of_people: 3, lock_cost: false })).toEqual({ price: 136.5, amountCents: 13650 });
    expect(lineAmount({ unit_price: '45.50', number_of_people: 3, lock_cost: true })).toEqual({ price: 45.5, amountCents: 4550 });
  });

  it('keys an activity by its slot and option', () => {
    expect(billedActivityKey('a', 'louvre')).not.toBe(billedActivityKey('a', 'orsay'));
    expect(billedActivityKey('a', 'louvre')).toBe(billedActivityKey('a', 'louvre'));
  });
});
