import { describe, expect, it } from 'vitest';
import type { Day } from '#shared/domain/itinerary';
import {
  UNDO_LIMIT,
  dayStops,
  emptyHistory,
  isUndoKey,
  popUndo,
  pushUndo,
  withDayAdded,
  withDayChanged,
  withSlotAdded,
  withSlotChanged,
  withSlotMoved,
  withSlotMovedTo,
  withSlotOptions,
  mergeDays,
  undoLabel,
  proposedDayDate,
  isOutsideTrip,
} from './model';

const days = (): Day[] => withDayAdded(withDayAdded([], { date: '2027-05-02', title: 'Second' }), { date: '2027-05-01', title: 'First' });

describe('itinerary editing', () => {
  it('adds a day only with a date and a title, with six default slots, sorted by date', () => {
    const d = days();
    expect(d.map((x) => x.title)).toEqual(['First', 'Second']);
    expect(d[0]!.timeSlots.map((s) => `${s.startTime}-${s.endTime} ${s.title}`)).toEqual([
      '09:00-11:00 Activity',
      '11:00-13:00 Activity',
      '13:00-15:00 Lunch',
      '15:00-17:00 Activity',
      '17:00-19:00 Activity',
      '19:00-21:00 Dinner',
    ]);
    expect(withDayAdded(d, { date: '', title: 'x' })).toBe(d);
    expect(withDayAdded(d, { date: '2027-05-03', title: '  ' })).toBe(d);
  });

  it('re-sorts when a day moves to another date', () => {
    const d = days();
    const moved = withDayChanged(d, d[0]!.id, { date: '2027-05-09' });
    expect(moved.map((x) => x.title)).toEqual(['Second', 'First']);
    expect(withDayChanged(d, d[0]!.id, { title: '' })).toBe(d);
  });

  it('starts a new slot where the previous ends, for two hours', () => {
    const d = days();
    const next = withSlotAdded(d, d[0]!.id);
    expect(next[0]!.timeSlots.at(-1)).toMatchObject({ startTime: '21:00', endTime: '23:00', start_time: '21:00', title: 'Activity' });
  });

  it('moves slots up and down but not past the ends', () => {
    const d = days();
    const [first, second] = d[0]!.timeSlots;
    expect(withSlotMoved(d, d[0]!.id, first!.id, 'up')).toBe(d);
    const down = withSlotMoved(d, d[0]!.id, first!.id, 'down');
    expect(down[0]!.timeSlots.slice(0, 2).map((s) => s.id)).toEqual([second!.id, first!.id]);
    expect(withSlotMoved(d, d[0]!.id, d[0]!.timeSlots.at(-1)!.id, 'down')).toBe(d);
  });

  it('gives a moved slot the time window of its new position (issue 20: times that stay true)', () => {
    const d = days();
    const [a, b, c] = d[0]!.timeSlots;
    const down = withSlotMoved(d, d[0]!.id, a!.id, 'down');
    const slots = down[0]!.timeSlots;
    expect(slots.slice(0, 2).map((s) => `${s.id} ${s.startTime}-${s.endTime}`)).toEqual([`${b!.id} ${a!.startTime}-${a!.endTime}`, `${a!.id} ${b!.startTime}-${b!.endTime}`]);
    expect(slots[1]).toMatchObject({ start_time: b!.startTime, end_time: b!.endTime, title: a!.title });
    // Dragged within the day: the same rule; the windows stay in order.
    const dragged = withSlotMovedTo(d, c!.id, d[0]!.id, 0)[0]!.timeSlots;
    expect(dragged.map((s) => s.startTime)).toEqual(d[0]!.timeSlots.map((s) => s.startTime));
    expect(dragged[0]).toMatchObject({ id: c!.id, startTime: a!.startTime, endTime: a!.endTime });
    // Into another day: the windows are shared out in order of start.
    const other = withSlotMovedTo(d, d[0]!.timeSlots.at(-1)!.id, d[1]!.id, 0)[1]!.timeSlots;
    const starts = other.map((s) => s.startTime);
    expect(starts).toEqual([...starts].sort());
  });

  it('moves a slot to another day at a position (drag and drop)', () => {
    const d = days();
    const slot = d[0]!.timeSlots[0]!;
    const next = withSlotMovedTo(d, slot.id, d[1]!.id, 1);
    expect(next[0]!.timeSlots).toHaveLength(5);
    expect(next[1]!.timeSlots[1]!.id).toBe(slot.id);
    expect(withSlotMovedTo(d, slot.id, d[0]!.id, 0)).toBe(d);
  });

  it('changes a slot keeping both time spellings, and gives the same array when nothing changed', () => {
    const d = days();
    const s = d[0]!.timeSlots[0]!;
    const next = withSlotChanged(d, d[0]!.id, s.id, { startTime: '08:30', title: 'Breakfast' });
    expect(next[0]!.timeSlots[0]).toMatchObject({ startTime: '08:30', start_time: '08:30', title: 'Breakfast' });
    expect(withSlotChanged(d, d[0]!.id, s.id, { title: s.title })).toBe(d);
  });

  it('keeps at most 3 AI options and clears a choice that is gone', () => {
    const d = days();
    const s = d[0]!.timeSlots[0]!;
    const opts = ['a', 'b', 'c', 'd'].map((id) => ({ id, name: id }));
    const next = withSlotOptions(d, d[0]!.id, s.id, opts);
    expect(next[0]!.timeSlots[0]!.options.map((o) => o.id)).toEqual(['a', 'b', 'c']);
  });

  it('lists the chosen places of a day for the map', () => {
    const d = days();
    const s = d[0]!.timeSlots[0]!;
    const withChoice = d.map((day, i) =>
      i === 0 ? { ...day, timeSlots: [{ ...s, options: [{ id: 'o', name: 'Louvre', coordinates: { lat: 48.86, lng: 2.33 } }], selectedPlace: 'o' }] } : day,
    );
    expect(dayStops(withChoice[0])).toEqual([{ id: `${s.id}:o`, name: 'Louvre', address: null, lat: 48.86, lng: 2.33 }]);
  });
});

