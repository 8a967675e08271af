import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { ApiError } from './api';

/** Shown when a call failed without a message of its own. */
export const GENERIC_ERROR = 'An error occurred. Please try again.';

/** The text of a failed call, for the spec's 'Error ...: {message}' toasts. */
export function errorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : 'Unknown error';
}

/** The server refused a write made on a version someone else has changed since (409, DESIGN Data). */
export function isStale(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 409;
}

export interface ServerErrorOptions {
  /** The message when the session has ended (401), if the form words it its own way. */
  unauthenticated?: string;
  /** The message when the call failed without one (a network failure, an unexpected error). */
  fallback?: string;
}

/**
 * The one way a form shows a failed call: each field error of the answer goes next to its
 * field (the first one focused), and the message to show above the form is returned, or null
 * when it would only repeat a field error (every 400, or a rule whose message names the field).
 */
export function applyServerError<T extends FieldValues>(
  err: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  setFocus: UseFormSetFocus<T>,
  options: ServerErrorOptions = {},
): string | null {
  const fallback = options.fallback ?? GENERIC_ERROR;
  if (!(err instanceof ApiError)) return fallback;
  if (err.status === 401 && options.unauthenticated) return options.unauthenticated;
  const known = fields.filter((f) => err.fields[f]);
  for (const f of known) setError(f, { type: 'server', message: err.fields[f] });
  if (known.length) {
    setFocus(known[0]!);
    const repeats = err.status === 400 || known.some((f) => err.fields[f] === err.message);
    return repeats ? null : err.message;
  }
  return err.message || fallback;
}
