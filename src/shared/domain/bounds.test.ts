import { describe, expect, it } from 'vitest';
import {
  ARRIVAL_BEFORE_DEPARTURE,
  CHECK_OUT_NOT_AFTER_CHECK_IN,
  PRICE_MAX_CENTS,
  PRICE_MAX_MESSAGE,
  ROOMS_MESSAGE,
  STAY_TOO_LONG,
  flightOrderProblem,
  isFlightDateTime,
  isStayDate,
  priceProblem,
  roomsProblem,
  safeUrl,
  stayProblem,
} from './bounds.js';
import { billingStatement, unitCentsOf } from './costs.js';
import { FlightWriteSchema, HotelWriteSchema, readFlight, readHotel } from './travel.js';

describe('safeUrl (ADR 022)', () => {
  it('keeps http(s) links and refuses every other scheme', () => {
    expect(safeUrl('https://www.louvre.fr/')).toBe('https://www.louvre.fr/');
    expect(safeUrl('http://example.com')).toBe('http://example.com');
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', 'vbscript:x', '/relative', '', null, 42]) {
      expect(safeUrl(bad), String(bad)).toBeNull();
    }
  });

  it('loads images over https or from our own paths only', () => {
    expect(safeUrl('https://images.example/x.jpg', 'image')).toBe('https://images.example/x.jpg');
    expect(safeUrl('/images/places/museum.svg', 'image')).toBe('/images/places/museum.svg');
    for (const bad of ['http://example.com/x.jpg', '//evil.example/x.png', '/\\evil.example', 'javascript:x', 'data:image/png;base64,AAAA']) {
      expect(safeUrl(bad, 'image'), bad).toBeNull();
    }
  });
});

describe('numbers and dates of travel', () => {
  it('prices from 0 to €1,000,000, rooms 1 to 50', () => {
    expect(priceProblem(1_000_000)).toBeNull();
    expect(priceProblem(1e14)).toBe(PRICE_MAX_MESSAGE);
    expect(priceProblem(-1)).not.toBeNull();
    expect(roomsProblem(50)).toBeNull();
    expect(roomsProblem(Number.MAX_SAFE_INTEGER)).toBe(ROOMS_MESSAGE);
    expect(roomsProblem(1.5)).toBe(ROOMS_MESSAGE);
  });

  it('flight date-times and stay dates are ISO, in 1900-2200, and ordered', () => {
    expect(isFlightDateTime('2027-05-10T09:30')).toBe(true);
    expect(isFlightDateTime('2027-05-10T09:30:00+02:00')).toBe(true);
    expect(isFlightDateTime('2027-02-30T09:30')).toBe(false);
    expect(isFlightDateTime('0001-01-01T00:00')).toBe(false);
    expect(isStayDate('2027-05-10')).toBe(true);
    expect(isStayDate('10/05/2027')).toBe(false);
    expect(flightOrderProblem('2027-05-10T09:30', '2027-05-10T08:00')).toBe(ARRIVAL_BEFORE_DEPARTURE);
    expect(flightOrderProblem('2027-05-10T09:30', '2027-05-10T11:00')).toBeNull();
    expect(stayProblem('2027-05-14', '2027-05-10')).toBe(CHECK_OUT_NOT_AFTER_CHECK_IN);
    expect(stayProblem('2027-05-10', '2027-05-10')).toBe(CHECK_OUT_NOT_AFTER_CHECK_IN);
    expect(stayProblem('2027-01-01', '2029-01-01')).toBe(STAY_TOO_LONG);
  });

  it('write schemas drop unknown fields', () => {
    expect(FlightWriteSchema.parse({ airline: 'ITA', price: 10, extra: 'x' })).toEqual({ airline: 'ITA', price: 10 });
    expect(HotelWriteSchema.parse({ name: 'Hassler', placeId: 'p1', extra: 1 })).toEqual({ name: 'Hassler', placeId: 'p1', pricePerNight: 0, rooms: 1 });
  });
});

describe('old rows read clamped', () => {
  it('a unit price beyond the ceiling counts at the ceiling, and a statement stays exact', () => {
    expect(unitCentsOf(1e14)).toBe(PRICE_MAX_CENTS);
    expect(unitCentsOf('lots')).toBe(0);
    const { totals } = billingStatement({
      items: [{ id: 'x', item_type: 'custom_expense', unit_price: 9_999_999_999.99, quantity: 2_147_483_647 }],
      outboundFlight: { price: 1e14 },
      hotel: { pricePerNight: 1e14, checkIn: '1900-01-01', checkOut: '2200-12-31' },
      includeFlight: true,
      includeHotel: true,
      travellers: { adults: 1e12 },
    });
    expect(Number.isSafeInteger(totals.totalCents)).toBe(true);
  });

  it('reads a flight and a hotel with texts cut, rooms and coordinates within range, unknown fields gone', () => {
    expect(readFlight({ airline: 'A'.repeat(900_000), price: 10, junk: 1 })).toEqual({ airline: 'A'.repeat(100), price: 10 });
    expect(readHotel({ name: 'H', rooms: Number.MAX_SAFE_INTEGER, coordinates: { lat: 91, lng: 0 } })).toEqual({ name: 'H', rooms: 50, pricePerNight: 0 });
    expect(readFlight({ price: -1 })).toBeNull();
  });
});
