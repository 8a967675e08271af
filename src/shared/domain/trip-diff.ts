// What one version of a trip changed, kept in a form that can be shown and reversed (issue 22,
// ADR 037): field before/after for trip information, flights and hotel; for the itinerary, each
// changed day before and after (matched by its stable id) and the days' order when it changed.
// From that: sentences for the staff history and for the client ('Day 3, 15:00-17:00: Castel
// Sant'Angelo -> Galleria Borghese'), the trip as it was (revertDiff), and the net change across
// several versions (composeDiffs). Pure: no I/O, no clock.
import { formatDate, formatDateTime } from './dates.js';
import { formatMoney, parseCost } from './costs.js';
import { sameJson } from './itinerary-summary.js';
import type { Day, Option, TimeSlot } from './itinerary.js';
import { selectedOption } from './slots.js';

/** The fields of a trip its versions keep and restore (the TripFields names; ADR 037). */
export const INFO_FIELDS = [
  'tripName',
  'description',
  'startDate',
  'endDate',
  'travelersAdults',
  'travelersChildren',
  'destination',
  'destinationLatitude',
  'destinationLongitude',
  'destinationPhotoUrl',
  'budgetEur',
  'currency',
] as const;
export const FLIGHT_FIELDS = ['outboundFlight', 'returnFlight'] as const;
export const HOTEL_FIELDS = ['hotel'] as const;
export const VERSIONED_FIELDS = [...INFO_FIELDS, ...FLIGHT_FIELDS, ...HOTEL_FIELDS] as const;
export type VersionedField = (typeof VERSIONED_FIELDS)[number];
export type FieldValues = Partial<Record<VersionedField, unknown>>;

/** The parts a version can restore one at a time ('day' names one day by id). */
export const RESTORABLE_PARTS = ['all', 'info', 'flights', 'hotel', 'days', 'day'] as const;
export type RestorablePart = (typeof RESTORABLE_PARTS)[number];

/** The fields of each part that restores fields. */
export const FIELDS_OF_PART: Record<'info' | 'flights' | 'hotel', readonly VersionedField[]> = {
  info: INFO_FIELDS,
  flights: FLIGHT_FIELDS,
  hotel: HOTEL_FIELDS,
};

/** The content of a trip at one version: the versioned fields and the itinerary. */
export interface TripState {
  fields: FieldValues;
  days: readonly Day[];
}

/** One day of the itinerary that changed: as it was and as it became (null: absent), with its positions. */
export interface DayChange {
  id: string;
  before: Day | null;
  after: Day | null;
  /** 0-based position before and after (null: absent then). */
  at: [number | null, number | null];
}

/** What one version (or several, composed) changed. An empty object: nothing restorable changed. */
export interface TripDiff {
  fields?: Partial<Record<VersionedField, { before: unknown; after: unknown }>>;
  days?: {
    /** The ids of the days before and after, when the list of days (or its order) changed. */
    order?: { before: string[]; after: string[] };
    changed: DayChange[];
  };
}

/** The part of a trip a sentence is about. */
export type ChangePart = 'info' | 'flights' | 'hotel' | 'days';

/** One change in words, with its before and after and the day it touches. */
export interface ChangeLine {
  text: string;
  part: ChangePart;
  before?: string;
  after?: string;
  dayId?: string;
  /** 1-based position of the day in the itinerary. */
  dayNumber?: number;
  date?: string;
  /** For staff only (an internal note): never shown to a client. */
  staffOnly?: true;
}

