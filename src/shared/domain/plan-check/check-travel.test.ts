import { describe, expect, it } from 'vitest';
import { applyFix, checkPlan } from './index.js';
import { day, FIUMICINO, option, romeTrip, slot } from './rome.fixture.js';

const travel = (input: Parameters<typeof checkPlan>[0]) => checkPlan(input).filter((f) => f.code === 'travel-time');

describe('not enough time to get there from the previous stop (4)', () => {
  it('Colosseo until 11:00, then Ostia Antica at 11:00: the estimator gives about 1 h 10 by train', () => {
    const ostia = option('ostia');
    const trip = romeTrip([day('d2', '2027-05-11', 'Tuesday', [slot('s1', '09:00-11:00', 'Morning', [option('colosseo')]), slot('s2', '11:00-13:00', 'Ostia Antica with a private archaeologist', [ostia])])]);
    const [finding, ...rest] = travel(trip);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      severity: 'warning',
      slotId: 's2',
      optionId: ostia.id,
      message: 'About 1 h 10 from Colosseo, with no time between the two',
      clientMessage: 'Allow about 1 h 10 to get here from Colosseo.',
    });
    expect(finding!.fixes.map((f) => f.label)).toEqual(['Start at 11:40']);
    expect(travel({ ...trip, days: applyFix(trip.days, finding!.fixes[0]!) })).toEqual([]);
  });

  it('the stored durationFromPrevious wins over the estimator; a short walk between neighbours is fine', () => {
    const stored = (seconds: number) =>
      romeTrip([
        day('d2', '2027-05-11', 'Tuesday', [
          slot('s1', '09:30-11:30', 'Morning', [option('pantheon')]),
          slot('s2', '11:45-13:30', 'Late morning', [option('trevi', { durationFromPrevious: seconds, distanceFromPrevious: 800 })]),
        ]),
      ]);
    expect(travel(stored(50 * 60)).map((f) => [f.message, f.fixes[0]?.label])).toEqual([['About 50 min from Pantheon, but only 15 min between the two', 'Start at 11:50']]);
    expect(travel(stored(11 * 60))).toEqual([]);
  });

  it('the caller\'s lookup (the distance cache) replaces the estimator', () => {
    const trip = romeTrip([day('d2', '2027-05-11', 'Tuesday', [slot('s1', '09:00-11:00', 'Morning', [option('pantheon')]), slot('s2', '11:00-13:00', 'Midday', [option('trevi')])])]);
    expect(travel(trip)).toEqual([]);
    const slow = travel({ ...trip, context: { travelSeconds: () => 40 * 60 } });
    expect(slow.map((f) => f.message)).toEqual(['About 40 min from Pantheon, with no time between the two']);
    expect(travel({ ...trip, context: { travelSeconds: () => null } })).toEqual([]);
  });

  it('on the arrival day the first stop is reached from the hotel, once the traveller is there', () => {
    const trip = romeTrip([day('d2', '2027-05-11', 'Arrival', [slot('s1', '11:00-13:00', 'Ostia Antica', [option('ostia')])])], {
      outboundFlight: { arrival: '2027-05-11T09:00' },
      context: { arrivalAirport: FIUMICINO },
    });
    expect(travel(trip).map((f) => f.message)).toEqual(['About 1 h 10 from the hotel, but only 20 min between the two']);
  });

  it('stops are chosen options with coordinates: a stop without them breaks the chain, a slot with nothing chosen is passed over', () => {
    const trip = romeTrip([
      day('d2', '2027-05-11', 'Tuesday', [
        slot('s1', '09:00-11:00', 'Morning', [option('colosseo', { coordinates: undefined, location: undefined })]),
        slot('s2', '11:00-13:00', 'Ostia Antica', [option('ostia')]),
        slot('s3', '13:00-13:30', 'Free', [option('pantheon')], null),
        slot('s4', '13:30-15:30', 'Back in town', [option('pantheon')]),
      ]),
    ]);
    expect(travel(trip).map((f) => [f.slotId, f.message])).toEqual([['s4', 'About 1 h 10 from Parco archeologico di Ostia Antica, but only 30 min between the two']]);
  });
});
