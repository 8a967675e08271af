import { z } from 'zod';
import {
  BUDGETS,
  DESTINATIONS,
  DURATIONS,
  QUESTIONNAIRE_FOLDERS,
  QUESTIONNAIRE_STATUSES,
} from '#shared/domain/constants.js';
import { pageOf, text } from './common.js';

/**
 * The staff list of questionnaires: the dashboard's Survey tab (spec §2
 * Backoffice dashboard, §4 questionnaire status and folder, §7
 * trip_questionnaires select list).
 */

export const QuestionnaireStatus = z.enum(QUESTIONNAIRE_STATUSES, { error: 'Unknown status' });
/** Folder as shown: inbox is stored as null (spec §4). */
export const QuestionnaireFolder = z.enum(QUESTIONNAIRE_FOLDERS, { error: 'Unknown folder' });

export const QuestionnaireListQuery = z.object({
  q: text().trim().max(100, 'Search is limited to 100 characters').optional(),
  /** 'all' (default) or one status. */
  status: z.union([QuestionnaireStatus, z.literal('all')]).default('all'),
  /** 'inbox' (default: folder null), one folder, or 'all'. */
  folder: z.union([QuestionnaireFolder, z.literal('all')]).default('inbox'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type QuestionnaireListQuery = z.input<typeof QuestionnaireListQuery>;

export const QuestionnaireListItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  destination: z.enum(DESTINATIONS),
  travelDates: z.object({ notYetScheduled: z.boolean(), start: z.string().nullable(), end: z.string().nullable() }),
  duration: z.enum(DURATIONS),
  travelers: z.object({ adults: z.number().int(), children: z.number().int() }),
  budget: z.enum(BUDGETS),
  interests: z.array(z.string()),
  accommodationPreference: z.string().nullable(),
  travelStyle: z.string().nullable(),
  specialRequests: z.string().nullable(),
  status: QuestionnaireStatus,
  folder: QuestionnaireFolder,
  createdAt: z.iso.datetime(),
  /** The version a status or folder change names (PATCH /api/questionnaires/:id). */
  version: z.number().int(),
});
export type QuestionnaireListItem = z.infer<typeof QuestionnaireListItem>;

export const QuestionnaireListResponse = pageOf(QuestionnaireListItem);
export type QuestionnaireListResponse = z.infer<typeof QuestionnaireListResponse>;
