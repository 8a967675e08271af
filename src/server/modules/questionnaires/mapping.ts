import type { QuestionnaireRow } from '#server/db/types.js';
import { toIso } from '#server/lib/sql.js';
import {
  DEFAULT_ADULTS,
  DEFAULT_CHILDREN,
  QUESTIONNAIRE_STATUSES,
  questionnaireFolderFromDb,
  type QuestionnaireStatus,
} from '#shared/domain/constants.js';
import { isIsoDate } from '#shared/contracts/common.js';
import type { QuestionnaireSummary } from '#shared/contracts/clients.js';
import type { QuestionnaireListItem } from '#shared/contracts/questionnaire-list.js';
import type { QuestionnaireDetail } from '#shared/contracts/questionnaire-review.js';

/**
 * The one reading of a trip_questionnaires row (spec §3). Every answer of the
 * questionnaires module (list, review, the summary on client detail) is shaped
 * from it, so the same row reads the same everywhere.
 */
export interface QuestionnaireAnswers {
  id: string;
  name: string;
  email: string;
  destination: string;
  /** null when not yet scheduled; an impossible or missing start date reads as not scheduled. */
  startDate: string | null;
  endDate: string | null;
  duration: string;
  adults: number;
  children: number;
  budget: string;
  interests: string[];
  accommodationPreference: string | null;
  travelStyle: string | null;
  specialRequests: string | null;
  status: QuestionnaireStatus;
  folder: QuestionnaireDetail['folder'];
  createdAt: string;
  /** What a status or folder change names (migration 013). */
  version: number;
}

/** Reads the stored travel_dates: {start,end} or not yet scheduled (spec §3). */
function readTravelDates(value: unknown): { start: string | null; end: string | null } {
  const none = { start: null, end: null };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return none;
  const v = value as Record<string, unknown>;
  if (v.not_yet_scheduled === true) return none;
  const start = typeof v.start === 'string' ? v.start.slice(0, 10) : null;
  const end = typeof v.end === 'string' ? v.end.slice(0, 10) : null;
  // No start, or an impossible date (2025-02-30, 'soon'): not scheduled.
  if (start === null || !isIsoDate(start) || (end !== null && !isIsoDate(end))) return none;
  return { start, end };
}

/** Reads the stored travelers {adults, children}, with the questionnaire defaults (spec §9). */
function readTravelers(value: unknown): { adults: number; children: number } {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const n = (x: unknown, d: number) => (typeof x === 'number' && Number.isFinite(x) ? x : Number(x) || d);
  return { adults: Math.max(1, n(v.adults, DEFAULT_ADULTS)), children: Math.max(0, n(v.children, DEFAULT_CHILDREN)) };
}

export function readQuestionnaire(row: QuestionnaireRow): QuestionnaireAnswers {
  const dates = readTravelDates(row.travel_dates);
  const travelers = readTravelers(row.travelers);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
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
    status: (QUESTIONNAIRE_STATUSES as readonly string[]).includes(row.status) ? (row.status as QuestionnaireStatus) : 'new',
    folder: questionnaireFolderFromDb(row.folder),
    createdAt: toIso(row.created_at),
    version: row.version,
  };
}

/** A row of the staff list (dashboard Survey tab). */
export function toListItem(a: QuestionnaireAnswers): QuestionnaireListItem {
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    destination: a.destination as QuestionnaireListItem['destination'],
    travelDates: { notYetScheduled: a.startDate === null, start: a.startDate, end: a.endDate },
    duration: a.duration as QuestionnaireListItem['duration'],
    travelers: { adults: a.adults, children: a.children },
    budget: a.budget as QuestionnaireListItem['budget'],
    interests: a.interests,
    accommodationPreference: a.accommodationPreference,
    travelStyle: a.travelStyle,
    specialRequests: a.specialRequests,
    status: a.status,
    folder: a.folder,
    createdAt: a.createdAt,
    version: a.version,
  };
}

/** The answers shown on client detail (the client's latest questionnaire). */
export function toSummary(a: QuestionnaireAnswers): QuestionnaireSummary {
  const { name: _name, email: _email, folder: _folder, version: _version, ...summary } = a;
  return summary;
}

/** Every answer, for the review screen. */
export function toDetail(a: QuestionnaireAnswers): QuestionnaireDetail {
  return { ...a, notYetScheduled: a.startDate === null };
}
