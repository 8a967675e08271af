// Business constants and limits (spec §9) and validation constants (spec §5).
// Texts are the spec's words, verbatim.
import { labelledValues } from './labelled.js';

// --- Questionnaire (spec §2 Questionnaire modal, §9) ---
export const QUESTIONNAIRE_STEPS = 3;
export const THANK_YOU_AUTO_CLOSE_MS = 3000;
export const CONTACT_PROMISE_HOURS = 24;
export const DEFAULT_ADULTS = 2;
export const DEFAULT_CHILDREN = 0;
export const ADULTS_MIN = 1;
export const ADULTS_MAX = 6;
export const CHILDREN_MIN = 0;
export const CHILDREN_MAX = 4;

// --- Passwords, banners and timed feedback (spec §9) ---
export const PASSWORD_MIN_LENGTH = 6;
export const SIGNUP_BANNER_MS = 5000;
export const COPY_CONFIRMATION_MS = 2000;
export const RESET_STATUS_FEEDBACK_MS = 3000;
export const RESET_REDIRECT_MS = 2000;
export const RESET_SIGNOUT_PAUSE_MS = 500;
export const AI_FLIGHT_MODAL_CLOSE_MS = 1500;

// --- AI (spec §9) ---
export const AI_ITINERARY_TIMEOUT_WORKSPACE_MS = 120_000;
export const AI_ITINERARY_TIMEOUT_BACKOFFICE_MS = 200_000;

// --- Place search (spec §5, §9) ---
export const PLACE_SEARCH_MIN_CHARS = 3;
export const PLACE_SEARCH_DEBOUNCE_MS = 300;
export const PLACE_SEARCH_MAX = 5;

/** A place or destination search starts at 3+ characters (spec §5). */
export function placeSearchReady(query: string): boolean {
  return query.trim().length >= PLACE_SEARCH_MIN_CHARS;
}

// --- Notifications (spec §9) ---
export const NOTIFICATIONS_LIMIT = 50;
export const BADGE_CAP = 9;

/** Unread badge text: '9+' above 9, '' for none (spec §2 top bar, §9). */
export function badgeCount(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '';
  return n > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(n));
}

// --- Type-to-confirm (spec §5) ---
export const CONFIRM_WORD = 'DELETE';

/** The typed word must equal the confirm word exactly (spec §5 type-to-confirm). */
export function confirmWordMatches(typed: string, word: string = CONFIRM_WORD): boolean {
  return typed === word;
}

/** Error shown when the typed word does not match (spec §5). */
export function confirmWordError(word: string = CONFIRM_WORD): string {
  return `You must type "${word}" exactly to confirm`;
}

// --- Exchange rates and money (spec §9) ---
export const EXCHANGE_RATE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const RATE_DECIMALS_BILLING = 2;
export const RATE_DECIMALS_WORKSPACE = 4;
export const MONEY_DECIMALS = 2;
export const PRICE_STEP = 0.01;

// --- Defaults (spec §9) ---
export const DEFAULT_ROOMS = 1;
export const DEFAULT_TRIP_ADULTS = 1;
export const DEFAULT_PRICE = 0;
export const DEFAULT_QUANTITY = 1;
export const SLOT_LENGTH_HOURS = 2;
export const SLOT_DEFAULT_START = '09:00';
/** Default time-slot title label (spec §2 Itinerary editor). */
export const DEFAULT_SLOT_TITLE = 'Activity';
export const CUSTOM_ACTIVITY_DEFAULT_CURRENCY = 'EUR';

// --- Number limits (spec §5 Numbers, custom expense) ---
export const FLIGHT_PRICE_MIN = 0;
export const HOTEL_PRICE_MIN = 0;
export const ROOMS_MIN = 1;
export const TRIP_ADULTS_MIN = 1;
export const TRIP_CHILDREN_MIN = 0;
export const BUDGET_MIN = 0;
export const YEARS_EXPERIENCE_MIN = 0;
export const QUANTITY_MIN = 1;

// --- Display limits (spec §9) ---
export const OPENING_HOURS_PREVIEW = 3;
export const PLACE_TYPES_PREVIEW = 3;
export const BLOG_CARD_TAGS = 3;
export const RELATED_POSTS_LIMIT = 3;

/** First 3 opening-hour lines plus '+N more' when there are more (spec §9). */
export function openingHoursPreview(lines: readonly string[]): { lines: string[]; more: string | null } {
  const extra = lines.length - OPENING_HOURS_PREVIEW;
  return { lines: lines.slice(0, OPENING_HOURS_PREVIEW), more: extra > 0 ? `+${extra} more` : null };
}

// --- Resizable side panels, px (spec §9). Which panel gets which range is our reading. ---
export const SIDE_PANEL_WIDTHS = {
  sidebar: { min: 200, max: 600 },
  detail: { min: 300, max: 800 },
  search: { min: 250, max: 600 },
} as const;

// --- Enumerations (spec §3, §4) ---
export const DESTINATIONS = ['paris', 'rome', 'italy'] as const;
export type Destination = (typeof DESTINATIONS)[number];
export const DESTINATION_LABELS: Record<Destination, string> = { paris: 'Paris', rome: 'Rome', italy: 'Italy' };

export const DURATIONS = ['3-5', '6-7', '8+'] as const;
export type Duration = (typeof DURATIONS)[number];

export const BUDGETS = ['budget', 'moderate', 'luxury', 'ultra-luxury'] as const;
export type Budget = (typeof BUDGETS)[number];
/** Budget bands per person (spec §2 Questionnaire modal). */
export const BUDGET_LABELS: Record<Budget, string> = {
  budget: 'Under $1,500',
  moderate: '$1,500-$3,000',
  luxury: '$3,000-$5,000',
  'ultra-luxury': '$5,000+',
};

