import { describe, expect, it } from 'vitest';
import type { Day } from '#shared/domain/itinerary';
import { addDay, changeDay } from '#shared/domain/itinerary-ops';
import {
  UNDO_LIMIT,
  emptyHistory,
  isUndoKey,
  popUndo,
  pushUndo,
  mergeDays,
  undoLabel,
  proposedDayDate,
  isOutsideTrip,
} from './model';

const days = (): Day[] => addDay(addDay([], { date: '2027-05-02', title: 'Second' }), { date: '2027-05-01', title: 'First' });

describe('re-applying after a 409', () => {
  it('keeps the colleague\u2019s changes to other days, and the person\u2019s own', () => {
    const base = days();
    const [first, second] = base;
    const mine = changeDay(addDay(base, { date: '2027-05-03', title: 'Third' }), first!.id, { title: 'Mine' });
    const theirs = changeDay(base, second!.id, { title: 'Theirs' });
    const merged = mergeDays(base, mine, theirs);
    expect(merged.map((d) => d.title)).toEqual(['Mine', 'Theirs', 'Third']);
  });
  it('drops a day either removed, and prefers the person\u2019s version of a day both changed', () => {
    const base = days();
    const [first, second] = base;
    const mine = changeDay(base.filter((d) => d.id !== second!.id), first!.id, { title: 'Mine' });
    const theirs = changeDay(base, first!.id, { title: 'Theirs' });
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
