// Enrichment of a trip's activities with places data (spec §7 enrich-trip-activities): which
// options to look up, and how the facts found are written into the itinerary. Pure: the server
// finds the facts (catalogue, Google) and writes the document this returns.
import { isValidCoordinates, type Coordinates } from './geo.js';
import type { Day, Option } from './itinerary.js';

/** The fields enrichment fills (spec §7): phone, website, openingHours, types, editorialSummary, priceLevel, coordinates. */
export const ENRICHED_FIELDS = ['phone', 'website', 'openingHours', 'types', 'editorialSummary', 'priceLevel', 'coordinates'] as const;
export type EnrichedField = (typeof ENRICHED_FIELDS)[number];

/** What a place lookup found for one option. */
export interface EnrichmentFacts {
  placeId?: string | null;
  phone?: string | null;
  website?: string | null;
  openingHours?: readonly string[] | null;
  types?: readonly string[] | null;
  editorialSummary?: string | null;
  priceLevel?: number | null;
  coordinates?: Coordinates | null;
}

/** An option to look up: the place it was made from, or its name and address, and where the day is. */
export interface EnrichmentTarget {
  optionId: string;
  placeId: string | null;
  name: string;
  address: string | null;
  near: Coordinates | null;
}

export interface EnrichmentResult {
  days: Day[];
  /** Options that received at least one fact. */
  enriched: number;
  /** Every option of the trip. */
  total: number;
  /** Options left as they were: complete already, or no place found. */
  skipped: number;
  /** Whether the document differs from the one given. */
  changed: boolean;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

function pointOf(option: Option): Coordinates | null {
  if (isValidCoordinates(option.coordinates)) return option.coordinates;
  if (isValidCoordinates(option.location)) return option.location;
  return null;
}

/** The facts an option lacks, in the order of ENRICHED_FIELDS. */
export function missingFacts(option: Option): EnrichedField[] {
  return ENRICHED_FIELDS.filter((field) => (field === 'coordinates' ? pointOf(option) === null : blank(option[field])));
}

/** Every named option lacking a fact, once, with the first valid point of its day to search near. */
export function enrichmentTargets(days: readonly Day[]): EnrichmentTarget[] {
  const targets: EnrichmentTarget[] = [];
  const seen = new Set<string>();
  for (const day of days) {
    const options = day.timeSlots.flatMap((s) => s.options);
    const dayPoint = options.map(pointOf).find((p) => p !== null) ?? null;
    for (const option of options) {
      const name = option.name.trim();
      if (!name || seen.has(option.id) || missingFacts(option).length === 0) continue;
      seen.add(option.id);
      const placeId = typeof option.placeId === 'string' && option.placeId ? option.placeId : null;
      targets.push({ optionId: option.id, placeId, name, address: option.address?.trim() || null, near: pointOf(option) ?? dayPoint });
    }
  }
  return targets;
}

/** The option with the facts it lacked (what it has stays); null when nothing was new. */
function enrichOption(option: Option, facts: EnrichmentFacts): Option | null {
  const next: Option = { ...option };
  let filled = false;
  for (const field of missingFacts(option)) {
    if (field === 'coordinates') {
      if (isValidCoordinates(facts.coordinates)) {
        next.coordinates = { lat: facts.coordinates.lat, lng: facts.coordinates.lng };
        next.location = { lat: facts.coordinates.lat, lng: facts.coordinates.lng };
        next.hasValidCoordinates = true;
        filled = true;
      }
      continue;
    }
    const value = facts[field];
    if (blank(value)) continue;
    if (field === 'openingHours' || field === 'types') next[field] = [...(value as readonly string[])];
    else if (field === 'priceLevel') next.priceLevel = value as number;
    else next[field] = value as string;
    filled = true;
  }
  if (!filled) return null;
  if (facts.placeId && blank(option.placeId)) next.placeId = facts.placeId;
  return next;
}

/**
 * Writes the facts found (by option id) into a copy of the itinerary: only missing fields are
 * filled, ids, order, choices and everything staff wrote stay. Run on the trip as it is when
 * written, so options added or removed meanwhile are simply left alone.
 */
export function applyEnrichment(days: readonly Day[], facts: ReadonlyMap<string, EnrichmentFacts>): EnrichmentResult {
  let enriched = 0;
  let total = 0;
  const next = days.map((day) => ({
    ...day,
    timeSlots: day.timeSlots.map((slot) => ({
      ...slot,
      options: slot.options.map((option) => {
        total++;
        const found = facts.get(option.id);
        const updated = found ? enrichOption(option, found) : null;
        if (!updated) return option;
        enriched++;
        return updated;
      }),
    })),
  }));
  return { days: next, enriched, total, skipped: total - enriched, changed: enriched > 0 };
}

/** The answer's message (spec §7 `message`). */
export function enrichmentMessage({ enriched, total, skipped }: { enriched: number; total: number; skipped: number }): string {
  if (total === 0) return 'This trip has no activities to enrich yet.';
  const head = `Enriched ${enriched} of ${total} ${total === 1 ? 'activity' : 'activities'}`;
  return skipped > 0 ? `${head}; ${skipped} already complete or not found.` : `${head}.`;
}

/** Share of lookups answered from the cache, in percent with one decimal (0 when there were none). */
export function cacheHitPercentage(cacheHits: number, apiCalls: number): number {
  const lookups = cacheHits + apiCalls;
  return lookups === 0 ? 0 : Math.round((cacheHits / lookups) * 1000) / 10;
}
