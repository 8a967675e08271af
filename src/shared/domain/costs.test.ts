import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EUR_USD_RATE,
  activityCost,
  canConvert,
  convertCurrency,
  dayActivityCost,
  formatActivityCost,
  formatMoney,
  formatRate,
  hotelCost,
  isRateStale,
  lockCostMultiplier,
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

  it('counts once when lockCost (the one lock-cost rule, lockCostMultiplier)', () => {
    expect(activityCost({ cost: 45, lockCost: true }, family)).toBe(45);
    expect([lockCostMultiplier(true, 3), lockCostMultiplier(false, 3), lockCostMultiplier(null, 3)]).toEqual([1, 3, 3]);
  });

  it('defaults to 1 adult and 0 children when travellers are unknown', () => {
    expect(travellerCount({})).toBe(1);
    expect(travellerCount({ adults: 3, children: null })).toBe(3);
    expect(activityCost({ cost: 10 }, {})).toBe(10);
  });
});

describe('hotelCost (§9)', () => {
  it('hotel = pricePerNight x nights, rooms not multiplied', () => {
    const hotel = { pricePerNight: 420, rooms: 2, checkIn: '2025-06-01', checkOut: '2025-06-05' };
    expect(hotelCost(hotel)).toBe(1680);
    expect(hotelCost({ pricePerNight: 420, checkIn: '2025-06-01' })).toBe(0);
    expect(hotelCost(undefined)).toBe(0);
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
