import { describe, expect, it } from 'vitest';
import type { Day, TimeSlot } from './itinerary.js';
import { backofficeDefaultSlots, makeSlot, workspaceDefaultSlots } from './slots.js';
import {
  addDay,
  addOption,
  addTimeSlot,
  changeDay,
  changeTimeSlot,
  chooseOption,
  clearAllActivities,
  clearDayActivities,
  moveTimeSlot,
  moveTimeSlotTo,
  previousActivities,
  removeDay,
  removeOption,
  removeTimeSlot,
  replaceDaySlots,
  replaceSlotOptions,
  setChoice,
  unselectAll,
  updateOption,
} from './itinerary-ops.js';

/** Two days with ids d1, d2; slots s1, s2 (d1) and s3 (d2); s1 chose a, s3 chose d. */
const slot = (id: string, options: string[], selected: string | null = null, startTime = '09:00', endTime = '11:00'): TimeSlot => ({
  id,
  startTime,
  endTime,
  start_time: startTime,
  end_time: endTime,
  title: id,
  options: options.map((o) => ({ id: o, name: o.toUpperCase(), cost: 10 })),
  selectedPlace: selected,
});
const trip = (): Day[] => [
  { id: 'd1', date: '2027-05-10', title: 'One', timeSlots: [slot('s1', ['a', 'b'], 'a'), slot('s2', ['c'], null, '11:00', '13:00')] },
  { id: 'd2', date: '2027-05-11', title: 'Two', timeSlots: [slot('s3', ['d'], 'd')] },
];
/** Two dated days with the six backoffice default slots each. */
const plain = (): Day[] => addDay(addDay([], { date: '2027-05-02', title: 'Second' }), { date: '2027-05-01', title: 'First' });
const times = (slots: readonly TimeSlot[]) => slots.map((s) => `${s.startTime}-${s.endTime}`);
const choices = (days: readonly Day[]) => days.flatMap((d) => d.timeSlots.map((s) => s.selectedPlace ?? null));

describe('choices (spec §4 activity slot)', () => {
  it('chooseOption: selecting sets the choice and makes the next slot active; the input is unchanged', () => {
    const days = [{ id: 'd1', date: '2027-05-10', title: 'Arrival', timeSlots: workspaceDefaultSlots() }];
    days[0]!.timeSlots[0]!.options = [{ id: 'louvre', name: 'Louvre' }, { id: 'orsay', name: 'Orsay' }];
    const first = days[0]!.timeSlots[0]!;
    const r = chooseOption(days, 'd1', first.id, 'louvre')!;
    expect(r.optionId).toBe('louvre');
    expect(r.days[0]!.timeSlots[0]!.selectedPlace).toBe('louvre');
    expect(r.nextSlotId).toBe(days[0]!.timeSlots[1]!.id);
    expect(first.selectedPlace).toBeNull();
    // Again: cleared, and the slot stays active.
    const again = chooseOption(r.days, 'd1', first.id, 'louvre')!;
    expect([again.optionId, again.days[0]!.timeSlots[0]!.selectedPlace, again.nextSlotId]).toEqual([null, null, first.id]);
    // Another option replaces the choice; unknown ids are null.
    expect(chooseOption(r.days, 'd1', first.id, 'orsay')!.days[0]!.timeSlots[0]!.selectedPlace).toBe('orsay');
    expect(chooseOption(r.days, 'd1', first.id, 'nope')).toBeNull();
    expect(chooseOption(r.days, 'd2', first.id, 'louvre')).toBeNull();
    // The last slot has no next slot.
    const last = days[0]!.timeSlots[5]!;
    last.options = [{ id: 'dinner', name: 'Le Cinq' }];
    expect(chooseOption(days, 'd1', last.id, 'dinner')!.nextSlotId).toBeNull();
  });

  it('setChoice: sets or clears (what the server stores), only for an option of that slot', () => {
    expect(choices(setChoice(trip(), 'd1', 's1', 'b'))).toEqual(['b', null, 'd']);
    expect(choices(setChoice(trip(), 'd2', 's3', null))).toEqual(['a', null, null]);
    const days = trip();
    expect(setChoice(days, 'd1', 's1', 'c')).toBe(days); // c is s2's
    expect(setChoice(days, 'd1', 's1', 'a')).toBe(days); // already so
    expect(setChoice(days, 'd9', 's1', 'b')).toBe(days);
    // Other days keep their objects (the server writes the changed day alone).
    expect(setChoice(days, 'd1', 's1', 'b')[1]).toBe(days[1]);
  });

  it('unselectAll clears every choice and keeps the options', () => {
    const days = unselectAll(trip());
    expect(choices(days)).toEqual([null, null, null]);
    expect(days[0]!.timeSlots[0]!.options).toHaveLength(2);
  });
});

