import { describe, expect, it } from 'vitest';
import type { Day, TimeSlot } from './itinerary.js';
import {
  keepWindowsInPlace,
  windowsWithSlotIn,
  DAY_GRID,
  addSlot,
  backofficeDefaultSlots,
  ensureDaySlots,
  makeSlot,
  moveSlot,
  plannedSlotCount,
  removeSlot,
  selectedOption,
  setSlotTimes,
  workspaceDefaultSlots,
} from './slots.js';

const times = (slots: readonly TimeSlot[]) => slots.map((s) => `${s.startTime}-${s.endTime}`);
const slotAt = (startTime: string, endTime: string, title = 'Activity') => makeSlot({ startTime, endTime, title });

describe('default slots (§4)', () => {
  it('backoffice: 09-11, 11-13, Lunch 13-15, 15-17, 17-19, Dinner 19-21', () => {
    const slots = backofficeDefaultSlots();
    expect(times(slots)).toEqual(['09:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00', '17:00-19:00', '19:00-21:00']);
    expect(slots.map((s) => s.title)).toEqual(['Activity', 'Activity', 'Lunch', 'Activity', 'Activity', 'Dinner']);
    for (const s of slots) expect([s.start_time, s.end_time]).toEqual([s.startTime, s.endTime]);
  });

  it('workspace: 09-10, 10-11, Lunch 12-14, 14-16, 16-18, Dinner 19-21', () => {
    const slots = workspaceDefaultSlots();
    expect(times(slots)).toEqual(['09:00-10:00', '10:00-11:00', '12:00-14:00', '14:00-16:00', '16:00-18:00', '19:00-21:00']);
    expect(slots.map((s) => s.title)).toEqual(['Activity', 'Activity', 'Lunch', 'Activity', 'Activity', 'Dinner']);
  });

  it('each call gives fresh ids', () => {
    const ids = [...backofficeDefaultSlots(), ...backofficeDefaultSlots()].map((s) => s.id);
    expect(new Set(ids).size).toBe(12);
  });

  it('DAY_GRID is 09:00-21:00 in two-hour blocks', () => {
    expect(DAY_GRID.map((b) => `${b.startTime}-${b.endTime} ${b.title}`)).toEqual([
      '09:00-11:00 Activity',
      '11:00-13:00 Activity',
      '13:00-15:00 Lunch',
      '15:00-17:00 Activity',
      '17:00-19:00 Activity',
      '19:00-21:00 Dinner',
    ]);
  });
});

describe('ensureDaySlots (§4: a day with no slots gets 6 default slots)', () => {
  const empty: Day = { id: 'd', date: '2025-06-01', title: 'Day', timeSlots: [] };

  it('fills an empty day with the backoffice defaults', () => {
    expect(times(ensureDaySlots(empty).timeSlots)).toEqual(times(backofficeDefaultSlots()));
    expect(empty.timeSlots).toEqual([]);
  });

  it('can use the workspace defaults', () => {
    expect(times(ensureDaySlots(empty, 'workspace').timeSlots)).toEqual(times(workspaceDefaultSlots()));
  });

  it('leaves a day with slots alone', () => {
    const day = { ...empty, timeSlots: [slotAt('10:00', '12:00')] };
    expect(ensureDaySlots(day)).toBe(day);
  });
});

describe('addSlot (§4)', () => {
  it('is 09:00-11:00 when there are no slots, titled Activity', () => {
    const [slot] = addSlot([]);
    expect(slot).toMatchObject({ startTime: '09:00', endTime: '11:00', start_time: '09:00', end_time: '11:00', title: 'Activity' });
  });

  it('starts where the last slot ended and lasts 2 hours', () => {
    const slots = [slotAt('09:00', '11:00'), slotAt('14:00', '15:30')];
    const next = addSlot(slots);
    expect(times(next)).toEqual(['09:00-11:00', '14:00-15:30', '15:30-17:30']);
    expect(slots).toHaveLength(2);
  });

  it('wraps at 24h (23:00 -> 01:00)', () => {
    expect(addSlot([slotAt('21:00', '23:00')]).at(-1)).toMatchObject({ startTime: '23:00', endTime: '01:00' });
  });
});

