import { describe, expect, it } from 'vitest';
import { describeItineraryChange } from './itinerary-summary.js';
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
});