describe('re-applying after a 409', () => {
  it('keeps the colleague\u2019s changes to other days, and the person\u2019s own', () => {
    const base = days();
    const [first, second] = base;
    const mine = withDayChanged(withDayAdded(base, { date: '2027-05-03', title: 'Third' }), first!.id, { title: 'Mine' });
    const theirs = withDayChanged(base, second!.id, { title: 'Theirs' });
    const merged = mergeDays(base, mine, theirs);
    expect(merged.map((d) => d.title)).toEqual(['Mine', 'Theirs', 'Third']);
  });
  it('drops a day either removed, and prefers the person\u2019s version of a day both changed', () => {
    const base = days();
    const [first, second] = base;
    const mine = withDayChanged(base.filter((d) => d.id !== second!.id), first!.id, { title: 'Mine' });
    const theirs = withDayChanged(base, first!.id, { title: 'Theirs' });
    expect(mergeDays(base, mine, theirs).map((d) => d.title)).toEqual(['Mine']);
    expect(mergeDays(base, base, base.slice(1)).map((d) => d.title)).toEqual(['Second']);
  });
});

describe('undo', () => {
  it('goes back step by step, keeping at least 20 steps', () => {
    let h = emptyHistory;
    for (let i = 0; i < UNDO_LIMIT + 5; i++) h = pushUndo(h, [{ id: String(i), date: '', title: '', timeSlots: [] }]);
    expect(h.past).toHaveLength(UNDO_LIMIT);
    expect(UNDO_LIMIT).toBeGreaterThanOrEqual(20);
    const step = popUndo(h)!;
    expect(step.days[0]!.id).toBe(String(UNDO_LIMIT + 4));
    expect(popUndo(emptyHistory)).toBeNull();
  });

  it('takes Ctrl+Z outside text fields only', () => {
    const key = { key: 'z', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false };
    expect(isUndoKey(key, { tagName: 'DIV' } as unknown as EventTarget)).toBe(true);
    expect(isUndoKey(key, { tagName: 'INPUT' } as unknown as EventTarget)).toBe(false);
    expect(isUndoKey({ ...key, shiftKey: true }, null)).toBe(false);
  });
});

describe('undo button name', () => {
  it("counts steps in good English: 'Undo (1 step)', 'Undo (2 steps)'", () => {
    expect(undoLabel(1)).toBe('Undo (1 step)');
    expect(undoLabel(2)).toBe('Undo (2 steps)');
    expect(undoLabel(0)).toBe('Undo (nothing to undo)');
  });
});

describe("'Add Day' proposes a date within the trip (issue 20)", () => {
  const dated = (...dates: string[]) => dates.map((date) => ({ date }));
  it('proposes the first date of the trip without a day, then the day after the last, outside the trip', () => {
    expect(proposedDayDate([], '2027-05-10', '2027-05-16')).toEqual({ date: '2027-05-10', outside: false });
    expect(proposedDayDate(dated('2027-05-10', '2027-05-11', '2027-05-13'), '2027-05-10', '2027-05-16')).toEqual({ date: '2027-05-12', outside: false });
    const full = dated('2027-05-10', '2027-05-11', '2027-05-12', '2027-05-13', '2027-05-14', '2027-05-15', '2027-05-16');
    expect(proposedDayDate(full, '2027-05-10', '2027-05-16')).toEqual({ date: '2027-05-17', outside: true });
    expect(proposedDayDate(dated('2027-05-02'), null, null)).toEqual({ date: '2027-05-03', outside: false });
  });
  it('tells a date outside the trip', () => {
    expect(isOutsideTrip('2027-05-17', '2027-05-10', '2027-05-16')).toBe(true);
    expect(isOutsideTrip('2027-05-09', '2027-05-10', '2027-05-16')).toBe(true);
    expect(isOutsideTrip('2027-05-16', '2027-05-10', '2027-05-16')).toBe(false);
    expect(isOutsideTrip('2027-05-16', null, null)).toBe(false);
  });
});
