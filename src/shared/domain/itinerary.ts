// The itinerary document stored in trips.days (spec §3 Day, Time slot, Option) and its
// normalisation from older shapes.
import { z } from 'zod';
import { DEFAULT_SLOT_TITLE, SLOT_DEFAULT_START, SLOT_LENGTH_HOURS } from './constants.js';
import { isMappableCoordinates, type Coordinates } from './geo.js';
import { isSafeImageUrl, isSafeLinkUrl } from './bounds.js';
import { addHours, parseTime, parseTimeRange } from './time.js';

/** AI suggestions: at most 3 options kept per slot (spec §9). */
export const MAX_OPTIONS_PER_SLOT = 3;

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const TimeSchema = z.string().regex(TIME_PATTERN, 'Expected a time HH:MM');
export const CoordinatesSchema = z.object({ lat: z.number(), lng: z.number() });

export const TopReviewSchema = z.looseObject({
  author: z.string(),
  time: z.union([z.string(), z.number()]),
  rating: z.number(),
  text: z.string(),
});

/** An activity option (spec §3 Option). Unknown fields are kept. */
export const OptionSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  description: z.string().optional(),
  image: z.string().optional(),
  rating: z.number().optional(),
  reviews: z.number().optional(),
  cost: z.union([z.number(), z.string()]).optional(),
  address: z.string().optional(),
  coordinates: CoordinatesSchema.optional(),
  location: CoordinatesSchema.optional(),
  hasValidCoordinates: z.boolean().optional(),
  phone: z.string().optional(),
  website: z.string().optional(),
  openingHours: z.array(z.string()).optional(),
  types: z.array(z.string()).optional(),
  editorialSummary: z.string().optional(),
  topReviews: z.array(TopReviewSchema).optional(),
  priceLevel: z.union([z.number(), z.string()]).optional(),
  lockCost: z.boolean().optional(),
  /** metres */
  distanceFromPrevious: z.number().optional(),
  /** seconds */
  durationFromPrevious: z.number().optional(),
  /** Children under this age are not admitted (from the catalogue; the plan checker reads it). */
  minAge: z.number().optional(),
  /** The venue's dress code ('Covered shoulders'), from the catalogue. */
  dressCode: z.string().optional(),
  /**
   * Travel advice about this place (hours that day, time to allow, booking), written by the
   * planner: shown to the client only with this option, so it follows a change of choice (ADR 030).
   */
  notes: z.string().optional(),
});

/** A time slot (spec §3 Time slot): start_time/end_time always equal startTime/endTime. */
export const TimeSlotSchema = z
  .looseObject({
    id: z.string().min(1),
    startTime: TimeSchema,
    endTime: TimeSchema,
    start_time: TimeSchema,
    end_time: TimeSchema,
    title: z.string(),
    theme: z.string().optional(),
    /** 'Note for the client': shown in the workspace and printed (ADR 030). */
    notes: z.string().optional(),
    /** 'Internal note': staff only, never printed nor sent to a client or organizer (ADR 030). */
    internalNote: z.string().optional(),
    options: z.array(OptionSchema),
    selectedPlace: z.string().nullable().optional(),
    distanceFromPrevious: z.number().optional(),
  })
  .refine((s) => s.start_time === s.startTime && s.end_time === s.endTime, {
    message: 'start_time/end_time must equal startTime/endTime',
  });

/** A day (spec §3 Day). date is 'YYYY-MM-DD', or '' when an older record had none. */
export const DaySchema = z.looseObject({
  id: z.string().min(1),
  date: z.union([z.string().regex(DATE_PATTERN), z.literal('')]),
  title: z.string(),
  timeSlots: z.array(TimeSlotSchema),
});

export const ItinerarySchema = z.array(DaySchema);

export type TopReview = z.infer<typeof TopReviewSchema>;
export type Option = z.infer<typeof OptionSchema>;
export type TimeSlot = z.infer<typeof TimeSlotSchema>;
export type Day = z.infer<typeof DaySchema>;
export type Itinerary = z.infer<typeof ItinerarySchema>;

/** A new random id (days, slots and options each carry a stable id; DESIGN Data). */
export function newId(): string {
  return globalThis.crypto.randomUUID();
}

/** AI suggestions keep at most 3 options per slot (spec §9). */
export function keepAiOptions<T>(options: readonly T[]): T[] {
  return options.slice(0, MAX_OPTIONS_PER_SLOT);
}

type Loose = Record<string, unknown>;

function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored id: a non-blank string (or a finite number, as text); otherwise a new one. */
export function idOf(value: unknown): string {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return newId();
}

