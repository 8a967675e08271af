import { describe, expect, it } from 'vitest';
import {
  ACCOMMODATIONS,
  ADULTS_MAX,
  ADULTS_MIN,
  AI_FLIGHT_MODAL_CLOSE_MS,
  AI_ITINERARY_TIMEOUT_BACKOFFICE_MS,
  AI_ITINERARY_TIMEOUT_WORKSPACE_MS,
  BILLING_ITEM_TYPES,
  BUDGET_LABELS,
  BUDGETS,
  CHILDREN_MAX,
  CHILDREN_MIN,
  CONFIRM_WORD,
  CONTACT_PROMISE_HOURS,
  COPY_CONFIRMATION_MS,
  CURRENCIES,
  DEFAULT_ADULTS,
  DEFAULT_CHILDREN,
  DEFAULT_ROOMS,
  DEFAULT_SLOT_TITLE,
  DEFAULT_TRIP_FOLDER,
  DESTINATIONS,
  DISPLAY_CURRENCIES,
  DURATIONS,
  EXCHANGE_RATE_MAX_AGE_MS,
  INTEREST_LABELS,
  INTERESTS,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_LIMIT,
  PASSWORD_MIN_LENGTH,
  PLACE_SEARCH_DEBOUNCE_MS,
  PLACE_SEARCH_MAX,
  PLACE_SEARCH_MIN_CHARS,
  QUESTIONNAIRE_FOLDERS,
  QUESTIONNAIRE_STATUSES,
  QUESTIONNAIRE_STEPS,
  RESET_REDIRECT_MS,
  RESET_SIGNOUT_PAUSE_MS,
  RESET_STATUS_FEEDBACK_MS,
  SIDE_PANEL_WIDTHS,
  SIGNUP_BANNER_MS,
  SLOT_DEFAULT_START,
  SLOT_LENGTH_HOURS,
  THANK_YOU_AUTO_CLOSE_MS,
  TRAVEL_STYLES,
  TRIP_FOLDERS,
  TRIP_STATUS_META,
  TRIP_STATUSES,
  UPCOMING_TRIP_STATUSES,
  VALIDATION_MESSAGES,
  badgeCount,
  confirmWordError,
  confirmWordMatches,
  openingHoursPreview,
  passwordError,
  placeSearchReady,
  questionnaireFolderFromDb,
  questionnaireFolderToDb,
  workspaceStatusColour,
} from './constants.js';

describe('§9 constants', () => {
  it('questionnaire: 3 steps, 3000 ms auto-close, 24 h promise, 2 adults and 0 children', () => {
    expect([QUESTIONNAIRE_STEPS, THANK_YOU_AUTO_CLOSE_MS, CONTACT_PROMISE_HOURS]).toEqual([3, 3000, 24]);
    expect([DEFAULT_ADULTS, DEFAULT_CHILDREN]).toEqual([2, 0]);
    expect([ADULTS_MIN, ADULTS_MAX, CHILDREN_MIN, CHILDREN_MAX]).toEqual([1, 6, 0, 4]);
  });

  it('password and timed feedback', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(SIGNUP_BANNER_MS).toBe(5000);
    expect(COPY_CONFIRMATION_MS).toBe(2000);
    expect(RESET_STATUS_FEEDBACK_MS).toBe(3000);
    expect(RESET_REDIRECT_MS).toBe(2000);
    expect(RESET_SIGNOUT_PAUSE_MS).toBe(500);
    expect(AI_FLIGHT_MODAL_CLOSE_MS).toBe(1500);
  });

  it('AI time-outs, place search, notifications, exchange-rate age', () => {
    expect(AI_ITINERARY_TIMEOUT_WORKSPACE_MS).toBe(120000);
    expect(AI_ITINERARY_TIMEOUT_BACKOFFICE_MS).toBe(200000);
    expect([PLACE_SEARCH_MIN_CHARS, PLACE_SEARCH_DEBOUNCE_MS, PLACE_SEARCH_MAX]).toEqual([3, 300, 5]);
    expect(NOTIFICATIONS_LIMIT).toBe(50);
    expect(EXCHANGE_RATE_MAX_AGE_MS).toBe(86_400_000);
  });

  it('defaults: rooms 1, slot length 2 h from 09:00, title Activity, dashboard folder in_progress', () => {
    expect(DEFAULT_ROOMS).toBe(1);
    expect(SLOT_LENGTH_HOURS).toBe(2);
    expect(SLOT_DEFAULT_START).toBe('09:00');
    expect(DEFAULT_SLOT_TITLE).toBe('Activity');
    expect(DEFAULT_TRIP_FOLDER).toBe('in_progress');
  });

  it('side panel width ranges 200-600, 300-800, 250-600 px', () => {
    expect(Object.values(SIDE_PANEL_WIDTHS).map(({ min, max }) => [min, max])).toEqual([
      [200, 600],
      [300, 800],
      [250, 600],
    ]);
  });
});

describe('badgeCount (9+ above 9)', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [120, '9+'],
    [-3, ''],
  ])('%i -> %j', (n, text) => expect(badgeCount(n)).toBe(text));
});

describe('type-to-confirm (§5)', () => {
  it('matches only the exact word, default DELETE', () => {
    expect(CONFIRM_WORD).toBe('DELETE');
    expect(confirmWordMatches('DELETE')).toBe(true);
    expect(confirmWordMatches('delete')).toBe(false);
    expect(confirmWordMatches(' DELETE')).toBe(false);
    expect(confirmWordMatches('DELETE ')).toBe(false);
    expect(confirmWordMatches('REMOVE', 'REMOVE')).toBe(true);
  });

  it('error text', () => {
    expect(confirmWordError()).toBe('You must type "DELETE" exactly to confirm');
    expect(confirmWordError('REMOVE')).toBe('You must type "REMOVE" exactly to confirm');
  });
});