describe('options', () => {
  it('addOption appends to a slot and never twice', () => {
    const added = addOption(trip(), 'd1', 's2', { id: 'z', name: 'Z' });
    expect(added[0]!.timeSlots[1]!.options.map((o) => o.id)).toEqual(['c', 'z']);
    expect(addOption(added, 'd1', 's2', { id: 'z', name: 'Z' })).toBe(added);
  });

  it('updateOption edits a name, cost and lock cost in place', () => {
    const d = updateOption(trip(), 'd1', 's1', 'a', { name: 'Louvre', cost: 22, lockCost: true });
    expect(d[0]!.timeSlots[0]!.options[0]).toMatchObject({ id: 'a', name: 'Louvre', cost: 22, lockCost: true });
  });

  it('removeOption: removing the chosen option clears the choice', () => {
    const d = removeOption(trip(), 'd1', 's1', 'a');
    expect(d[0]!.timeSlots[0]!.selectedPlace).toBeNull();
    expect(d[0]!.timeSlots[0]!.options.map((o) => o.id)).toEqual(['b']);
    expect(removeOption(trip(), 'd1', 's1', 'b')[0]!.timeSlots[0]!.selectedPlace).toBe('a');
  });

  it('replaceSlotOptions (AI for a slot) keeps at most 3 and drops a choice that is gone', () => {
    const d = replaceSlotOptions(trip(), 'd1', 's1', ['p', 'q', 'r', 's'].map((id) => ({ id, name: id })));
    expect(d[0]!.timeSlots[0]!.options.map((o) => o.id)).toEqual(['p', 'q', 'r']);
    expect(d[0]!.timeSlots[0]!.selectedPlace).toBeNull();
    const kept = replaceSlotOptions(trip(), 'd1', 's1', [{ id: 'a', name: 'A' }]);
    expect(kept[0]!.timeSlots[0]!.selectedPlace).toBe('a');
  });

  it('previousActivities: the chosen (else first) activity of the other slots, for AI not to repeat', () => {
    expect(previousActivities(trip()[0]!, 's1')).toEqual(['C']);
    expect(previousActivities(trip()[0]!, 's2')).toEqual(['A']);
  });
});

describe('slots (spec §4)', () => {
  it('addTimeSlot starts where the last one ends, for two hours', () => {
    const d = plain();
    const next = addTimeSlot(d, d[0]!.id);
    expect(next[0]!.timeSlots.at(-1)).toMatchObject({ startTime: '21:00', endTime: '23:00', start_time: '21:00', title: 'Activity' });
    expect(addTimeSlot(d, 'nope')).toBe(d);
  });

  it('removeTimeSlot removes by id', () => {
    const d = removeTimeSlot(trip(), 'd1', 's1');
    expect(d[0]!.timeSlots.map((s) => s.id)).toEqual(['s2']);
    const same = trip();
    expect(removeTimeSlot(same, 'd1', 's3')).toBe(same);
  });

  it('moveTimeSlot goes up and down but not past the ends; the moved slot takes its new window (issue 20)', () => {
    const d = plain();
    const [a, b] = d[0]!.timeSlots;
    expect(moveTimeSlot(d, d[0]!.id, a!.id, 'up')).toBe(d);
    expect(moveTimeSlot(d, d[0]!.id, d[0]!.timeSlots.at(-1)!.id, 'down')).toBe(d);
    const slots = moveTimeSlot(d, d[0]!.id, a!.id, 'down')[0]!.timeSlots;
    expect(slots.slice(0, 2).map((s) => `${s.id} ${s.startTime}-${s.endTime}`)).toEqual([`${b!.id} ${a!.startTime}-${a!.endTime}`, `${a!.id} ${b!.startTime}-${b!.endTime}`]);
    expect(slots[1]).toMatchObject({ start_time: b!.startTime, end_time: b!.endTime, title: a!.title });
  });

  it('moveTimeSlotTo (drag and drop): within a day the windows stay in place; into another day they stay in order', () => {
    const d = plain();
    const [a, , c] = d[0]!.timeSlots;
    const dragged = moveTimeSlotTo(d, c!.id, d[0]!.id, 0)[0]!.timeSlots;
    expect(dragged.map((s) => s.startTime)).toEqual(d[0]!.timeSlots.map((s) => s.startTime));
    expect(dragged[0]).toMatchObject({ id: c!.id, startTime: a!.startTime, endTime: a!.endTime });
    const other = moveTimeSlotTo(d, d[0]!.timeSlots.at(-1)!.id, d[1]!.id, 0)[1]!.timeSlots;
    const starts = other.map((s) => s.startTime);
    expect(starts).toEqual([...starts].sort());
    const next = moveTimeSlotTo(d, a!.id, d[1]!.id, 1);
    expect(next[0]!.timeSlots).toHaveLength(5);
    expect(next[1]!.timeSlots[1]!.id).toBe(a!.id);
    expect(moveTimeSlotTo(d, a!.id, d[0]!.id, 0)).toBe(d);
    expect(moveTimeSlotTo(d, 'nope', d[1]!.id, 0)).toBe(d);
  });

  it('changeTimeSlot keeps both time spellings, and gives the same array when nothing changed', () => {
    const d = plain();
    const s = d[0]!.timeSlots[0]!;
    const next = changeTimeSlot(d, d[0]!.id, s.id, { startTime: '08:30', title: 'Breakfast', theme: 'Art' });
    expect(next[0]!.timeSlots[0]).toMatchObject({ startTime: '08:30', start_time: '08:30', title: 'Breakfast', theme: 'Art' });
    expect(changeTimeSlot(d, d[0]!.id, s.id, { title: s.title })).toBe(d);
    expect(changeTimeSlot(d, d[0]!.id, s.id, { startTime: 'soon' })).toBe(d);
  });
});

