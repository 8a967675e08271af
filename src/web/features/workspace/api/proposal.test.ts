import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api';
import { PROPOSAL_MESSAGES, type ClientChanges, type ProposalState } from '#shared/contracts/proposals';
import { answerErrorOf, answerSentence, changeDayNote, changedDayIds } from './proposal';

const state = (over: Partial<ProposalState>): ProposalState => ({
  currentVersion: 9,
  lastSent: { version: 8, at: '2027-05-02T10:00:00.000Z', by: null },
  answer: null,
  approvedLabel: null,
  changedSinceApproval: false,
  awaitingApproval: true,
  ...over,
});

const answer = (kind: 'approved' | 'changes_requested', version: number): NonNullable<ProposalState['answer']> => ({
  kind,
  version,
  at: '2027-05-03T09:30:00.000Z',
  by: null,
  typedName: 'Claire Durand',
  message: '',
});

describe("the client's answer in a sentence (issue 22)", () => {
  it('an approval of the version sent last reads with its version and date', () => {
    const s = state({ answer: answer('approved', 8), awaitingApproval: false });
    expect(answerSentence(s, { timeZone: 'UTC' })).toBe('You approved version 8 on 3 May 2027.');
  });

  it('a request for changes says the specialist will answer', () => {
    const s = state({ answer: answer('changes_requested', 8), awaitingApproval: false });
    expect(answerSentence(s, { timeZone: 'UTC' })).toBe('You asked for changes on 3 May 2027. Your travel specialist will get back to you.');
  });

  it('nothing while a newer version waits, before any send, or with no answer', () => {
    expect(answerSentence(state({ answer: answer('approved', 5) }))).toBeNull();
    expect(answerSentence(state({ lastSent: null, awaitingApproval: false }))).toBeNull();
    expect(answerSentence(state({}))).toBeNull();
  });
});

describe('what changed since you last looked: the days (issue 22)', () => {
  const line = (over: Partial<ClientChanges['changes'][number]>): ClientChanges['changes'][number] => ({ text: 'x', part: 'days', ...over });

  it('a sentence naming its day gets only the date; one that does not gets the day too', () => {
    expect(changeDayNote(line({ text: 'Day 3, 15:00-17:00: A -> B', dayNumber: 3, date: '2027-05-12' }))).toBe('12 May 2027');
    expect(changeDayNote(line({ text: 'Day 3, 15:00-17:00: A -> B', dayNumber: 3 }))).toBeNull();
    expect(changeDayNote(line({ text: 'Louvre added', dayNumber: 3, date: '2027-05-12' }))).toBe('Day 3 · 12 May 2027');
    expect(changeDayNote(line({ text: 'Louvre added', dayNumber: 3 }))).toBe('Day 3');
    // 'Day 13' is not day 1.
    expect(changeDayNote(line({ text: 'Day 13: A -> B', dayNumber: 1 }))).toBe('Day 1');
  });

  it('a change of no day (hotel, flights, name) has no note', () => {
    expect(changeDayNote(line({ text: 'Hotel price per night: €1,200 -> €1,300', part: 'hotel' }))).toBeNull();
  });

  it('the marked days are the days the changes touch, none before the answer', () => {
    const c: ClientChanges = {
      sinceVersion: 4,
      currentVersion: 7,
      changes: [],
      days: [
        { dayId: 'd3', dayNumber: 3 },
        { dayId: 'd5', dayNumber: 5, date: '2027-05-14' },
      ],
    };
    expect([...changedDayIds(c)]).toEqual(['d3', 'd5']);
    expect(changedDayIds(undefined).size).toBe(0);
  });
});

describe('a refused answer, inside its dialog (issue 22)', () => {
  it('409: the message above the form, and the version is stale', () => {
    expect(answerErrorOf(new ApiError(409, 'conflict', PROPOSAL_MESSAGES.newerSent), 'fullName')).toEqual({ form: PROPOSAL_MESSAGES.newerSent, stale: true });
  });

  it('422: the wrong name goes under the name', () => {
    expect(answerErrorOf(new ApiError(422, 'unprocessable', PROPOSAL_MESSAGES.nameMismatch), 'fullName')).toEqual({
      field: PROPOSAL_MESSAGES.nameMismatch,
      stale: false,
    });
  });

  it("400: the field's own error; another field's or none reads above the form", () => {
    expect(answerErrorOf(new ApiError(400, 'validation', 'Invalid', { message: 'Tell your specialist' }), 'message')).toEqual({ field: 'Tell your specialist', stale: false });
    expect(answerErrorOf(new ApiError(403, 'forbidden', PROPOSAL_MESSAGES.onlyClients), 'message')).toEqual({ form: PROPOSAL_MESSAGES.onlyClients, stale: false });
  });

  it('a network failure says so, never as saved', () => {
    expect(answerErrorOf(new ApiError(0, 'network', 'Unable to connect'), 'fullName')).toEqual({ form: 'Could not send your answer: Unable to connect', stale: false });
  });
});
