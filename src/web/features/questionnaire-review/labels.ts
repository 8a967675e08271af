import {
  BUDGET_LABELS,
  DESTINATION_LABELS,
  INTEREST_LABELS,
  type Budget,
  type Destination,
  type Interest,
} from '#shared/domain/constants';
import {
  ACCOMMODATION_LABELS,
  DURATION_LABELS,
  TRAVEL_STYLE_LABELS,
} from '#shared/contracts/questionnaires';

/** Labels of the questionnaire answers, as the visitor saw them in the modal. */
export const destinationLabel = (v: string) => DESTINATION_LABELS[v as Destination] ?? v;
export const budgetLabel = (v: string) => BUDGET_LABELS[v as Budget] ?? v;
export const interestLabel = (v: string) => INTEREST_LABELS[v as Interest] ?? v;
export const durationLabel = (v: string) => DURATION_LABELS[v as keyof typeof DURATION_LABELS] ?? v;
export const accommodationLabel = (v: string | null) =>
  v ? (ACCOMMODATION_LABELS[v as keyof typeof ACCOMMODATION_LABELS] ?? v) : 'No preference';
export const travelStyleLabel = (v: string | null) =>
  v ? (TRAVEL_STYLE_LABELS[v as keyof typeof TRAVEL_STYLE_LABELS] ?? v) : 'No preference';

export function travellersLabel(adults: number, children: number): string {
  const a = `${adults} adult${adults === 1 ? '' : 's'}`;
  return children ? `${a}, ${children} child${children === 1 ? '' : 'ren'}` : a;
}

export const QUESTIONNAIRE_STATUS_LABELS = { new: 'New', processing: 'Processing', completed: 'Completed' } as const;
export const QUESTIONNAIRE_STATUS_TONES = { new: 'gold', processing: 'amber', completed: 'green' } as const;
export const QUESTIONNAIRE_FOLDER_LABELS = {
  inbox: 'Inbox',
  active: 'Active',
  archived: 'Archived',
  cancelled: 'Cancelled',
} as const;
