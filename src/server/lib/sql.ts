import { sql, type RawBuilder } from 'kysely';

/**
 * Small SQL helpers shared by the repos and services: LIKE escaping, e-mail
 * matching, timestamps read from rows, and the PostgreSQL error codes the
 * services map to answers (same on PGlite).
 */

/** Escapes the LIKE wildcards (\ % _) so the text is matched literally (PostgreSQL's default escape is \). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` with the LIKE wildcards escaped: "contains text". */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A search box's text as words: split on white space, each once (case aside), at most SEARCH_WORDS_MAX. */
export const SEARCH_WORDS_MAX = 8;
export function searchWords(text: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of text.split(/\s+/)) {
    const key = word.toLowerCase();
    if (!word || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
    if (words.length === SEARCH_WORDS_MAX) break;
  }
  return words;
}

/**
 * "Every word matches": each word of the search must match one of the searched fields (so
 * 'durand rome' finds Mme Durand's Rome trip), given as the condition one word must meet.
 */
export function everyWordMatches(text: string, matches: (pattern: string, word: string) => RawBuilder<boolean>): RawBuilder<boolean> {
  const words = searchWords(text);
  if (!words.length) return sql<boolean>`true`;
  return sql<boolean>`(${sql.join(words.map((w) => sql`(${matches(containsPattern(w), w)})`), sql` and `)})`;
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

/** `lower(column) = email`: e-mails are unique case-insensitively and indexed on lower(email). */
export function sameEmail(column: string, email: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) = ${email.trim().toLowerCase()}`;
}

/** A timestamp read from a row (Date on PGlite and pg, text in dumps), as ISO 8601. */
export function toIso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** As toIso; null or undefined stays null. */
export function toIsoOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : toIso(value);
}
