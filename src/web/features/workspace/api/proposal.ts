import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/components/ui/toaster';
import { ApiError, get, post } from '#web/lib/api';
import { errorMessage } from '#web/lib/errors';
import { proposalKeys } from '#web/lib/query-keys';
import { formatDate } from '#shared/domain/dates';
import type { ApproveBody, ClientChanges, ProposalState, RequestChangesBody } from '#shared/contracts/proposals';

/**
 * The client's side of a proposal (issue 22, ADR 037): what changed since they last looked, and
 * their answer to the version sent (approve, or ask for changes). Both reads are nested under the
 * trip's key (proposalKeys), so the trip's live events (useTripEvents) refresh them.
 */

const tripUrl = (tripId: string) => `/api/trips/${encodeURIComponent(tripId)}`;
/** A refusal with a status of its own (4xx) is not retried; a network failure is, twice. */
const retry = (count: number, err: unknown) => count < 2 && !(err as { status?: number }).status;

export const proposalQuery = (tripId: string) =>
  queryOptions({
    queryKey: proposalKeys.state(tripId),
    queryFn: () => get<ProposalState>(`${tripUrl(tripId)}/proposal`),
    staleTime: 60_000,
    retry,
  });

export const changesForMeQuery = (tripId: string) =>
  queryOptions({
    queryKey: proposalKeys.changesForMe(tripId),
    queryFn: () => get<ClientChanges>(`${tripUrl(tripId)}/changes-for-me`),
    staleTime: 60_000,
    retry,
  });

export function useProposal(tripId: string, enabled: boolean) {
  return useQuery({ ...proposalQuery(tripId), enabled });
}

export function useChangesForMe(tripId: string, enabled: boolean) {
  return useQuery({ ...changesForMeQuery(tripId), enabled });
}

/**
 * 'Dismiss': the changes up to the version shown are seen (POST .../changes-for-me/seen). The card
 * and the days' markers go at once; a refusal brings them back with a toast.
 */
export function useDismissChanges(tripId: string) {
  const qc = useQueryClient();
  const key = proposalKeys.changesForMe(tripId);
  return useMutation({
    mutationFn: (version: number) => post<ClientChanges>(`${tripUrl(tripId)}/changes-for-me/seen`, { version }),
    onMutate: async () => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<ClientChanges>(key);
      if (previous) qc.setQueryData<ClientChanges>(key, { ...previous, changes: [], days: [] });
      return { previous };
    },
    onError: (err, _version, context) => {
      if (context?.previous) qc.setQueryData(key, context.previous);
      toast.error(`Could not dismiss the changes: ${errorMessage(err)}`);
    },
    // The answer is what is left: changes made after the version dismissed, if any.
    onSuccess: (fresh) => qc.setQueryData(key, fresh),
  });
}

function useAnswer<B>(tripId: string, path: 'approve' | 'request-changes') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => post<ProposalState>(`${tripUrl(tripId)}/${path}`, body),
    onSuccess: (state) => qc.setQueryData(proposalKeys.state(tripId), state),
    onError: (err) => {
      // A newer version was sent meanwhile (or none is sent): read where the trip stands again.
      if (err instanceof ApiError && err.status === 409) void qc.invalidateQueries({ queryKey: proposalKeys.state(tripId) });
    },
  });
}

/** 'Approve this itinerary': the version sent, with the client's full name typed. */
export const useApprove = (tripId: string) => useAnswer<ApproveBody>(tripId, 'approve');
/** 'Ask for changes': the version sent, with a message to the specialist. */
export const useRequestChanges = (tripId: string) => useAnswer<RequestChangesBody>(tripId, 'request-changes');

/* ------------------------------------------------------------------ Pure helpers (tested) */

/** The days the changes touch, by id: each carries a quiet marker in the day list until dismissed. */
export function changedDayIds(changes: ClientChanges | undefined): ReadonlySet<string> {
  return new Set(changes?.days.map((d) => d.dayId) ?? []);
}

/**
 * The day a change touches, as a short note beside its sentence: 'Day 3 · 12 May 2027', or only
 * the date when the sentence already names the day ('Day 3, 15:00-17:00: ...'); null for a change
 * of no day (the hotel, the flights, the trip's name).
 */
export function changeDayNote(change: ClientChanges['changes'][number]): string | null {
  if (change.dayNumber === undefined) return null;
  const date = change.date ? formatDate(change.date) : '';
  const named = new RegExp(`^Day ${change.dayNumber}\\b`).test(change.text);
  if (named) return date || null;
  return date ? `Day ${change.dayNumber} · ${date}` : `Day ${change.dayNumber}`;
}

/** What the client answered to the version sent last, in a sentence; null while it waits or with no answer. */
export function answerSentence(state: ProposalState, options: { timeZone?: string } = {}): string | null {
  const answer = state.answer;
  if (!answer || !state.lastSent || answer.version !== state.lastSent.version) return null;
  const date = formatDate(answer.at, options);
  return answer.kind === 'approved'
    ? `You approved version ${answer.version} on ${date}.`
    : `You asked for changes on ${date}. Your travel specialist will get back to you.`;
}

/** How a refused answer reads inside its dialog: a field's error (the name, the message) or a line above the form. */
export interface AnswerError {
  field?: string;
  form?: string;
  /** A newer version was sent (or none is): the card is read again and the dialog says so. */
  stale: boolean;
}

export function answerErrorOf(err: unknown, field: 'fullName' | 'message'): AnswerError {
  if (err instanceof ApiError) {
    if (err.status === 409) return { form: err.message, stale: true };
    const fieldMessage = err.fields[field];
    if (fieldMessage) return { field: fieldMessage, stale: false };
    if (err.status === 422) return { field: err.message, stale: false };
    if (err.status > 0 && err.message) return { form: err.message, stale: false };
  }
  return { form: `Could not send your answer: ${errorMessage(err)}`, stale: false };
}
