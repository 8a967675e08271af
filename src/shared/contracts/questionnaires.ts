import { z } from 'zod';
import {
  ACCOMMODATIONS,
  ADULTS_MAX,
  ADULTS_MIN,
  BUDGETS,
  BUDGET_LABELS,
  CHILDREN_MAX,
  CHILDREN_MIN,
  DEFAULT_ADULTS,
  DEFAULT_CHILDREN,
  DESTINATIONS,
  DESTINATION_LABELS,
  DURATIONS,
  INTERESTS,
  INTEREST_LABELS,
  TRAVEL_STYLES,
  type Accommodation,
  type Duration,
  type TravelStyle,
} from '#shared/domain/constants.js';
import { EmailField, IsoDate, text, multilineText } from './common.js';
import { formatDateRange } from '#shared/domain/dates.js';

/**
 * The trip questionnaire (spec §2 Questionnaire modal, §3 trip_questionnaires,
 * §4 wizard, §5 rules, §9 limits). One schema, used step by step by the
 * modal and whole by POST /api/questionnaires.
 */

export const QUESTIONNAIRE_MESSAGES = {
  nameRequired: 'Please enter your name',
  destinationRequired: 'Please choose a destination',
  durationRequired: 'Please choose the length of your trip',
  budgetRequired: 'Please choose a budget per person',
  interestsRequired: 'Please choose at least one interest',
  datesIncomplete: "Please enter both dates, or tick 'Not yet scheduled'",
  endBeforeStart: 'The end date must be on or after the start date',
  /** Spec §8, shown when the request could not be sent. */
  submitFailed: 'There was an error submitting your request. Please try again.',
} as const;

/** Labels of the choices that constants.ts does not name (spec §3 values). */
export const DURATION_LABELS: Record<Duration, string> = { '3-5': '3-5 days', '6-7': '6-7 days', '8+': '8+ days' };
export const ACCOMMODATION_LABELS: Record<Accommodation, string> = {
  '3-star': '3-star hotel',
  '4-star': '4-star hotel',
  '5-star': '5-star hotel',
  apartment: 'Private apartment',
};
export const TRAVEL_STYLE_LABELS: Record<TravelStyle, string> = {
  relaxed: 'Relaxed',
  balanced: 'Balanced',
  'fast-paced': 'Fast-paced',
};

/** An optional choice: the form sends '' for "no preference". */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('')])
    .optional()
    .transform((v) => (v ? v : undefined));

/** Step 1: who and where (spec §5: name, e-mail, destination). */
export const QuestionnaireStep1 = z.object({
  name: text({ error: QUESTIONNAIRE_MESSAGES.nameRequired })
    .trim()
    .min(1, QUESTIONNAIRE_MESSAGES.nameRequired)
    .max(120, 'Please shorten your name to 120 characters'),
  email: EmailField.pipe(z.string().max(254, 'Please enter a valid email address')),
  destination: z.enum(DESTINATIONS, { error: QUESTIONNAIRE_MESSAGES.destinationRequired }),
});

/** Step 2: length, budget and at least one interest (spec §5). */
export const QuestionnaireStep2 = z.object({
  duration: z.enum(DURATIONS, { error: QUESTIONNAIRE_MESSAGES.durationRequired }),
  budget: z.enum(BUDGETS, { error: QUESTIONNAIRE_MESSAGES.budgetRequired }),
  interests: z
    .array(z.enum(INTERESTS, { error: 'Please choose interests from the list' }), {
      error: QUESTIONNAIRE_MESSAGES.interestsRequired,
    })
    .min(1, QUESTIONNAIRE_MESSAGES.interestsRequired)
    .max(INTERESTS.length)
    .transform((list) => [...new Set(list)]),
});