describe('password rule (§5)', () => {
  it('needs 6 characters and a matching confirmation', () => {
    expect(passwordError('12345')).toBe('Password must be at least 6 characters long');
    expect(passwordError('123456')).toBeNull();
    expect(passwordError('123456', '123457')).toBe('Passwords do not match');
    expect(passwordError('123456', '123456')).toBeNull();
  });
});

describe('place search threshold (§5)', () => {
  it('starts at 3 characters, ignoring surrounding spaces', () => {
    expect(placeSearchReady('ab')).toBe(false);
    expect(placeSearchReady('  ab  ')).toBe(false);
    expect(placeSearchReady('abc')).toBe(true);
  });
});

describe('opening hours preview (§9)', () => {
  it('first 3 lines plus +N more', () => {
    const week = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    expect(openingHoursPreview(week)).toEqual({ lines: ['Mon', 'Tue', 'Wed'], more: '+4 more' });
    expect(openingHoursPreview(['Mon', 'Tue', 'Wed'])).toEqual({ lines: ['Mon', 'Tue', 'Wed'], more: null });
  });
});

describe('enumerations (§3, §4)', () => {
  it('questionnaire values', () => {
    expect(DESTINATIONS).toEqual(['paris', 'rome', 'italy']);
    expect(DURATIONS).toEqual(['3-5', '6-7', '8+']);
    expect(BUDGETS).toEqual(['budget', 'moderate', 'luxury', 'ultra-luxury']);
    expect(BUDGET_LABELS).toEqual({
      budget: 'Under $1,500',
      moderate: '$1,500-$3,000',
      luxury: '$3,000-$5,000',
      'ultra-luxury': '$5,000+',
    });
    expect(INTERESTS).toEqual(['culture', 'food', 'romance', 'adventure', 'history', 'shopping', 'nightlife', 'photography']);
    expect(Object.keys(INTEREST_LABELS)).toEqual([...INTERESTS]);
    expect(ACCOMMODATIONS).toEqual(['3-star', '4-star', '5-star', 'apartment']);
    expect(TRAVEL_STYLES).toEqual(['relaxed', 'balanced', 'fast-paced']);
    expect(QUESTIONNAIRE_STATUSES).toEqual(['new', 'processing', 'completed']);
    expect(QUESTIONNAIRE_FOLDERS).toEqual(['inbox', 'active', 'archived', 'cancelled']);
  });

  it('trip values, each status with a label and a colour', () => {
    expect(TRIP_STATUSES).toEqual([
      'new',
      'planning',
      'proposed',
      'signed',
      'confirmed',
      'in_progress',
      'completed',
      'follow_up',
      'cancelled',
    ]);
    expect(Object.keys(TRIP_STATUS_META)).toEqual([...TRIP_STATUSES]);
    for (const meta of Object.values(TRIP_STATUS_META)) {
      expect(meta.label).not.toBe('');
      expect(meta.colour).not.toBe('');
    }
    expect(TRIP_FOLDERS).toEqual(['in_progress', 'completed', 'cancelled', 'archived', 'deleted']);
    expect(UPCOMING_TRIP_STATUSES).toEqual(['confirmed', 'planning']);
  });

  it('currencies, notification and billing item types', () => {
    expect(CURRENCIES).toEqual(['EUR', 'USD', 'GBP']);
    expect(DISPLAY_CURRENCIES).toEqual(['EUR', 'USD']);
    // The spec's four, then issue 22's: a version sent, approved, or changes asked.
    expect(NOTIFICATION_TYPES).toEqual(['activity_created', 'activity_updated', 'activity_validated', 'activity_removed', 'proposal_sent', 'proposal_approved', 'changes_requested']);
    expect(BILLING_ITEM_TYPES).toEqual(['activity', 'custom_expense']);
  });
});

describe('questionnaire folder storage (§4: inbox stored as null)', () => {
  it('stores inbox as null and other folders as themselves', () => {
    expect(questionnaireFolderToDb('inbox')).toBeNull();
    expect(questionnaireFolderToDb('archived')).toBe('archived');
  });

  it('reads null, empty and unknown values as inbox', () => {
    expect(questionnaireFolderFromDb(null)).toBe('inbox');
    expect(questionnaireFolderFromDb(undefined)).toBe('inbox');
    expect(questionnaireFolderFromDb('')).toBe('inbox');
    expect(questionnaireFolderFromDb('inbox')).toBe('inbox');
    expect(questionnaireFolderFromDb('active')).toBe('active');
  });
});

describe('workspace status colour (§2 My Trips)', () => {
  it('confirmed green, completed blue, otherwise gray', () => {
    expect(workspaceStatusColour('confirmed')).toBe('green');
    expect(workspaceStatusColour('completed')).toBe('blue');
    expect(workspaceStatusColour('planning')).toBe('gray');
    expect(workspaceStatusColour('anything')).toBe('gray');
  });
});

describe('validation messages (§5) are verbatim', () => {
  it('spot checks', () => {
    expect(VALIDATION_MESSAGES.expenseUnitPriceInvalid).toBe('Please enter a valid unit price');
    expect(VALIDATION_MESSAGES.customActivityRequired).toBe('Please fill in at least the title and address');
    expect(VALIDATION_MESSAGES.removeAllBillingConfirm).toBe('Remove ALL billing items? This cannot be undone!');
  });
});