describe('moveSlot (§4: first cannot go up, last cannot go down)', () => {
  const slots = [slotAt('09:00', '11:00', 'A'), slotAt('11:00', '13:00', 'B'), slotAt('13:00', '15:00', 'C')];
  const titles = (list: readonly TimeSlot[]) => list.map((s) => s.title);

  it('swaps with the neighbour', () => {
    expect(titles(moveSlot(slots, 1, 'up'))).toEqual(['B', 'A', 'C']);
    expect(titles(moveSlot(slots, 1, 'down'))).toEqual(['A', 'C', 'B']);
    expect(titles(slots)).toEqual(['A', 'B', 'C']);
  });

  it('returns the list unchanged at the edges or out of range', () => {
    expect(moveSlot(slots, 0, 'up')).toBe(slots);
    expect(moveSlot(slots, 2, 'down')).toBe(slots);
    expect(moveSlot(slots, 5, 'up')).toBe(slots);
    expect(moveSlot(slots, -1, 'down')).toBe(slots);
  });
});

describe('removeSlot and setSlotTimes', () => {
  it('removes by id', () => {
    const slots = [slotAt('09:00', '11:00'), slotAt('11:00', '13:00')];
    expect(removeSlot(slots, slots[0]!.id)).toEqual([slots[1]]);
    expect(slots).toHaveLength(2);
  });

  it('keeps both spellings in sync (§3)', () => {
    const slot = slotAt('09:00', '11:00');
    expect(setSlotTimes(slot, { startTime: '10:00' })).toMatchObject({
      startTime: '10:00',
      start_time: '10:00',
      endTime: '11:00',
      end_time: '11:00',
    });
    expect(setSlotTimes(slot, { endTime: '12:30' })).toMatchObject({ endTime: '12:30', end_time: '12:30' });
    expect(setSlotTimes(slot, { startTime: 'soon' })).toMatchObject({ startTime: '09:00', start_time: '09:00' });
    expect(slot.startTime).toBe('09:00');
  });
});

describe('selectedOption and plannedSlotCount', () => {
  it('finds the chosen option and counts planned slots', () => {
    const slot = { ...slotAt('09:00', '11:00'), options: [{ id: 'a', name: 'Louvre' }, { id: 'b', name: 'Orsay' }] };
    const chosen = { ...slot, selectedPlace: 'b' };
    expect(selectedOption(chosen)?.name).toBe('Orsay');
    expect(selectedOption(slot)).toBeUndefined();
    const day: Day = { id: 'd', date: '2025-06-01', title: 'Day', timeSlots: [chosen, slot, { ...slot, selectedPlace: 'gone' }] };
    expect(plannedSlotCount(day)).toBe(1);
  });
});

describe('keepWindowsInPlace / windowsWithSlotIn (issue 20: times that stay true)', () => {
  const slot = (id: string, startTime: string, endTime: string): TimeSlot => ({
    id,
    startTime,
    endTime,
    start_time: startTime,
    end_time: endTime,
    title: id,
    options: [],
    selectedPlace: null,
  });

  it('gives each position its former window, both spellings, and the same array when nothing changes', () => {
    const before = [slot('aperitivo', '17:00', '19:00'), slot('dinner', '19:00', '21:00')];
    const swapped = moveSlot(before, 0, 'down');
    const next = keepWindowsInPlace(before, swapped);
    expect(next.map((s) => `${s.id} ${s.startTime}-${s.endTime} ${s.start_time}-${s.end_time}`)).toEqual([
      'dinner 17:00-19:00 17:00-19:00',
      'aperitivo 19:00-21:00 19:00-21:00',
    ]);
    expect(keepWindowsInPlace(before, before)).toBe(before);
  });

  it('shares the windows out in order of start when a slot comes from another day', () => {
    const slots = [slot('late', '21:00', '23:00'), slot('a', '09:00', '10:00'), slot('b', '14:00', '16:00')];
    expect(windowsWithSlotIn(slots).map((s) => `${s.id} ${s.startTime}`)).toEqual(['late 09:00', 'a 14:00', 'b 21:00']);
  });
});
