import { describe, expect, it } from 'vitest';
import { applyFix, checkPlan } from './index.js';
import { day, option, romeTrip, slot } from './rome.fixture.js';

const outside = (input: Parameters<typeof checkPlan>[0]) => checkPlan(input).filter((f) => f.code === 'outside-dates');
const week = (dates: string[]) => dates.map((date, i) => day(`d${i + 1}`, date, `Day ${i + 1}`, [slot(`s${i + 1}`, '10:00-12:00', 'Morning', [option('trevi')])]));

describe('a day outside the trip\'s dates (8)', () => {
  it('17 May on a 10-16 May trip: an error on the day, moved to the first free date by its fix', () => {
    const trip = romeTrip(week(['2027-05-10', '2027-05-11', '2027-05-12', '2027-05-14', '2027-05-15', '2027-05-16', '2027-05-17']));
    const [finding, ...rest] = outside(trip);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ severity: 'error', dayId: 'd7', slotId: null, message: "17 May is after the trip's last day (16 May)", clientMessage: null });
    expect(finding!.fixes).toEqual([{ kind: 'set-day-date', label: 'Move this day to 13 May', dayId: 'd7', date: '2027-05-13' }]);
    const fixed = applyFix(trip.days, finding!.fixes[0]!);
    expect(fixed.map((d) => d.date)).toEqual(['2027-05-10', '2027-05-11', '2027-05-12', '2027-05-13', '2027-05-14', '2027-05-15', '2027-05-16']);
    expect(outside({ ...trip, days: fixed })).toEqual([]);
  });

  it('before the first day; each day outside gets its own free date; none free, no fix', () => {
    const trip = romeTrip(week(['2027-05-08', '2027-05-09', '2027-05-10']), { endDate: '2027-05-12' });
    expect(outside(trip).map((f) => [f.message, f.fixes[0]?.label])).toEqual([
      ["8 May is before the trip's first day (10 May)", 'Move this day to 11 May'],
      ["9 May is before the trip's first day (10 May)", 'Move this day to 12 May'],
    ]);
    const full = romeTrip(week(['2027-05-10', '2027-05-11', '2027-05-12', '2027-05-13']), { endDate: '2027-05-12' });
    expect(outside(full).map((f) => f.fixes)).toEqual([[]]);
  });

  it('no trip dates, or an undated day: nothing to say', () => {
    expect(outside(romeTrip(week(['2027-05-20']), { startDate: null, endDate: null }))).toEqual([]);
    expect(outside(romeTrip(week(['']).map((d) => ({ ...d, date: '' }))))).toEqual([]);
  });
});
