/**
 * Small SQL helpers shared by the repos and services: LIKE escaping and the
 * PostgreSQL error codes the services map to answers (same on PGlite).
 */

/** Escapes the LIKE wildcards (\ % _) so the text is matched literally (PostgreSQL's default escape is \). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` with the LIKE wildcards escaped: "contains text". */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

function pgError(err: unknown): { code?: string; message?: string } | null {
  return typeof err === 'object' && err !== null ? (err as { code?: string; message?: string }) : null;
}

/** A unique constraint refused the row (PostgreSQL 23505). */
export function isUniqueViolation(err: unknown): boolean {
  const e = pgError(err);
  return !!e && (e.code === '23505' || /duplicate key|unique constraint/i.test(e.message ?? ''));
}

/** A foreign key refused the row: the row it points to is gone (PostgreSQL 23503). */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = pgError(err);
  return !!e && (e.code === '23503' || /violates foreign key constraint/i.test(e.message ?? ''));
}
