// Cost parsing, billing amounts and totals, currency conversion (spec §5 cost parsing, §9 costs).
import { DEFAULT_QUANTITY, DEFAULT_TRIP_ADULTS, EXCHANGE_RATE_MAX_AGE_MS, MONEY_DECIMALS, RATE_DECIMALS_BILLING } from './constants.js';
import { hotelNights, toTimestamp, type DateInput } from './durations.js';
import type { Day } from './itinerary.js';
import { selectedOption } from './slots.js';

/** Fallback EUR -> USD rate when no rate can be loaded (spec §8, §9). */
export const DEFAULT_EUR_USD_RATE = 1.1;

export interface Travellers {
  adults?: number | null;
  children?: number | null;
}

type Amount = number | string | null | undefined;

/** Money rounded to 2 decimals without float noise (0.1 + 0.2 -> 0.3). */
export function roundMoney(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded; // no -0
}

/** A stored amount (number or numeric text, as numeric columns arrive) as a number; anything else is 0. */
export function toAmount(value: Amount): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

/** Cost parsing: a number as is (min 0); text with 'free' or 'gratuit', or empty, is 0; otherwise the first number found (spec §5). */
export function parseCost(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.max(0, value) : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  if (text === '' || /free|gratuit/i.test(text)) return 0;
  const match = /\d+(?:\.\d+)?/.exec(text);
  return match ? Number(match[0]) : 0;
}

/** Inline activity cost edit is parsed as an integer; invalid is 0, never below 0 (spec §5). */
export function parseInlineCost(text: string | number): number {
  const n = Number.parseInt(String(text).trim(), 10);
  return Number.isNaN(n) ? 0 : Math.max(0, n);
}

/** Number of people paying: adults + children (adults default 1, children 0 when unknown; spec §9 defaults). */
export function travellerCount({ adults, children }: Travellers): number {
  const a = typeof adults === 'number' && Number.isFinite(adults) ? Math.max(0, adults) : DEFAULT_TRIP_ADULTS;
  const c = typeof children === 'number' && Number.isFinite(children) ? Math.max(0, children) : 0;
  return a + c;
}

/** Activity cost = cost x (adults + children), or counted once if lockCost (spec §9). */
export function activityCost(option: { cost?: unknown; lockCost?: boolean | null }, travellers: Travellers): number {
  return roundMoney(parseCost(option.cost) * (option.lockCost ? 1 : travellerCount(travellers)));
}

/** Sum of the chosen activities of a day (spec §2 Activity summary: per-day costs). */
export function dayActivityCost(day: Day, travellers: Travellers): number {
  let total = 0;
  for (const slot of day.timeSlots) {
    const option = selectedOption(slot);
    if (option) total += activityCost(option, travellers);
  }
  return roundMoney(total);
}

/** Grand total of the chosen activities of all days (spec §2 Activity summary). */
export function itineraryActivityCost(days: readonly Day[], travellers: Travellers): number {
  return roundMoney(days.reduce((sum, day) => sum + dayActivityCost(day, travellers), 0));
}

export interface BillingItemLike {
  item_type?: string | null;
  unit_price?: Amount;
  number_of_people?: number | null;
  quantity?: number | null;
  lock_cost?: boolean | null;
  billed?: boolean | null;
}

/** Billing item price = unit_price x number_of_people, or x1 if lock_cost (spec §9). */
export function billingItemPrice({ unit_price, number_of_people, lock_cost }: BillingItemLike): number {
  const people = typeof number_of_people === 'number' && Number.isFinite(number_of_people) ? number_of_people : 1;
  return roundMoney(toAmount(unit_price) * (lock_cost ? 1 : people));
}

/** Custom expense = unit_price x quantity, quantity default 1 (spec §9). */
export function customExpensePrice({ unit_price, quantity }: BillingItemLike): number {
  const q = typeof quantity === 'number' && Number.isFinite(quantity) ? quantity : DEFAULT_QUANTITY;
  return roundMoney(toAmount(unit_price) * q);
}

/** Amount of any billing item, by its item_type (spec §3 billing_items, §9). */
export function billingItemAmount(item: BillingItemLike): number {
  return item.item_type === 'custom_expense' ? customExpensePrice(item) : billingItemPrice(item);
}

