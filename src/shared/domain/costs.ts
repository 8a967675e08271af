// Cost parsing, billing amounts and totals, currency conversion (spec §5 cost parsing, §9 costs).
import { DEFAULT_QUANTITY, DEFAULT_TRIP_ADULTS, EXCHANGE_RATE_MAX_AGE_MS, MONEY_DECIMALS, RATE_DECIMALS_BILLING } from './constants.js';
import { hotelNights, toTimestamp, type DateInput } from './durations.js';
import type { Day } from './itinerary.js';
import { selectedOption } from './slots.js';
import { MULTIPLIER_MAX, NIGHTS_MAX, PRICE_MAX_CENTS, PRICE_MAX_EUR, clampNumber } from './bounds.js';

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

/**
 * The lock-cost rule (spec §9), the one place it is written: a cost counts once per person, or
 * once in all when it is locked. Activities on screen (activityCost) and billing lines
 * (billingItemCents) both multiply by this.
 */
export function lockCostMultiplier(lockCost: boolean | null | undefined, people: number): number {
  return lockCost ? 1 : people;
}

/** Activity cost = cost x (adults + children), or counted once if lockCost (spec §9). */
export function activityCost(option: { cost?: unknown; lockCost?: boolean | null }, travellers: Travellers): number {
  return roundMoney(parseCost(option.cost) * lockCostMultiplier(option.lockCost, travellerCount(travellers)));
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

/** A unit price within ±€1,000,000 (ADR 022; old rows). */
function clampPrice(amount: number): number {
  return clampNumber(amount, -PRICE_MAX_EUR, PRICE_MAX_EUR, 0);
}

/** Hotel cost = pricePerNight x nights; rooms are not multiplied (spec §9). */
export function hotelCost(hotel: HotelLike | null | undefined): number {
  return hotel ? roundMoney(clampPrice(toAmount(hotel.pricePerNight)) * billedNights(hotel.checkIn, hotel.checkOut)) : 0;
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

/**
 * How an activity's cost reads wherever it is shown (day view, place detail, trip map, activity
 * summary): 'Free' when there is nothing to pay (spec §5 cost parsing: 0, empty, 'free',
 * 'gratuit'), else the amount in EUR with 2 decimals; `perPerson` adds ' pp' where the figure
 * stands alone (a card), not where a column already says 'Per person'.
 */
export function formatActivityCost(cost: unknown, { perPerson = true }: { perPerson?: boolean } = {}): string {
  const n = parseCost(cost);
  if (n === 0) return 'Free';
  const amount = formatMoney(n, 'EUR');
  return perPerson ? `${amount} pp` : amount;
}

/* ------------------------------------------------------------------------------------------------
 * Billing in integer cents (issue 11): every amount of a statement is an integer number of euro
 * cents from the stored value to the total; sums are exact. Conversion to USD and formatting
 * happen once, at display (screen, API answer, PDF all call the same functions below).
 * --------------------------------------------------------------------------------------------- */

/** An amount in integer cents of its currency. */
export type Cents = number;

/** A stored amount (number or numeric text) as integer cents: 12.5 -> 1250, '0.1' -> 10, 1.005 -> 101. */
export function toCents(value: Amount): Cents {
  const amount = toAmount(value);
  // toPrecision removes the binary noise of x*100 (1.005*100 = 100.49999...) before rounding.
  const cents = Math.round(Number((amount * 100).toPrecision(12)));
  return cents === 0 ? 0 : cents;
}

/** Cents back to an amount with 2 decimals (for numeric columns and JSON). */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

function countOf(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.min(MULTIPLIER_MAX, Math.trunc(value)) : fallback;
}

/**
 * The unit price of a statement line in cents, within ±€1,000,000 (ADR 022): writes refuse more,
 * and a row stored before the bounds (a flight at 1e14) reads clamped, so every product of a
 * statement stays an exact integer and no read fails on it.
 */
export function unitCentsOf(value: Amount): Cents {
  return clampNumber(toCents(value), -PRICE_MAX_CENTS, PRICE_MAX_CENTS, 0);
}

/** Travellers multiplying a line, within MULTIPLIER_MAX (old rows). */
function travellerMultiplier(travellers: Travellers): number {
  return Math.min(MULTIPLIER_MAX, travellerCount(travellers));
}

/** Nights of a stay as billed: at most NIGHTS_MAX (a stored 0001-01-01 to 9999-12-31 reads so). */
export function billedNights(checkIn: DateInput, checkOut: DateInput): number {
  return Math.min(NIGHTS_MAX, hotelNights(checkIn, checkOut));
}

/** Billing item: unit_price x number_of_people, or x1 if lock_cost; custom expense: unit_price x quantity (spec §9). */
export function billingItemCents(item: BillingItemLike): { unitCents: Cents; multiplier: number; amountCents: Cents } {
  const unitCents = unitCentsOf(item.unit_price);
  const multiplier =
    item.item_type === 'custom_expense'
      ? countOf(item.quantity, DEFAULT_QUANTITY)
      : lockCostMultiplier(item.lock_cost, countOf(item.number_of_people, 1));
  return { unitCents, multiplier, amountCents: unitCents * multiplier };
}

/** Flight: price per person x (adults + children) (spec §9). */
export function flightCents(flight: FlightLike, travellers: Travellers): { unitCents: Cents; multiplier: number; amountCents: Cents } {
  const unitCents = unitCentsOf(flight.price);
  const multiplier = travellerMultiplier(travellers);
  return { unitCents, multiplier, amountCents: unitCents * multiplier };
}

/** Hotel: price per night x nights; rooms are not multiplied (spec §9). */
export function hotelCents(hotel: HotelLike): { unitCents: Cents; multiplier: number; amountCents: Cents } {
  const unitCents = unitCentsOf(hotel.pricePerNight);
  const multiplier = billedNights(hotel.checkIn, hotel.checkOut);
  return { unitCents, multiplier, amountCents: unitCents * multiplier };
}

export type StatementLineKind = 'activity' | 'custom_expense' | 'flight' | 'hotel';

/** One line of a billing statement, as the screen, the API and the PDF show it. */
export interface StatementLine {
  /** Billing item id, or 'outbound' / 'return' / 'hotel'. */
  key: string;
  kind: StatementLineKind;
  unitCents: Cents;
  /** People (activity), quantity (expense), travellers (flight) or nights (hotel). */
  multiplier: number;
  amountCents: Cents;
  billed: boolean;
  /** False for flights and hotel while their include flag is off: shown, not counted. */
  counted: boolean;
}

export interface StatementTotals {
  totalCents: Cents;
  billedCents: Cents;
  unbilledCents: Cents;
}

/** What a statement is counted from: a trip's billing items (each with its id, the key of its line), flights, hotel and include flags. */
export interface StatementInput {
  items?: readonly (BillingItemLike & { id: string })[];
  outboundFlight?: FlightLike | null;
  returnFlight?: FlightLike | null;
  hotel?: HotelLike | null;
  includeFlight?: boolean;
  includeHotel?: boolean;
  travellers: Travellers;
}

/**
 * The statement of a trip in cents: one line per billing item, flight and hotel, and the totals
 * Total, Billed, Unbilled over the counted lines (flights and hotel only when included; spec §9).
 */
export function billingStatement(input: StatementInput): { lines: StatementLine[]; totals: StatementTotals } {
  const lines: StatementLine[] = (input.items ?? []).map((item) => ({
    key: item.id,
    kind: item.item_type === 'custom_expense' ? 'custom_expense' : 'activity',
    ...billingItemCents(item),
    billed: item.billed === true,
    counted: true,
  }));
  const flights: [string, FlightLike | null | undefined][] = [
    ['outbound', input.outboundFlight],
    ['return', input.returnFlight],
  ];
  for (const [key, flight] of flights) {
    if (flight) {
      lines.push({ key, kind: 'flight', ...flightCents(flight, input.travellers), billed: flight.billed === true, counted: input.includeFlight === true });
    }
  }
  if (input.hotel) {
    lines.push({ key: 'hotel', kind: 'hotel', ...hotelCents(input.hotel), billed: input.hotel.billed === true, counted: input.includeHotel === true });
  }
  let billedCents = 0;
  let unbilledCents = 0;
  for (const line of lines) {
    if (!line.counted) continue;
    if (line.billed) billedCents += line.amountCents;
    else unbilledCents += line.amountCents;
  }
  return { lines, totals: { totalCents: billedCents + unbilledCents, billedCents, unbilledCents } };
}

/** EUR cents in the display currency: the one rounding, to the cent, of amount x rate (spec §9). */
export function displayCents(eurCents: Cents, currency: 'EUR' | 'USD', rate: number = DEFAULT_EUR_USD_RATE): Cents {
  if (currency === 'EUR') return eurCents;
  const cents = Math.round(Number((eurCents * usableRate(rate)).toPrecision(15)));
  return cents === 0 ? 0 : cents;
}

/** EUR cents shown in EUR or USD with 2 decimals, e.g. '€1,234.50', '$1,357.95'. */
export function formatCents(eurCents: Cents, currency: 'EUR' | 'USD' = 'EUR', rate: number = DEFAULT_EUR_USD_RATE): string {
  return formatMoney(displayCents(eurCents, currency, rate) / 100, currency);
}

/** A priced line of a statement as the API gives it, in EUR cents. */
export interface PricedLine {
  unitCents: Cents;
  amountCents: Cents;
  billed: boolean;
  /** False for flights and hotel left out of the totals; absent means counted. */
  counted?: boolean;
  /** Activities: the amount at today's cost, when it differs. */
  nowCents?: Cents | null;
}

/** How many units a line's amount is made of (people, quantity, travellers or nights); 0 for a free unit. */
function unitsOf(line: PricedLine): number {
  if (line.unitCents === 0) return 0;
  const units = Math.round(line.amountCents / line.unitCents);
  return units * line.unitCents === line.amountCents ? units : 0;
}

/**
 * One line in the display currency (issue 18 §7, one rule): in EUR as stored; in USD the unit is
 * converted and rounded to the cent first, then multiplied, so '$27.17 × 4 people' reads $108.68
 * and never $108.67. A line whose amount is not a whole number of its unit is converted whole.
 */
export function lineInCurrency<L extends PricedLine>(line: L, currency: 'EUR' | 'USD', rate: number = DEFAULT_EUR_USD_RATE): L {
  if (currency === 'EUR') return line;
  const units = unitsOf(line);
  const unitCents = displayCents(line.unitCents, currency, rate);
  return {
    ...line,
    unitCents,
    amountCents: units > 0 ? unitCents * units : displayCents(line.amountCents, currency, rate),
    ...(line.nowCents != null && { nowCents: displayCents(line.nowCents, currency, rate) }),
  };
}

/**
 * A statement in the display currency: every line by `lineInCurrency`, and Total, Billed and
 * Unbilled summed from the lines as shown, so the figures on the page (and in the PDF) add up in
 * USD as they do in EUR. In EUR the totals equal the server's.
 */
export function statementInCurrency<I extends PricedLine, T extends PricedLine>(
  view: { items: readonly I[]; travel: readonly T[] },
  currency: 'EUR' | 'USD',
  rate: number = DEFAULT_EUR_USD_RATE,
): { items: I[]; travel: T[]; totals: StatementTotals } {
  const items = view.items.map((l) => lineInCurrency(l, currency, rate));
  const travel = view.travel.map((l) => lineInCurrency(l, currency, rate));
  let billedCents = 0;
  let unbilledCents = 0;
  for (const line of [...items, ...travel]) {
    if (line.counted === false) continue;
    if (line.billed) billedCents += line.amountCents;
    else unbilledCents += line.amountCents;
  }
  return { items, travel, totals: { totalCents: billedCents + unbilledCents, billedCents, unbilledCents } };
}

/** Amount in cents of the display currency, e.g. '$1,357.95' (after `statementInCurrency`). */
export function formatShownCents(cents: Cents, currency: 'EUR' | 'USD' | 'GBP'): string {
  return formatMoney(cents / 100, currency);
}

/** A trip's budget against its chosen activities (EUR), in the budget's own currency. */
export interface BudgetStanding {
  /** The budget as entered, in its currency. */
  budget: number;
  currency: string;
  /** The chosen activities in the budget's currency; null when they cannot be converted (GBP). */
  chosen: number | null;
  /** Budget minus chosen, in the budget's currency; null when not comparable. */
  remaining: number | null;
}

/**
 * A budget is shown in its own currency everywhere, and compared with the activities' EUR costs
 * only after conversion at the stored rate (issue 18 §7): EUR as is, USD at the EUR -> USD rate;
 * GBP is never converted (spec §9: conversion only between EUR and USD), so no remaining amount
 * is claimed for it.
 */
export function budgetStanding(budget: number, currency: string, chosenEur: number, rate: number = DEFAULT_EUR_USD_RATE): BudgetStanding {
  if (!canConvert('EUR', currency)) return { budget, currency, chosen: null, remaining: null };
  const chosen = convertCurrency(chosenEur, 'EUR', currency, rate);
  return { budget, currency, chosen, remaining: roundMoney(budget - chosen) };
}
