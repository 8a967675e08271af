import { describe, expect, it } from 'vitest';
import {
  checkPlan,
  clientFindings,
  countFindings,
  findingsByDay,
  findingsBySlot,
  findingsWithCodes,
  planInputFromTrip,
  PLANNER_BLOCKING_CODES,
  slotKey,
} from './index.js';
import { day, FIUMICINO, HASSLER, option, romeTrip, slot } from './rome.fixture.js';

const flights = { outboundFlight: { arrival: '2027-05-10T11:20' }, returnFlight: { departure: '2027-05-16T18:40' } };
const airports = { arrivalAirport: FIUMICINO, departureAirport: FIUMICINO };

/** A plan a designer would send: after landing, before leaving, open, in order, each place once, meals at tables. */
function goodPlan() {
  return [
    day('d1', '2027-05-10', 'Arrival and the Pantheon', [
      slot('s1', '13:30-15:00', 'Lunch', [option('armando')]),
      slot('s2', '15:30-17:30', 'Afternoon', [option('pantheon')]),
      slot('s3', '19:30-21:30', 'Dinner', [option('taverna')]),
    ]),
    day('d2', '2027-05-11', 'Ancient Rome', [
      slot('s1', '09:00-11:00', 'Morning', [option('colosseo')]),
      slot('s2', '11:00-13:00', 'Late morning', [option('museiCapitolini')]),
      slot('s3', '13:00-15:00', 'Lunch', [option('roscioli')]),
      slot('s4', '15:00-17:00', 'Afternoon', [option('trevi')]),
      slot('s5', '17:00-19:00', 'Aperitivo', [option('aiTreScalini')]),
    ]),
    day('d3', '2027-05-12', 'Villa Borghese', [slot('s1', '09:30-11:30', 'Morning', [option('galleriaBorghese')]), slot('s2', '11:30-13:30', 'Park', [option('villaBorghese')])]),
    day('d7', '2027-05-16', 'Departure', [slot('s1', '09:30-11:30', 'Morning', [option('sanPietro', { dressCode: undefined })])]),
  ];
}

/** The day's work of issue 20 on one trip: every fault it found. */
function faultyPlan() {
  return [
    day('d1', '2027-05-10', 'Ancient Rome', [
      slot('s1', '09:00-11:00', 'Morning', [option('colosseo')]),
      slot('s2', '13:00-15:00', 'Lunch', [option('taverna')]),
      slot('s3', '15:00-17:00', 'Galleria Borghese', [option('galleriaBorghese')]),
    ]),
    day('d2', '2027-05-11', 'Vatican', [
      slot('s1', '09:30-13:00', 'Morning', [option('scavi')]),
      slot('s2', '11:00-13:00', 'Late morning', [option('sanPietro')]),
      slot('s3', '19:00-21:00', 'Dinner', [option('museiCapitolini')]),
    ]),
    day('d6', '2027-05-15', 'Family day: Villa Borghese & Bioparco', [slot('s1', '09:00-11:00', 'Morning', [option('colosseo'), option('villaBorghese')])]),
    day('d7', '2027-05-16', 'Departure', [slot('s1', '17:00-19:00', 'Aperitivo', [option('aiTreScalini')]), slot('s2', '19:00-21:00', 'Dinner', [option('roscioli')])]),
    day('d8', '2027-05-17', 'One more day', [slot('s1', '10:00-12:00', 'Morning', [option('pantheon')])]),
  ];
}

describe('checkPlan: the whole trip', () => {
  it('a plan a designer would send has nothing to report', () => {
    expect(checkPlan(romeTrip(goodPlan(), { ...flights, context: airports }))).toEqual([]);
  });

  it('the faulty Rome plan of the issue: every fault, in the plan\'s order, errors first within a slot', () => {
    const findings = checkPlan(romeTrip(faultyPlan(), { ...flights, travellers: { adults: 2, children: 1, childAges: [8] }, context: airports }));
    expect(findings.map((f) => `${f.dayId}/${f.slotId ?? '-'} ${f.severity} ${f.code}`)).toEqual([
      'd1/s1 error before-landing',
      'd1/s3 error closed',
      'd2/s1 error age-restriction',
      'd2/s2 error overlap',
      'd2/s2 info dress-code',
      'd2/s3 warning closed',
      'd2/s3 warning meal-without-food',
      'd6/s1 warning repeat',
      'd7/s1 error after-leaving',
      'd7/s2 error after-leaving',
      'd8/- error outside-dates',
    ]);
    expect(new Set(findings.map((f) => f.id)).size).toBe(findings.length);
    expect(countFindings(findings)).toEqual({ error: 7, warning: 3, info: 1, total: 11 });
    expect(findingsWithCodes(findings, PLANNER_BLOCKING_CODES).map((f) => f.code)).toEqual(['before-landing', 'closed', 'closed', 'repeat', 'after-leaving', 'after-leaving']);
    expect(findingsBySlot(findings).get(slotKey('d2', 's3'))?.map((f) => f.code)).toEqual(['closed', 'meal-without-food']);
    expect(findingsByDay(findings).get('d8')?.map((f) => f.code)).toEqual(['outside-dates']);
    expect(clientFindings(findings).map((f) => f.code)).toEqual(['before-landing', 'closed', 'age-restriction', 'dress-code', 'closed', 'after-leaving', 'after-leaving']);
  });

  it('is pure: the same input gives the same findings, and the input is not changed', () => {
    const input = romeTrip(faultyPlan(), { ...flights, context: airports });
    const before = JSON.stringify(input.days);
    expect(checkPlan(input)).toEqual(checkPlan(input));
    expect(JSON.stringify(input.days)).toBe(before);
  });

  it('planInputFromTrip reads a trip as the API serves it: hotel_coordinates first, the hotel\'s own point otherwise', () => {
    const trip = {
      days: faultyPlan(),
      startDate: '2027-05-10',
      endDate: '2027-05-16',
      travelersAdults: 2,
      travelersChildren: 1,
      outboundFlight: { airline: 'ITA Airways', arrival: '2027-05-10T11:20', price: 0 },
      returnFlight: null,
      hotel: { name: 'Hotel Hassler Roma', coordinates: { lat: 1, lng: 1 }, pricePerNight: 900, rooms: 1 },
      hotelCoordinates: HASSLER,
    };
    const input = planInputFromTrip(trip, airports, [8]);
    expect(input).toMatchObject({ hotel: HASSLER, travellers: { adults: 2, children: 1, childAges: [8] }, startDate: '2027-05-10', returnFlight: null });
    expect(planInputFromTrip({ ...trip, hotelCoordinates: null }).hotel).toEqual({ lat: 1, lng: 1 });
    expect(checkPlan(input).some((f) => f.code === 'before-landing')).toBe(true);
  });
});
