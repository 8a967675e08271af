import { describe, expect, it } from 'vitest';
import { fromDraft, toDraft, withFound } from './flights-panel';
import { fromHotelDraft, toHotelDraft } from './hotel-card';
import { dropTarget } from './slot-dnd';
import { ARRIVAL_BEFORE_DEPARTURE, CHECK_OUT_NOT_AFTER_CHECK_IN, PRICE_MAX_MESSAGE, PRICE_MIN_MESSAGE, ROOMS_MESSAGE } from '#shared/domain/bounds';

describe('flight form', () => {
  it('the AI search fills what it found and keeps what it did not (issue 20)', () => {
    const typed = toDraft({ airline: 'Air France', flightNumber: 'AF 1404', departureAirport: 'CDG', arrivalAirport: 'FCO', departure: '2027-04-10T09:05', arrival: '', price: 240 });
    const merged = withFound(typed, { airline: '', flightNumber: '', departureAirport: 'ORY', arrivalAirport: 'FCO', departure: '2027-04-10T10:15', arrival: '2027-04-10T12:20', price: null, suggestion: true });
    expect(merged).toEqual({ airline: 'Air France', flightNumber: 'AF 1404', departureAirport: 'ORY', arrivalAirport: 'FCO', departure: '2027-04-10T10:15', arrival: '2027-04-10T12:20', price: '240' });
    expect(withFound(typed, null)).toBe(typed);
    expect(withFound(typed, { airline: 'ITA', price: 199 } as never)).toMatchObject({ airline: 'ITA', flightNumber: 'AF 1404', price: '199' });
  });

  it('round-trips a flight, upper-cases codes and refuses a negative price', () => {
    const d = toDraft({ airline: 'ITA', flightNumber: 'az 317', departureAirport: 'cdg', arrivalAirport: 'fco', departure: '2027-04-10T09:05', arrival: '2027-04-10T11:10', price: 180 });
    expect(fromDraft(d, null)).toMatchObject({ flightNumber: 'AZ 317', departureAirport: 'CDG', arrivalAirport: 'FCO', price: 180 });
    expect(fromDraft({ ...d, price: '-1' }, null)).toBe(PRICE_MIN_MESSAGE);
    expect(fromDraft({ ...d, price: '1e14' }, null)).toBe(PRICE_MAX_MESSAGE);
    expect(fromDraft({ ...d, airline: 'A'.repeat(900_000) }, null)).toBe('Must be at most 100 characters');
    expect(fromDraft({ ...d, arrival: '2027-04-10T08:00' }, null)).toBe(ARRIVAL_BEFORE_DEPARTURE);
    expect(toDraft(null).price).toBe('0');
  });

  it('keeps what the suggestion did not know as empty, and a null price as 0', () => {
    const d = toDraft({ airline: '', flightNumber: '', departureAirport: 'CDG', arrivalAirport: 'FCO', departure: '', arrival: '', price: null, suggestion: true });
    expect(fromDraft(d, null)).toMatchObject({ price: 0, departure: '' });
  });
});

describe('hotel form', () => {
  const trip = { startDate: '2027-04-10', endDate: '2027-04-13' };
  it('starts on the trip dates with 1 room', () => {
    expect(toHotelDraft(null, trip)).toMatchObject({ checkIn: '2027-04-10', checkOut: '2027-04-13', rooms: '1', pricePerNight: '0' });
  });
  it('refuses a negative price, no rooms, a missing name and check-out before check-in', () => {
    const r = fromHotelDraft({ ...toHotelDraft(null, trip), pricePerNight: '-5', rooms: '0', checkOut: '2027-04-01' }, null);
    expect(r).toEqual({
      errors: {
        name: 'Please enter the hotel name',
        pricePerNight: PRICE_MIN_MESSAGE,
        rooms: ROOMS_MESSAGE,
        checkOut: CHECK_OUT_NOT_AFTER_CHECK_IN,
      },
    });
  });
  it('refuses what the server refuses: 1e14 a night, 2^53-1 rooms, check-out on the check-in day', () => {
    const r = fromHotelDraft({ ...toHotelDraft(null, trip), name: 'Hassler', pricePerNight: '1e14', rooms: String(Number.MAX_SAFE_INTEGER), checkOut: '2027-04-10' }, null);
    expect(r).toEqual({ errors: { pricePerNight: PRICE_MAX_MESSAGE, rooms: ROOMS_MESSAGE, checkOut: CHECK_OUT_NOT_AFTER_CHECK_IN } });
  });
  it('keeps the place it came from', () => {
    const r = fromHotelDraft({ ...toHotelDraft(null, trip), name: 'Hotel de Russie', placeId: 'catalogue:rome-de-russie', coordinates: { lat: 41.9, lng: 12.47 } }, null);
    expect(r).toMatchObject({ hotel: { name: 'Hotel de Russie', placeId: 'catalogue:rome-de-russie', rooms: 1, coordinates: { lat: 41.9, lng: 12.47 } } });
  });
});

describe('drop target', () => {
  const days = [
    { id: 'd1', date: '2027-01-01', title: 'a', timeSlots: [{ id: 's1' }, { id: 's2' }] },
    { id: 'd2', date: '2027-01-02', title: 'b', timeSlots: [{ id: 's3' }] },
  ] as never;
  it('drops before a slot, or at the end of a day', () => {
    expect(dropTarget(days, 's3')).toEqual({ dayId: 'd2', index: 0 });
    expect(dropTarget(days, 'day:d1')).toEqual({ dayId: 'd1', index: 2 });
    expect(dropTarget(days, 'nothing')).toBeNull();
  });
});
