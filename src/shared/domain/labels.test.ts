import { describe, expect, it } from 'vitest';
import { DESTINATIONS, QUESTIONNAIRE_FOLDERS, QUESTIONNAIRE_STATUSES, TRIP_FOLDERS, TRIP_STATUS_META, TRIP_STATUSES } from './constants.js';
import {
  QUESTIONNAIRE_FOLDER_LABELS,
  TONES,
  TRIP_FOLDER_LABELS,
  accommodationLabel,
  budgetLabel,
  destinationLabel,
  durationLabel,
  questionnaireStatusBadge,
  travelStyleLabel,
  travellersText,
  tripStatusBadge,
} from './labels.js';

describe('labels of the questionnaire answers', () => {
  it('names every stored value and shows an unknown one as it is', () => {
    expect(DESTINATIONS.map(destinationLabel)).toEqual(['Paris', 'Rome', 'Italy']);
    expect(destinationLabel('lisbon')).toBe('lisbon');
    expect(budgetLabel('luxury')).toBe('$3,000-$5,000');
    expect(durationLabel('8+')).toBe('8+ days');
    expect(accommodationLabel('apartment')).toBe('Private apartment');
    expect(accommodationLabel(null)).toBe('No preference');
    expect(travelStyleLabel('')).toBe('No preference');
    expect(travelStyleLabel('fast-paced')).toBe('Fast-paced');
  });

  it('writes travellers one way', () => {
    expect(travellersText(1, 0)).toBe('1 adult');
    expect(travellersText(2, 1)).toBe('2 adults, 1 child');
    expect(travellersText(1, 3)).toBe('1 adult, 3 children');
  });
});

describe('status badges and folder labels', () => {
  it('labels every trip status from TRIP_STATUS_META with one tone per colour', () => {
    expect(tripStatusBadge('in_progress')).toEqual({ label: 'In Progress', tone: 'amber' });
    expect(tripStatusBadge('follow_up')).toEqual({ label: 'Follow-up', tone: 'gold' });
    expect(tripStatusBadge('new')).toEqual({ label: 'New', tone: 'neutral' });
    for (const s of TRIP_STATUSES) {
      expect(tripStatusBadge(s).label).toBe(TRIP_STATUS_META[s].label);
      expect(TONES).toContain(tripStatusBadge(s).tone);
    }
    expect(tripStatusBadge('on_hold')).toEqual({ label: 'On hold', tone: 'gray' });
  });

  it('labels every questionnaire status and folder, and every trip folder', () => {
    expect(QUESTIONNAIRE_STATUSES.map((s) => questionnaireStatusBadge(s))).toEqual([
      { label: 'New', tone: 'gold' },
      { label: 'Processing', tone: 'amber' },
      { label: 'Completed', tone: 'green' },
    ]);
    expect(questionnaireStatusBadge('on_hold')).toEqual({ label: 'On hold', tone: 'gray' });
    expect(QUESTIONNAIRE_FOLDERS.map((f) => QUESTIONNAIRE_FOLDER_LABELS[f])).toEqual(['Inbox', 'Active', 'Archived', 'Cancelled']);
    expect(TRIP_FOLDERS.map((f) => TRIP_FOLDER_LABELS[f])).toEqual(['In progress', 'Completed', 'Cancelled', 'Archived', 'Deleted']);
  });
});
