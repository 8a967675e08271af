import { describe, expect, it } from 'vitest';
import type { Day } from '#shared/domain/itinerary';
import {
  appendOption,
  clearAllActivities,
  clearDayActivities,
  previousActivities,
  removeOption,
  replaceSlotOptions,
  updateOption,
  updateSlot,
} from './organizer-edits';

const slot = (id: string, options: string[], selected: string | null = null) => ({
  id,
  startTime: '09:00',
  endTime: '11:00',
  start_time: '09:00',
  end_time: '11:00',
  title: id,
  options: options.map((o) => ({ id: o, name: o.toUpperCase(), cost: 10 })),
  selectedPlace: selected,
});
const days = (): Day[] => [
  { id: 'd1', date: '2027-05-10', title: 'One', timeSlots: [slot('s1', ['a', 'b'], 'a'), slot('s2', ['c'])] },
  { id: 'd2', date: '2027-05-11', title: 'Two', timeSlots: [slot('s3', ['d'], 'd')] },
];

describe('organizer edits (spec §6)', () => {
  it('clear all empties every slot and choice; clear a day only that day', () => {
    expect(clearAllActivities(days()).flatMap((d) => d.timeSlots.map((s) => [s.options.length, s.selectedPlace]))).toEqual([
      [0, null],
      [0, null],
      [0, null],
    ]);
    const one = clearDayActivities(days(), 'd1');
    expect(one[0]!.timeSlots.every((s) => s.options.length === 0)).toBe(true);
    expect(one[1]!.timeSlots[0]!.options).toHaveLength(1);
    expect(one[0]!.timeSlots).toHaveLength(2);
  });

  it('edits a slot theme and an option name, cost and lock cost', () => {
    let d = updateSlot(days(), 'd1', 's1', { theme: 'Art' });
    d = updateOption(d, 'd1', 's1', 'a', { name: 'Louvre', cost: 22, lockCost: true });
    expect(d[0]!.timeSlots[0]!.theme).toBe('Art');
    expect(d[0]!.timeSlots[0]!.options[0]).toMatchObject({ name: 'Louvre', cost: 22, lockCost: true });
  });

  it('removing the chosen option clears the choice; appending never duplicates', () => {
    const d = removeOption(days(), 'd1', 's1', 'a');
    expect(d[0]!.timeSlots[0]!.selectedPlace).toBeNull();
    expect(d[0]!.timeSlots[0]!.options.map((o) => o.id)).toEqual(['b']);
    const added = appendOption(d, 'd1', 's2', { id: 'z', name: 'Z' });
    expect(appendOption(added, 'd1', 's2', { id: 'z', name: 'Z' })[0]!.timeSlots[1]!.options.map((o) => o.id)).toEqual(['c', 'z']);
  });

  it('AI suggestions keep at most 3 and drop a choice that is gone', () => {
    const d = replaceSlotOptions(days(), 'd1', 's1', ['p', 'q', 'r', 's'].map((id) => ({ id, name: id })));
    expect(d[0]!.timeSlots[0]!.options.map((o) => o.id)).toEqual(['p', 'q', 'r']);
    expect(d[0]!.timeSlots[0]!.selectedPlace).toBeNull();
  });

  it('previous activities: the chosen (else first) activity of the other slots', () => {
    expect(previousActivities(days()[0]!, 's1')).toEqual(['C']);
    expect(previousActivities(days()[0]!, 's2')).toEqual(['A']);
  });
});

describe('Trip Map Discovery list', async () => {
  const { discoveries } = await import('../components/trip-map-dialog');
  it('lists the proposed activities not chosen, per day; days with none are left out', () => {
    const d = days();
    d[1]!.timeSlots[0]!.options = [{ id: 'd', name: 'D' }];
    expect(discoveries(d).map((x) => [x.number, x.options.map((o) => o.id)])).toEqual([[1, ['b', 'c']]]);
  });
});
