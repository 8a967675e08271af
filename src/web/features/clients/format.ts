/** Display helpers of the client screens; dates and trip status badges come from src/web/lib/format.ts. */

/** The error text of a failed call, for the spec's 'Error ...: {message}' toasts. */
export function errorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : 'Unknown error';
}
