import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EUR_USD_RATE,
  activityCost,
  billingItemAmount,
  billingItemPrice,
  billingTotals,
  canConvert,
  convertCurrency,
  customExpensePrice,
  dayActivityCost,
  flightCost,
  formatActivityCost,
  formatMoney,
  formatRate,
  hotelCost,
  isRateStale,
  itineraryActivityCost,
  parseCost,
  parseInlineCost,
  roundMoney,
  toAmount,
  travellerCount,
} from './costs.js';
import type { Day } from './itinerary.js';

const family = { adults: 2, children: 1 };

describe('parseCost (§5)', () => {
  it('takes a number as is, min 0', () => {
    expect(parseCost(45)).toBe(45);
    expect(parseCost(12.5)).toBe(12.5);
    expect(parseCost(-10)).toBe(0);
    expect(parseCost(Number.NaN)).toBe(0);
  });

  it("is 0 for text with 'free' or 'gratuit' in any case, or empty", () => {
    expect(parseCost('Free')).toBe(0);
    expect(parseCost('FREE entry, donations 5')).toBe(0);
    expect(parseCost('Gratuit')).toBe(0);
    expect(parseCost('entrée gratuite')).toBe(0);
    expect(parseCost('GRATUIT le dimanche, sinon 12 €')).toBe(0);
    expect(parseCost('')).toBe(0);
    expect(parseCost('   ')).toBe(0);
  });

  it('takes the first number found, with an optional decimal point', () => {
    expect(parseCost('€25')).toBe(25);
    expect(parseCost('€25.50 per person')).toBe(25.5);
    expect(parseCost('From 30 to 50 EUR')).toBe(30);
    expect(parseCost('25,50 €')).toBe(25);
  });

  it('is 0 for text without a number and for other types', () => {
    expect(parseCost('ask at the desk')).toBe(0);
    expect(parseCost(null)).toBe(0);
    expect(parseCost(undefined)).toBe(0);
    expect(parseCost({ amount: 5 })).toBe(0);
  });
});

describe('parseInlineCost (§5: integer)', () => {
  it('parses an integer, invalid is 0, min 0', () => {
    expect(parseInlineCost('42')).toBe(42);
    expect(parseInlineCost('42.9')).toBe(42);
    expect(parseInlineCost(' 7 ')).toBe(7);
    expect(parseInlineCost('abc')).toBe(0);
    expect(parseInlineCost('')).toBe(0);
    expect(parseInlineCost('-5')).toBe(0);
    expect(parseInlineCost(19)).toBe(19);
  });
});

describe('roundMoney and toAmount', () => {
  it('removes float noise and negative zero', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(19.999)).toBe(20);
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });

  it('reads numeric text as numeric columns arrive', () => {
    expect(toAmount('12.50')).toBe(12.5);
    expect(toAmount('abc')).toBe(0);
    expect(toAmount(null)).toBe(0);
  });
});

describe('activityCost (§9: cost x (adults + children), once if lockCost)', () => {
  it('multiplies by travellers', () => {
    expect(activityCost({ cost: 45 }, family)).toBe(135);
    expect(activityCost({ cost: '€25.50' }, family)).toBe(76.5);
    expect(activityCost({ cost: 'Free' }, family)).toBe(0);
  });

  it('counts once when lockCost', () => {
    expect(activityCost({ cost: 45, lockCost: true }, family)).toBe(45);
  });

  it('defaults to 1 adult and 0 children when travellers are unknown', () => {
    expect(travellerCount({})).toBe(1);
    expect(travellerCount({ adults: 3, children: null })).toBe(3);
    expect(activityCost({ cost: 10 }, {})).toBe(10);
  });
});

describe('billingItemPrice (§9: unit_price x number_of_people, x1 if lock_cost)', () => {
  it('multiplies by people', () => {
    expect(billingItemPrice({ unit_price: 40, number_of_people: 3 })).toBe(120);
    expect(billingItemPrice({ unit_price: '19.99', number_of_people: 3 })).toBe(59.97);
  });

  it('counts once when lock_cost', () => {
    expect(billingItemPrice({ unit_price: 40, number_of_people: 3, lock_cost: true })).toBe(40);
  });
});

describe('customExpensePrice (§9: unit_price x quantity, default 1)', () => {
  it('multiplies by quantity', () => {
    expect(customExpensePrice({ unit_price: 15.5, quantity: 4 })).toBe(62);
  });

  it('defaults the quantity to 1', () => {
    expect(customExpensePrice({ unit_price: 15.5 })).toBe(15.5);
  });

  it('billingItemAmount picks the rule by item_type', () => {
    const row = { unit_price: 10, number_of_people: 4, quantity: 2 };
    expect(billingItemAmount({ ...row, item_type: 'custom_expense' })).toBe(20);
    expect(billingItemAmount({ ...row, item_type: 'activity' })).toBe(40);
  });
});

describe('flightCost and hotelCost (§9)', () => {
  it('flight = price x (adults + children)', () => {
    expect(flightCost({ price: 350 }, family)).toBe(1050);
    expect(flightCost(null, family)).toBe(0);
  });

  it('hotel = pricePerNight x nights, rooms not multiplied', () => {
    const hotel = { pricePerNight: 420, rooms: 2, checkIn: '2025-06-01', checkOut: '2025-06-05' };
    expect(hotelCost(hotel)).toBe(1680);
    expect(hotelCost({ pricePerNight: 420, checkIn: '2025-06-01' })).toBe(0);
    expect(hotelCost(undefined)).toBe(0);
  });
});

