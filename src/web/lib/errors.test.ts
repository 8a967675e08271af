import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { GENERIC_ERROR, applyServerError, errorMessage, isStale } from './errors';

type Values = { email: string; role: string };

function form() {
  return { setError: vi.fn(), setFocus: vi.fn() };
}

describe('applyServerError', () => {
  it('puts field errors next to their fields, focuses the first and does not repeat a 400 summary', () => {
    const f = form();
    const err = new ApiError(400, 'invalid_input', 'Check the form', { role: 'Unknown role', email: 'Email is required' });
    expect(applyServerError<Values>(err, ['email', 'role'], f.setError, f.setFocus)).toBeNull();
    expect(f.setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Email is required' });
    expect(f.setError).toHaveBeenCalledWith('role', { type: 'server', message: 'Unknown role' });
    expect(f.setFocus).toHaveBeenCalledWith('email');
  });

  it('does not repeat a rule whose message is the field error, and shows one that says more', () => {
    const f = form();
    const same = new ApiError(422, 'rule_violation', 'This email is already authorized', { email: 'This email is already authorized' });
    expect(applyServerError<Values>(same, ['email', 'role'], f.setError, f.setFocus)).toBeNull();
    const more = new ApiError(422, 'rule_violation', 'Choose another address', { email: 'Taken' });
    expect(applyServerError<Values>(more, ['email'], f.setError, f.setFocus)).toBe('Choose another address');
  });

  it('returns the message of an answer without field errors, the form wording of a 401, or a fallback', () => {
    const f = form();
    expect(applyServerError<Values>(new ApiError(403, 'forbidden', 'Not allowed'), ['email'], f.setError, f.setFocus)).toBe('Not allowed');
    expect(
      applyServerError<Values>(new ApiError(401, 'unauthenticated', 'Please sign in'), ['email'], f.setError, f.setFocus, {
        unauthenticated: 'Not authenticated',
      }),
    ).toBe('Not authenticated');
    expect(applyServerError<Values>(new TypeError('boom'), ['email'], f.setError, f.setFocus)).toBe(GENERIC_ERROR);
    expect(applyServerError<Values>(null, ['email'], f.setError, f.setFocus, { fallback: 'Failed to add user' })).toBe('Failed to add user');
    expect(f.setError).not.toHaveBeenCalled();
  });
});

describe('errorMessage / isStale', () => {
  it('reads a failure', () => {
    expect(errorMessage(new ApiError(500, 'x', 'Database down'))).toBe('Database down');
    expect(errorMessage('nope')).toBe('Unknown error');
    expect(isStale(new ApiError(409, 'stale', 'Someone else changed this trip'))).toBe(true);
    expect(isStale(new ApiError(422, 'rule_violation', 'No'))).toBe(false);
    expect(isStale(new Error('409'))).toBe(false);
  });
});
