import { describe, expect, it } from 'vitest';
import { billingItemCents, billingStatement, displayCents, flightCents, formatCents, formatRate, hotelCents, toCents } from './costs.js';

describe('toCents', () => {
  it('turns stored amounts into exact integer cents', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents('0.10')).toBe(10);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents('19.99')).toBe(1999);
    expect(toCents(null)).toBe(0);
    expect(toCents('abc')).toBe(0);
  });
});

describe('billing item amounts (spec §9)', () => {
  it('multiplies an activity by its number of people', () => {
    // 45.50 x 3 people = 136.50
    expect(billingItemCents({ item_type: 'activity', unit_price: 45.5, number_of_people: 3 })).toEqual({ unitCents: 4550, multiplier: 3, amountCents: 13650 });
  });
  it('counts a locked activity once', () => {
    expect(billingItemCents({ item_type: 'activity', unit_price: '120.00', number_of_people: 4, lock_cost: true }).amountCents).toBe(12000);
  });
  it('multiplies a custom expense by its quantity, 1 by default', () => {
    // 19.99 x 3 = 59.97
    expect(billingItemCents({ item_type: 'custom_expense', unit_price: 19.99, quantity: 3, number_of_people: 5 }).amountCents).toBe(5997);
    expect(billingItemCents({ item_type: 'custom_expense', unit_price: 250 }).amountCents).toBe(25000);
  });
  it('sums tenths without float drift', () => {
    // 0.10 x 3 = 0.30 exactly
    expect(billingItemCents({ item_type: 'custom_expense', unit_price: 0.1, quantity: 3 }).amountCents).toBe(30);
  });
  it('reads a unit price stored as text', () => {
    // 19.99 x 3 people = 59.97 (numeric columns arrive as text)
    expect(billingItemCents({ item_type: 'activity', unit_price: '19.99', number_of_people: 3 }).amountCents).toBe(5997);
  });
  it('picks the rule by item_type: people for an activity, quantity for an expense', () => {
    const row = { unit_price: 10, number_of_people: 4, quantity: 2 };
    expect(billingItemCents({ ...row, item_type: 'custom_expense' }).amountCents).toBe(2000);
    expect(billingItemCents({ ...row, item_type: 'activity' }).amountCents).toBe(4000);
  });
});

describe('flights and hotel (spec §9)', () => {
  it('prices a flight per traveller (adults + children)', () => {
    // 389.90 x (2 + 1) = 1169.70
    expect(flightCents({ price: 389.9 }, { adults: 2, children: 1 }).amountCents).toBe(116970);
  });
  it('prices a stay without its check-out at 0 nights', () => {
    expect(hotelCents({ pricePerNight: 420, checkIn: '2025-06-01' }).amountCents).toBe(0);
  });
  it('prices the hotel per night, rooms not multiplied', () => {
    // 10 -> 14 May = 4 nights x 480.25 = 1921.00
    expect(hotelCents({ pricePerNight: 480.25, checkIn: '2027-05-10', checkOut: '2027-05-14' })).toEqual({ unitCents: 48025, multiplier: 4, amountCents: 192100 });
  });
});

describe('billingStatement totals', () => {
  const input = {
    items: [
      { id: 'a', item_type: 'activity', unit_price: 45.5, number_of_people: 3, billed: true }, // 136.50 billed
      { id: 'b', item_type: 'activity', unit_price: 120, number_of_people: 3, lock_cost: true }, // 120.00
      { id: 'c', item_type: 'custom_expense', unit_price: 19.99, quantity: 3 }, // 59.97
    ],
    outboundFlight: { price: 389.9, billed: true }, // x3 = 1169.70 billed
    returnFlight: { price: 410 }, // x3 = 1230.00
    hotel: { pricePerNight: 480.25, checkIn: '2027-05-10', checkOut: '2027-05-14' }, // 1921.00
    travellers: { adults: 2, children: 1 },
  };

  it('counts only billing items when flights and hotel are not included', () => {
    const s = billingStatement(input);
    expect(s.totals).toEqual({ totalCents: 31647, billedCents: 13650, unbilledCents: 17997 });
    expect(s.lines.filter((l) => !l.counted).map((l) => l.key)).toEqual(['outbound', 'return', 'hotel']);
  });

  it('adds flights when included', () => {
    // billed 136.50 + 1169.70 = 1306.20; unbilled 179.97 + 1230.00 = 1409.97
    expect(billingStatement({ ...input, includeFlight: true }).totals).toEqual({ totalCents: 271617, billedCents: 130620, unbilledCents: 140997 });
  });

  it('adds flights and hotel when both are included', () => {
    // unbilled 1409.97 + 1921.00 = 3330.97; total 1306.20 + 3330.97 = 4637.17
    expect(billingStatement({ ...input, includeFlight: true, includeHotel: true }).totals).toEqual({ totalCents: 463717, billedCents: 130620, unbilledCents: 333097 });
  });

  it('counts an included hotel as billed when it is marked so', () => {
    expect(billingStatement({ hotel: { ...input.hotel, billed: true }, includeHotel: true, travellers: input.travellers }).totals).toEqual({ totalCents: 192100, billedCents: 192100, unbilledCents: 0 });
  });

  it('sums 0.10 and 0.20 to 0.30 exactly', () => {
    const items = [0.1, 0.2].map((unit_price, i) => ({ id: String(i), item_type: 'custom_expense', unit_price }));
    expect(billingStatement({ items, travellers: {} }).totals.totalCents).toBe(30);
  });

  it('is empty with nothing to bill', () => {
    expect(billingStatement({ travellers: {} })).toEqual({ lines: [], totals: { totalCents: 0, billedCents: 0, unbilledCents: 0 } });
  });
});

describe('EUR and USD display', () => {
  it('converts once with the stored rate', () => {
    // 4637.17 EUR x 1.0862 = 5036.894054 -> 5036.89 USD
    expect(displayCents(463717, 'USD', 1.0862)).toBe(503689);
    expect(formatCents(463717, 'USD', 1.0862)).toBe('$5,036.89');
    expect(formatCents(463717, 'EUR', 1.0862)).toBe('€4,637.17');
  });
  it('falls back to 1.1 without a usable rate', () => {
    // 100.00 EUR x 1.1 = 110.00 USD
    expect(displayCents(10000, 'USD', Number.NaN)).toBe(11000);
    expect(formatRate(Number.NaN)).toBe('1 EUR = 1.10 USD');
    expect(formatRate(1.0862)).toBe('1 EUR = 1.09 USD');
  });
  it('rounds half a cent up', () => {
    // 0.05 EUR x 1.1 = 0.055 -> 0.06 USD
    expect(displayCents(5, 'USD', 1.1)).toBe(6);
  });
});
