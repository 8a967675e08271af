import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, isForeignKeyViolation, isUniqueViolation } from './sql.js';

describe('LIKE escaping', () => {
  it('escapes %, _ and the escape character itself', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(containsPattern('50%')).toBe('%50\\%%');
    expect(containsPattern('rome')).toBe('%rome%');
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
