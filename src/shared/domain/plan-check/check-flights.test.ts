import { describe, expect, it } from 'vitest';
import { applyFix, checkPlan } from './index.js';
import { day, FIUMICINO, option, romeTrip, slot } from './rome.fixture.js';

const flights = (input: Parameters<typeof checkPlan>[0]) => checkPlan(input).filter((f) => f.code === 'before-landing' || f.code === 'after-leaving');

describe('before landing and the way to the hotel, after leaving for the airport (6)', () => {
  it('day 1 starts at 09:00 with the plane landing at 11:20', () => {
    const trip = romeTrip(
      [
        day('d1', '2027-05-10', 'Arrival', [
          slot('s1', '09:00-11:00', 'Morning', [option('colosseo')]),
          slot('s2', '11:00-14:30', 'Midday', [option('pantheon')]),
          slot('s3', '15:00-17:00', 'Afternoon', [option('trevi')]),
          slot('s4', '13:00-15:00', 'Free', []),
        ]),
      ],
      { outboundFlight: { departure: '2027-05-10T07:30', arrival: '2027-05-10T11:20' }, context: { arrivalAirport: FIUMICINO } },
    );
    const found = flights(trip);
    // Landing, 45 min out of the airport, about 50 min by car to the Hassler: at the hotel by about 13:00.
    expect(found.map((f) => [f.slotId, f.severity, f.message])).toEqual([
      ['s1', 'error', 'Starts at 09:00 but the flight lands at 11:20 (about 1 h 40 to the hotel)'],
      ['s2', 'error', 'Starts at 11:00 but the flight lands at 11:20 (about 1 h 40 to the hotel)'],
    ]);
    expect(found[0]!.clientMessage).toBe('This starts at 09:00, before your flight lands at 11:20.');
    // 09:00-11:00 cannot start after 13:00: move the Colosseo to the next free slot (the empty 13:00-15:00 listed last), else remove it.
    expect(found[0]!.fixes.map((f) => f.label)).toEqual(['Move to 13:00–15:00', 'Remove Colosseo from this slot']);
    expect(found[1]!.fixes[0]!.label).toBe('Start at 13:00');
    const fixed = applyFix(applyFix(trip.days, found[0]!.fixes[0]!), found[1]!.fixes[0]!);
    expect(flights({ ...trip, days: fixed })).toEqual([]);
  });

  it('the departure day holds Aperitivo 17:00-19:00 and Dinner 19:00-21:00 with the flight at 18:40', () => {
    const trip = romeTrip(
      [
        day('d7', '2027-05-16', 'Departure', [
          slot('s1', '10:00-12:00', 'Morning', [option('villaBorghese')]),
          slot('s2', '13:00-16:00', 'Lunch', [option('roscioli')]),
          slot('s3', '17:00-19:00', 'Aperitivo', [option('aiTreScalini')]),
          slot('s4', '19:00-21:00', 'Dinner', [option('armando')]),
        ]),
      ],
      { returnFlight: { departure: '2027-05-16T18:40', arrival: '2027-05-16T21:10' }, context: { departureAirport: FIUMICINO } },
    );
    const found = flights(trip);
    // Two hours at the airport before an international flight and about 50 min to get there: leave by 15:45.
    expect(found.map((f) => [f.slotId, f.message, f.clientMessage])).toEqual([
      ['s2', 'Ends at 16:00 but the 18:40 flight means leaving for the airport by 15:45', 'Your flight leaves at 18:40: this ends after you need to leave for the airport (15:45).'],
      ['s3', 'Ends at 19:00 but the 18:40 flight means leaving for the airport by 15:45', 'Your flight leaves at 18:40: this ends after you need to leave for the airport (15:45).'],
      ['s4', 'Starts at 19:00, after the flight leaves at 18:40', 'Your flight leaves at 18:40, before this starts.'],
    ]);
    expect(found[0]!.fixes[0]!.label).toBe('End at 15:45');
    expect(found[1]!.fixes.map((f) => f.label)).toEqual(['Remove Ai Tre Scalini from this slot']);
  });

  it('a domestic flight, and airports not known: the margins change accordingly', () => {
    const days = [day('d7', '2027-05-16', 'Departure', [slot('s1', '14:00-16:00', 'Afternoon', [option('trevi')])])];
    const international = romeTrip(days, { returnFlight: { departure: '2027-05-16T18:40' } });
    // No airport: an hour's transfer; 18:40 - 2 h - 1 h = 15:40.
    expect(flights(international).map((f) => f.message)).toEqual(['Ends at 16:00 but the 18:40 flight means leaving for the airport by 15:40']);
    expect(flights({ ...international, context: { domesticDeparture: true } })).toEqual([]);
  });

  it('a whole day before the landing day, or after the day of the flight home', () => {
    const trip = romeTrip(
      [
        day('d1', '2027-05-10', 'First', [slot('s1', '18:00-20:00', 'Evening', [option('trevi')])]),
        day('d2', '2027-05-11', 'Second', [slot('s1', '18:00-20:00', 'Evening', [option('trevi')])]),
        day('d3', '2027-05-12', 'Third', [slot('s1', '10:00-12:00', 'Morning', [option('pantheon')])]),
        day('d4', '2027-05-13', 'Fourth', [slot('s1', '10:00-12:00', 'Morning', [option('pantheon')])]),
      ],
      { outboundFlight: { arrival: '2027-05-11T10:00' }, returnFlight: { departure: '2027-05-12T20:00' } },
    );
    expect(flights(trip).map((f) => [f.dayId, f.slotId, f.message])).toEqual([
      ['d1', null, 'The flight lands on 11 May at 10:00: this day comes before it'],
      ['d4', null, 'The flight leaves on 12 May at 20:00: this day comes after it'],
    ]);
  });

  it('empty slots and days without flights are left alone', () => {
    const days = [day('d1', '2027-05-10', 'Arrival', [slot('s1', '09:00-11:00', 'Morning', [])])];
    expect(flights(romeTrip(days, { outboundFlight: { arrival: '2027-05-10T11:20' } }))).toEqual([]);
    expect(flights(romeTrip([day('d1', '2027-05-10', 'Arrival', [slot('s1', '09:00-11:00', 'Morning', [option('colosseo')])])]))).toEqual([]);
  });
});
