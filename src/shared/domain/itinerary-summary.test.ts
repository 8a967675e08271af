import { describe, expect, it } from 'vitest';
import { compareItineraries, describeItineraryChange, sameJson } from './itinerary-summary.js';
import type { Day } from './itinerary.js';

const day = (id: string, date: string, title = id): Day => ({ id, date, title, timeSlots: [] });

describe('describeItineraryChange', () => {
  it('names the days added, changed and removed', () => {
    const before = [day('a', '2027-04-10'), day('b', '2027-04-11')];
    expect(describeItineraryChange(before, [...before, day('c', '2027-04-12')])).toBe('Added day 3 (12 Apr 2027)');
    expect(describeItineraryChange(before, [before[0]!, { ...before[1]!, title: 'Vatican' }])).toBe('Changed day 2 (11 Apr 2027)');
    expect(describeItineraryChange(before, [before[1]!])).toBe('Removed day 1 (10 Apr 2027)');
  });
  it('says when nothing changed, and shortens long lists', () => {
    const before = [day('a', '2027-04-10')];
    expect(describeItineraryChange(before, before)).toBe('No change to the itinerary');
    const many = ['1', '2', '3', '4', '5'].map((id, i) => day(id, `2027-04-1${i}`));
    expect(describeItineraryChange([], many)).toBe('Added day 1 (10 Apr 2027); Added day 2 (11 Apr 2027); Added day 3 (12 Apr 2027) and 2 more');
  });
  it('compares days by value: the key order of a document read back from jsonb is no change, a deep edit is', () => {
    const slot = { id: 's', startTime: '09:00', endTime: '10:00', start_time: '09:00', end_time: '10:00', title: 'Walk', options: [{ id: 'o', name: 'Forum', coordinates: { lat: 41.9, lng: 12.5 } }] };
    const before = [{ ...day('a', '2027-04-10'), timeSlots: [slot] }];
    const reordered = [{ timeSlots: [{ options: [{ coordinates: { lng: 12.5, lat: 41.9 }, name: 'Forum', id: 'o' }], title: 'Walk', end_time: '10:00', start_time: '09:00', endTime: '10:00', startTime: '09:00', id: 's' }], title: 'a', date: '2027-04-10', id: 'a' }];
    expect(describeItineraryChange(before, reordered)).toBe('No change to the itinerary');
    const moved = [{ ...before[0]!, timeSlots: [{ ...slot, options: [{ ...slot.options[0]!, coordinates: { lat: 41.9, lng: 12.6 } }] }] }];
    expect(describeItineraryChange(before, moved)).toBe('Changed day 1 (10 Apr 2027)');
  });
  it('sameJson: arrays by order, absent and undefined alike, types apart', () => {
    expect(sameJson([1, { a: 1, b: undefined }], [1, { a: 1 }])).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson('1', 1)).toBe(false);
  });
  it('names the days changed in place, only when the days are the same ones in the same order', () => {
    const before = [day('a', '2027-04-10'), day('b', '2027-04-11'), day('c', '2027-04-12')];
    expect(compareItineraries(before, [before[0]!, { ...before[1]!, title: 'x' }, { ...before[2]!, title: 'y' }])).toEqual({
      summary: 'Changed day 2 (11 Apr 2027); Changed day 3 (12 Apr 2027)',
      changedInPlace: [1, 2],
    });
    expect(compareItineraries(before, before).changedInPlace).toEqual([]);
    expect(compareItineraries(before, [before[1]!, before[0]!, before[2]!])).toEqual({ summary: 'Reordered the days', changedInPlace: null });
    expect(compareItineraries(before, before.slice(0, 2)).changedInPlace).toBeNull();
    expect(compareItineraries(before, [...before, day('d', '2027-04-13')]).changedInPlace).toBeNull();
  });
});
