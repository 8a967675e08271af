import { describe, expect, it } from 'vitest';
import { applyFix, checkPlan } from './index.js';
import { day, option, romeTrip, slot } from './rome.fixture.js';

const repeats = (input: Parameters<typeof checkPlan>[0]) => checkPlan(input).filter((f) => f.code === 'repeat');

describe('the same place chosen twice (3)', () => {
  it('Colosseo chosen on days 1 and 6: the later one is flagged and removed by its fix', () => {
    const later = option('colosseo');
    const trip = romeTrip([
      day('d1', '2027-05-10', 'Ancient Rome', [slot('s1', '09:00-11:00', 'Morning', [option('colosseo')])]),
      day('d6', '2027-05-15', 'Family day: Villa Borghese & Bioparco', [slot('t1', '09:00-11:00', 'Morning', [later, option('villaBorghese')])]),
    ]);
    const [finding, ...rest] = repeats(trip);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ severity: 'warning', dayId: 'd6', slotId: 't1', optionId: later.id, message: 'Colosseo is already chosen on day 1 (Monday 10 May)', clientMessage: null });
    expect(finding!.fixes.map((f) => f.label)).toEqual(['Remove Colosseo from this slot']);
    for (const fix of finding!.fixes) expect(repeats({ ...trip, days: applyFix(trip.days, fix) })).toEqual([]);
  });

  it('the same place under another name (a Google result, a search result): by its place id', () => {
    const trip = romeTrip([
      day('d1', '2027-05-10', 'Day 1', [slot('s1', '09:00-11:00', 'Morning', [option('colosseo')])]),
      day('d2', '2027-05-11', 'Day 2', [slot('s1', '09:00-11:00', 'Morning', [option('colosseo', { name: 'The Colosseum', coordinates: { lat: 41.8905, lng: 12.4925 } })])]),
    ]);
    expect(repeats(trip).map((f) => f.message)).toEqual(['The Colosseum is already chosen on day 1 (Monday 10 May)']);
  });

  it('the same place without a place id: by its name at (nearly) the same point; another place of that name elsewhere is not a repeat', () => {
    const bare = (lat: number) => option('colosseo', { placeId: undefined, coordinates: { lat, lng: 12.4922 }, location: { lat, lng: 12.4922 } });
    const near = romeTrip([
      day('d1', '2027-05-10', 'Day 1', [slot('s1', '09:00-11:00', 'Morning', [bare(41.8902)]), slot('s2', '14:00-16:00', 'Afternoon', [bare(41.8905)])]),
    ]);
    expect(repeats(near).map((f) => f.message)).toEqual(['Colosseo is already chosen earlier this day (09:00–11:00)']);
    const far = romeTrip([day('d1', '2027-05-10', 'Day 1', [slot('s1', '09:00-11:00', 'Morning', [bare(41.8902)]), slot('s2', '14:00-16:00', 'Afternoon', [bare(41.9)])])]);
    expect(repeats(far)).toEqual([]);
  });

  it('offered on day 6 while chosen on day 1 (the AI proposal of the issue): each such option, with its removal', () => {
    const offered = [option('colosseo'), option('taverna'), option('villaBorghese')];
    const trip = romeTrip([
      day('d1', '2027-05-10', 'Ancient Rome', [slot('s1', '09:00-11:00', 'Morning', [option('colosseo')]), slot('s2', '13:00-15:00', 'Lunch', [option('taverna')])]),
      day('d6', '2027-05-15', 'Family day', [slot('t1', '09:00-11:00', 'Morning', offered, null)]),
    ]);
    const found = repeats(trip);
    expect(found.map((f) => [f.optionId, f.message])).toEqual([
      [offered[0]!.id, 'Colosseo is offered here but already chosen on day 1 (Monday 10 May)'],
      [offered[1]!.id, 'Taverna dei Fori Imperiali is offered here but already chosen on day 1 (Monday 10 May)'],
    ]);
    let days = trip.days;
    for (const f of found) days = applyFix(days, f.fixes[0]!);
    expect(days[1]!.timeSlots[0]!.options.map((o) => o.name)).toEqual(['Villa Borghese']);
    expect(repeats({ ...trip, days })).toEqual([]);
  });
});
