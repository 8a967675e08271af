import { describe, expect, it } from 'vitest';
import { applyFix, checkPlan } from './index.js';
import { day, option, romeTrip, slot } from './rome.fixture.js';

const timing = (input: Parameters<typeof checkPlan>[0]) => checkPlan(input).filter((f) => f.code === 'order' || f.code === 'overlap');
const times = (days: ReturnType<typeof applyFix>) => days[0]!.timeSlots.map((s) => `${s.title} ${s.startTime}-${s.endTime}`);

describe('slots overlapping or out of order (2)', () => {
  it('09:30-13:00 then 11:00-13:00: an overlap, fixed by ending the first at 11:00', () => {
    const trip = romeTrip([
      day('d2', '2027-05-11', 'Tuesday', [
        slot('s1', '09:30-13:00', 'Morning', [option('museiCapitolini')]),
        slot('s2', '11:00-13:00', 'Late morning', [option('pantheon')]),
        slot('s3', '13:00-15:00', 'Lunch', [option('armando')]),
      ]),
    ]);
    const [finding, ...rest] = timing(trip);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ code: 'overlap', severity: 'error', slotId: 's2', message: '11:00–13:00 overlaps Musei Capitolini (09:30–13:00)', clientMessage: null });
    // Moving the second slot to 13:00-15:00 would overlap Lunch: only the first fix is offered.
    expect(finding!.fixes.map((f) => f.label)).toEqual(['End Musei Capitolini at 11:00']);
    const fixed = applyFix(trip.days, finding!.fixes[0]!);
    expect(times(fixed)).toEqual(['Morning 09:30-11:00', 'Late morning 11:00-13:00', 'Lunch 13:00-15:00']);
    expect(timing({ ...trip, days: fixed })).toEqual([]);
  });

  it('empty slots overlapping are a warning; the later one may also move after the one above when there is room', () => {
    const trip = romeTrip([day('d2', '2027-05-11', 'Tuesday', [slot('s1', '09:00-11:00', 'Morning'), slot('s2', '10:45-11:45', 'Coffee')])]);
    const [finding] = timing(trip);
    expect(finding).toMatchObject({ code: 'overlap', severity: 'warning' });
    expect(finding!.fixes.map((f) => f.label)).toEqual(['End Morning at 10:45', 'Move to 11:00–12:00']);
  });

  it('21:00 listed before 19:00: out of order, sorted by time or keeping the order with the times moved', () => {
    const trip = romeTrip([
      day('d2', '2027-05-11', 'Tuesday', [
        slot('s1', '17:00-19:00', 'Aperitivo', [option('aiTreScalini')]),
        slot('s2', '21:00-23:00', 'Dinner', [option('roscioli')]),
        slot('s3', '19:00-21:00', 'Stroll', [option('trevi')]),
      ]),
    ]);
    const [finding, ...rest] = timing(trip);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ code: 'order', severity: 'error', slotId: 's3', message: 'Listed after Roscioli Salumeria con Cucina (21:00–23:00) but starts earlier, at 19:00' });
    const [sort, keep] = finding!.fixes;
    expect(sort!.label).toBe('Sort this day by time');
    expect(times(applyFix(trip.days, sort!))).toEqual(['Aperitivo 17:00-19:00', 'Stroll 19:00-21:00', 'Dinner 21:00-23:00']);
    expect(keep!.label).toBe('Keep this order and move the times');
    expect(times(applyFix(trip.days, keep!))).toEqual(['Aperitivo 17:00-19:00', 'Dinner 19:00-21:00', 'Stroll 21:00-23:00']);
    for (const fix of [sort!, keep!]) expect(timing({ ...trip, days: applyFix(trip.days, fix) })).toEqual([]);
  });

  it('back-to-back slots and a slot past midnight at the end of the day are in order', () => {
    const trip = romeTrip([
      day('d2', '2027-05-11', 'Tuesday', [slot('s1', '09:00-11:00', 'Morning'), slot('s2', '11:00-13:00', 'Midday'), slot('s3', '23:00-01:00', 'Late')]),
    ]);
    expect(timing(trip)).toEqual([]);
  });
});
