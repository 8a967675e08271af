import type { QuestionnaireRow } from '#server/db/types.js';
import { DEFAULT_ADULTS, DEFAULT_CHILDREN } from '#shared/domain/constants.js';
import { isIsoDate } from '#shared/contracts/common.js';

/** Reads the stored travel_dates: {start,end} or not yet scheduled (spec §3). */
export function readTravelDates(value: unknown): { start: string | null; end: string | null } {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const v = value as Record<string, unknown>;
    if (v.not_yet_scheduled === true) return { start: null, end: null };
    const start = typeof v.start === 'string' ? v.start.slice(0, 10) : null;
    const end = typeof v.end === 'string' ? v.end.slice(0, 10) : null;
    // An impossible date (2025-02-30, 'soon') is read as not scheduled.
    if ((start !== null && !isIsoDate(start)) || (end !== null && !isIsoDate(end))) return { start: null, end: null };
    return { start, end };
  }
  return { start: null, end: null };
}

/** Reads the stored travelers {adults, children}, with the questionnaire defaults (spec §9). */
export function readTravelers(value: unknown): { adults: number; children: number } {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const n = (x: unknown, d: number) => (typeof x === 'number' && Number.isFinite(x) ? x : Number(x) || d);
  return { adults: Math.max(1, n(v.adults, DEFAULT_ADULTS)), children: Math.max(0, n(v.children, DEFAULT_CHILDREN)) };
}

/** The questionnaire fields shared by the review screen and the client summary. */
export function questionnaireAnswers(row: QuestionnaireRow) {
  const dates = readTravelDates(row.travel_dates);
  const travelers = readTravelers(row.travelers);
  return {
    id: row.id,
    destination: row.destination,
    startDate: dates.start,
    endDate: dates.end,
    duration: row.duration,
    adults: travelers.adults,
    children: travelers.children,
    budget: row.budget,
    interests: Array.isArray(row.interests) ? row.interests : [],
    accommodationPreference: row.accommodation_preference,
    travelStyle: row.travel_style,
    specialRequests: row.special_requests,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
