import { z } from 'zod';

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

/** Trimmed, lowercased e-mail (spec §5 sign-up). */
export const EmailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'));

export const DATE_MESSAGE = 'Please enter a valid date';

/** A calendar date 'YYYY-MM-DD' that exists (2025-02-30 is refused). The one date schema of every contract. */
export const IsoDate = z.iso.date({ error: DATE_MESSAGE });

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