export const { values: INTERESTS, labels: INTEREST_LABELS } = labelledValues({
  culture: 'Culture',
  food: 'Food',
  romance: 'Romance',
  adventure: 'Adventure',
  history: 'History',
  shopping: 'Shopping',
  nightlife: 'Nightlife',
  photography: 'Photography',
});
export type Interest = (typeof INTERESTS)[number];

export const ACCOMMODATIONS = ['3-star', '4-star', '5-star', 'apartment'] as const;
export type Accommodation = (typeof ACCOMMODATIONS)[number];

export const TRAVEL_STYLES = ['relaxed', 'balanced', 'fast-paced'] as const;
export type TravelStyle = (typeof TRAVEL_STYLES)[number];

export const QUESTIONNAIRE_STATUSES = ['new', 'processing', 'completed'] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];

export const QUESTIONNAIRE_FOLDERS = ['inbox', 'active', 'archived', 'cancelled'] as const;
export type QuestionnaireFolder = (typeof QUESTIONNAIRE_FOLDERS)[number];

/** Folder as stored: inbox is stored as null (spec §4). */
export function questionnaireFolderToDb(folder: QuestionnaireFolder): Exclude<QuestionnaireFolder, 'inbox'> | null {
  return folder === 'inbox' ? null : folder;
}

/** Folder as read: null, empty or unknown values are the inbox (spec §2 Survey tab, §4). */
export function questionnaireFolderFromDb(value: string | null | undefined): QuestionnaireFolder {
  return (QUESTIONNAIRE_FOLDERS as readonly string[]).includes(value ?? '') ? (value as QuestionnaireFolder) : 'inbox';
}

export const TRIP_STATUSES = [
  'new',
  'planning',
  'proposed',
  'signed',
  'confirmed',
  'in_progress',
  'completed',
  'follow_up',
  'cancelled',
] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/** Badge label and colour per trip status (spec §4; labels and colours not given there are our choice). */
export const TRIP_STATUS_META: Record<TripStatus, { label: string; colour: string }> = {
  new: { label: 'New', colour: 'slate' },
  planning: { label: 'Planning', colour: 'gray' },
  proposed: { label: 'Proposed', colour: 'purple' },
  signed: { label: 'Signed', colour: 'indigo' },
  confirmed: { label: 'Confirmed', colour: 'green' },
  in_progress: { label: 'In Progress', colour: 'amber' },
  completed: { label: 'Completed', colour: 'blue' },
  follow_up: { label: 'Follow-up', colour: 'orange' },
  cancelled: { label: 'Cancelled', colour: 'red' },
};

/** Client workspace pill colour: confirmed green, completed blue, otherwise gray (spec §2 My Trips). */
export function workspaceStatusColour(status: string): 'green' | 'blue' | 'gray' {
  if (status === 'confirmed') return 'green';
  if (status === 'completed') return 'blue';
  return 'gray';
}

/** Statuses listed in the client's Upcoming grid (spec §2 My Trips). */
export const UPCOMING_TRIP_STATUSES = ['confirmed', 'planning'] as const;

export const TRIP_FOLDERS = ['in_progress', 'completed', 'cancelled', 'archived', 'deleted'] as const;
export type TripFolder = (typeof TRIP_FOLDERS)[number];
/** Dashboard default trip folder (spec §2 Backoffice dashboard). */
export const DEFAULT_TRIP_FOLDER: TripFolder = 'in_progress';

export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** A trip's budget currency (spec §9): EUR, USD or GBP. */
export const isCurrency = (value: unknown): value is Currency => typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
export const DISPLAY_CURRENCIES = ['EUR', 'USD'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export const NOTIFICATION_TYPES = [
  'activity_created',
  'activity_updated',
  'activity_validated',
  'activity_removed',
  // Issue 22: a version sent to the client; the client's approval or request for changes (to the specialist).
  'proposal_sent',
  'proposal_approved',
  'changes_requested',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const BILLING_ITEM_TYPES = ['activity', 'custom_expense'] as const;
export type BillingItemType = (typeof BILLING_ITEM_TYPES)[number];

// --- Validation messages (spec §5), verbatim ---
export const VALIDATION_MESSAGES = {
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  userExists: 'User with this email already exists',
  emailAlreadyAuthorized: 'This email is already authorized',
  customActivityRequired: 'Please fill in at least the title and address',
  expenseTitleRequired: 'Please enter a title for the expense',
  expenseUnitPriceInvalid: 'Please enter a valid unit price',
  clientEmailRequired: 'Email is required',
  flightCitiesRequired: 'Please enter both departure and arrival cities',
  flightDatesRequired: 'Trip dates are required',
  clearFlightsConfirm:
    'Are you sure you want to clear all flight information? This will delete both outbound and return flights.',
  removeAllBillingConfirm: 'Remove ALL billing items? This cannot be undone!',
  itineraryEmpty: 'Generated itinerary is empty',
  selectTripFirst: 'Please select a trip first',
  profilePhotoFailed: 'Failed to load image. Please check the URL.',
  sessionExpiredCreateClient: 'Session expired. Please login again.',
  clientAlreadyExists: 'Client already exists!',
} as const;

/** Password rule: at least 6 characters, confirmation must match (spec §5). Returns the error or null. */
export function passwordError(password: string, confirmation?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return VALIDATION_MESSAGES.passwordTooShort;
  if (confirmation !== undefined && confirmation !== password) return VALIDATION_MESSAGES.passwordsDoNotMatch;
  return null;
}
