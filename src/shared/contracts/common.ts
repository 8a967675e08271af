import { z } from 'zod';
import { DATE_MAX_YEAR, DATE_MIN_YEAR } from '#shared/domain/bounds.js';

/** The error body of every failed API call (DESIGN.md, API). */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** error.code of a 409: the record changed since the caller read it (DESIGN API, Data). */
export const STALE_ERROR_CODE = 'stale';

export const Ok = z.object({ ok: z.literal(true) });

export const IdParams = z.object({ id: z.uuid('Invalid id') });

/**
 * Text from outside (issue 12): control characters (NUL and the like) are refused with a 400
 * naming the field, never passed on to the database, a mail or a log. A single-line field
 * (`text()`: names, titles, searches, tokens) refuses line breaks too, so a name cannot carry
 * them into a mail header or subject; a multi-line one (`multilineText()`: notes, descriptions,
 * requests) keeps newlines and tabs.
 */
export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';
export const LINE_BREAKS_MESSAGE = 'Must fit on one line';
/* eslint-disable no-control-regex -- these patterns exist to find control characters */
/** Any C0 control, DEL, and the Unicode line and paragraph separators. */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f\u2028\u2029]/;
/** C0 controls except tab, line feed and carriage return; DEL. */
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAK = /[\r\n\u2028\u2029]/;
/* eslint-enable no-control-regex */

/**
 * Half of a UTF-16 surrogate pair without its other half: JSON can carry it ("\ud800"), but it is
 * no character, and PostgreSQL refuses it in text and jsonb (which would be a 500).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const INVALID_TEXT_MESSAGE = 'Must be valid Unicode text';

/** True when a text holds half a surrogate pair (see LONE_SURROGATE). */
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** True when a text holds a control character no field accepts (newlines and tabs aside). */
export function hasControlCharacters(value: string): boolean {
  return MULTI_LINE_FORBIDDEN.test(value);
}

type StringParams = Parameters<typeof z.string>[0];

/** A single-line text field: no control characters, no line breaks. Chain .trim(), .min(), .max() as on z.string(). */
export const text = (params?: StringParams) =>
  z
    .string(params)
    .refine((v) => !MULTI_LINE_FORBIDDEN.test(v), { message: CONTROL_CHARACTERS_MESSAGE, abort: true })
    .refine((v) => !SINGLE_LINE_FORBIDDEN.test(v), { message: LINE_BREAKS_MESSAGE, abort: true });

/** A multi-line text field (notes, descriptions, requests): newlines and tabs, no other control characters. */
export const multilineText = (params?: StringParams) =>
  z.string(params).refine((v) => !MULTI_LINE_FORBIDDEN.test(v), { message: CONTROL_CHARACTERS_MESSAGE, abort: true });

/** True when the text would break a single line (a mail subject, a name). */
export function hasLineBreak(value: string): boolean {
  return LINE_BREAK.test(value);
}

/** The largest value of a PostgreSQL `integer` column (versions, counts). */
export const INT4_MAX = 2_147_483_647;

/** The version of a record the caller read: every write of an editable record names it (409 `stale` when it changed). */
export const RecordVersion = z
  .number({ error: 'version is required: send the version you read' })
  .int('version must be a whole number')
  .min(1, 'version must be at least 1')
  .max(INT4_MAX, 'version is out of range');

/** Trimmed, lowercased e-mail (spec §5 sign-up). */
export const EmailField = text({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'));

export const DATE_MESSAGE = 'Please enter a valid date';

/** The calendar range a date may fall in (src/shared/domain/bounds.ts). */
export { DATE_MIN_YEAR, DATE_MAX_YEAR };
export const DATE_RANGE_MESSAGE = `Please enter a date between ${DATE_MIN_YEAR} and ${DATE_MAX_YEAR}`;

/**
 * A calendar date 'YYYY-MM-DD' that exists (2025-02-30 is refused), in years DATE_MIN_YEAR to
 * DATE_MAX_YEAR. The one date schema of every contract.
 */
export const IsoDate = z.iso
  .date({ error: DATE_MESSAGE })
  .refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
  }, DATE_RANGE_MESSAGE);

/** True for an existing calendar date 'YYYY-MM-DD'. */
export function isIsoDate(value: unknown): value is string {
  return IsoDate.safeParse(value).success;
}

export const Paging = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/**
 * Idempotent creates (ADR 022): POST of an expense, an option or a custom activity may carry
 * this header, one value per user action, reused on its retries; a retry answers what the
 * first request answered and creates nothing.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,200}$/;
export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key must be 1 to 200 letters, digits, or - _ : .',
  reused: 'This Idempotency-Key was already used for a different request. Start the action again.',
  inProgress: 'The same request is still being processed. Please try again in a moment.',
} as const;
