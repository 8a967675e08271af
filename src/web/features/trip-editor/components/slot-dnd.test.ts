import { describe, expect, it } from 'vitest';
import type { Day, TimeSlot } from '#shared/domain/itinerary';
import { moveTimeSlotTo } from '#shared/domain/itinerary-ops';
import { dropTarget, withSlotDraggedOver } from './slot-dnd';

const slot = (id: string): TimeSlot => ({ id, startTime: '09:00', endTime: '11:00', start_time: '09:00', end_time: '11:00', title: id, options: [] });
const days: Day[] = [
  { id: 'd1', date: '2027-04-10', title: 'One', timeSlots: [slot('a'), slot('b'), slot('c')] },
  { id: 'd2', date: '2027-04-11', title: 'Two', timeSlots: [slot('x'), slot('y')] },
  { id: 'd3', date: '2027-04-12', title: 'Three', timeSlots: [] },
];
const ids = (ds: Day[]) => ds.map((d) => d.timeSlots.map((s) => s.id).join(''));

describe('dragging a slot over another day', () => {
  it('shows it in that day before the slot it is over, after it when below, last over the list', () => {
    expect(ids(withSlotDraggedOver(days, 'c', 'x'))).toEqual(['ab', 'cxy', '']);
    expect(ids(withSlotDraggedOver(days, 'c', 'x', true))).toEqual(['ab', 'xcy', '']);
    expect(ids(withSlotDraggedOver(days, 'a', 'day:d3'))).toEqual(['bc', 'xy', 'a']);
  });

  it('leaves the days as they are within the slot’s own day (the sortable list shows that move)', () => {
    expect(withSlotDraggedOver(days, 'a', 'c')).toBe(days);
    expect(withSlotDraggedOver(days, 'a', 'day:d1')).toBe(days);
    expect(withSlotDraggedOver(days, 'a', 'nowhere')).toBe(days);
  });

  it('drops where the preview shows it, as one change of the saved days', () => {
    const shown = withSlotDraggedOver(days, 'c', 'x', true);
    // Dropped on itself, or moved one further within day 2 (over y), from the preview.
    for (const [over, expected] of [['c', ['ab', 'xcy', '']], ['y', ['ab', 'xyc', '']]] as const) {
      const target = dropTarget(shown, over)!;
      expect(ids(moveTimeSlotTo(days, 'c', target.dayId, target.index))).toEqual(expected);
    }
  });
});
