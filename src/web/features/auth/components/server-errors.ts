import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { ApiError } from '#web/lib/api';

export const GENERIC_ERROR = 'An error occurred. Please try again.';

/**
 * Puts a failed call's field errors next to their fields (focusing the first)
 * and returns the message to show above the form, if any.
 */
export function applyServerError<T extends FieldValues>(
  err: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  setFocus: UseFormSetFocus<T>,
): string | null {
  if (!(err instanceof ApiError)) return GENERIC_ERROR;
  const known = fields.filter((f) => err.fields[f]);
  for (const f of known) setError(f, { type: 'server', message: err.fields[f] });
  if (known.length) {
    setFocus(known[0]!);
    // The summary message of a 400 repeats a field error: don't show it twice.
    return err.status === 400 ? null : err.message;
  }
  return err.message || GENERIC_ERROR;
}
