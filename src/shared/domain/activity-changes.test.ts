import { describe, expect, it } from 'vitest';
import { diffActivities, notificationText } from './activity-changes.js';
import type { Day } from './itinerary.js';

const slot = (id: string, options: { id: string; name: string; cost?: number | string; notes?: string }[], selectedPlace: string | null = null) => ({
  id,
  startTime: '09:00',
  endTime: '11:00',
  start_time: '09:00',
  end_time: '11:00',
  title: 'Activity',
  options,
  selectedPlace,
});
const day = (id: string, slots: ReturnType<typeof slot>[]): Day => ({ id, date: '2027-05-10', title: '', timeSlots: slots });

describe('diffActivities', () => {
  const before = [day('d1', [slot('s1', [{ id: 'a', name: 'Louvre', cost: 22 }, { id: 'b', name: 'Orsay', cost: 16 }])]), day('d2', [slot('s2', [{ id: 'c', name: 'Sacré-Cœur' }])])];

  it('finds created, updated, removed and validated activities with their day number', () => {
    const after = [
      day('d1', [slot('s1', [{ id: 'a', name: 'Louvre', cost: 32 }, { id: 'n', name: 'Orangerie' }], 'n')]),
      day('d2', [slot('s2', [{ id: 'c', name: 'Sacré-Cœur' }])]),
    ];
    expect(diffActivities(before, after).map((c) => [c.type, c.activityName, c.dayNumber])).toEqual([
      ['activity_updated', 'Louvre', 1],
      ['activity_created', 'Orangerie', 1],
      ['activity_removed', 'Orsay', 1],
      ['activity_validated', 'Orangerie', 1],
    ]);
  });

  it('counts the activities of a removed slot or day as removed, and nothing when nothing changed', () => {
    expect(diffActivities(before, before)).toEqual([]);
    expect(diffActivities(before, [before[0]!]).map((c) => [c.type, c.activityName, c.dayNumber])).toEqual([['activity_removed', 'Sacré-Cœur', 2]]);
  });

  it("counts a change of a place's advice as an update (the client reads it, ADR 030); a slot's internal note never", () => {
    const advised = [day('d1', [slot('s1', [{ id: 'a', name: 'Louvre', cost: 22, notes: 'Timed entry at 09:00.' }, { id: 'b', name: 'Orsay', cost: 16 }])]), before[1]!];
    expect(diffActivities(before, advised).map((c) => [c.type, c.activityName])).toEqual([['activity_updated', 'Louvre']]);
    const internal: Day[] = [{ ...before[0]!, timeSlots: [{ ...before[0]!.timeSlots[0]!, internalNote: 'Guide Marco' }] }, before[1]!];
    expect(diffActivities(before, internal)).toEqual([]);
  });

  it('does not count clearing a choice as a validation', () => {
    const chosen = [day('d1', [slot('s1', before[0]!.timeSlots[0]!.options, 'a')])];
    expect(diffActivities(chosen, before.slice(0, 1))).toEqual([]);
  });

  it('words each kind for the client', () => {
    expect(notificationText({ type: 'activity_created', activityName: 'Louvre', dayNumber: 2 })).toEqual({
      title: 'New activity proposed',
      message: 'Louvre was added to Day 2 of your trip.',
    });
  });
});