function toNumber(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

function toCoordinates(value: unknown): Coordinates | null {
  if (!isRecord(value)) return null;
  const lat = toNumber(value.lat ?? value.latitude);
  const lng = toNumber(value.lng ?? value.longitude);
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
}

function toIsoDate(value: unknown): string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
}

/** Parse with the schema; drop top-level fields that fail, keep the rest. null when a required field fails. */
function salvage<S extends z.ZodType>(schema: S, value: Loose): z.output<S> | null {
  const candidate: Loose = { ...value };
  for (;;) {
    const result = schema.safeParse(candidate);
    if (result.success) return result.data;
    let dropped = false;
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string' && key in candidate) {
        delete candidate[key];
        dropped = true;
      }
    }
    if (!dropped) return null;
  }
}

function normalizeOption(raw: unknown): Option | null {
  if (!isRecord(raw)) return null;
  const option: Loose = { ...raw, id: idOf(raw.id), name: typeof raw.name === 'string' ? raw.name : '' };
  for (const key of ['rating', 'reviews', 'distanceFromPrevious', 'durationFromPrevious'] as const) {
    if (key in raw) option[key] = toNumber(raw[key]);
  }
  if (isRecord(raw.editorialSummary)) {
    const text = raw.editorialSummary.overview ?? raw.editorialSummary.text;
    if (typeof text === 'string') option.editorialSummary = text;
  }
  if (Array.isArray(raw.topReviews)) {
    option.topReviews = raw.topReviews.filter((r) => TopReviewSchema.safeParse(r).success);
  }
  setOptionPoint(option, toCoordinates(raw.coordinates), toCoordinates(raw.location));
  // A link or image stored before the URL rule (ADR 022: a `javascript:` website) is not served.
  if (typeof option.website === 'string' && option.website !== '' && !isSafeLinkUrl(option.website)) delete option.website;
  if (typeof option.image === 'string' && option.image !== '' && !isSafeImageUrl(option.image)) delete option.image;
  return salvage(OptionSchema, option);
}

/**
 * `location` and `coordinates` of an option are the same point: prefer a valid one, fill both,
 * and set `hasValidCoordinates` by the coordinates rule (spec §3 Option, §5) on the globe
 * (latitude -90..90, longitude -180..180: ADR 022). Changes `option`.
 */
export function setOptionPoint(option: Record<string, unknown>, coordinates: Coordinates | null, location: Coordinates | null): void {
  const point = (isMappableCoordinates(coordinates) ? coordinates : isMappableCoordinates(location) ? location : null) ?? coordinates ?? location;
  delete option.coordinates;
  delete option.location;
  if (point) {
    option.coordinates = { lat: point.lat, lng: point.lng };
    option.location = { lat: point.lat, lng: point.lng };
  }
  option.hasValidCoordinates = isMappableCoordinates(point);
}

function normalizeSlot(raw: unknown, previousEnd: string | null): TimeSlot | null {
  if (!isRecord(raw)) return null;
  const legacy = parseTimeRange(raw.time);
  const startTime =
    parseTime(raw.startTime) ?? parseTime(raw.start_time) ?? legacy.start ?? previousEnd ?? SLOT_DEFAULT_START;
  const endTime =
    parseTime(raw.endTime) ?? parseTime(raw.end_time) ?? legacy.end ?? addHours(startTime, SLOT_LENGTH_HOURS);
  const slot: Loose = {
    ...raw,
    id: idOf(raw.id),
    startTime,
    endTime,
    start_time: startTime,
    end_time: endTime,
    title: typeof raw.title === 'string' ? raw.title : DEFAULT_SLOT_TITLE,
    options: (Array.isArray(raw.options) ? raw.options : []).map(normalizeOption).filter((o) => o !== null),
  };
  delete slot.time;
  if (typeof raw.selectedPlace === 'number') slot.selectedPlace = String(raw.selectedPlace);
  if ('distanceFromPrevious' in raw) slot.distanceFromPrevious = toNumber(raw.distanceFromPrevious);
  const parsed = salvage(TimeSlotSchema, slot);
  return parsed && withPlannerNotesOnOptions(parsed);
}

function normalizeDay(raw: unknown): Day | null {
  if (!isRecord(raw)) return null;
  const rawSlots =
    Array.isArray(raw.timeSlots) && (raw.timeSlots.length > 0 || !Array.isArray(raw.slots))
      ? raw.timeSlots
      : Array.isArray(raw.slots)
        ? raw.slots
        : [];
  const timeSlots: TimeSlot[] = [];
  for (const rawSlot of rawSlots) {
    const slot = normalizeSlot(rawSlot, timeSlots.at(-1)?.endTime ?? null);
    if (slot) timeSlots.push(slot);
  }
  const day: Loose = {
    ...raw,
    id: idOf(raw.id),
    date: toIsoDate(raw.date),
    title: typeof raw.title === 'string' ? raw.title : '',
    timeSlots: withUniqueIds(timeSlots),
  };
  delete day.slots;
  return salvage(DaySchema, day);
}

