import { describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect } from 'kysely';
import type { DB } from '#server/db/types.js';
import { SEARCH_WORDS_MAX, containsPattern, escapeLike, searchWords, isForeignKeyViolation, isUniqueViolation, sameEmail, toIso, toIsoOrNull } from './sql.js';

describe('LIKE escaping', () => {
  it('escapes %, _ and the escape character itself', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(containsPattern('50%')).toBe('%50\\%%');
    expect(containsPattern('rome')).toBe('%rome%');
  });
});

describe('search words', () => {
  it('splits on white space, keeps each word once and at most SEARCH_WORDS_MAX', () => {
    expect(searchWords('  durand \t Rome  rome ')).toEqual(['durand', 'Rome']);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(SEARCH_WORDS_MAX);
  });
});

describe('PostgreSQL error codes', () => {
  it('recognises unique and foreign key violations', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(new Error('duplicate key value violates unique constraint "x"'))).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isForeignKeyViolation({ code: '23503' })).toBe(true);
    expect(isForeignKeyViolation(new Error('insert or update on table "pinned_trips" violates foreign key constraint'))).toBe(true);
    expect(isForeignKeyViolation({ code: '23505' })).toBe(false);
    expect(isForeignKeyViolation(null)).toBe(false);
    expect(isUniqueViolation('boom')).toBe(false);
  });
});

describe('reading rows', () => {
  it('turns timestamps into ISO 8601, keeping null as null', () => {
    expect(toIso(new Date(Date.UTC(2027, 4, 10, 8)))).toBe('2027-05-10T08:00:00.000Z');
    expect(toIso('2027-05-10T08:00:00+02:00')).toBe('2027-05-10T06:00:00.000Z');
    expect(toIsoOrNull(null)).toBeNull();
    expect(toIsoOrNull(undefined)).toBeNull();
  });

  it('matches e-mails case-insensitively on lower(email)', () => {
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: {} as never }) });
    const q = db.selectFrom('users').select('id').where(sameEmail('email', '  Anna@Example.COM ')).compile();
    expect(q.sql).toBe('select "id" from "users" where lower("email") = $1');
    expect(q.parameters).toEqual(['anna@example.com']);
  });
});
