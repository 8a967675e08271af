// Trip duration and hotel nights (spec §9).

export const DAY_MS = 24 * 60 * 60 * 1000;

export type DateInput = string | Date | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const NAIVE_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * Milliseconds for a date value, or null when missing or invalid. 'YYYY-MM-DD' and date-times
 * without a zone are read as UTC wall time so that daylight-saving changes never shift a day.
 */
export function toTimestamp(value: DateInput): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [, y, m, d] = dateOnly.map(Number) as [number, number, number, number];
    const ms = Date.UTC(y, m - 1, d);
    const back = new Date(ms);
    // Reject dates that roll over, such as 2025-02-30.
    return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d ? ms : null;
  }
  const ms = Date.parse(NAIVE_DATE_TIME.test(text) ? `${text}Z` : text);
  return Number.isNaN(ms) ? null : ms;
}

/** Trip duration in days = ceil((end - start)/day) + 1, inclusive (spec §9); null when missing, invalid or end before start. */
export function tripDurationDays(start: DateInput, end: DateInput): number | null {
  const from = toTimestamp(start);
  const to = toTimestamp(end);
  if (from === null || to === null || to < from) return null;
  return Math.ceil((to - from) / DAY_MS) + 1;
}

/** Hotel nights = ceiling of the day difference between checkOut and checkIn (spec §9); 0 when missing or negative. */
export function hotelNights(checkIn: DateInput, checkOut: DateInput): number {
  const from = toTimestamp(checkIn);
  const to = toTimestamp(checkOut);
  if (from === null || to === null || to <= from) return 0;
  return Math.ceil((to - from) / DAY_MS);
}
