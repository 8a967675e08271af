// The itinerary as a client sends it to be stored (issue 9 §3): known fields only (unknown ones
// are dropped), bounded sizes, times HH:MM, stable ids given by the sender. The server then
// normalises it and clears selections that name no option of their slot.
import { z } from 'zod';
import { PRICE_MAX_EUR, PRICE_MAX_MESSAGE, PointSchema, isSafeImageUrl, isSafeLinkUrl, IMAGE_URL_MESSAGE, URL_MESSAGE } from './bounds.js';
import { parseCost } from './costs.js';
import { TIME_PATTERN, idOf, normalizeItinerary, setOptionPoint, sortDaysByDate, withPlannerNotesOnOptions, withUniqueIds, type Day, type Option, type TimeSlot } from './itinerary.js';

export const ITINERARY_LIMITS = {
  days: 120,
  slotsPerDay: 24,
  optionsPerSlot: 20,
  id: 100,
  title: 200,
  text: 5000,
  url: 2048,
  short: 300,
} as const;

const max = (n: number) => `Must be at most ${n} characters`;
const text = (n: number) => z.string().max(n, max(n));
const id = z.string().min(1, 'Missing id').max(ITINERARY_LIMITS.id, max(ITINERARY_LIMITS.id));
const time = z.string().regex(TIME_PATTERN, 'Expected a time HH:MM');
const point = PointSchema;
/** Links http(s) only, images https or our own paths (ADR 022). */
const link = text(ITINERARY_LIMITS.url).refine((v) => v === '' || isSafeLinkUrl(v), URL_MESSAGE);
const image = text(ITINERARY_LIMITS.url).refine((v) => v === '' || isSafeImageUrl(v), IMAGE_URL_MESSAGE);
/** A cost as a number, or as text whose first number is the cost (spec §5), at most €1,000,000. */
const cost = z.union([
  z.number().min(0, 'Must be 0 or more').max(PRICE_MAX_EUR, PRICE_MAX_MESSAGE),
  text(50).refine((v) => parseCost(v) <= PRICE_MAX_EUR, PRICE_MAX_MESSAGE),
]);
const metres = z.number().min(0).max(1e8);

export const OptionWriteSchema = z.object({
  id,
  name: text(ITINERARY_LIMITS.short),
  description: text(ITINERARY_LIMITS.text).optional(),
  image: image.optional(),
  rating: z.number().min(0).max(5).optional(),
  reviews: z.number().int().min(0).max(1e9).optional(),
  cost: cost.optional(),
  address: text(ITINERARY_LIMITS.short).optional(),
  coordinates: point.optional(),
  location: point.optional(),
  hasValidCoordinates: z.boolean().optional(),
  phone: text(50).optional(),
  website: link.optional(),
  openingHours: z.array(text(200)).max(14).optional(),
  types: z.array(text(60)).max(20).optional(),
  editorialSummary: text(ITINERARY_LIMITS.text).optional(),
  topReviews: z
    .array(z.object({ author: text(200), time: z.union([text(60), z.number()]), rating: z.number().min(0).max(5), text: text(ITINERARY_LIMITS.text) }))
    .max(10)
    .optional(),
  priceLevel: z.union([z.number().int().min(0).max(4), text(40)]).optional(),
  lockCost: z.boolean().optional(),
  distanceFromPrevious: metres.optional(),
  durationFromPrevious: metres.optional(),
  /** The catalogue place, Google place or custom activity the option came from. */
  placeId: text(ITINERARY_LIMITS.short).optional(),
  source: z.enum(['catalogue', 'google', 'custom', 'ai', 'manual']).optional(),
  /** What the venue asks of its visitors, carried from the catalogue (the plan checker reads them). */
  minAge: z.number().int().min(1).max(99).optional(),
  dressCode: text(ITINERARY_LIMITS.short).optional(),
  /** The planner's advice about this place, shown with it when chosen (ADR 030). */
  notes: text(ITINERARY_LIMITS.text).optional(),
});
export type OptionWrite = z.infer<typeof OptionWriteSchema>;

export const TimeSlotWriteSchema = z.object({
  id,
  startTime: time,
  endTime: time,
  title: text(ITINERARY_LIMITS.title),
  theme: text(ITINERARY_LIMITS.title).optional(),
  notes: text(ITINERARY_LIMITS.text).optional(),
  /** Staff only: kept from the stored trip when anyone else writes (ADR 030). */
  internalNote: text(ITINERARY_LIMITS.text).optional(),
  options: z.array(OptionWriteSchema).max(ITINERARY_LIMITS.optionsPerSlot, `At most ${ITINERARY_LIMITS.optionsPerSlot} activities per slot`),
  selectedPlace: id.nullable().optional(),
  distanceFromPrevious: metres.optional(),
});

export const DayWriteSchema = z.object({
  id,
  date: z.union([z.iso.date({ error: 'Expected a date YYYY-MM-DD' }), z.literal('')]),
  title: text(ITINERARY_LIMITS.title),
  timeSlots: z.array(TimeSlotWriteSchema).max(ITINERARY_LIMITS.slotsPerDay, `At most ${ITINERARY_LIMITS.slotsPerDay} time slots per day`),
});

export const ItineraryWriteSchema = z.array(DayWriteSchema).max(ITINERARY_LIMITS.days, `A trip has at most ${ITINERARY_LIMITS.days} days`);
export type ItineraryWrite = z.infer<typeof ItineraryWriteSchema>;

/** A selection that names no option of its own slot is cleared. */
function withKnownSelection<S extends { selectedPlace?: string | null; options: readonly { id: string }[] }>(slot: S): S {
  return slot.selectedPlace && !slot.options.some((o) => o.id === slot.selectedPlace) ? { ...slot, selectedPlace: null } : slot;
}

/**
 * The stored form of an itinerary from any source (server code, AI, older shapes): normalised
 * (normalizeItinerary: both time spellings, coordinates rule, days sorted by date) with every
 * selection naming an option of its own slot.
 */
export function prepareItineraryForStorage(days: readonly unknown[]): Day[] {
  return normalizeItinerary(days).map((day) => ({ ...day, timeSlots: day.timeSlots.map(withKnownSelection) }));
}

/**
 * The same stored form for a document ItineraryWriteSchema has just parsed (PUT days), in one
 * pass: the schema already holds every type, time and size, so what normalizeItinerary adds is
 * only the second time spelling, blank ids replaced, both points of an option and its
 * `hasValidCoordinates`, days sorted, known selections, and an older planner's slot notes
 * moved onto their option. No second schema walk over a 150 KB document (issue 9
 * benchmarks); equal to prepareItineraryForStorage on such input
 * (itinerary-write.test.ts holds them together). Does not change its input.
 */
export function prepareValidatedItinerary(days: ItineraryWrite): Day[] {
  return sortDaysByDate(
    withUniqueIds(
      days.map((day): Day => ({
        ...day,
        id: idOf(day.id),
        timeSlots: withUniqueIds(
          day.timeSlots.map((slot): TimeSlot => {
        const options = slot.options.map((raw): Option => {
          const option: Record<string, unknown> = { ...raw, id: idOf(raw.id) };
          setOptionPoint(option, raw.coordinates ?? null, raw.location ?? null);
          return option as Option;
        });
            return withKnownSelection(withPlannerNotesOnOptions({ ...slot, id: idOf(slot.id), start_time: slot.startTime, end_time: slot.endTime, options }));
          }),
        ),
      })),
    ),
  );
}