export interface FlightLike {
  price?: Amount;
  billed?: boolean | null;
}

export interface HotelLike {
  pricePerNight?: Amount;
  checkIn?: DateInput;
  checkOut?: DateInput;
  billed?: boolean | null;
}

/** Flight cost = price x (adults + children) (spec §9). */
export function flightCost(flight: FlightLike | null | undefined, travellers: Travellers): number {
  return flight ? roundMoney(toAmount(flight.price) * travellerCount(travellers)) : 0;
}

/** Hotel cost = pricePerNight x nights; rooms are not multiplied (spec §9). */
export function hotelCost(hotel: HotelLike | null | undefined): number {
  return hotel ? roundMoney(toAmount(hotel.pricePerNight) * hotelNights(hotel.checkIn, hotel.checkOut)) : 0;
}

export interface BillingTotalsInput {
  items?: readonly BillingItemLike[];
  outboundFlight?: FlightLike | null;
  returnFlight?: FlightLike | null;
  hotel?: HotelLike | null;
  includeFlight?: boolean;
  includeHotel?: boolean;
  travellers: Travellers;
}

export interface BillingTotals {
  total: number;
  billed: number;
  unbilled: number;
}

/** Totals Total, Billed, Unbilled; flights and hotel count only when their include flag is on (spec §9). */
export function billingTotals(input: BillingTotalsInput): BillingTotals {
  const lines: { amount: number; billed: boolean }[] = (input.items ?? []).map((item) => ({
    amount: billingItemAmount(item),
    billed: item.billed === true,
  }));
  if (input.includeFlight) {
    for (const flight of [input.outboundFlight, input.returnFlight]) {
      if (flight) lines.push({ amount: flightCost(flight, input.travellers), billed: flight.billed === true });
    }
  }
  if (input.includeHotel && input.hotel) {
    lines.push({ amount: hotelCost(input.hotel), billed: input.hotel.billed === true });
  }
  let billed = 0;
  let unbilled = 0;
  for (const line of lines) {
    if (line.billed) billed += line.amount;
    else unbilled += line.amount;
  }
  return { total: roundMoney(billed + unbilled), billed: roundMoney(billed), unbilled: roundMoney(unbilled) };
}

function usableRate(rate: number): number {
  return Number.isFinite(rate) && rate > 0 ? rate : DEFAULT_EUR_USD_RATE;
}

/** Conversion exists only between EUR and USD (spec §9). */
export function canConvert(from: string, to: string): boolean {
  return from === to || (from === 'EUR' && to === 'USD') || (from === 'USD' && to === 'EUR');
}

/** Convert between EUR and USD with rate = EUR -> USD (default 1.1); other pairs throw (spec §9). */
export function convertCurrency(amount: number, from: string, to: string, rate: number = DEFAULT_EUR_USD_RATE): number {
  if (from === to) return amount;
  if (from === 'EUR' && to === 'USD') return roundMoney(amount * usableRate(rate));
  if (from === 'USD' && to === 'EUR') return roundMoney(amount / usableRate(rate));
  throw new RangeError(`Conversion is only between EUR and USD, not ${from} to ${to}`);
}

/** Rate shown as '1 EUR = x.xx USD': 2 decimals in billing, 4 in the workspace (spec §9). */
export function formatRate(rate: number, decimals: number = RATE_DECIMALS_BILLING): string {
  return `1 EUR = ${usableRate(rate).toFixed(decimals)} USD`;
}

/** The stored rate is refreshed when older than 1 day or missing (spec §9). */
export function isRateStale(rateDate: DateInput, now: number | Date = Date.now()): boolean {
  const at = toTimestamp(rateDate);
  const current = now instanceof Date ? now.getTime() : now;
  return at === null || current - at > EXCHANGE_RATE_MAX_AGE_MS;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Money with 2 decimals and the currency symbol, e.g. '€1,234.50', '$99.00' (spec §9). */
export function formatMoney(amount: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: MONEY_DECIMALS,
      maximumFractionDigits: MONEY_DECIMALS,
    });
    moneyFormats.set(currency, format);
  }
  return format.format(roundMoney(amount));
}
