import { describe, expect, it } from 'vitest';
import { applyFix, checkPlan } from './index.js';
import { day, option, romeTrip, slot } from './rome.fixture.js';

const allDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `${d}: 08:00–21:00`);
const closed = (input: Parameters<typeof checkPlan>[0]) => checkPlan(input).filter((f) => f.code === 'closed');

describe('closed at that day and time (1)', () => {
  it('Galleria Borghese on a Monday: an error, in plain words for the designer and the client', () => {
    const borghese = option('galleriaBorghese');
    const trip = romeTrip([
      day('d1', '2027-05-10', 'Villa Borghese', [slot('s1', '10:00-12:00', 'Morning', [borghese])]),
      day('d2', '2027-05-11', 'Ancient Rome', [slot('s2', '09:00-11:00', 'Morning', []), slot('s3', '14:00-16:00', 'Afternoon', [option('colosseo')])]),
    ]);
    const [finding, ...rest] = closed(trip);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      code: 'closed',
      severity: 'error',
      dayId: 'd1',
      slotId: 's1',
      optionId: borghese.id,
      message: 'Galleria Borghese is closed on Mondays',
      clientMessage: 'Galleria Borghese is closed on Mondays.',
    });
    // The next open slot first (Tuesday morning is free and the gallery opens at 09:00), then a swap with Tuesday's Colosseo, then its removal.
    expect(finding!.fixes.map((f) => f.label)).toEqual([
      'Move to Tuesday 11 May, 09:00–11:00',
      'Swap with Colosseo (Tuesday 11 May, 14:00–16:00)',
      'Remove Galleria Borghese from this slot',
    ]);
    for (const fix of finding!.fixes) {
      expect(closed({ ...trip, days: applyFix(trip.days, fix) })).toEqual([]);
    }
  });

  it('closed at the slot\'s time on an open day, and open for only part of the slot', () => {
    const trip = romeTrip([
      day('d2', '2027-05-11', 'Tuesday', [
        slot('s1', '17:00-19:00', 'Late afternoon', [option('colosseo')]),
        slot('s2', '16:00-18:00', 'Afternoon', [option('colosseo')], null),
      ]),
    ]);
    const [evening, partial] = closed(trip);
    expect(evening).toMatchObject({ severity: 'error', message: 'Colosseo is closed at 17:00–19:00 on Tuesdays (open 08:30–16:30)' });
    expect(evening!.clientMessage).toBe('Colosseo is closed at this time on Tuesdays (open 08:30–16:30).');
    // Offered, not chosen: a warning about that option, with its removal as the fix.
    expect(partial).toMatchObject({ severity: 'warning', slotId: 's2', message: 'Colosseo is open only 30 min of 16:00–18:00 on Tuesdays (open 08:30–16:30)' });
    expect(partial!.fixes.map((f) => f.kind)).toEqual(['drop-option']);
  });

  it('a restaurant closed on its weekly closing day, read from Google\'s lines', () => {
    const lunch = option('taverna', { openingHours: ['Monday: 12:30 – 3:00 PM', 'Tuesday: Closed', 'Wednesday: 12:30 – 3:00 PM'] });
    const trip = romeTrip([day('d2', '2027-05-11', 'Tuesday', [slot('s1', '13:00-14:30', 'Lunch', [lunch])])]);
    expect(closed(trip).map((f) => f.message)).toEqual(['Taverna dei Fori Imperiali is closed on Tuesdays']);
  });

  it('open long enough, open past midnight, or hours unknown: nothing to say', () => {
    const lateBar = option('aiTreScalini', { openingHours: ['Friday: 6:00 PM – 2:00 AM', 'Saturday: 6:00 PM – 2:00 AM'] });
    const trip = romeTrip([
      day('d5', '2027-05-14', 'Friday', [
        slot('s1', '09:00-11:00', 'Morning', [option('colosseo')]),
        slot('s2', '15:30-17:30', 'Afternoon', [option('colosseo')]), // open 60 min of it: enough
        slot('s3', '23:00-01:00', 'Late', [lateBar]),
        slot('s4', '12:00-13:00', 'Anywhere', [option('pantheon', { openingHours: undefined })]),
      ]),
      day('d6', '2027-05-15', 'Saturday', [slot('t1', '00:30-01:30', 'After midnight', [lateBar])]),
    ]);
    expect(closed(trip)).toEqual([]);
  });

  it('a move never lands in a slot where the venue is closed too, nor in a meal slot; a swap never puts it at a table', () => {
    const trip = romeTrip([
      day('d1', '2027-05-10', 'Monday', [slot('s1', '10:00-12:00', 'Morning', [option('galleriaBorghese')]), slot('s2', '19:00-21:00', 'Dinner', [])]),
      day('d2', '2027-05-11', 'Tuesday', [
        slot('t1', '13:00-15:00', 'Lunch', []),
        slot('t2', '19:30-21:30', 'Evening', []),
        slot('t3', '15:00-17:00', 'Afternoon', []),
        // A café open all day, at lunch: open in either window, but a gallery is no lunch and a café no morning visit.
        slot('t4', '12:30-14:00', 'Lunch', [option('roscioli', { name: 'Antico Caffè Greco', types: ['historic_cafe'], openingHours: allDay })]),
      ]),
    ]);
    const [finding] = closed(trip);
    expect(finding!.fixes.map((f) => f.label)).toEqual(['Move to Tuesday 11 May, 15:00–17:00', 'Remove Galleria Borghese from this slot']);
    expect(finding!.fixes[0]).toMatchObject({ kind: 'move-option', toDayId: 'd2', toSlotId: 't3' });
  });
});