describe('billingTotals (§9: Total, Billed, Unbilled; flights and hotel only when included)', () => {
  const items = [
    { item_type: 'activity', unit_price: 40, number_of_people: 3, billed: true }, // 120 billed
    { item_type: 'activity', unit_price: 25, number_of_people: 3, lock_cost: true }, // 25 unbilled
    { item_type: 'custom_expense', unit_price: 15.5, quantity: 2, billed: false }, // 31 unbilled
  ];
  const outboundFlight = { price: 300, billed: true }; // 900
  const returnFlight = { price: 250 }; // 750
  const hotel = { pricePerNight: 200, checkIn: '2025-06-01', checkOut: '2025-06-04', billed: false }; // 600

  it('counts only items when the include flags are off', () => {
    expect(billingTotals({ items, outboundFlight, returnFlight, hotel, travellers: family })).toEqual({
      total: 176,
      billed: 120,
      unbilled: 56,
    });
  });

  it('adds flights when includeFlight, split by their billed flag', () => {
    expect(billingTotals({ items, outboundFlight, returnFlight, hotel, includeFlight: true, travellers: family })).toEqual({
      total: 1826,
      billed: 1020,
      unbilled: 806,
    });
  });

  it('adds the hotel when includeHotel', () => {
    expect(billingTotals({ items, outboundFlight, returnFlight, hotel, includeHotel: true, travellers: family })).toEqual({
      total: 776,
      billed: 120,
      unbilled: 656,
    });
    expect(
      billingTotals({ hotel: { ...hotel, billed: true }, includeHotel: true, travellers: family }),
    ).toEqual({ total: 600, billed: 600, unbilled: 0 });
  });

  it('is zero with nothing to bill and free of float noise', () => {
    expect(billingTotals({ travellers: family })).toEqual({ total: 0, billed: 0, unbilled: 0 });
    const cents = [0.1, 0.2].map((unit_price) => ({ item_type: 'custom_expense', unit_price }));
    expect(billingTotals({ items: cents, travellers: family }).total).toBe(0.3);
  });
});

describe('per-day and grand activity totals (§2 Activity summary)', () => {
  const slot = (selectedPlace: string | null, options: { id: string; name: string; cost?: number; lockCost?: boolean }[]) => ({
    id: `s-${selectedPlace}`,
    startTime: '09:00',
    endTime: '11:00',
    start_time: '09:00',
    end_time: '11:00',
    title: 'Activity',
    options,
    selectedPlace,
  });
  const day1: Day = {
    id: 'd1',
    date: '2025-06-01',
    title: 'Day 1',
    timeSlots: [
      slot('a', [
        { id: 'a', name: 'Louvre', cost: 22 },
        { id: 'b', name: 'Orsay', cost: 16 },
      ]),
      slot('c', [{ id: 'c', name: 'Cruise', cost: 100, lockCost: true }]),
      slot(null, [{ id: 'd', name: 'Unchosen', cost: 500 }]),
    ],
  };
  const day2: Day = { id: 'd2', date: '2025-06-02', title: 'Day 2', timeSlots: [slot('e', [{ id: 'e', name: 'Tour', cost: 10 }])] };

  it('sums the chosen options only', () => {
    expect(dayActivityCost(day1, family)).toBe(22 * 3 + 100);
    expect(itineraryActivityCost([day1, day2], family)).toBe(166 + 30);
  });
});

describe('currency (§9: EUR <-> USD only, default rate 1.1)', () => {
  it('default rate is 1.1', () => {
    expect(DEFAULT_EUR_USD_RATE).toBe(1.1);
    expect(convertCurrency(100, 'EUR', 'USD')).toBe(110);
  });

  it('converts both ways with a given rate', () => {
    expect(convertCurrency(100, 'EUR', 'USD', 1.0852)).toBe(108.52);
    expect(convertCurrency(110, 'USD', 'EUR', 1.1)).toBe(100);
    expect(convertCurrency(42, 'EUR', 'EUR')).toBe(42);
  });

  it('falls back to 1.1 for an unusable rate', () => {
    expect(convertCurrency(100, 'EUR', 'USD', 0)).toBe(110);
    expect(convertCurrency(100, 'EUR', 'USD', Number.NaN)).toBe(110);
  });

  it('refuses other pairs', () => {
    expect(canConvert('EUR', 'GBP')).toBe(false);
    expect(canConvert('USD', 'EUR')).toBe(true);
    expect(() => convertCurrency(100, 'EUR', 'GBP')).toThrow(RangeError);
  });

  it("shows the rate as '1 EUR = x.xx USD', 4 decimals in the workspace", () => {
    expect(formatRate(1.1)).toBe('1 EUR = 1.10 USD');
    expect(formatRate(1.08523, 4)).toBe('1 EUR = 1.0852 USD');
  });

  it('a rate older than 1 day is stale', () => {
    const now = Date.UTC(2025, 5, 10, 12);
    expect(isRateStale('2025-06-10', now)).toBe(false);
    expect(isRateStale('2025-06-09T12:00:00Z', now)).toBe(false);
    expect(isRateStale('2025-06-09T11:59:00Z', now)).toBe(true);
    expect(isRateStale(null, now)).toBe(true);
  });

  it('formats money with 2 decimals', () => {
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(99, 'USD')).toBe('$99.00');
    expect(formatMoney(0.1 + 0.2, 'EUR')).toBe('€0.30');
  });

  it("reads an activity's cost the same everywhere: 'Free' for nothing to pay, else EUR (pp on a card)", () => {
    for (const free of [0, '', 'Free', 'gratuit', undefined, null, -5]) {
      expect(formatActivityCost(free)).toBe('Free');
      expect(formatActivityCost(free, { perPerson: false })).toBe('Free');
    }
    expect(formatActivityCost(22)).toBe('€22.00 pp');
    expect(formatActivityCost('About 35 EUR', { perPerson: false })).toBe('€35.00');
  });
});
