// Trip numbers: shown as '#1042', typed as 'T-1042' (spec §5 clone by trip number; DESIGN Data).

/** A trip's friendly id as shown: '#1042' (spec §2 trip details header). */
export function formatTripNumber(friendlyId: number | string): string {
  return `#${friendlyId}`;
}

/** Typed trip number: trimmed, a leading 'T-' (any case) or '#' stripped; the positive integer or null (spec §5). */
export function parseTripNumber(input: string | null | undefined): number | null {
  if (typeof input !== 'string') return null;
  const digits = input.trim().replace(/^(t-|#)/i, '').trim();
  if (!/^\d+$/.test(digits)) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Message when no trip has that number (spec §5). */
export function tripNotFoundMessage(value: string): string {
  return `No trip found with number ${value}`;
}
