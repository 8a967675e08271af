import { describe, expect, it } from 'vitest';
import { SearchFlightsRequest, SearchFlightsResponse, type SearchFlightsInput } from '#shared/contracts/ai.js';
import { airportFor } from './airports.js';
import { suggestFlights, typicalFlightMinutes } from './flights.js';
import { zoneOffsetMinutes } from '#shared/domain/time-zones.js';

const search = (input: Partial<SearchFlightsInput>) =>
  suggestFlights(
    SearchFlightsRequest.parse({ departureCity: 'Paris', arrivalCity: 'Rome', departureDate: '2027-05-03', returnDate: '2027-05-09', passengers: 2, ...input }),
  );

describe('airports', () => {
  it('knows the main airport of major cities and of our destinations, in several spellings', () => {
    expect(airportFor('Paris')?.iata).toBe('CDG');
    expect(airportFor('Roma')?.iata).toBe('FCO');
    expect(airportFor('New York, USA')?.iata).toBe('JFK');
    expect(airportFor('the Amalfi Coast')?.iata).toBe('NAP');
    expect(airportFor('Tuscany')?.iata).toBe('FLR');
    expect(airportFor('São Paulo')?.iata).toBe('GRU');
    expect(airportFor('lhr')?.iata).toBe('LHR');
    expect(airportFor('Springfield')).toBeNull();
  });
});

describe('offline flight suggestions (search-flights-ai)', () => {
  it('fills what is known and leaves airline, flight number and price for staff, marked as a suggestion', () => {
    const answer = search({});
    expect(SearchFlightsResponse.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({ success: true, suggestion: true, source: 'offline' });
    expect(answer.flights.outbound).toEqual({
      airline: '',
      flightNumber: '',
      departureAirport: 'CDG',
      arrivalAirport: 'FCO',
      departure: '2027-05-03T09:30',
      arrival: '2027-05-03T11:30',
      price: null,
      suggestion: true,
    });
    expect(answer.flights.return).toMatchObject({ departureAirport: 'FCO', arrivalAirport: 'CDG', departure: '2027-05-09T17:30', price: null, airline: '' });
    expect(answer.note).toContain('not a booking');
    expect(answer.note).toContain('Paris Charles de Gaulle (CDG)');
    expect(answer.note).toContain('per person, for 2 passengers');
  });

  it('times a long eastbound flight overnight and the westbound one by day, in local time', () => {
    const answer = search({ departureCity: 'New York', arrivalCity: 'Rome' });
    const out = answer.flights.outbound;
    expect(out.departure).toBe('2027-05-03T18:30');
    // About 8 h 55 min in the air and 6 hours of time difference: the next morning in Rome.
    expect(out.arrival.startsWith('2027-05-04T09:')).toBe(true);
    const back = answer.flights.return;
    expect(back.departure).toBe('2027-05-09T11:00');
    expect(back.arrival.startsWith('2027-05-09T1')).toBe(true);
    expect(typicalFlightMinutes(airportFor('New York')!, airportFor('Rome')!)).toBeGreaterThan(480);
  });

  it('reads the clocks of each city on the day, summer time included', () => {
    expect(zoneOffsetMinutes('Europe/Rome', Date.UTC(2027, 6, 1))).toBe(120);
    expect(zoneOffsetMinutes('Europe/Rome', Date.UTC(2027, 0, 15))).toBe(60);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2027, 0, 15))).toBe(-300);
  });

  it('says so when a city has no known airport, rather than inventing one', () => {
    const answer = search({ departureCity: 'Springfield' });
    expect(answer.flights.outbound).toMatchObject({ departureAirport: '', arrivalAirport: 'FCO', departure: '', arrival: '' });
    expect(answer.flights.return).toMatchObject({ departureAirport: 'FCO', arrivalAirport: '', departure: '', arrival: '' });
    expect(answer.note).toContain('no airport known for "Springfield", to be entered by hand');
  });

  it('notices when both cities share an airport', () => {
    expect(search({ departureCity: 'Amalfi', arrivalCity: 'Naples' }).note).toContain('a flight may not be needed');
  });
});