const step3Shape = {
  adults: z
    .number({ error: `Choose between ${ADULTS_MIN} and ${ADULTS_MAX} adults` })
    .int()
    .min(ADULTS_MIN, `Choose between ${ADULTS_MIN} and ${ADULTS_MAX} adults`)
    .max(ADULTS_MAX, `Choose between ${ADULTS_MIN} and ${ADULTS_MAX} adults`)
    .default(DEFAULT_ADULTS),
  children: z
    .number({ error: `Choose between ${CHILDREN_MIN} and ${CHILDREN_MAX} children` })
    .int()
    .min(CHILDREN_MIN, `Choose between ${CHILDREN_MIN} and ${CHILDREN_MAX} children`)
    .max(CHILDREN_MAX, `Choose between ${CHILDREN_MIN} and ${CHILDREN_MAX} children`)
    .default(DEFAULT_CHILDREN),
  notYetScheduled: z.boolean().default(false),
  startDate: z.union([IsoDate, z.literal('')]).optional(),
  endDate: z.union([IsoDate, z.literal('')]).optional(),
  accommodation: optionalChoice(ACCOMMODATIONS),
  travelStyle: optionalChoice(TRAVEL_STYLES),
  specialRequests: multilineText()
    .trim()
    .max(2000, 'Please keep your requests under 2,000 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
};

type DatesInput = { notYetScheduled?: boolean; startDate?: string; endDate?: string };

/** Dates: both or none; the end not before the start ('Not yet scheduled' clears them). */
function checkDates(v: DatesInput, ctx: z.RefinementCtx) {
  if (v.notYetScheduled) return;
  const start = v.startDate || '';
  const end = v.endDate || '';
  if (!start && !end) return;
  if (!start) ctx.addIssue({ code: 'custom', path: ['startDate'], message: QUESTIONNAIRE_MESSAGES.datesIncomplete });
  else if (!end) ctx.addIssue({ code: 'custom', path: ['endDate'], message: QUESTIONNAIRE_MESSAGES.datesIncomplete });
  else if (end < start) ctx.addIssue({ code: 'custom', path: ['endDate'], message: QUESTIONNAIRE_MESSAGES.endBeforeStart });
}

/** Step 3: all optional (travellers, dates, accommodation, style, requests). */
export const QuestionnaireStep3 = z.object(step3Shape).superRefine(checkDates);

/**
 * The request body of POST /api/questionnaires. `website` is a honeypot: a
 * field people never see; a bot that fills it is answered as if accepted.
 */
export const QuestionnaireBody = z
  .object({
    ...QuestionnaireStep1.shape,
    ...QuestionnaireStep2.shape,
    ...step3Shape,
    website: multilineText().max(500).optional(),
  })
  .superRefine(checkDates);
export type QuestionnaireBody = z.output<typeof QuestionnaireBody>;
export type QuestionnaireInput = z.input<typeof QuestionnaireBody>;

export const QUESTIONNAIRE_STEP_SCHEMAS = [QuestionnaireStep1, QuestionnaireStep2, QuestionnaireStep3] as const;

/** The form's state: what the visitor has typed so far (every field present). */
export interface QuestionnaireDraft {
  name: string;
  email: string;
  destination: string;
  duration: string;
  budget: string;
  interests: string[];
  adults: number;
  children: number;
  notYetScheduled: boolean;
  startDate: string;
  endDate: string;
  accommodation: string;
  travelStyle: string;
  specialRequests: string;
  website: string;
}

export function emptyQuestionnaire(destination = ''): QuestionnaireDraft {
  return {
    name: '',
    email: '',
    destination,
    duration: '',
    budget: '',
    interests: [],
    adults: DEFAULT_ADULTS,
    children: DEFAULT_CHILDREN,
    notYetScheduled: false,
    startDate: '',
    endDate: '',
    accommodation: '',
    travelStyle: '',
    specialRequests: '',
    website: '',
  };
}

/** Field errors of one step (0, 1 or 2), keyed by field name; empty when the step is valid (spec §4). */
export function questionnaireStepErrors(step: number, draft: QuestionnaireDraft): Record<string, string> {
  const schema = QUESTIONNAIRE_STEP_SCHEMAS[step];
  if (!schema) return {};
  const result = schema.safeParse(draft);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '_');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The stored travel_dates value (spec §3): {not_yet_scheduled:true} or {start,end}. */
export function travelDatesOf(
  body: Pick<QuestionnaireBody, 'notYetScheduled' | 'startDate' | 'endDate'>,
): { not_yet_scheduled: true } | { start: string; end: string } {
  if (!body.notYetScheduled && body.startDate && body.endDate) return { start: body.startDate, end: body.endDate };
  return { not_yet_scheduled: true };
}

/** The answers as labelled lines, for the confirmation and the agency notice. */
export function questionnaireSummary(body: QuestionnaireBody): Array<[label: string, value: string]> {
  const dates = travelDatesOf(body);
  const travellers = `${body.adults} adult${body.adults === 1 ? '' : 's'}${
    body.children ? `, ${body.children} child${body.children === 1 ? '' : 'ren'}` : ''
  }`;
  return [
    ['Destination', DESTINATION_LABELS[body.destination]],
    ['Travel dates', 'start' in dates ? (formatDateRange(dates.start, dates.end) ?? `${dates.start} to ${dates.end}`) : 'Not yet scheduled'],
    ['Trip length', DURATION_LABELS[body.duration]],
    ['Travellers', travellers],
    ['Budget per person', BUDGET_LABELS[body.budget]],
    ['Interests', body.interests.map((i) => INTEREST_LABELS[i]).join(', ')],
    ['Accommodation', body.accommodation ? ACCOMMODATION_LABELS[body.accommodation] : 'No preference'],
    ['Travel style', body.travelStyle ? TRAVEL_STYLE_LABELS[body.travelStyle] : 'No preference'],
    ['Special requests', body.specialRequests ?? 'None'],
  ];
}

export const QuestionnaireAccepted = z.object({ ok: z.literal(true) });