/**
 * Ids made unique among siblings (days of a trip, slots of a day): the first keeps its id, a
 * later one with the same id becomes `id-2`, `id-3`, ... in document order. Deterministic, so a
 * document read twice gives the same ids; one without repeats is returned as it is. Writes find
 * a day or slot by id, and a trip save writes only the days whose id changed in place: two days
 * sharing an id would let what is served drift from what is stored.
 */
export function withUniqueIds<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  if (items.every((item) => !seen.has(item.id) && seen.add(item.id))) return items;
  seen.clear();
  return items.map((item) => {
    let id = item.id;
    for (let n = 2; seen.has(id); n++) id = `${item.id}-${n}`;
    seen.add(id);
    return id === item.id ? item : { ...item, id };
  });
}

/**
 * The name the planner used for a place in its notes (ADR 011): without a parenthesis, cut at a
 * dash, colon or comma, without 'day trip'. 'Colosseo (Colosseum)' -> 'Colosseo'.
 */
export function plannerShortName(name: string): string {
  return name
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .split(/\s[–—-]\s|:\s|,\s/)[0]!
    .replace(/\s+day trip$/i, '')
    .trim();
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The advice an older planner wrote on the slot about one of its options, as that option's own
 * advice: '<name>: allow about...' (a visit), '<name>, open...' / '<name>, closed...' (a meal),
 * 'Time to slow down: <name> for a coffee...' (a pause). null when the text is not one of these.
 */
function plannerAdviceFor(notes: string, option: Option): string | null {
  const name = plannerShortName(option.name);
  if (name === '') return null;
  if (notes.startsWith(`${name}: allow about `)) return capitalised(notes.slice(name.length + 2));
  if (notes.startsWith(`${name}, open `) || notes.startsWith(`${name}, closed`)) return capitalised(notes.slice(name.length + 2));
  if (notes.startsWith(`Time to slow down: ${name} for a coffee`)) return notes;
  return null;
}

/**
 * A slot whose `notes` are the planner's advice about one of its options, in the form older
 * plans stored them on the slot ('Colosseo: allow about 2 h...'), with that advice moved onto
 * the option (ADR 030): the slot no longer prints notes about a place nobody chose. An option
 * that already has notes keeps them (the slot's text is then dropped as a duplicate only when
 * equal). Notes in any other form are the client note staff wrote: kept. Returns the same slot
 * when nothing moves; idempotent.
 */
export function withPlannerNotesOnOptions<S extends TimeSlot>(slot: S): S {
  const notes = slot.notes?.trim();
  if (!notes || slot.options.length === 0) return slot;
  for (const [i, option] of slot.options.entries()) {
    const advice = plannerAdviceFor(notes, option);
    if (advice === null) continue;
    if (option.notes?.trim() && option.notes.trim() !== advice) return slot;
    const options = slot.options.map((o, j) => (j === i ? { ...o, notes: advice } : o));
    const { notes: _moved, ...rest } = slot;
    return { ...rest, options } as S;
  }
  return slot;
}

/** Days sorted by date, undated days last, otherwise in their order (spec §4: days always sorted by date). */
export function sortDaysByDate<D extends { date: string }>(days: readonly D[]): D[] {
  return [...days].sort((a, b) => {
    if (a.date === b.date) return 0;
    if (a.date === '') return 1;
    if (b.date === '') return -1;
    return a.date < b.date ? -1 : 1;
  });
}

/**
 * Reads any stored or legacy itinerary into the current shape (spec §3, DESIGN Data): `slots` ->
 * `timeSlots`; `time` ("09:00" or "09:00-11:00") or `start_time`/`end_time` -> `startTime`/`endTime`,
 * both spellings kept equal; missing ids generated; `location`/`coordinates` both filled;
 * `hasValidCoordinates` from the coordinates rule; days sorted by date. Non-array input gives [].
 * Idempotent: normalising a normalised itinerary returns an equal one with the same ids.
 */
export function normalizeItinerary(raw: unknown): Day[] {
  if (!Array.isArray(raw)) return [];
  return sortDaysByDate(withUniqueIds(raw.map(normalizeDay).filter((d) => d !== null)));
}
