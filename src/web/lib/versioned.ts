import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isStale } from './errors';

/**
 * Versioned writes (DESIGN Data, ADR 009): every trip write names the `version` of the row the
 * person saw; the server answers 409 when someone else changed it since. The web then shows the
 * server's message, reloads what is on screen, and keeps what the person typed.
 */

/** A write that names the version it read. */
export type Versioned<T> = T & { version: number };

export type VersionedMutationOptions<TData, TVariables, TContext> = UseMutationOptions<TData, Error, Versioned<TVariables>, TContext> & {
  /** What to reload after a 409 (the list or the trip on screen). */
  refetchOnStale: readonly QueryKey[];
};

/**
 * useMutation for a versioned write: on a 409 it shows the server's message as a toast and
 * reloads `refetchOnStale`, before the caller's own onError (a rollback). Per-call onError
 * handlers should stay quiet for a stale answer (`isStale(err)`): its toast is already shown.
 */
export function useVersionedMutation<TData, TVariables, TContext = unknown>({
  refetchOnStale,
  onError,
  ...options
}: VersionedMutationOptions<TData, TVariables, TContext>) {
  const qc = useQueryClient();
  return useMutation<TData, Error, Versioned<TVariables>, TContext>({
    ...options,
    onError: (err, variables, result, context) => {
      if (isStale(err)) {
        toast.error(err.message);
        for (const queryKey of refetchOnStale) void qc.invalidateQueries({ queryKey });
      }
      return onError?.(err, variables, result, context);
    },
  });
}

/* ------------------------------------------------------------------ drafts */

export interface DraftState<T> {
  /** What the field shows. */
  value: T;
  /** The version the draft was read at: the one to send with the write. */
  version: number;
  /** The person has typed since the last load or save. */
  edited: boolean;
  /** After a 409: the next version from the server is taken while the text is kept. */
  rebasing: boolean;
}

export type DraftAction<T> =
  | { type: 'server'; value: T; version: number }
  | { type: 'edit'; value: T }
  | { type: 'saved' }
  | { type: 'stale' }
  | { type: 'discard'; value: T; version: number };

/**
 * How a field being edited follows the server. A newer version replaces an untouched field;
 * an edited field keeps the person's text and stays on the version they started from (so
 * saving it still meets the 409) until a 409 has told them, after which it moves to the
 * reloaded version with their text intact, and the next save is theirs to make.
 */
export function draftReducer<T>(state: DraftState<T>, action: DraftAction<T>): DraftState<T> {
  switch (action.type) {
    case 'server':
      if (action.version === state.version) return state;
      if (!state.edited) return { value: action.value, version: action.version, edited: false, rebasing: false };
      return state.rebasing ? { ...state, version: action.version, rebasing: false } : state;
    case 'edit':
      return { ...state, value: action.value, edited: true };
    case 'saved':
      return { ...state, edited: false, rebasing: false };
    case 'stale':
      return { ...state, rebasing: true };
    case 'discard':
      return { value: action.value, version: action.version, edited: false, rebasing: false };
  }
}

/**
 * A field's draft over a versioned value: pass the value and version on screen (from the
 * query); write with `draft.version`; call `saved()` after a write went through and
 * `stale()` when it got a 409 (useVersionedMutation has reloaded the query by then).
 */
export function useVersionedDraft<T>(value: T, version: number) {
  const [state, setState] = useState<DraftState<T>>({ value, version, edited: false, rebasing: false });
  // Follow the server as it is read (React's "adjust state while rendering" pattern).
  const next = draftReducer(state, { type: 'server', value, version });
  if (next !== state) setState(next);
  const dispatch = (action: DraftAction<T>) => setState((s) => draftReducer(s, action));
  return {
    ...next,
    change: (v: T) => dispatch({ type: 'edit', value: v }),
    saved: () => dispatch({ type: 'saved' }),
    stale: () => dispatch({ type: 'stale' }),
    discard: () => dispatch({ type: 'discard', value, version }),
  };
}
