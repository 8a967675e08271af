import { describe, expect, it } from 'vitest';
import type { Day } from '#shared/domain/itinerary.js';
import { applyFix, type PlanFix } from './index.js';
import { day, option, slot } from './rome.fixture.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const colosseo = option('colosseo');
const pantheon = option('pantheon');
const armando = option('armando');
const roscioli = option('roscioli');

const DAYS: Day[] = deepFreeze([
  day('d1', '2027-05-10', 'Monday', [
    slot('s1', '09:00-11:00', 'Morning', [colosseo, pantheon]),
    slot('s2', '13:00-15:00', 'Lunch', [armando, roscioli], null),
    slot('s3', '15:00-17:00', 'Afternoon', []),
  ]),
  day('d2', '2027-05-11', 'Tuesday', [slot('t1', '10:00-12:00', 'Morning', [option('trevi')])]),
]);

const slotOf = (days: Day[], dayId: string, slotId: string) => days.find((d) => d.id === dayId)!.timeSlots.find((s) => s.id === slotId)!;
const base = { label: 'x', dayId: 'd1' };

describe('applyFix: each fix, immutable', () => {
  it('choose-option chooses another option of the slot', () => {
    const days = applyFix(DAYS, { ...base, kind: 'choose-option', slotId: 's2', optionId: roscioli.id });
    expect(slotOf(days, 'd1', 's2').selectedPlace).toBe(roscioli.id);
  });

  it('drop-option removes the option and its choice', () => {
    const days = applyFix(DAYS, { ...base, kind: 'drop-option', slotId: 's1', optionId: colosseo.id });
    expect(slotOf(days, 'd1', 's1')).toMatchObject({ options: [pantheon], selectedPlace: null });
    const other = applyFix(DAYS, { ...base, kind: 'drop-option', slotId: 's1', optionId: pantheon.id });
    expect(slotOf(other, 'd1', 's1')).toMatchObject({ options: [colosseo], selectedPlace: colosseo.id });
  });

  it('move-option takes the option to the target slot, chosen there as it was here', () => {
    const days = applyFix(DAYS, { ...base, kind: 'move-option', slotId: 's1', optionId: colosseo.id, toDayId: 'd1', toSlotId: 's3' });
    expect(slotOf(days, 'd1', 's1')).toMatchObject({ options: [pantheon], selectedPlace: null });
    expect(slotOf(days, 'd1', 's3')).toMatchObject({ options: [colosseo], selectedPlace: colosseo.id });
    // To another day, into a slot with a choice of its own: added, not chosen.
    const across = applyFix(DAYS, { ...base, kind: 'move-option', slotId: 's1', optionId: colosseo.id, toDayId: 'd2', toSlotId: 't1' });
    expect(slotOf(across, 'd2', 't1').options.map((o) => o.name)).toEqual(['Fontana di Trevi', 'Colosseo']);
    expect(slotOf(across, 'd2', 't1').selectedPlace).toBe(slotOf(DAYS, 'd2', 't1').selectedPlace);
  });

  it('swap-slots: the two slots change places and each takes the time window it goes to', () => {
    const days = applyFix(DAYS, { ...base, kind: 'swap-slots', slotId: 's1', withDayId: 'd2', withSlotId: 't1' });
    expect(days[0]!.timeSlots[0]).toMatchObject({ id: 't1', startTime: '09:00', endTime: '11:00', start_time: '09:00', end_time: '11:00', title: 'Morning' });
    expect(days[1]!.timeSlots[0]).toMatchObject({ id: 's1', startTime: '10:00', endTime: '12:00', start_time: '10:00', end_time: '12:00', selectedPlace: colosseo.id });
  });

  it('set-times keeps both spellings; sort-slots orders by start; set-day-date keeps days sorted', () => {
    const timed = applyFix(DAYS, { ...base, kind: 'set-times', times: [{ slotId: 's3', startTime: '08:00', endTime: '08:45' }] });
    expect(slotOf(timed, 'd1', 's3')).toMatchObject({ startTime: '08:00', start_time: '08:00', endTime: '08:45', end_time: '08:45' });
    expect(applyFix(timed, { ...base, kind: 'sort-slots' })[0]!.timeSlots.map((s) => s.id)).toEqual(['s3', 's1', 's2']);
    expect(applyFix(DAYS, { ...base, kind: 'set-day-date', date: '2027-05-12' }).map((d) => d.id)).toEqual(['d2', 'd1']);
  });

  it('a stale or invalid fix changes nothing and returns the same array', () => {
    const stale: PlanFix[] = [
      { ...base, kind: 'choose-option', slotId: 's2', optionId: 'gone' },
      { ...base, kind: 'drop-option', slotId: 'gone', optionId: colosseo.id },
      { ...base, kind: 'move-option', slotId: 's1', optionId: colosseo.id, toDayId: 'd1', toSlotId: 'gone' },
      { ...base, kind: 'swap-slots', slotId: 's1', withDayId: 'gone', withSlotId: 't1' },
      { ...base, kind: 'set-times', times: [{ slotId: 's1', startTime: '25:00', endTime: '26:00' }] },
      { ...base, kind: 'sort-slots', dayId: 'gone' },
      { ...base, kind: 'set-day-date', date: '12/05/2027' },
      { ...base, kind: 'set-day-date', dayId: 'gone', date: '2027-05-12' },
    ];
    for (const fix of stale) expect(applyFix(DAYS, fix)).toBe(DAYS);
  });
});
