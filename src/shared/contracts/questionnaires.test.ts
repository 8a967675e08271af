import { describe, expect, it } from 'vitest';
import {
  QUESTIONNAIRE_MESSAGES as M,
  QuestionnaireBody,
  emptyQuestionnaire,
  questionnaireStepErrors,
  questionnaireSummary,
  travelDatesOf,
  type QuestionnaireDraft,
} from './questionnaires.js';

const filled = (over: Partial<QuestionnaireDraft> = {}): QuestionnaireDraft => ({
  ...emptyQuestionnaire(),
  name: 'Claire Dubois',
  email: 'claire@example.com',
  destination: 'paris',
  duration: '6-7',
  budget: 'luxury',
  interests: ['culture', 'food'],
  ...over,
});

describe('questionnaire wizard validation (spec §4, §5)', () => {
  it('starts with 2 adults, 0 children and nothing else chosen', () => {
    const d = emptyQuestionnaire();
    expect(d).toMatchObject({ adults: 2, children: 0, notYetScheduled: false, interests: [], destination: '' });
    expect(emptyQuestionnaire('rome').destination).toBe('rome');
  });

  it('step 1 needs name, e-mail and destination', () => {
    expect(questionnaireStepErrors(0, emptyQuestionnaire())).toEqual({
      name: M.nameRequired,
      email: 'Email is required',
      destination: M.destinationRequired,
    });
    expect(questionnaireStepErrors(0, filled({ email: 'not-an-email' }))).toEqual({ email: 'Please enter a valid email address' });
    expect(questionnaireStepErrors(0, filled({ name: '   ' }))).toEqual({ name: M.nameRequired });
    expect(questionnaireStepErrors(0, filled({ destination: 'london' }))).toEqual({ destination: M.destinationRequired });
    for (const destination of ['paris', 'rome', 'italy']) expect(questionnaireStepErrors(0, filled({ destination }))).toEqual({});
  });

  it('step 2 needs duration, budget and at least one interest', () => {
    expect(questionnaireStepErrors(1, filled({ duration: '', budget: '', interests: [] }))).toEqual({
      duration: M.durationRequired,
      budget: M.budgetRequired,
      interests: M.interestsRequired,
    });
    expect(questionnaireStepErrors(1, filled({ duration: '9-10' }))).toEqual({ duration: M.durationRequired });
    expect(questionnaireStepErrors(1, filled({ budget: 'cheap' }))).toEqual({ budget: M.budgetRequired });
    expect(questionnaireStepErrors(1, filled({ interests: ['photography'] }))).toEqual({});
    expect(questionnaireStepErrors(1, filled({ interests: ['skiing'] }))).toHaveProperty('interests');
    for (const budget of ['budget', 'moderate', 'luxury', 'ultra-luxury']) {
      expect(questionnaireStepErrors(1, filled({ budget }))).toEqual({});
    }
  });

  it('step 3 is optional, within the limits of travellers and dates', () => {
    expect(questionnaireStepErrors(2, filled())).toEqual({});
    expect(questionnaireStepErrors(2, filled({ adults: 6, children: 4 }))).toEqual({});
    expect(questionnaireStepErrors(2, filled({ adults: 0 }))).toHaveProperty('adults');
    expect(questionnaireStepErrors(2, filled({ adults: 7 }))).toHaveProperty('adults');
    expect(questionnaireStepErrors(2, filled({ children: 5 }))).toHaveProperty('children');
    expect(questionnaireStepErrors(2, filled({ startDate: '2030-05-01' }))).toEqual({ endDate: M.datesIncomplete });
    expect(questionnaireStepErrors(2, filled({ endDate: '2030-05-01' }))).toEqual({ startDate: M.datesIncomplete });
    expect(questionnaireStepErrors(2, filled({ startDate: '2030-05-08', endDate: '2030-05-01' }))).toEqual({
      endDate: M.endBeforeStart,
    });
    // 'Not yet scheduled' wins over stray dates.
    expect(questionnaireStepErrors(2, filled({ notYetScheduled: true, startDate: '2030-05-08' }))).toEqual({});
    expect(questionnaireStepErrors(2, filled({ accommodation: 'castle' }))).toHaveProperty('accommodation');
    expect(questionnaireStepErrors(2, filled({ accommodation: '5-star', travelStyle: 'relaxed' }))).toEqual({});
  });

  it('an unknown step has no errors', () => {
    expect(questionnaireStepErrors(5, emptyQuestionnaire())).toEqual({});
  });
});

describe('QuestionnaireBody (the server uses the same schema)', () => {
  it('normalises the e-mail, drops empty optional answers and duplicate interests', () => {
    const out = QuestionnaireBody.parse(
      filled({ email: '  Claire@Example.COM ', interests: ['food', 'food', 'culture'], specialRequests: '  ' }),
    );
    expect(out.email).toBe('claire@example.com');
    expect(out.interests).toEqual(['food', 'culture']);
    expect(out.accommodation).toBeUndefined();
    expect(out.travelStyle).toBeUndefined();
    expect(out.specialRequests).toBeUndefined();
  });

  it('applies the defaults of spec §9 when step 3 is left out', () => {
    const { name, email, destination, duration, budget, interests } = filled();
    const out = QuestionnaireBody.parse({ name, email, destination, duration, budget, interests });
    expect(out).toMatchObject({ adults: 2, children: 0, notYetScheduled: false });
    expect(travelDatesOf(out)).toEqual({ not_yet_scheduled: true });
  });

  it('refuses what step 1 or 2 would refuse', () => {
    expect(QuestionnaireBody.safeParse(filled({ interests: [] })).success).toBe(false);
    expect(QuestionnaireBody.safeParse(filled({ destination: '' })).success).toBe(false);
  });

  it('stores dates as {start,end} or {not_yet_scheduled:true}', () => {
    expect(travelDatesOf({ notYetScheduled: false, startDate: '2030-05-01', endDate: '2030-05-08' })).toEqual({
      start: '2030-05-01',
      end: '2030-05-08',
    });
    expect(travelDatesOf({ notYetScheduled: true, startDate: '2030-05-01', endDate: '2030-05-08' })).toEqual({
      not_yet_scheduled: true,
    });
  });

  it('summarises the answers with the spec labels', () => {
    const out = QuestionnaireBody.parse(filled({ children: 1, accommodation: 'apartment', startDate: '2030-05-01', endDate: '2030-05-08' }));
    const lines = Object.fromEntries(questionnaireSummary(out));
    expect(lines).toMatchObject({
      Destination: 'Paris',
      'Travel dates': '1 May 2030 – 8 May 2030',
      'Trip length': '6-7 days',
      Travellers: '2 adults, 1 child',
      'Budget per person': '$3,000-$5,000',
      Interests: 'Culture, Food',
      Accommodation: 'Private apartment',
      'Travel style': 'No preference',
    });
  });
});
