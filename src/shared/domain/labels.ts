// Words and badge tones shown for stored values (spec §3, §4): one home for each label.
import {
  BUDGET_LABELS,
  DESTINATION_LABELS,
  INTEREST_LABELS,
  TRIP_STATUS_META,
  type Budget,
  type Destination,
  type Interest,
  type QuestionnaireFolder,
  type QuestionnaireStatus,
  type TripFolder,
  type TripStatus,
} from '#shared/domain/constants.js';
// These three maps still live with the questionnaire contract; they belong in domain/constants.
import { ACCOMMODATION_LABELS, DURATION_LABELS, TRAVEL_STYLE_LABELS } from '#shared/contracts/questionnaires.js';

/** Badge tones of the design system (the web's Badge draws each one, AA in light and dark). */
export const TONES = ['neutral', 'gold', 'green', 'blue', 'gray', 'red', 'amber', 'purple'] as const;
export type Tone = (typeof TONES)[number];

/** A label and its badge tone. */
export interface BadgeLabel {
  label: string;
  tone: Tone;
}

/** An unknown stored word, shown as it is ('on_hold' -> 'On hold'). */
const asWords = (value: string) => value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/* ------------------------------------------------------------ questionnaire answers */

export const destinationLabel = (value: string): string => DESTINATION_LABELS[value as Destination] ?? value;
export const budgetLabel = (value: string): string => BUDGET_LABELS[value as Budget] ?? value;
export const interestLabel = (value: string): string => INTEREST_LABELS[value as Interest] ?? value;
export const durationLabel = (value: string): string => DURATION_LABELS[value as keyof typeof DURATION_LABELS] ?? value;
export const accommodationLabel = (value: string | null | undefined): string =>
  value ? (ACCOMMODATION_LABELS[value as keyof typeof ACCOMMODATION_LABELS] ?? value) : 'No preference';
export const travelStyleLabel = (value: string | null | undefined): string =>
  value ? (TRAVEL_STYLE_LABELS[value as keyof typeof TRAVEL_STYLE_LABELS] ?? value) : 'No preference';

/** '2 adults', '2 adults, 1 child', '1 adult, 3 children': the one way travellers are written. */
export function travellersText(adults: number, children: number): string {
  const a = `${adults} adult${adults === 1 ? '' : 's'}`;
  return children > 0 ? `${a}, ${children} child${children === 1 ? '' : 'ren'}` : a;
}

/* ------------------------------------------------------------ questionnaire status and folders */

export const QUESTIONNAIRE_STATUS_META: Record<QuestionnaireStatus, BadgeLabel> = {
  new: { label: 'New', tone: 'gold' },
  processing: { label: 'Processing', tone: 'amber' },
  completed: { label: 'Completed', tone: 'green' },
};

/** Label and tone of a questionnaire status; an unknown word is shown as it is, in gray. */
export function questionnaireStatusBadge(status: string): BadgeLabel {
  return QUESTIONNAIRE_STATUS_META[status as QuestionnaireStatus] ?? { label: asWords(status), tone: 'gray' };
}

export const QUESTIONNAIRE_FOLDER_LABELS: Record<QuestionnaireFolder, string> = {
  inbox: 'Inbox',
  active: 'Active',
  archived: 'Archived',
  cancelled: 'Cancelled',
};

/* ------------------------------------------------------------ trip status and folders */

/** Badge tone of each colour of TRIP_STATUS_META (spec §4 colour badges). */
const TONE_OF_COLOUR: Record<string, Tone> = {
  slate: 'neutral',
  gray: 'gray',
  purple: 'purple',
  indigo: 'blue',
  green: 'green',
  amber: 'amber',
  blue: 'blue',
  orange: 'gold',
  red: 'red',
};

/** Label and tone of a trip status (TRIP_STATUS_META); older words are shown as they are, in gray. */
export function tripStatusBadge(status: string): BadgeLabel {
  const meta = TRIP_STATUS_META[status as TripStatus];
  if (!meta) return { label: asWords(status), tone: 'gray' };
  return { label: meta.label, tone: TONE_OF_COLOUR[meta.colour] ?? 'gray' };
}

export const TRIP_FOLDER_LABELS: Record<TripFolder, string> = {
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  archived: 'Archived',
  deleted: 'Deleted',
};
