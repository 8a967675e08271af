import { describe, expect, it } from 'vitest';
import { applyFix, checkPlan, isMealSlot, isPlaceToEat } from './index.js';
import { day, option, romeTrip, slot } from './rome.fixture.js';

const meals = (input: Parameters<typeof checkPlan>[0]) => checkPlan(input).filter((f) => f.code === 'meal-without-food');

describe('a meal slot without a place to eat (7)', () => {
  it('a Dinner slot holding a museum: choose the restaurant offered beside it, move the museum, or remove it', () => {
    const trip = romeTrip([
      day('d2', '2027-05-11', 'Tuesday', [
        slot('s1', '15:00-17:00', 'Afternoon', []),
        slot('s2', '18:00-20:00', 'Dinner', [option('museiCapitolini'), option('armando')]),
      ]),
      day('d3', '2027-05-12', 'Wednesday', [slot('t1', '13:00-15:00', 'Lunch', []), slot('t2', '15:00-17:00', 'Afternoon', [])]),
    ]);
    const [finding, ...rest] = meals(trip);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ severity: 'warning', slotId: 's2', message: 'Dinner holds Musei Capitolini, which is not a place to eat', clientMessage: null });
    expect(finding!.fixes.map((f) => f.label)).toEqual([
      'Choose Armando al Pantheon',
      // The next free slot that is not a meal (the museum does not go to Wednesday's lunch).
      'Move to Wednesday 12 May, 15:00–17:00',
      'Remove Musei Capitolini from this slot',
    ]);
    for (const fix of finding!.fixes) expect(meals({ ...trip, days: applyFix(trip.days, fix) })).toEqual([]);
  });

  it('a museum offered at Lunch (nothing chosen): that option, removed by its fix; restaurants and cafés are fine', () => {
    const museum = option('museiCapitolini');
    const trip = romeTrip([day('d2', '2027-05-11', 'Tuesday', [slot('s1', '12:30-14:00', 'Lunch', [option('roscioli'), museum, option('aiTreScalini')], null)])]);
    expect(meals(trip).map((f) => [f.optionId, f.message, f.fixes[0]?.kind])).toEqual([[museum.id, 'Musei Capitolini is offered for Lunch but is not a place to eat', 'drop-option']]);
  });

  it('meal slots by title or theme; places to eat by type, else by name; unknown is not concluded', () => {
    expect(isMealSlot({ title: 'Lunch' })).toBe(true);
    expect(isMealSlot({ title: 'Farewell Dinner' })).toBe(true);
    expect(isMealSlot({ title: 'Dîner' })).toBe(true);
    expect(isMealSlot({ title: 'Evening', theme: 'Roman trattoria' })).toBe(true);
    expect(isMealSlot({ title: 'Morning', theme: 'Ancient Rome' })).toBe(false);
    expect(isPlaceToEat({ name: 'Taverna dei Fori Imperiali', types: ['trattoria', 'roman_cuisine'] })).toBe(true);
    expect(isPlaceToEat({ name: 'Da Enzo', types: ['italian_restaurant'] })).toBe(true);
    expect(isPlaceToEat({ name: 'Musei Capitolini', types: ['art_museum'] })).toBe(false);
    expect(isPlaceToEat({ name: 'Dinner at a private palazzo' })).toBe(true);
    expect(isPlaceToEat({ name: 'Surprise evening' })).toBeNull();
    const unknown = romeTrip([day('d2', '2027-05-11', 'Tuesday', [slot('s1', '19:00-21:00', 'Dinner', [option('armando', { types: undefined, name: 'Surprise evening' })])])]);
    expect(meals(unknown)).toEqual([]);
  });
});