/* ------------------------------------------------------------------ computing a diff */

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** The fields among `keys` whose value differs between before and after. */
export function diffFields(before: FieldValues, after: FieldValues, keys: readonly VersionedField[] = VERSIONED_FIELDS): TripDiff['fields'] {
  const out: NonNullable<TripDiff['fields']> = {};
  for (const k of keys) {
    if (!(k in after)) continue;
    const a = before[k] ?? null;
    const b = after[k] ?? null;
    if ((isEmpty(a) && isEmpty(b)) || sameJson(a, b)) continue;
    out[k] = { before: a, after: b };
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * The days that changed between two itineraries, matched by id; `same` may answer faster than
 * comparing values (the server compares the texts it stored). Undefined when nothing changed.
 */
export function diffDays(
  before: readonly Day[],
  after: readonly Day[],
  same: (prev: Day, prevIndex: number, day: Day, index: number) => boolean = (p, _i, d) => sameJson(p, d),
): TripDiff['days'] {
  const old = new Map(before.map((d, i) => [d.id, i]));
  const now = new Set(after.map((d) => d.id));
  const changed: DayChange[] = [];
  after.forEach((day, i) => {
    const p = old.get(day.id);
    if (p === undefined) changed.push({ id: day.id, before: null, after: day, at: [null, i] });
    else if (!same(before[p]!, p, day, i)) changed.push({ id: day.id, before: before[p]!, after: day, at: [p, i] });
  });
  before.forEach((day, i) => {
    if (!now.has(day.id)) changed.push({ id: day.id, before: day, after: null, at: [i, null] });
  });
  const sameOrder = before.length === after.length && before.every((d, i) => d.id === after[i]!.id);
  if (changed.length === 0 && sameOrder) return undefined;
  return { ...(sameOrder ? {} : { order: { before: before.map((d) => d.id), after: after.map((d) => d.id) } }), changed };
}

/** The diff of two states: the fields among `keys` and, when both have them, the days. */
export function diffStates(before: TripState, after: TripState, keys: readonly VersionedField[] = VERSIONED_FIELDS): TripDiff {
  const fields = diffFields(before.fields, after.fields, keys);
  const days = diffDays(before.days, after.days);
  return { ...(fields && { fields }), ...(days && { days }) };
}

export const isEmptyDiff = (d: TripDiff) => !d.fields && !d.days;

/* ------------------------------------------------------------------ reversing and composing */

/** The state as it was before the change `diff` made to it (the trip at the previous version). */
export function revertDiff(state: TripState, diff: TripDiff): TripState {
  const fields = { ...state.fields };
  for (const [k, v] of Object.entries(diff.fields ?? {})) fields[k as VersionedField] = v.before;
  if (!diff.days) return { fields, days: state.days };
  const was = new Map(diff.days.changed.map((c) => [c.id, c.before]));
  const current = new Map(state.days.map((d) => [d.id, d]));
  const ids = diff.days.order?.before ?? state.days.map((d) => d.id);
  const days: Day[] = [];
  for (const id of ids) {
    const day = was.has(id) ? was.get(id) : current.get(id);
    if (day) days.push(day);
  }
  return { fields, days };
}

/** The net change of several consecutive diffs, oldest first: first before, last after, per field and day. */
export function composeDiffs(diffs: readonly TripDiff[]): TripDiff {
  const fields: NonNullable<TripDiff['fields']> = {};
  const days = new Map<string, DayChange>();
  let orderBefore: string[] | undefined;
  let orderAfter: string[] | undefined;
  let touchedDays = false;
  for (const d of diffs) {
    for (const [k, v] of Object.entries(d.fields ?? {})) {
      const key = k as VersionedField;
      fields[key] = { before: key in fields ? fields[key]!.before : v.before, after: v.after };
    }
    if (!d.days) continue;
    touchedDays = true;
    if (d.days.order) {
      orderBefore ??= d.days.order.before;
      orderAfter = d.days.order.after;
    }
    for (const c of d.days.changed) {
      const prev = days.get(c.id);
      days.set(c.id, prev ? { id: c.id, before: prev.before, after: c.after, at: [prev.at[0], c.at[1]] } : c);
    }
  }
  for (const [k, v] of Object.entries(fields)) if (sameJson(v.before ?? null, v.after ?? null)) delete fields[k as VersionedField];
  for (const [id, c] of days) if (sameJson(c.before, c.after)) days.delete(id);
  const order = orderBefore && orderAfter && !sameJson(orderBefore, orderAfter) ? { before: orderBefore, after: orderAfter } : undefined;
  const out: TripDiff = {};
  if (Object.keys(fields).length) out.fields = fields;
  if (touchedDays && (days.size || order)) out.days = { ...(order && { order }), changed: [...days.values()] };
  return out;
}

/* ------------------------------------------------------------------ sentences */

export interface DescribeOptions {
  /** The trip's currency, for prices (EUR by default). */
  currency?: string;
  /** 'client': no internal notes, no billing words (ADR 030). */
  audience?: 'staff' | 'client';
  /** The day's number now (1-based) by id, when the caller knows the trip as it is now. */
  dayNumber?: (dayId: string) => number | undefined;
}

const ARROW = '->';

/** '€1,450' for whole amounts, '€12.50' otherwise. */
export function moneyText(amount: number, currency = 'EUR'): string {
  const text = formatMoney(amount, currency);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

const quote = (s: string, max = 60) => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};

const INFO_LABELS: Record<(typeof INFO_FIELDS)[number], string> = {
  tripName: 'Trip name',
  description: 'Description',
  startDate: 'Start date',
  endDate: 'End date',
  travelersAdults: 'Adults',
  travelersChildren: 'Children',
  destination: 'Destination',
  destinationLatitude: 'Destination position',
  destinationLongitude: 'Destination position',
  destinationPhotoUrl: 'Destination photo',
  budgetEur: 'Budget',
  currency: 'Currency',
};

function valueText(field: VersionedField, v: unknown, currency: string): string {
  if (isEmpty(v)) return 'none';
  if (field === 'startDate' || field === 'endDate') return formatDate(String(v));
  if (field === 'budgetEur') return moneyText(Number(v), currency);
  return quote(String(v));
}

type Rec = Record<string, unknown>;
const str = (r: Rec | null, k: string) => (r && typeof r[k] === 'string' ? (r[k] as string).trim() : '');
const num = (r: Rec | null, k: string) => (r && typeof r[k] === 'number' ? (r[k] as number) : null);

function flightName(f: Rec): string {
  const code = [str(f, 'airline'), str(f, 'flightNumber')].filter(Boolean).join(' ');
  const route = [str(f, 'departureAirport'), str(f, 'arrivalAirport')].filter(Boolean).join('-');
  return [code, route].filter(Boolean).join(' ') || 'a flight';
}

/** Sentences for a flight or the hotel, sub-field by sub-field. */
function bookingLines(kind: 'outboundFlight' | 'returnFlight' | 'hotel', before: unknown, after: unknown, currency: string): ChangeLine[] {
  const part: ChangePart = kind === 'hotel' ? 'hotel' : 'flights';
  const label = kind === 'hotel' ? 'Hotel' : kind === 'outboundFlight' ? 'Outbound flight' : 'Return flight';
  const a = before && typeof before === 'object' ? (before as Rec) : null;
  const b = after && typeof after === 'object' ? (after as Rec) : null;
  const name = (r: Rec) => (kind === 'hotel' ? str(r, 'name') || 'a hotel' : flightName(r));
  if (!a && b) return [{ text: `${label} added: ${name(b)}`, part, before: 'none', after: name(b) }];
  if (a && !b) return [{ text: `${label} removed (${name(a)})`, part, before: name(a), after: 'none' }];
  if (!a || !b) return [];
  const lines: ChangeLine[] = [];
  const line = (what: string, x: string, y: string) => {
    if (x !== y) lines.push({ text: `${label}${what}: ${x || 'none'} ${ARROW} ${y || 'none'}`, part, before: x || 'none', after: y || 'none' });
  };
  if (kind === 'hotel') {
    line('', str(a, 'name'), str(b, 'name'));
    line(' address', str(a, 'address'), str(b, 'address'));
    line(' check-in', formatDate(str(a, 'checkIn')), formatDate(str(b, 'checkIn')));
    line(' check-out', formatDate(str(a, 'checkOut')), formatDate(str(b, 'checkOut')));
    const [p, q] = [num(a, 'pricePerNight'), num(b, 'pricePerNight')];
    if (p !== q) line(' price per night', p === null ? '' : moneyText(p, currency), q === null ? '' : moneyText(q, currency));
    const [r, s] = [num(a, 'rooms'), num(b, 'rooms')];
    if (r !== s) line(' rooms', r === null ? '' : String(r), s === null ? '' : String(s));
  } else {
    line('', flightName(a), flightName(b));
    line(' departure', formatDateTime(str(a, 'departure')), formatDateTime(str(b, 'departure')));
    line(' arrival', formatDateTime(str(a, 'arrival')), formatDateTime(str(b, 'arrival')));
    const [p, q] = [num(a, 'price'), num(b, 'price')];
    if (p !== q) line(' price', p === null ? '' : moneyText(p, currency), q === null ? '' : moneyText(q, currency));
  }
  if (lines.length === 0) {
    // Something else changed (a confirmation number, a note); whether it was billed is the agency's business.
    const { billed: _x, ...restA } = a;
    const { billed: _y, ...restB } = b;
    if (!sameJson(restA, restB)) lines.push({ text: `${label} details changed`, part });
  }
  return lines;
}

const timesOf = (s: TimeSlot) => `${s.startTime}-${s.endTime}`;
/** What a slot holds, in words: its chosen activity, its only one, else null. */
const activityOf = (s: TimeSlot): Option | undefined => selectedOption(s) ?? (s.options.length === 1 ? s.options[0] : undefined);
const slotName = (s: TimeSlot) => activityOf(s)?.name || s.title || 'an activity';

interface DayPlace {
  day: Day;
  number: number;
}

/** Sentences for one day that exists before and after (slots matched by id). */
function slotLines(c: DayChange, place: DayPlace, moved: Map<string, { from: DayPlace; to: DayPlace }>, currency: string, client: boolean): ChangeLine[] {
  const before = c.before!;
  const after = c.after!;
  const lines: ChangeLine[] = [];
  const at = (text: string, extra: Partial<ChangeLine> = {}) =>
    lines.push({ text, part: 'days', dayId: after.id, dayNumber: place.number, ...(after.date && { date: after.date }), ...extra });
  const d = `Day ${place.number}`;
  if (before.date !== after.date) at(`${d}: date ${formatDate(before.date) || 'none'} ${ARROW} ${formatDate(after.date) || 'none'}`, { before: formatDate(before.date), after: formatDate(after.date) });
  if (before.title !== after.title) at(`${d}: "${quote(before.title)}" ${ARROW} "${quote(after.title)}"`, { before: before.title, after: after.title });
  const old = new Map(before.timeSlots.map((s) => [s.id, s]));
  const now = new Set(after.timeSlots.map((s) => s.id));
  for (const s of after.timeSlots) {
    const p = old.get(s.id);
    const where = `${d}, ${timesOf(s)}`;
    if (!p) {
      const m = moved.get(s.id);
      if (m && m.to.day.id === after.id) at(`${where}: ${slotName(s)} moved from day ${m.from.number}`, { before: `Day ${m.from.number}`, after: `Day ${place.number}` });
      else at(`${where}: added ${slotName(s)}`, { before: 'none', after: slotName(s) });
      continue;
    }
    if (sameJson(p, s)) continue;
    const n = lines.length;
    if (timesOf(p) !== timesOf(s)) at(`${d}, ${slotName(s)}: ${timesOf(p)} ${ARROW} ${timesOf(s)}`, { before: timesOf(p), after: timesOf(s) });
    const [x, y] = [activityOf(p), activityOf(s)];
    if (x?.id !== y?.id || (x && y && x.name !== y.name)) {
      if (x && y) at(`${where}: ${x.name} ${ARROW} ${y.name}`, { before: x.name, after: y.name });
      else if (y) at(`${where}: ${y.name} chosen`, { before: 'none', after: y.name });
      else if (x) at(`${where}: ${x.name} no longer chosen`, { before: x.name, after: 'none' });
    }
    const oldOptions = new Map(p.options.map((o) => [o.id, o]));
    const named = new Set([x?.id, y?.id]);
    for (const o of s.options) {
      const q = oldOptions.get(o.id);
      if (!q) {
        if (!named.has(o.id)) at(`${where}: new activity proposed, ${o.name}`, { before: 'none', after: o.name });
        continue;
      }
      const [c1, c2] = [parseCost(q.cost), parseCost(o.cost)];
      if (c1 !== c2) at(`${where}: ${o.name} price ${moneyText(c1, currency)} ${ARROW} ${moneyText(c2, currency)}`, { before: moneyText(c1, currency), after: moneyText(c2, currency) });
    }
    const stillThere = new Set(s.options.map((o) => o.id));
    for (const o of p.options) if (!stillThere.has(o.id) && !named.has(o.id)) at(`${where}: ${o.name} no longer proposed`, { before: o.name, after: 'none' });
    if ((p.notes ?? '').trim() !== (s.notes ?? '').trim()) at(`${where}: note changed`);
    if (!client && (p.internalNote ?? '').trim() !== (s.internalNote ?? '').trim()) at(`${where}: internal note changed`, { staffOnly: true });
    if (p.title !== s.title && lines.length === n) at(`${where}: "${quote(p.title)}" ${ARROW} "${quote(s.title)}"`, { before: p.title, after: s.title });
  }
  for (const p of before.timeSlots) {
    if (now.has(p.id)) continue;
    if (moved.has(p.id)) continue; // told on the day it went to
    at(`${d}, ${timesOf(p)}: removed ${slotName(p)}`, { before: slotName(p), after: 'none' });
  }
  return lines;
}

/**
 * The change in short sentences, trip information first, then flights, hotel and the days in
 * their order: 'Hotel price per night: €1,200 -> €1,450', 'Day 3, 15:00-17:00: Castel
 * Sant'Angelo -> Galleria Borghese'. For a client: nothing only staff read (internal notes).
 */
export function describeDiff(diff: TripDiff, opts: DescribeOptions = {}): ChangeLine[] {
  const currency = typeof diff.fields?.currency?.after === 'string' ? diff.fields.currency.after : (opts.currency ?? 'EUR');
  const client = opts.audience === 'client';
  const lines: ChangeLine[] = [];
  let position = false;
  for (const k of INFO_FIELDS) {
    const v = diff.fields?.[k];
    if (!v) continue;
    if (k === 'destinationLatitude' || k === 'destinationLongitude') {
      if (!position && !diff.fields?.destination) lines.push({ text: 'Destination position changed', part: 'info' });
      position = true;
      continue;
    }
    if (k === 'description' || k === 'destinationPhotoUrl') {
      lines.push({ text: `${INFO_LABELS[k]} changed`, part: 'info' });
      continue;
    }
    const [x, y] = [valueText(k, v.before, currency), valueText(k, v.after, currency)];
    lines.push({ text: `${INFO_LABELS[k]}: ${x} ${ARROW} ${y}`, part: 'info', before: x, after: y });
  }
  for (const k of [...FLIGHT_FIELDS, ...HOTEL_FIELDS]) {
    const v = diff.fields?.[k];
    if (v) lines.push(...bookingLines(k, v.before, v.after, currency));
  }
  if (diff.days) {
    const numberOf = (c: DayChange, side: 0 | 1) => opts.dayNumber?.(c.id) ?? (c.at[side] ?? c.at[side === 1 ? 0 : 1] ?? 0) + 1;
    // A slot that left one day for another: told once, on the day it went to.
    const from = new Map<string, DayPlace>();
    const to = new Map<string, DayPlace>();
    for (const c of diff.days.changed) {
      if (c.before) for (const s of c.before.timeSlots) from.set(s.id, { day: c.before, number: numberOf(c, 0) });
    }
    for (const c of diff.days.changed) {
      if (!c.after) continue;
      for (const s of c.after.timeSlots) {
        const f = from.get(s.id);
        if (f && f.day.id !== c.id) to.set(s.id, { day: c.after, number: numberOf(c, 1) });
      }
    }
    const moved = new Map<string, { from: DayPlace; to: DayPlace }>();
    for (const [id, t] of to) moved.set(id, { from: from.get(id)!, to: t });
    const sorted = [...diff.days.changed].sort((a, b) => numberOf(a, 1) - numberOf(b, 1) || Number(!a.after) - Number(!b.after));
    for (const c of sorted) {
      const number = numberOf(c, c.after ? 1 : 0);
      const day = (c.after ?? c.before)!;
      const named = `Day ${number}${day.date ? ` (${formatDate(day.date)})` : ''}`;
      const where = { part: 'days' as const, dayId: c.id, dayNumber: number, ...(day.date && { date: day.date }) };
      if (!c.before) lines.push({ text: `${named} added${day.title ? `: ${quote(day.title)}` : ''}`, ...where, before: 'none', after: day.title });
      else if (!c.after) lines.push({ text: `${named} removed${day.title ? `: ${quote(day.title)}` : ''}`, ...where, before: day.title, after: 'none' });
      else lines.push(...slotLines(c, { day: c.after, number }, moved, currency, client));
    }
    if (lines.every((l) => l.part !== 'days') && diff.days.order) lines.push({ text: 'Days reordered', part: 'days' });
  }
  return client ? lines.filter((l) => !l.staffOnly) : lines;
}

/* ------------------------------------------------------------------ the history panel */

/**
 * Changes in groups of one person within one minute, in the order given (newest first): the
 * history panel shows each group once with its sentences (issue 22). `at` is an ISO instant.
 */
export function groupByPersonAndMinute<T extends { id: string; at: string; by: { id: string } | null }>(
  items: readonly T[],
): { by: T['by']; minute: string; itemIds: string[] }[] {
  const groups: { by: T['by']; minute: string; itemIds: string[] }[] = [];
  for (const item of items) {
    const minute = `${item.at.slice(0, 16)}:00.000Z`;
    const last = groups.at(-1);
    if (last && last.minute === minute && (last.by?.id ?? null) === (item.by?.id ?? null)) last.itemIds.push(item.id);
    else groups.push({ by: item.by, minute, itemIds: [item.id] });
  }
  return groups;
}