describe('days (spec §4, §5)', () => {
  it('addDay needs a date and a title; the new day has the six default slots; days sorted by date', () => {
    const d = plain();
    expect(d.map((x) => x.title)).toEqual(['First', 'Second']);
    expect(times(d[0]!.timeSlots)).toEqual(times(backofficeDefaultSlots()));
    expect(addDay(d, { date: '', title: 'x' })).toBe(d);
    expect(addDay(d, { date: '2027-05-03', title: '  ' })).toBe(d);
    expect(addDay(d, { title: 'Arrival' })).toBe(d);
    expect(addDay(d, { date: 'tomorrow', title: 'Arrival' })).toBe(d);
  });

  it('removeDay removes by id', () => {
    const d = trip();
    expect(removeDay(d, 'd1').map((x) => x.id)).toEqual(['d2']);
    expect(removeDay(d, 'nope')).toBe(d);
  });

  it('changeDay re-sorts when a day moves to another date; an empty title or a bad date is ignored', () => {
    const d = plain();
    expect(changeDay(d, d[0]!.id, { date: '2027-05-09' }).map((x) => x.title)).toEqual(['Second', 'First']);
    expect(changeDay(d, d[0]!.id, { title: '' })).toBe(d);
    expect(changeDay(d, d[0]!.id, { date: 'soon' })).toBe(d);
    expect(changeDay(d, d[0]!.id, { title: ' Arrival ' })[0]!.title).toBe('Arrival');
  });

  it('clearDayActivities empties one day, clearAllActivities every day; the slots stay', () => {
    const one = clearDayActivities(trip(), 'd1');
    expect(one[0]!.timeSlots.every((s) => s.options.length === 0 && s.selectedPlace === null)).toBe(true);
    expect(one[0]!.timeSlots).toHaveLength(2);
    expect(one[1]!.timeSlots[0]!.options).toHaveLength(1);
    expect(clearAllActivities(trip()).flatMap((d) => d.timeSlots.map((s) => [s.options.length, s.selectedPlace]))).toEqual([
      [0, null],
      [0, null],
      [0, null],
    ]);
  });

  it('replaceDaySlots (AI for a day) replaces the slots, at most 3 options each; the day keeps its id, date and title', () => {
    const generated = [{ ...makeSlot({ startTime: '10:00', endTime: '12:00', title: 'Morning' }), options: ['p', 'q', 'r', 's'].map((id) => ({ id, name: id })) }];
    const d = replaceDaySlots(trip(), 'd2', generated);
    expect(d[1]).toMatchObject({ id: 'd2', date: '2027-05-11', title: 'Two' });
    expect(d[1]!.timeSlots.map((s) => [s.title, s.options.length])).toEqual([['Morning', 3]]);
    expect(d[0]!.timeSlots).toHaveLength(2);
  });
});
