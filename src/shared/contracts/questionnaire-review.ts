import { z } from 'zod';
import { QUESTIONNAIRE_FOLDERS, QUESTIONNAIRE_STATUSES, VALIDATION_MESSAGES } from '#shared/domain/constants.js';
import { CreatedTrip, QuestionnaireSummary } from './clients.js';
import { RecordVersion } from './common.js';
import { DATES_FIT_KINDS } from '#shared/domain/trip-copy.js';

/**
 * The questionnaire review screen (spec §2 questionnaire-detail, §4 status and
 * folder, §5 create client from questionnaire, §8 client/backoffice messages).
 */

export const QUESTIONNAIRE_REVIEW_MESSAGES = {
  statusUpdated: 'Status updated successfully!',
  statusError: (m: string) => `Error updating status: ${m}`,
  folderUpdated: 'Folder updated successfully!',
  folderError: (m: string) => `Error saving folder: ${m}`,
  clientCreated: 'Client created successfully with demo trip!',
  createError: (m: string) => `Error creating client: ${m}`,
  clientExists: VALIDATION_MESSAGES.clientAlreadyExists,
  sessionExpired: VALIDATION_MESSAGES.sessionExpiredCreateClient,
  notFound: 'Questionnaire not found',
  chooseTemplate: 'Please choose a template trip',
  nothingToUpdate: 'Nothing to update',
  stale: 'Someone else changed this questionnaire while you were looking at it. Its latest status and folder are now shown: check them and try again.',
} as const;

export const QuestionnaireParams = z.object({ id: z.uuid(QUESTIONNAIRE_REVIEW_MESSAGES.notFound) });

export const QuestionnaireStatusField = z.enum(QUESTIONNAIRE_STATUSES);
export const QuestionnaireFolderField = z.enum(QUESTIONNAIRE_FOLDERS);

/** Every answer of a questionnaire (spec §3 trip_questionnaires), folder null read as 'inbox'. */
/** Every answer: the summary shown on client detail, plus who sent it and where it is filed. */
export const QuestionnaireDetail = QuestionnaireSummary.extend({
  name: z.string(),
  email: z.string(),
  notYetScheduled: z.boolean(),
  status: QuestionnaireStatusField,
  folder: QuestionnaireFolderField,
  /** The version a status or folder change names (409 `stale` when someone changed it since). */
  version: z.number().int(),
});
export type QuestionnaireDetail = z.infer<typeof QuestionnaireDetail>;

/** The client made from this questionnaire's e-mail, when one exists. */
export const QuestionnaireClient = z.object({
  key: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  used: z.boolean(),
});
export type QuestionnaireClient = z.infer<typeof QuestionnaireClient>;

export const QuestionnaireReview = z.object({
  questionnaire: QuestionnaireDetail,
  client: QuestionnaireClient.nullable(),
});
export type QuestionnaireReview = z.infer<typeof QuestionnaireReview>;

/**
 * Mark as Processing / Completed, or move to a folder (spec §4: any to any), with the `version`
 * of the questionnaire shown (QuestionnaireDetail.version); 409 `stale` when someone changed it since.
 */
export const QuestionnaireUpdateBody = z
  .object({ status: QuestionnaireStatusField.optional(), folder: QuestionnaireFolderField.optional(), version: RecordVersion })
  .refine((v) => v.status !== undefined || v.folder !== undefined, {
    message: QUESTIONNAIRE_REVIEW_MESSAGES.nothingToUpdate,
  });
export type QuestionnaireUpdateBody = z.infer<typeof QuestionnaireUpdateBody>;

/** Create Client with the chosen template (demo) trip (spec §5). */
export const CreateClientFromQuestionnaireBody = z.object({
  templateTripId: z.uuid(QUESTIONNAIRE_REVIEW_MESSAGES.chooseTemplate),
});
export type CreateClientFromQuestionnaireBody = z.infer<typeof CreateClientFromQuestionnaireBody>;

export const ClientFromQuestionnaireResponse = z.object({
  client: QuestionnaireClient,
  /** null when the copy of the template failed (the client is kept; spec §8: only logged). */
  trip: CreatedTrip.nullable(),
  /** How the copy meets the requested dates, in words for the staff member (ADR 006); null with no trip. */
  tripDates: z
    .object({ kind: z.enum(DATES_FIT_KINDS), message: z.string() })
    .nullable(),
});
export type ClientFromQuestionnaireResponse = z.infer<typeof ClientFromQuestionnaireResponse>;
